// Reading the outbox back: what /dev/outbox lists and shows.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { outboxEmails, signInRequests } from "../db/schema/index";

export interface OutboxListing {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: Date;
}

export interface OutboxReader {
  /** The newest emails first. */
  recent(limit: number): Promise<OutboxListing[]>;
  html(id: string): Promise<string | undefined>;
  text(id: string): Promise<{ text: string; subject: string; to: string } | undefined>;
  /**
   * How many emails wait to be sent, counting sign-in requests not yet looked up (each may become
   * one; server/jobs/sign-in-requests.ts). For monitoring: a number that grows means mail isn't leaving.
   */
  waiting(): Promise<number>;
}

export function createOutboxReader(db: Database): OutboxReader {
  return {
    recent: (limit) =>
      db
        .select({
          id: outboxEmails.id,
          kind: outboxEmails.kind,
          to: outboxEmails.to,
          subject: outboxEmails.subject,
          status: outboxEmails.status,
          attempts: outboxEmails.attempts,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit),
    async html(id) {
      const [row] = await db.select({ html: outboxEmails.html }).from(outboxEmails).where(eq(outboxEmails.id, id));
      return row?.html;
    },
    async waiting() {
      // One round trip for both counts (the health check asks this on every call).
      const result = (await db.execute(
        sql`select (select count(*) from ${outboxEmails} where ${outboxEmails.status} = 'pending') + (select count(*) from ${signInRequests}) as n`,
      )) as { rows: { n: number | string }[] };
      // count(*) is a bigint: a string from node-postgres.
      return Number(result.rows[0]?.n ?? 0);
    },

    async text(id) {
      const [row] = await db
        .select({ text: outboxEmails.text, subject: outboxEmails.subject, to: outboxEmails.to })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, id));
      return row;
    },
  };
}
