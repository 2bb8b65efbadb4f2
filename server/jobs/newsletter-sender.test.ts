// Sending a newsletter through a real SMTP server (in-process): every recipient exactly once
// across a crash and with two servers, the rate per minute held, a permanent refusal marks the
// address bounced and a temporary one is retried, and each email's one-click unsubscribe works
// by POST without a cookie while a GET only asks. Times that matter (a lease lapsed, the next
// minute) are given to the queue as its clock, not waited for.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminNewsletter } from "../../core/schemas/admin-newsletters";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../db/schema/index";
import { smtpTransport, type MailTransport } from "../email/transport";
import { resolveTokenSecret } from "../services/token-secret";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SmtpInbox } from "../test-support/smtp-inbox";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";
import { NewsletterSender } from "./newsletter-sender";

const quiet = { info() {}, warn() {}, error() {} };
const body = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Thank you for praying with us this Advent." }] }] };
const LEASE_MS = 60_000;

describe.each(testDatabaseKinds)("sending newsletters on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let inbox: SmtpInbox;
  let editor: StaffAgent;
  let secret: string;
  const senders: NewsletterSender[] = [];
  // The SMTP connections each sender's pool keeps open: closed with the senders, or the inbox's
  // stop waits for them to time out (20 s a file).
  const transports: MailTransport[] = [];
  async function stopSenders() {
    for (const sender of senders.splice(0)) await sender.stop();
    for (const transport of transports.splice(0)) transport.close();
  }

  beforeAll(async () => {
    inbox = new SmtpInbox();
    await inbox.start();
    database = await createTestDatabase(kind);
    // No SMTP_URL: this app has no sender of its own, so each test's senders are the only ones.
    app = await buildTestApp(database);
    editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
    secret = await resolveTokenSecret(database.db, undefined);
  });
  afterAll(async () => {
    await stopSenders();
    await app.close();
    await database.close();
    await inbox.stop();
  });
  beforeEach(async () => {
    await stopSenders();
    await database.db.delete(newsletterIssues);
    await database.db.delete(newsletterSubscribers);
    inbox.messages.length = 0;
  });

  function transportToInbox(): MailTransport {
    const transport = smtpTransport(inbox.url);
    transports.push(transport);
    return transport;
  }

  function sender(options: { transport?: MailTransport; perMinute?: number; batchSize?: number } = {}) {
    const made = new NewsletterSender({
      db: database.db,
      transport: options.transport ?? transportToInbox(),
      from: "Purpose Movement <hello@purposemovement.test>",
      publicUrl: "http://shop.test",
      secret,
      perMinute: options.perMinute ?? 0,
      batchSize: options.batchSize ?? 10,
      leaseMs: LEASE_MS,
      retryBaseMs: 1_000,
      log: quiet,
    });
    senders.push(made);
    return made;
  }

  async function subscribers(...emails: string[]) {
    await database.db.insert(newsletterSubscribers).values(emails.map((email) => ({ email, source: "connect" as const, status: "confirmed" as const, confirmedAt: new Date() })));
  }

  /** Writes an issue and confirms its send through the back office's API. */
  async function sendIssue(subject: string): Promise<AdminNewsletter> {
    const created = await editor.request({ method: "POST", url: "/api/admin/newsletters", payload: { subject, preview: "News from Kingston", body } });
    const { audienceCount } = (await editor.request({ method: "GET", url: "/api/admin/newsletters/audience" })).json<{ audienceCount: number }>();
    const sending = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.json().id}/send`, payload: { audienceCount } });
    expect(sending.statusCode, sending.body).toBe(200);
    return sending.json<AdminNewsletter>();
  }

  const issue = async (id: string) => (await editor.request({ method: "GET", url: `/api/admin/newsletters/${id}` })).json<AdminNewsletter>();
  const received = () => inbox.messages.flatMap((message) => message.to).sort();
  const later = (ms: number) => new Date(Date.now() + ms);

  /** Runs batches at `now` until nothing more is claimed. */
  async function drainAt(worker: NewsletterSender, now: Date) {
    while ((await worker.runDue({ now })) > 0);
  }

  it("sends each confirmed subscriber one email from the charity, with both unsubscribe headers, a footer and a plain-text part, and no tracking", async () => {
    await subscribers("ada@example.org", "ben@example.org", "cy@example.org");
    await database.db.insert(newsletterSubscribers).values({ email: "gone@example.org", source: "connect", status: "unsubscribed", unsubscribedAt: new Date() });
    const sent = await sendIssue("Advent letter");
    await sender().drain();

    expect(received()).toEqual(["ada@example.org", "ben@example.org", "cy@example.org"]);
    const urls = new Set<string>();
    for (const message of inbox.messages) {
      expect(message.subject).toBe("Advent letter");
      expect(message.from).toBe("hello@purposemovement.test");
      const url = /^<(http:\/\/shop\.test\/newsletter\/stop\/[A-Za-z0-9_-]{43})>$/.exec(message.headers["list-unsubscribe"] ?? "")?.[1];
      expect(url, message.headers["list-unsubscribe"]).toBeDefined();
      urls.add(url!);
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.html).toContain(`href="${url}"`);
      expect(message.text).toContain("Thank you for praying with us this Advent.");
      expect(message.text).toContain(url);
      expect(message.text).toContain("You are receiving this because you subscribed");
      expect(message.text).toMatch(/Registered charity no\./);
      // No tracking pixel, and links go where they were written.
      expect(message.html).not.toMatch(/<img/i);
    }
    expect(urls.size).toBe(3);
    expect(await issue(sent.id)).toMatchObject({ status: "sent", progress: { sent: 3, waiting: 0, failed: 0 }, archivePath: `/newsletters/${sent.id}` });
  });

  it("unsubscribes by a one-click POST with no cookie, never by a GET, and the next issue reaches the others only", async () => {
    await subscribers("ada@example.org", "ben@example.org", "cy@example.org");
    const first = await sendIssue("Advent letter");
    await sender().drain();
    const ben = inbox.to("ben@example.org")[0]!;
    const path = new URL(/<([^>]+)>/.exec(ben.headers["list-unsubscribe"]!)![1]!).pathname;

    // A link scanner's GET (and a HEAD) unsubscribes nobody: the page asks, with a button.
    const asked = await app.inject({ method: "GET", url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post"');
    expect(asked.body).toContain(">Unsubscribe</button>");
    expect(asked.headers["cache-control"]).toBe("no-store");
    await app.inject({ method: "HEAD", url: path });
    const status = async () => (await database.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ben@example.org")))[0]?.status;
    expect(await status()).toBe("confirmed");

    // The mail client's RFC 8058 POST: no cookie, no origin, its fixed body.
    const oneClick = await app.inject({ method: "POST", url: path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("You are unsubscribed");
    expect(await status()).toBe("unsubscribed");
    const again = await app.inject({ method: "POST", url: path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click" });
    expect(again.statusCode).toBe(200);
    const forged = await app.inject({ method: "POST", url: `/newsletter/stop/${"A".repeat(43)}`, payload: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(forged.statusCode).toBe(404);
    expect((await issue(first.id)).progress).toMatchObject({ sent: 3, unsubscribedSince: 1 });

    inbox.messages.length = 0;
    await sendIssue("Christmas letter");
    await sender().drain();
    expect(received()).toEqual(["ada@example.org", "cy@example.org"]);
  });

  it("puts each sent issue on a public page, without the unsubscribe parts, listed in the archive and the sitemap; the server's own sender sends it", async () => {
    // A second server with SMTP_URL runs its own sender: it finds the rows another server wrote at its next poll.
    const server = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    try {
      await subscribers("ada@example.org", "ben@example.org");
      const draftOnly = (await editor.request({ method: "POST", url: "/api/admin/newsletters", payload: { subject: "Not yet", body } })).json<AdminNewsletter>();
      const sent = await sendIssue("Advent letter");
      await waitFor(async () => (await issue(sent.id)).status === "sent", 10_000, "the issue to be sent");
      expect(received()).toEqual(["ada@example.org", "ben@example.org"]);

      const list = await server.inject({ method: "GET", url: "/newsletters" });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`href="http://shop.test/newsletters/${sent.id}">Advent letter</a>`);
      expect(list.body).not.toContain("Not yet");
      const page = await server.inject({ method: "GET", url: `/newsletters/${sent.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1>Advent letter</h1>");
      expect(page.body).toContain("<p>Thank you for praying with us this Advent.</p>");
      expect(page.body).not.toMatch(/unsubscribe/i);
      expect(page.body).not.toContain("noindex");
      expect(page.body).toContain("Registered charity no.");
      expect(page.body).toContain('href="http://shop.test/account"');
      expect(page.body).toContain('href="http://shop.test/book-call"');
      expect((await server.inject({ method: "GET", url: `/newsletters/${draftOnly.id}` })).statusCode).toBe(404);
      expect((await server.inject({ method: "GET", url: "/newsletters/not-an-id" })).statusCode).toBe(404);
      await waitFor(async () => (await server.inject({ method: "GET", url: "/sitemap.xml" })).body.includes(`/newsletters/${sent.id}</loc>`), 10_000, "the sitemap to list the issue");
    } finally {
      await server.close();
    }
  });

  it("resumes after the sender dies between two rows: every recipient gets it exactly once", async () => {
    const emails = ["a1@example.org", "a2@example.org", "a3@example.org", "a4@example.org", "a5@example.org", "a6@example.org"];
    await subscribers(...emails);
    const sent = await sendIssue("Advent letter");

    // The first server hands two emails to SMTP, then dies as it starts the third (sending three
    // at a time, it may start the third before the first two are accepted): its claim on the rest
    // of the batch stays, and nothing more is written.
    const smtp = transportToInbox();
    let sends = 0;
    let died = false;
    const dying: MailTransport = {
      send: (message) => {
        sends += 1;
        if (sends <= 2) return smtp.send(message);
        died = true;
        return new Promise<void>(() => {});
      },
      close: () => smtp.close(),
    };
    void sender({ transport: dying }).runDue();
    await waitFor(() => died, 10_000, "the first server to die");
    await waitFor(async () => (await issue(sent.id)).progress?.sent === 2, 10_000, "the two emails handed over to be marked sent");
    expect(inbox.messages).toHaveLength(2);
    expect((await issue(sent.id)).progress).toMatchObject({ sent: 2, waiting: 4 });

    // A restarted server takes the rows once the dead one's lease has lapsed.
    await drainAt(sender(), later(LEASE_MS + 1_000));
    expect(received()).toEqual(emails);
    expect(await issue(sent.id)).toMatchObject({ status: "sent", progress: { sent: 6, waiting: 0, failed: 0 } });
  });

  it("sends one issue from two servers at once with nobody receiving it twice", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `p${String(i).padStart(2, "0")}@example.org`);
    await subscribers(...emails);
    const sent = await sendIssue("Advent letter");
    const [one, two] = [sender({ batchSize: 2 }), sender({ batchSize: 2 })];
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(12);
    expect(received()).toEqual(emails);
    expect((await issue(sent.id)).status).toBe("sent");
  });

  it("holds the rate per minute across servers", async () => {
    const emails = ["r1@example.org", "r2@example.org", "r3@example.org", "r4@example.org", "r5@example.org"];
    await subscribers(...emails);
    await sendIssue("Advent letter");
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000 + 5_000);
    const [one, two] = [sender({ perMinute: 3, batchSize: 2 }), sender({ perMinute: 3, batchSize: 2 })];
    await Promise.all([drainAt(one, minute), drainAt(two, minute)]);
    expect(inbox.messages).toHaveLength(3);
    const next = new Date(minute.getTime() + 60_000);
    await Promise.all([drainAt(one, next), drainAt(two, next)]);
    expect(received()).toEqual(emails);
  });

  it("marks an address refused for good (5xx) bounced and skips it next time; retries one refused for now (4xx); neither stops the send", async () => {
    await subscribers("ada@example.org", "bounce@example.org", "busy@example.org", "cy@example.org");
    inbox.refuse("bounce@example.org", 550);
    inbox.refuse("busy@example.org", 451, 1);
    const sent = await sendIssue("Advent letter");
    const worker = sender();
    await worker.drain();
    expect(received()).toEqual(["ada@example.org", "cy@example.org"]);
    const rows = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, sent.id));
    const bounced = rows.find((row) => row.email === "bounce@example.org")!;
    expect(bounced).toMatchObject({ status: "failed", attempts: 1 });
    // The stored error names no address.
    expect(bounced.lastError).not.toContain("@example.org");
    expect(rows.find((row) => row.email === "busy@example.org")).toMatchObject({ status: "pending", attempts: 1 });
    expect((await issue(sent.id)).progress).toMatchObject({ sent: 2, waiting: 1, failed: 1 });
    const [subscriber] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "bounce@example.org"));
    expect(subscriber!.bouncedAt).toBeInstanceOf(Date);

    // The retry, once due: sent, and the issue is done.
    await drainAt(worker, later(60 * 60_000));
    expect(received()).toEqual(["ada@example.org", "busy@example.org", "cy@example.org"]);
    expect(await issue(sent.id)).toMatchObject({ status: "sent", progress: { sent: 3, failed: 1, waiting: 0 } });

    inbox.messages.length = 0;
    await sendIssue("Christmas letter");
    await worker.drain();
    expect(received()).toEqual(["ada@example.org", "busy@example.org", "cy@example.org"]);
  });

  it("does not send to someone who unsubscribed after the send was confirmed, nor while the issue is paused", async () => {
    await subscribers("ada@example.org", "ben@example.org");
    const sent = await sendIssue("Advent letter");
    await editor.request({ method: "POST", url: `/api/admin/newsletters/${sent.id}/pause`, payload: {} });
    const worker = sender();
    expect(await worker.drain()).toBe(0);
    expect(inbox.messages).toHaveLength(0);
    await database.db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.email, "ben@example.org"));
    await editor.request({ method: "POST", url: `/api/admin/newsletters/${sent.id}/resume`, payload: {} });
    await worker.drain();
    expect(received()).toEqual(["ada@example.org"]);
    expect(await issue(sent.id)).toMatchObject({ status: "sent", progress: { sent: 1, skipped: 1 } });
  });
});
