// Builds the real app for a server test: a given database, a test environment
// (overridable), no logs, and a quick outbox so tests don't wait on production timings.
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import type { OutboxTuning } from "../email/setup";
import { loadEnv, type Env } from "../env";

export const fastOutbox: OutboxTuning = { pollIntervalMs: 50, retryBaseMs: 100 };

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: "http://shop.test",
    ORG_EMAIL: "team@purposemovement.test",
    EMAIL_FROM: "Purpose Movement <hello@purposemovement.test>",
    RATE_LIMIT_PAYMENTS_PER_MINUTE: "10000",
    RATE_LIMIT_POSTS_PER_MINUTE: "10000",
    RATE_LIMIT_SIGNUPS_PER_MINUTE: "10000",
    SIGN_IN_ATTEMPTS_PER_IP: "10000",
    // A retention run at start would anonymise the old records tests seed on purpose.
    SCHEDULED_JOBS: "off",
    // Back up now writes here, never into the working copy's ./data (created only if used).
    BACKUP_DIR: join(tmpdir(), `pm-test-backups-${randomUUID()}`),
    ...overrides,
  });
}

export async function buildTestApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; outbox?: OutboxTuning; site?: "built"; onCharityDetailsChange?: () => void } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    onCharityDetailsChange: options.onCharityDetailsChange,
    env: testEnv(options.env),
    database,
    // The real build (npm run build) when a test reads public pages; none otherwise.
    ...(options.site !== "built" && { clientDir: "/nonexistent" }),
    logger: false,
    outbox: options.outbox ?? fastOutbox,
  });
  await app.ready();
  return app;
}

/** Polls until `check` returns a truthy value, or fails after `timeoutMs`. */
type Truthy<T> = Exclude<T, false | null | undefined | 0 | "">;

export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until every app's outbox has sent all that is due and has no send in flight: then
 * an inbox holds every email it will get, and a count of them is final.
 */
export async function outboxSettled(...apps: FastifyInstance[]): Promise<void> {
  for (const app of apps) {
    const worker = app.outbox.worker;
    if (!worker) throw new Error("this app has no outbox worker (set SMTP_URL)");
    await worker.settled();
  }
}
