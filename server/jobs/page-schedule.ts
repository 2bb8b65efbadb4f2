// Pages scheduled to publish at a UK date and time (server/services/pages/site-pages.ts): each
// page's row is a job of the job queue (decision 0034) while it holds a schedule, due at its time.
// Every server looks every 15 seconds; the queue claims a due row for one of them, which publishes
// it and clears the schedule in the same transaction, so a schedule is published once however many
// servers look. A server that dies holding it lets its lease lapse and another publishes it.
import type { FastifyBaseLogger } from "fastify";
import { isPageKey } from "../../core/pages/registry";
import type { Database } from "../db/client";
import { sitePages } from "../db/schema/index";
import type { SitePages } from "../services/pages/site-pages";
import { JobQueue } from "./job-queue";

export function pageScheduleQueue(db: Database, pages: SitePages, log: Pick<FastifyBaseLogger, "info" | "warn" | "error">, options: { pollIntervalMs?: number } = {}): JobQueue<typeof sitePages> {
  return new JobQueue(db, {
    name: "scheduled pages",
    table: sitePages,
    columns: { id: "key", dueAt: "scheduledFor", leaseUntil: "scheduleLeaseUntil", claimToken: "scheduleClaimToken" },
    // The publish (a version, the page, the audit entry, the announcement) commits with the claim's end.
    transactional: true,
    batchSize: 5,
    leaseMs: 60_000,
    pollIntervalMs: options.pollIntervalMs ?? 15_000,
    async run({ row, tx }) {
      if (!tx) throw new Error("scheduled pages are published in a transaction");
      return pages.publishScheduled(tx, row);
    },
    // A publish that failed (a database error) is tried again a minute later.
    retry: { delayMs: () => 60_000 },
    // This server reads the page again at once; the others on hearing the publish.
    afterCommit: ({ row }) => {
      if (isPageKey(row.key)) pages.forget(row.key);
    },
    describe: (row) => ({ page: row.key }),
    log,
  });
}
