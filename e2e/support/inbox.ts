// The tests' view of the SMTP server that global setup runs.
import { expect } from "@playwright/test";
import type { ReceivedEmail } from "../../server/test-support/smtp-inbox";
import { inboxApi } from "./environment";

export async function allEmails(): Promise<ReceivedEmail[]> {
  return (await fetch(inboxApi)).json() as Promise<ReceivedEmail[]>;
}

export async function emailsTo(address: string): Promise<ReceivedEmail[]> {
  const wanted = address.toLowerCase();
  return (await allEmails()).filter((m) => m.to.some((t) => t.toLowerCase() === wanted));
}

/** Waits until exactly `count` emails have reached `address`, then returns them. */
export async function expectEmailsTo(address: string, count: number, timeout = 20_000): Promise<ReceivedEmail[]> {
  await expect.poll(async () => (await emailsTo(address)).length, { timeout }).toBe(count);
  return emailsTo(address);
}
