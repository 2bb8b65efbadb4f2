// The nightly job's schedule lives in the database: of several servers only one runs it at a
// time, a restart neither loses nor repeats a run, a runner that dies is taken over once its
// lease passes, a failure is tried again later, and the app starts the retention run itself.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { auditLog, scheduledJobs } from "../db/schema/index";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { nextRunAfter, ScheduledJob, type ScheduledJobOptions } from "./scheduled-job";

const quiet = { info: () => undefined, error: () => undefined };
const at = (iso: string) => new Date(iso);

describe("nextRunAfter", () => {
  it("is today's hour while it is ahead, else tomorrow's", () => {
    expect(nextRunAfter(at("2026-11-25T02:59:00Z"), 3).toISOString()).toBe("2026-11-25T03:00:00.000Z");
    expect(nextRunAfter(at("2026-11-25T03:00:00Z"), 3).toISOString()).toBe("2026-11-26T03:00:00.000Z");
    expect(nextRunAfter(at("2026-12-31T23:00:00Z"), 3).toISOString()).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe.each(testDatabaseKinds)("a scheduled job on %s", (kind) => {
  let database: TestDatabase;
  /** A second server's own connection, where there can be one (Postgres). */
  let other: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (database.url) other = await openDatabase({ databaseUrl: database.url, migrate: false });
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });

  const job = (name: string, run: ScheduledJobOptions["run"], db = database.db) => new ScheduledJob({ db, name, hourUtc: 3, run, log: quiet, leaseMs: 60_000, retryAfterMs: 10 * 60_000 });
  const row = async (name: string) => (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

  it("runs on one server only when two look at once, then not again until the next day's hour", async () => {
    let runs = 0;
    const slowRun = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    };
    const first = job("nightly", slowRun);
    const second = job("nightly", slowRun, other?.db ?? database.db);
    const now = at("2026-11-25T10:00:00Z");
    const ran = await Promise.all([first.runIfDue(now), second.runIfDue(now)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await row("nightly")).toMatchObject({ nextRunAt: at("2026-11-26T03:00:00Z"), leaseUntil: null, lastResult: { done: true } });

    // A restart: a new instance reads the schedule, and runs when it is due, not before.
    const restarted = job("nightly", slowRun);
    expect(await restarted.runIfDue(at("2026-11-26T02:59:00Z"))).toBe(false);
    expect(await restarted.runIfDue(at("2026-11-26T03:01:00Z"))).toBe(true);
    expect(runs).toBe(2);
  });

  it("lets another server take over once a dead runner's lease has passed, not before", async () => {
    const now = at("2026-11-25T10:00:00Z");
    // A runner claimed the job and died: its lease stands, no finish was recorded.
    await database.db.insert(scheduledJobs).values({ name: "orphaned", nextRunAt: now, leaseUntil: new Date(now.getTime() + 60_000), lastStartedAt: now });
    let runs = 0;
    const survivor = job("orphaned", async () => ({ runs: ++runs }));
    expect(await survivor.runIfDue(new Date(now.getTime() + 30_000))).toBe(false);
    expect(await survivor.runIfDue(new Date(now.getTime() + 61_000))).toBe(true);
    expect(runs).toBe(1);
  });

  it("records a failed run and tries again later", async () => {
    const now = at("2026-11-25T10:00:00Z");
    let fail = true;
    const flaky = job("flaky", async () => {
      if (fail) throw new Error("database went away");
      return { ok: true };
    });
    expect(await flaky.runIfDue(now)).toBe(true);
    expect(await row("flaky")).toMatchObject({ nextRunAt: at("2026-11-25T10:10:00Z"), leaseUntil: null, lastResult: { error: "database went away" } });
    fail = false;
    expect(await flaky.runIfDue(at("2026-11-25T10:05:00Z"))).toBe(false);
    expect(await flaky.runIfDue(at("2026-11-25T10:10:00Z"))).toBe(true);
    expect((await row("flaky")).lastResult).toEqual({ ok: true });
  });

  it("is started by the app: a server with SCHEDULED_JOBS=on runs the retention job and audits it", async () => {
    const fresh = await createTestDatabase(kind);
    const app = await buildTestApp(fresh, { env: { SCHEDULED_JOBS: "on" } });
    try {
      // The run's audit entry commits with its work; the next run is booked just after, so the
      // test waits for that (reading the schedule as soon as the entry showed was a race).
      const schedule = await waitFor(
        async () => (await fresh.db.select().from(scheduledJobs).where(and(eq(scheduledJobs.name, "retention"), isNotNull(scheduledJobs.lastFinishedAt))))[0],
        10_000,
        "the retention run's next run booked",
      );
      const [entry] = await fresh.db.select().from(auditLog).where(eq(auditLog.action, "retention.applied"));
      expect(entry).toMatchObject({ actorLabel: "retention job", details: expect.objectContaining({ ordersAnonymised: 0 }) });
      expect(schedule.nextRunAt.getUTCHours()).toBe(3);
      expect(schedule.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await app.close();
      await fresh.close();
    }
  });
});
