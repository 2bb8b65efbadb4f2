// The tests' view of the SMTP server that global setup runs.
import { expect } from "@playwright/test";
import type { ReceivedEmail } from "../../server/test-support/smtp-inbox";
import { baseURL, inboxApi } from "./environment";

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

/**
 * Waits until the site has no email waiting to be sent (its health report says how many): from
 * then on the inbox holds every email the requests so far caused, so a count of them is final.
 */
export async function outboxSettled(timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => ((await (await fetch(`${baseURL}/api/health`)).json()) as { emailsWaiting?: number }).emailsWaiting, { timeout })
    .toBe(0);
}
