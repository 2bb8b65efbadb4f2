// What the back office shows about retention: each period as the privacy page states it, and
// when the nightly run last ran (what it did, or why it failed) and runs next.
import { eq } from "drizzle-orm";
import { describeRule, retentionRules } from "../../../core/retention";
import type { RetentionStatusView } from "../../../core/schemas/admin-privacy";
import type { Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema/index";
import { RETENTION_JOB } from "./retention";


export function createRetentionStatus(db: Database) {
  return {
    async status(): Promise<RetentionStatusView> {
      const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, RETENTION_JOB));
      return {
        rules: retentionRules.map((rule) => ({ id: rule.id, text: describeRule(rule) })),
        lastStartedAt: job?.lastStartedAt?.toISOString() ?? null,
        lastFinishedAt: job?.lastFinishedAt?.toISOString() ?? null,
        lastResult: job?.lastResult ?? null,
        nextRunAt: job?.nextRunAt.toISOString() ?? null,
      };
    },
  };
}

export type RetentionStatus = ReturnType<typeof createRetentionStatus>;
