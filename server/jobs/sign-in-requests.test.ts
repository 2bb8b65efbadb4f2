// Sign-in requests handled in the background: a request recorded while no worker runs is handled
// by the next one to start (a restart loses nothing), two servers handle each request once, a
// failure rolls its work back and is tried again later, and a request left for over an hour is
// dropped unsent. The whole flow, answer then email, is in server/routes/admin/sign-in.test.ts
// and server/routes/account.test.ts.
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { outboxEmails, signInRequests } from "../db/schema/index";
import { enqueueEmail } from "../email/outbox";
import { waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SignInRequestWorker, type SignInRequestHandler } from "./sign-in-requests";

/** Fastify's own silent logger (logger: false): the worker's log lines go nowhere. */
const quiet: FastifyBaseLogger = Fastify({ logger: false }).log;
const context = { ip: "203.0.113.9", userAgent: "test" };

describe.each(testDatabaseKinds)("sign-in requests on %s", (kind) => {
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

  const worker = (handle: SignInRequestHandler, db: Database = database.db) =>
    new SignInRequestWorker({ db, handlers: { staff: handle, supporter: handle }, afterCommit: () => undefined, log: quiet, pollIntervalMs: 50 });
  const waiting = async () => (await database.db.select().from(signInRequests)).length;

  it("handles a request recorded while no worker ran once the next one starts", async () => {
    const handled: string[] = [];
    const stopped = worker(async () => void handled.push("too early"));
    await stopped.enqueue("staff", "before-restart@example.test", context);
    expect(await waiting()).toBe(1);
    const restarted = worker(async (_tx, email, given) => void handled.push(`${email} from ${given.ip}`));
    restarted.start();
    await waitFor(() => handled.length > 0, 5_000, "the request to be handled");
    await restarted.stop();
    expect(handled).toEqual(["before-restart@example.test from 203.0.113.9"]);
    expect(await waiting()).toBe(0);
  });

  it("handles each request once when two servers work at once", async () => {
    const handled: string[] = [];
    const record: SignInRequestHandler = async (_tx, email) => void handled.push(email);
    const first = worker(record);
    const second = worker(record, (other ?? database).db);
    for (let i = 0; i < 20; i++) await first.enqueue("supporter", `twice-${i}@example.test`, context);
    await Promise.all([first.settled(), second.settled(), first.settled(), second.settled()]);
    expect(handled.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `twice-${i}@example.test`).sort());
  });

  it("rolls back what a failed try wrote and tries again later", async () => {
    let tries = 0;
    const flaky = worker(async (tx, email) => {
      tries++;
      await enqueueEmail(tx, { kind: "test", to: email, subject: "s", html: "h", text: "t", dedupeKey: `flaky:${tries}` });
      if (tries === 1) throw new Error("the database went away");
    });
    await flaky.enqueue("staff", "flaky@example.test", context);
    await flaky.settled();
    expect(tries).toBe(1);
    const [row] = await database.db.select().from(signInRequests);
    expect(row).toMatchObject({ email: "flaky@example.test", attempts: 1 });
    expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, "flaky@example.test"))).toEqual([]);
    // Its retry falls due: it is handled, and only the second try's email is queued.
    await database.db.update(signInRequests).set({ notBefore: sql`now() - interval '1 second'` });
    await flaky.settled();
    expect(tries).toBe(2);
    expect((await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, "flaky@example.test"))).map((e) => e.dedupeKey)).toEqual(["flaky:2"]);
    expect(await waiting()).toBe(0);
  });

  it("drops a request left for over an hour without sending anything", async () => {
    const handled: string[] = [];
    const late = worker(async (_tx, email) => void handled.push(email));
    await late.enqueue("staff", "stale@example.test", context);
    await database.db.update(signInRequests).set({ createdAt: sql`now() - interval '2 hours'` });
    await late.settled();
    expect(handled).toEqual([]);
    expect(await waiting()).toBe(0);
  });
});
