// Builds the whole server (site, API, workers) without listening, so tests can
// `inject` requests into it and close it. server/index.ts adds listen and shutdown.
import { fileURLToPath } from "node:url";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { installOutbox, type OutboxTuning } from "./email/setup";
import { installErrorHandler } from "./http/errors";
import { finishHandlersOnClose } from "./http/graceful-close";
import { installSecurityHeaders } from "./http/security-headers";
import { closeTlsConnectionsOnClose, createFastify } from "./http/transport";
import { installPayments } from "./payments/setup";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { siteRoutes } from "./routes/site";
import { speakingRequestRoutes } from "./routes/speaking-requests";
import { StaticSite } from "./static-site";

export const defaultClientDir = fileURLToPath(new URL("../build/client", import.meta.url));

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  /** The pre-rendered build; defaults to build/client. */
  clientDir?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Outbox worker timings (tests shorten them). */
  outbox?: OutboxTuning;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = createFastify(env, {
    logger: deps.logger ?? false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Request ids in logs tie a failure to what the client saw, without personal data.
    genReqId: () => crypto.randomUUID(),
  });
  installErrorHandler(app);
  finishHandlersOnClose(app);
  closeTlsConnectionsOnClose(app);

  installSecurityHeaders(app, { hsts: env.NODE_ENV === "production" });
  await app.register(rateLimit, {
    global: false,
    ...(env.REDIS_URL && { redis: new (await import("ioredis")).Redis(env.REDIS_URL) }),
  });
  await installOutbox(app, { env, database, tuning: deps.outbox });
  await installPayments(app, { env, database });
  const site = new StaticSite(deps.clientDir ?? defaultClientDir, env.PUBLIC_URL);
  await app.register(healthRoutes, {
    database,
    report: () => ({
      payments: env.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
      email: env.SMTP_URL ? "smtp" : "outbox",
      site: site.hasBuild ? "built" : "missing",
    }),
  });
  await app.register(newsletterRoutes, { env, database });
  await app.register(speakingRequestRoutes, { env, database });
  await app.register(siteRoutes, { site, publicUrl: env.PUBLIC_URL });

  return app;
}
