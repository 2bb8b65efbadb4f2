import type { FastifyPluginAsync } from "fastify";
import { pingDatabase, type DatabaseHandle } from "../db/client";

export interface HealthReport {
  status: "ok" | "degraded";
  database: DatabaseHandle["kind"];
  databaseReachable: boolean;
  payments: "sandbox" | "stripe";
  email: "outbox" | "smtp";
  site: "built" | "missing";
}

export const healthRoutes: FastifyPluginAsync<{
  database: DatabaseHandle;
  report: () => Omit<HealthReport, "status" | "database" | "databaseReachable">;
}> = async (app, { database, report }) => {
  app.get("/api/health", async (_request, reply): Promise<HealthReport> => {
    const databaseReachable = await pingDatabase(database.db);
    reply.header("cache-control", "no-store");
    if (!databaseReachable) reply.status(503);
    return { status: databaseReachable ? "ok" : "degraded", database: database.kind, databaseReachable, ...report() };
  });
};
