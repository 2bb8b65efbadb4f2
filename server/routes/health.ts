// GET /api/health: which database, payment provider and email transport are in use, and whether the database answers.
import type { FastifyReply } from "fastify";
import type { DatabaseKind } from "../db/client";

export interface HealthReport {
  status: "ok" | "degraded";
  database: DatabaseKind;
  databaseReachable: boolean;
  payments: "sandbox" | "stripe";
  email: "outbox" | "smtp";
  site: "built" | "missing";
  /** Emails queued and not yet sent: steady near 0 when mail is leaving; absent if the database didn't answer. */
  emailsWaiting?: number;
}

export interface HealthSource {
  database: DatabaseKind;
  /** A cheap round trip to the database. */
  ping(): Promise<boolean>;
  emailsWaiting(): Promise<number>;
  report: Omit<HealthReport, "status" | "database" | "databaseReachable" | "emailsWaiting">;
}

export function healthHandlers(source: HealthSource) {
  return {
    async health(_request: unknown, reply: FastifyReply): Promise<HealthReport> {
      const databaseReachable = await source.ping();
      reply.header("cache-control", "no-store");
      if (!databaseReachable) reply.status(503);
      const emailsWaiting = databaseReachable ? await source.emailsWaiting().catch(() => undefined) : undefined;
      return {
        status: databaseReachable ? "ok" : "degraded",
        database: source.database,
        databaseReachable,
        ...source.report,
        ...(emailsWaiting !== undefined && { emailsWaiting }),
      };
    },
  };
}
