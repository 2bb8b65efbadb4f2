// The one place newsletter and speaking-request emails are handed over for delivery.
// TEMPORARY: until the outbox (server/email/outbox.ts) is merged this queues nothing;
// then it becomes `enqueueEmail(tx, message)`, inside the caller's transaction.
import type { Transaction } from "../db/client";

export interface QueuedEmail {
  /** What the email is for, for logs and the dev outbox. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The same key twice queues one email. */
  dedupeKey: string;
}

export async function queueEmail(_tx: Transaction, _message: QueuedEmail): Promise<void> {}
