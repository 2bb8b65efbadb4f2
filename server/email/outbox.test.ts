import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SmtpInbox } from "../test-support/smtp-inbox";
import { enqueueEmail, MAX_RETRY_DELAY_MS, OutboxWorker, RETRY_WINDOW_MS, retryDelayMs, type OutboundEmail } from "./outbox";
import { smtpTransport, type MailTransport } from "./transport";

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child: () => silentLog, level: "silent", silent() {} } as never;

function email(n: number, overrides: Partial<OutboundEmail> = {}): OutboundEmail {
  return {
    kind: "test",
    to: `reader${n}@example.test`,
    subject: `Hello ${n}`,
    html: `<p>Hello <strong>${n}</strong></p>`,
    text: `Hello ${n}`,
    dedupeKey: `test:${n}`,
    ...overrides,
  };
}

describe("retry schedule", () => {
  it("retries first within 30 seconds, backs off to at most 15 minutes, and keeps going for 3 days", () => {
    for (const random of [0, 0.5, 0.999]) {
      const rnd = () => random;
      expect(retryDelayMs(1, undefined, rnd)).toBeLessThanOrEqual(30_000);
      expect(retryDelayMs(2, undefined, rnd)).toBeGreaterThan(retryDelayMs(1, undefined, rnd));
      expect(retryDelayMs(50, undefined, rnd)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      expect(retryDelayMs(10_000, undefined, rnd)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    }
    // Late retries settle near the cap rather than staying short.
    expect(retryDelayMs(30, undefined, () => 0)).toBeGreaterThanOrEqual(0.8 * MAX_RETRY_DELAY_MS);
    expect(RETRY_WINDOW_MS).toBeGreaterThanOrEqual(3 * 24 * 3600_000);
  });
});

describe.each(testDatabaseKinds)("outbox on %s", (kind) => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    inbox = new SmtpInbox();
    await inbox.start(0);
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await inbox.stop();
    await database.close();
  });

  it("sends an email queued in a committed transaction, with its headers, and marks it sent", async () => {
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, email(1, { headers: { "List-Unsubscribe": "<https://shop.test/u/1>" } }));
    });
    app.outbox.notify();

    const [received] = await waitFor(() => inbox.to("reader1@example.test").length > 0 && inbox.to("reader1@example.test"));
    expect(received?.subject).toBe("Hello 1");
    expect(received?.from).toBe("hello@purposemovement.test");
    expect(received?.text.trim()).toBe("Hello 1");
    expect(received?.html).toContain("<strong>1</strong>");
    expect(received?.headers["list-unsubscribe"]).toBe("<https://shop.test/u/1>");
    expect(received?.headers["message-id"]).toMatch(/^<outbox\.[0-9a-f-]+@purposemovement\.test>$/);

    const [row] = await waitFor(async () => {
      const rows = await database.db.select().from(outboxEmails);
      return rows[0]?.status === "sent" && rows;
    });
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("queues nothing when the transaction rolls back, and one email per dedupe key", async () => {
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, email(1));
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");

    const first = await enqueueEmail(database.db, email(2));
    const again = await enqueueEmail(database.db, email(2, { subject: "Hello again" }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    app.outbox.notify();

    await waitFor(() => inbox.messages.length >= 1);
    await outboxSettled(app);
    expect(inbox.messages.map((m) => m.subject)).toEqual(["Hello 2"]);
  });

  it("loses nothing and sends nothing twice when the SMTP server is down for a while", async () => {
    await inbox.stop();
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    for (let n = 1; n <= 3; n++) await enqueueEmail(database.db, email(n));
    app.outbox.notify();

    // Every email is tried, fails, and waits for a retry with the error kept.
    await waitFor(async () => {
      const rows = await database.db.select().from(outboxEmails);
      return rows.length === 3 && rows.every((r) => r.attempts >= 1 && r.status === "pending" && r.lastError);
    }, 10_000, "failed attempts");

    await inbox.start();
    await waitFor(() => inbox.messages.length >= 3, 10_000, "delivery after restart");
    await waitFor(async () => (await database.db.select().from(outboxEmails)).every((r) => r.status === "sent"));
    await outboxSettled(app);
    expect(inbox.messages.map((m) => m.subject).sort()).toEqual(["Hello 1", "Hello 2", "Hello 3"]);
  });

  it("gives up only after the retry window has passed", async () => {
    await inbox.stop();
    // Dated before any worker runs: a worker started first could try (and fail) an email
    // before it was dated, and rightly keep retrying it (this test flaked that way).
    await enqueueEmail(database.db, email(1));
    await enqueueEmail(database.db, email(2));
    await database.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '3 days' - interval '1 minute'` })
      .where(eq(outboxEmails.dedupeKey, "test:1"));
    await database.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(outboxEmails.dedupeKey, "test:2"));
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    app.outbox.notify();

    await waitFor(async () => {
      const rows = await database.db.select().from(outboxEmails);
      return rows.every((r) => r.attempts >= 1 && r.lockedUntil === null);
    });
    const rows = await database.db.select().from(outboxEmails);
    expect(Object.fromEntries(rows.map((r) => [r.dedupeKey, r.status]))).toEqual({ "test:1": "failed", "test:2": "pending" });
  });

  it("re-sends a row whose worker died holding it, once its lease lapses, and leaves live leases alone", async () => {
    await enqueueEmail(database.db, email(1));
    await enqueueEmail(database.db, email(2));
    await database.db
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(outboxEmails.dedupeKey, "test:1"));
    await database.db
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() + interval '1 hour'`, attempts: 1 })
      .where(eq(outboxEmails.dedupeKey, "test:2"));

    const worker = new OutboxWorker({ db: database.db, transport: smtpTransport(inbox.url), from: "a@b.test", log: silentLog });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    expect(inbox.messages.map((m) => m.subject)).toEqual(["Hello 1"]);
  });

  it("finishes the email it is sending when the app closes", async () => {
    let sending: () => void = () => {};
    const started = new Promise<void>((resolve) => (sending = resolve));
    const real = smtpTransport(inbox.url);
    const slow: MailTransport = {
      async send(message) {
        sending();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await real.send(message);
      },
      close: () => real.close(),
    };
    const worker = new OutboxWorker({ db: database.db, transport: slow, from: "a@b.test", log: silentLog, pollIntervalMs: 20 });
    await enqueueEmail(database.db, email(1));
    worker.start();
    await started;
    await worker.stop();

    expect(inbox.messages.map((m) => m.subject)).toEqual(["Hello 1"]);
    const [row] = await database.db.select().from(outboxEmails);
    expect(row?.status).toBe("sent");
  });

  it("keeps emails in the outbox and lists them at /dev/outbox when no SMTP server is configured", async () => {
    app = await buildTestApp(database);
    await enqueueEmail(database.db, email(1, { subject: "Your <order>", to: "amara@example.test" }));
    // No SMTP_URL: there is no worker at all, so the email stays queued however long we wait.
    expect(app.outbox.worker).toBeUndefined();
    app.outbox.notify();

    const page = await app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Your &lt;order&gt;");
    expect(page.body).toContain("amara@example.test");
    expect(page.body).toContain(">pending<");
    // The page's own inline style is allowed by hash; nothing else runs.
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("script-src");

    const [row] = await database.db.select().from(outboxEmails);
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(0);
    const message = await app.inject({ method: "GET", url: `/dev/outbox/${row?.id}` });
    expect(message.body).toContain("<strong>1</strong>");
    expect(message.headers["content-security-policy"]).toContain("sandbox");
    expect((await app.inject({ method: "GET", url: "/dev/outbox/not-an-id" })).statusCode).toBe(404);

    // Only from this machine: any other address gets the 404 it would get with no outbox at all.
    for (const url of ["/dev/outbox", `/dev/outbox/${row?.id}`, `/dev/outbox/${row?.id}/text`]) {
      const remote = await app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body, url).not.toContain("amara@example.test");
      const forwarded = await app.inject({ method: "GET", url, remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": "127.0.0.1" } });
      expect(forwarded.statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "::1" })).statusCode).toBe(200);
  });

  it("has no /dev/outbox in production, nor when SMTP is configured", async () => {
    app = await buildTestApp(database, { env: { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" } });
    expect((await app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
    await app.close();
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    expect((await app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two servers on one Postgres", () => {
  it("send every email exactly once", async () => {
    const database = await createTestDatabase("postgres");
    const inbox = new SmtpInbox();
    await inbox.start(0);
    // Each server has its own connection pool, as separate processes would.
    const second = await openDatabase({ databaseUrl: database.url, migrate: false });
    const apps = [
      await buildTestApp(database, { env: { SMTP_URL: inbox.url }, outbox: { pollIntervalMs: 10, batchSize: 3 } }),
      await buildTestApp(second, { env: { SMTP_URL: inbox.url }, outbox: { pollIntervalMs: 10, batchSize: 3 } }),
    ];
    try {
      const total = 60;
      for (let n = 1; n <= total; n++) {
        await enqueueEmail(database.db, email(n));
        apps[n % 2]?.outbox.notify();
      }
      await waitFor(() => inbox.messages.length >= total, 20_000, "all emails");
      await outboxSettled(...apps);
      const subjects = inbox.messages.map((m) => m.subject);
      expect(subjects).toHaveLength(total);
      expect(new Set(subjects).size).toBe(total);
      const rows = await database.db.select().from(outboxEmails);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await inbox.stop();
      await database.close();
    }
  });
});
