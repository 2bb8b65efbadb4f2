// The job queue on both databases, on a table of its own as a new kind of job would have: a
// failed job is retried after its backoff and given up when its kind says, two workers never run
// one job, a cron job runs once with two servers, a stop mid-job finishes that job and hands the
// rest back, a batch's rows run side by side up to the kind's concurrency, a commit wakes the
// queue at once, paused rows wait, and a per-minute allowance holds across servers. The outbox,
// sign-in request, scheduled job and newsletter sender tests cover its clients.
import { and, eq, sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { scheduledJobs } from "../db/schema/index";
import { waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { JobQueue, type JobKind } from "./job-queue";
import { ScheduledJob } from "./scheduled-job";

const testJobs = pgTable("test_jobs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  paused: boolean("paused").notNull().default(false),
  status: text("status").notNull().default("pending"),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  claimToken: uuid("claim_token"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
});

type TestKind = JobKind<typeof testJobs>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabaseKinds)("the job queue on %s", (kind) => {
  let database: TestDatabase;
  /** A second server's own connection, where there can be one (Postgres). */
  let other: DatabaseHandle | undefined;
  const otherDb = (): Database => (other ?? database).db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (database.url) other = await openDatabase({ databaseUrl: database.url, migrate: false });
    await database.db.execute(sql`
      create table test_jobs (
        id serial primary key, name text not null, paused boolean not null default false,
        status text not null default 'pending', due_at timestamptz not null default now(),
        locked_until timestamptz, claim_token uuid, attempts integer not null default 0, last_error text
      )`);
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(testJobs);
  });

  const queue = (run: TestKind["run"], overrides: Partial<TestKind> = {}, db: Database = database.db) =>
    new JobQueue(db, {
      name: "test",
      table: testJobs,
      columns: { id: "id", dueAt: "dueAt", leaseUntil: "lockedUntil", claimToken: "claimToken", attempts: "attempts" },
      claimable: and(eq(testJobs.status, "pending"), eq(testJobs.paused, false)),
      run,
      retry: {
        delayMs: (attempts) => 60_000 * attempts,
        giveUpWhen: (columns) => sql`${columns.attempts} >= 3`,
        giveUp: { status: "failed" },
        record: (message) => ({ lastError: message }),
      },
      log: quiet,
      pollIntervalMs: 20,
      ...overrides,
    });
  const add = async (...names: string[]) => database.db.insert(testJobs).values(names.map((name) => ({ name }))).returning();
  const rows = async () => database.db.select().from(testJobs).orderBy(testJobs.id);
  const makeDue = () => database.db.update(testJobs).set({ dueAt: sql`now() - interval '1 second'` });

  it("retries a failed job after its backoff, keeps the error without the address, and gives up after the kind's last try", async () => {
    let tries = 0;
    const flaky = queue(async () => {
      tries++;
      if (tries <= 1) throw new Error("421 mailbox for amara@example.test busy, try later");
      return { status: "done" };
    });
    const doomed = queue(async () => {
      throw new Error("always fails");
    });
    await add("flaky");
    expect(await flaky.drain()).toBe(1);
    const [afterFailure] = await rows();
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, claimToken: null, lastError: "421 mailbox for <address> busy, try later" });
    // Backed off by the kind's delay (a minute after the first failure): not due yet.
    expect(afterFailure!.dueAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await flaky.drain()).toBe(0);
    await makeDue();
    expect(await flaky.drain()).toBe(1);
    expect(tries).toBe(2);
    expect((await rows())[0]).toMatchObject({ status: "done", attempts: 2, lockedUntil: null });

    await database.db.delete(testJobs);
    await add("doomed");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue();
      expect(await doomed.drain()).toBe(1);
    }
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 3, lastError: "always fails" });
    await makeDue();
    expect(await doomed.drain()).toBe(0);
  });

  it("never gives one job to two workers, each with its own connection", async () => {
    const ran: string[] = [];
    const record: TestKind["run"] = async ({ row }) => {
      ran.push(row.name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { status: "done" };
    };
    const workers = [queue(record, { batchSize: 3 }), queue(record, { batchSize: 3 }, otherDb())];
    const names = Array.from({ length: 60 }, (_, i) => `job-${i}`);
    await add(...names);
    for (const worker of workers) worker.start();
    await waitFor(async () => (await rows()).every((r) => r.status === "done"), 20_000, "every job done");
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(ran.sort()).toEqual([...names].sort());
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it("on stop, finishes the job in flight and hands back the rest of its batch for another worker", async () => {
    let started: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const ran: string[] = [];
    const slow = queue(
      async ({ row }) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        ran.push(row.name);
        return { status: "done" };
      },
      { batchSize: 3 },
    );
    await add("first", "second", "third");
    slow.start();
    await inFlight;
    await slow.stop();
    // One job of the three had started: it finished; the two not started are as before the claim.
    expect(ran).toHaveLength(1);
    const states = Object.fromEntries((await rows()).map(({ name, status, attempts, lockedUntil, claimToken }) => [name, { status, attempts, lockedUntil, claimToken }]));
    const handedBack = { status: "pending", attempts: 0, lockedUntil: null, claimToken: null };
    expect(states).toEqual({
      first: handedBack,
      second: handedBack,
      third: handedBack,
      [ran[0]!]: { status: "done", attempts: 1, lockedUntil: null, claimToken: null },
    });
    const next = queue(async ({ row }) => {
      ran.push(row.name);
      return { status: "done" };
    });
    expect(await next.drain()).toBe(2);
    expect(ran.sort()).toEqual(["first", "second", "third"]);
  });

  it("runs a batch's rows side by side up to its concurrency, each once; on stop, finishes those in flight and hands back the rest", async () => {
    let running = 0;
    let most = 0;
    const ran: string[] = [];
    let threeRunning: () => void = () => {};
    const lanes = queue(
      async ({ row }) => {
        running++;
        most = Math.max(most, running);
        if (running === 3) threeRunning();
        await new Promise((resolve) => setTimeout(resolve, 100));
        running--;
        ran.push(row.name);
        return { status: "done" };
      },
      { batchSize: 10, concurrency: 3 },
    );
    // Two batches' worth, all due: the first batch's rows three at a time, never more.
    const names = Array.from({ length: 8 }, (_, i) => `job-${i}`);
    await add(...names);
    expect(await lanes.runDue()).toBe(8);
    expect(most).toBe(3);
    expect(ran.sort()).toEqual([...names].sort());
    expect((await rows()).every((r) => r.status === "done" && r.attempts === 1 && r.claimToken === null)).toBe(true);

    // Stopped while three run: those three finish, the five not started go back as never claimed.
    await database.db.delete(testJobs);
    ran.length = 0;
    await add(...names);
    const threeStarted = new Promise<void>((resolve) => (threeRunning = resolve));
    lanes.start();
    await threeStarted;
    await lanes.stop();
    expect(running).toBe(0);
    expect(ran).toHaveLength(3);
    const after = await rows();
    expect(after.filter((r) => r.status === "done")).toHaveLength(3);
    expect(after.filter((r) => r.status === "pending").every((r) => r.attempts === 0 && r.claimToken === null && r.lockedUntil === null)).toBe(true);
    expect(after.filter((r) => r.status === "pending")).toHaveLength(5);
  });

  it("is woken at once by notify after a commit, long before its next poll", async () => {
    const ran: string[] = [];
    const sleepy = queue(
      async ({ row }) => {
        ran.push(row.name);
        return { status: "done" };
      },
      { pollIntervalMs: 10 * 60_000 },
    );
    sleepy.start();
    await sleepy.settled();
    await add("woken");
    sleepy.notify();
    await waitFor(() => ran.length > 0, 5_000, "the job to run");
    await sleepy.stop();
    expect(ran).toEqual(["woken"]);
  });

  it("leaves a paused row alone, and a row another worker's live lease holds", async () => {
    const ran: string[] = [];
    const worker = queue(async ({ row }) => {
      ran.push(row.name);
      return { status: "done" };
    });
    await add("paused", "held", "free");
    await database.db.update(testJobs).set({ paused: true }).where(eq(testJobs.name, "paused"));
    await database.db.update(testJobs).set({ lockedUntil: sql`now() + interval '1 hour'` }).where(eq(testJobs.name, "held"));
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual(["free"]);
    await database.db.update(testJobs).set({ paused: false }).where(eq(testJobs.name, "paused"));
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual(["free", "paused"]);
  });

  it("writes a transactional job's work only with its outcome: a failure rolls the work back", async () => {
    let fail = true;
    const worker = queue(
      async ({ row, tx }) => {
        await tx!.insert(testJobs).values({ name: `${row.name}'s work`, status: "work" });
        if (fail) throw new Error("the database went away");
        return "delete";
      },
      { transactional: true },
    );
    await add("job");
    await worker.drain();
    expect((await rows()).map((r) => [r.name, r.status, r.attempts])).toEqual([["job", "pending", 1]]);
    fail = false;
    await makeDue();
    await worker.drain();
    expect((await rows()).map((r) => [r.name, r.status])).toEqual([["job's work", "work"]]);
  });

  it("claims at most the per-minute allowance in a minute, counted across servers", async () => {
    const ran: string[] = [];
    const record: TestKind["run"] = async ({ row }) => {
      ran.push(row.name);
      return { status: "done" };
    };
    const limited = [queue(record, { perMinute: 5, batchSize: 2 }), queue(record, { perMinute: 5, batchSize: 2 }, otherDb())];
    await add(...Array.from({ length: 12 }, (_, i) => `mail-${i}`));
    await database.db.update(testJobs).set({ dueAt: new Date("2026-03-02T09:00:00Z") });
    // Both servers claim in turn until neither gets more, within one minute, then the next.
    const drainAt = async (now: Date) => {
      for (let claimed = 1; claimed > 0; ) claimed = (await Promise.all(limited.map((q) => q.runDue({ now })))).reduce((a, b) => a + b, 0);
    };
    await drainAt(new Date("2026-03-02T10:00:10Z"));
    expect(ran).toHaveLength(5);
    await drainAt(new Date("2026-03-02T10:00:59Z"));
    expect(ran).toHaveLength(5);
    await drainAt(new Date("2026-03-02T10:01:00Z"));
    expect(ran).toHaveLength(10);
    expect(new Set(ran).size).toBe(10);
  });
});

describe.each(testDatabaseKinds)("a cron job on %s", (kind) => {
  it("runs once when two servers, each looking every 20 ms, find it due together", async () => {
    const database = await createTestDatabase(kind);
    const other = database.url ? await openDatabase({ databaseUrl: database.url, migrate: false }) : undefined;
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { runs };
    };
    const servers = [database.db, (other ?? database).db].map((db) => new ScheduledJob({ db, name: "nightly", hourUtc: 3, run, log: quiet, checkEveryMs: 20 }));
    try {
      for (const server of servers) server.start();
      const [row] = await waitFor(
        async () => {
          const found = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "nightly"));
          return found[0]?.lastFinishedAt && found;
        },
        10_000,
        "the run to finish",
      );
      // Both go on looking for a while: the booked run is tomorrow's, so neither runs it again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toBe(1);
      expect(row!.nextRunAt.getUTCHours()).toBe(3);
      expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      for (const server of servers) await server.stop();
      await other?.close();
      await database.close();
    }
  });
});
