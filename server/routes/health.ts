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
  /**
   * One round trip that proves the database answers and counts the emails waiting: undefined when
   * it didn't answer. (A ping and two counts, one after another, were three round trips per check,
   * and cut the health check's throughput to a third: docs/performance.md, "Issue 33".)
   */
  check(): Promise<{ emailsWaiting: number } | undefined>;
  report: Omit<HealthReport, "status" | "database" | "databaseReachable" | "emailsWaiting">;
}

export function healthHandlers(source: HealthSource) {
  // Checks that arrive while one is on its way to the database share its answer: a monitor (or a
  // load balancer's many probes) gets a fresh answer, never an older one, at one query per round trip.
  let inFlight: Promise<{ emailsWaiting: number } | undefined> | undefined;
  const check = () => {
    inFlight ??= source
      .check()
      .catch(() => undefined)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return {
    async health(_request: unknown, reply: FastifyReply): Promise<HealthReport> {
      const answer = await check();
      const databaseReachable = answer !== undefined;
      reply.header("cache-control", "no-store");
      if (!databaseReachable) reply.status(503);
      return {
        status: databaseReachable ? "ok" : "degraded",
        database: source.database,
        databaseReachable,
        ...source.report,
        ...(answer && { emailsWaiting: answer.emailsWaiting }),
      };
    },
  };
}
