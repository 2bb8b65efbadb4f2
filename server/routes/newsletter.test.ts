import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_ACCEPTED_MESSAGE } from "../../core/schemas/newsletter";
import { newsletterSubscribers, outboxEmails, settings } from "../db/schema/index";
import { CONFIRM_TOKEN_TTL_MS, confirmToken, unsubscribeToken } from "../services/newsletter-tokens";
import { TOKEN_SECRET_SETTING } from "../services/token-secret";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SmtpInbox, type ReceivedEmail } from "../test-support/smtp-inbox";

const TOKEN_SECRET = "newsletter-test-secret-0123456789abcdef";
const accepted = { message: SIGNUP_ACCEPTED_MESSAGE };

/** The path and query of the first link in an email's text that starts with `prefix`. */
function linkIn(email: ReceivedEmail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s<>"]+`).exec(email.text);
  if (!match) throw new Error(`No ${prefix} link in:\n${email.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe.each(testDatabaseKinds)("newsletter on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const inbox = new SmtpInbox();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await inbox.start(0);
    app = await buildTestApp(database, { env: { TOKEN_SECRET, SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const signUp = (body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/newsletter", payload: body });
  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  /** Confirmation emails queued for an address: what the outbox will send, sent or not. */
  const queuedFor = (email: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), eq(outboxEmails.kind, "newsletter-confirmation")));
  const emailsTo = (address: string, count: number) =>
    waitFor(() => inbox.to(address).length >= count && inbox.to(address), 10_000, `${count} email(s) to ${address}`);

  it("stores a /connect signup as pending and emails a confirmation link that confirms it", async () => {
    const response = await signUp({
      firstName: " Grace ",
      lastName: "Mensah",
      email: "  Grace.Mensah@Example.ORG ",
      source: "connect",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    const row = await subscriber("grace.mensah@example.org");
    expect(row).toMatchObject({
      firstName: "Grace",
      lastName: "Mensah",
      status: "pending",
      source: "connect",
      confirmedAt: null,
    });
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);

    const [email] = await emailsTo("grace.mensah@example.org", 1);
    expect(email!.subject).toBe("Confirm your subscription to Purpose Movement");
    // The address isn't proven yet: nothing typed (the name) is repeated to it.
    expect(email!.text).toContain("Hello,");
    expect(email!.text + email!.html).not.toContain("Grace");
    expect(email!.text + email!.html).not.toContain("Mensah");
    expect(email!.html).toContain("Confirm my subscription");
    const response2 = await app.inject({
      method: "GET",
      url: linkIn(email!, "http://shop.test/newsletter/confirm?token="),
    });
    expect(response2.statusCode).toBe(303);
    expect(response2.headers.location).toBe("/newsletter/confirmed");
    expect(response2.headers["cache-control"]).toBe("no-store");
    const confirmed = await subscriber("grace.mensah@example.org");
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    // Following the link again changes nothing and still thanks them.
    const again = await app.inject({
      method: "GET",
      url: linkIn(email!, "http://shop.test/newsletter/confirm?token="),
    });
    expect(again.headers.location).toBe("/newsletter/confirmed");
  });

  it("puts a one-click unsubscribe link in the email and in List-Unsubscribe headers, and both work without logging in", async () => {
    await signUp({ email: "headers@example.org" });
    const [email] = await emailsTo("headers@example.org", 1);
    const header = email!.headers["list-unsubscribe"];
    expect(header).toMatch(/^<http:\/\/shop\.test\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(email!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const bodyLink = linkIn(email!, "http://shop.test/newsletter/unsubscribe?token=");

    // The mail client's one-click button: an RFC 8058 POST to the header's URL.
    const headerUrl = new URL(header!.slice(1, -1));
    const oneClick = await app.inject({
      method: "POST",
      url: `${headerUrl.pathname}${headerUrl.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriber("headers@example.org"))?.status).toBe("unsubscribed");

    // The link in the body still lands on the unsubscribed page.
    const page = await app.inject({ method: "GET", url: bodyLink });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/newsletter/unsubscribed");
  });

  it("stores a footer signup with an email only", async () => {
    const response = await signUp({ email: "footer.only@example.org" });
    expect(response.statusCode).toBe(202);
    expect(await subscriber("footer.only@example.org")).toMatchObject({
      firstName: null,
      lastName: null,
      source: "footer",
      status: "pending",
    });
    const [email] = await emailsTo("footer.only@example.org", 1);
    expect(email!.text).toContain("Hello,");
  });

  it("names each bad field and stores and sends nothing", async () => {
    const connect = await signUp({
      email: "not-an-email",
      source: "connect",
      firstName: "",
      lastName: "x".repeat(101),
    });
    expect(connect.statusCode).toBe(400);
    expect(connect.json().issues).toEqual(
      expect.arrayContaining([
        { field: "email", message: "Enter a valid email address, like name@example.com" },
        { field: "firstName", message: "Enter your first name" },
        { field: "lastName", message: "Keep your last name to 100 characters or fewer" },
      ]),
    );
    const footer = await signUp({ email: "two words@example.org" });
    expect(footer.statusCode).toBe(400);
    expect(footer.json().issues).toEqual([
      { field: "email", message: "Enter a valid email address, like name@example.com" },
    ]);
    const source = await signUp({ email: "someone@example.org", source: "sidebar" });
    expect(source.statusCode).toBe(400);
    expect(source.json().issues[0].field).toBe("source");
    const huge = await signUp({ email: `${"a".repeat(250)}@example.org` });
    expect(huge.json().issues).toEqual([{ field: "email", message: "That email address is too long" }]);
    expect(await subscriber("someone@example.org")).toBeUndefined();
    expect(await queuedFor("someone@example.org")).toEqual([]);
  });

  it("answers a filled honeypot exactly as a success, and keeps and sends nothing", async () => {
    const response = await signUp({ email: "bot@example.org", website: "https://spam.example" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await subscriber("bot@example.org")).toBeUndefined();
    expect(await queuedFor("bot@example.org")).toEqual([]);
  });

  it("gives a repeated signup the same answer and one row; re-sends to a pending address only after a pause", async () => {
    const first = await signUp({ email: "twice@example.org" });
    const again = await signUp({ email: "TWICE@example.org", firstName: "Tw", lastName: "Ice", source: "connect" });
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json()).toEqual(first.json());
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "twice@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Tw", lastName: "Ice", status: "pending" });
    expect(await queuedFor("twice@example.org")).toHaveLength(1);

    // Some minutes later, another try sends a fresh confirmation.
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(newsletterSubscribers.email, "twice@example.org"));
    await signUp({ email: "twice@example.org" });
    const emails = await emailsTo("twice@example.org", 2);
    expect(await queuedFor("twice@example.org")).toHaveLength(2);

    // Once confirmed, signing up again says the same and sends nothing.
    await app.inject({ method: "GET", url: linkIn(emails[1]!, "http://shop.test/newsletter/confirm?token=") });
    expect((await subscriber("twice@example.org"))?.status).toBe("confirmed");
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(newsletterSubscribers.email, "twice@example.org"));
    const whenConfirmed = await signUp({
      email: "twice@example.org",
      firstName: "Someone",
      lastName: "Else",
      source: "connect",
    });
    expect(whenConfirmed.statusCode).toBe(202);
    expect(whenConfirmed.json()).toEqual(first.json());
    expect(await subscriber("twice@example.org")).toMatchObject({ status: "confirmed", firstName: "Tw" });
    expect(await queuedFor("twice@example.org")).toHaveLength(2);
  });

  it("refuses an expired link and leaves the subscriber pending", async () => {
    await signUp({ email: "too.late@example.org" });
    const row = await subscriber("too.late@example.org");
    const issued = Date.now() - CONFIRM_TOKEN_TTL_MS - 60_000;
    const response = await app.inject({
      method: "GET",
      url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id, issued)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/newsletter/link-invalid");
    expect((await subscriber("too.late@example.org"))?.status).toBe("pending");
  });

  it("refuses a tampered link, one signed with another secret, an unsubscribe token, and none at all", async () => {
    await signUp({ email: "tamper@example.org" });
    const [email] = await emailsTo("tamper@example.org", 1);
    const link = linkIn(email!, "http://shop.test/newsletter/confirm?token=");
    const good = new URL(link, "http://x").searchParams.get("token")!;
    const row = await subscriber("tamper@example.org");
    const parts = good.split(".");
    const longer = (Date.now() + 50 * CONFIRM_TOKEN_TTL_MS).toString(36);
    const other = await subscriber("footer.only@example.org");
    const bad = [
      [...parts.slice(0, 3), longer, parts[4]].join("."),
      [parts[0], other!.id, ...parts.slice(2)].join("."),
      `${good.slice(0, -3)}${good.endsWith("abc") ? "xyz" : "abc"}`,
      confirmToken("some-other-secret-0123456789abcdefghij", row!.id),
      unsubscribeToken(TOKEN_SECRET, row!.id),
    ];
    for (const token of bad) {
      const response = await app.inject({
        method: "GET",
        url: `/newsletter/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location, token).toBe("/newsletter/link-invalid");
    }
    const none = await app.inject({ method: "GET", url: "/newsletter/confirm" });
    expect(none.headers.location).toBe("/newsletter/link-invalid");
    expect((await subscriber("tamper@example.org"))?.status).toBe("pending");
    expect((await subscriber("footer.only@example.org"))?.status).toBe("pending");
    // The untouched link still works.
    expect((await app.inject({ method: "GET", url: link })).headers.location).toBe("/newsletter/confirmed");
  });

  it("unsubscribes from the link in one click, while HEAD requests (link checkers) change nothing", async () => {
    await signUp({ email: "leaving@example.org" });
    const row = await subscriber("leaving@example.org");
    await app.inject({ method: "GET", url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id)}` });
    const url = `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}`;

    await app.inject({ method: "HEAD", url });
    await app.inject({ method: "HEAD", url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id)}` });
    expect((await subscriber("leaving@example.org"))?.status).toBe("confirmed");

    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/newsletter/unsubscribed");
    const after = await subscriber("leaving@example.org");
    expect(after?.status).toBe("unsubscribed");
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await app.inject({ method: "GET", url })).headers.location).toBe("/newsletter/unsubscribed");
  });

  it("accepts a multipart one-click POST too, and refuses a forged one", async () => {
    await signUp({ email: "one.click@example.org" });
    const row = await subscriber("one.click@example.org");
    const multipart = await app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await subscriber("one.click@example.org"))?.status).toBe("unsubscribed");

    const forged = await app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?token=${unsubscribeToken("forger-secret-0123456789abcdefghijklmn", row!.id)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    const bad = await app.inject({ method: "GET", url: "/newsletter/unsubscribe?token=nonsense" });
    expect(bad.headers.location).toBe("/newsletter/link-invalid?link=unsubscribe");
  });

  it("treats a signup after unsubscribing as new, with a fresh confirmation; an older link stays dead", async () => {
    await signUp({ email: "returning@example.org" });
    const [firstEmail] = await emailsTo("returning@example.org", 1);
    const oldLink = linkIn(firstEmail!, "http://shop.test/newsletter/confirm?token=");
    const row = await subscriber("returning@example.org");
    await app.inject({ method: "GET", url: linkIn(firstEmail!, "http://shop.test/newsletter/unsubscribe?token=") });
    expect((await subscriber("returning@example.org"))?.status).toBe("unsubscribed");
    expect((await app.inject({ method: "GET", url: oldLink })).headers.location).toBe("/newsletter/link-invalid");

    const again = await signUp({ email: "returning@example.org" });
    expect(again.json()).toEqual(accepted);
    expect(await subscriber("returning@example.org")).toMatchObject({ id: row!.id, status: "pending" });
    const emails = await emailsTo("returning@example.org", 2);
    expect((await app.inject({ method: "GET", url: oldLink })).headers.location).toBe("/newsletter/link-invalid");
    const fresh = linkIn(emails[1]!, "http://shop.test/newsletter/confirm?token=");
    expect((await app.inject({ method: "GET", url: fresh })).headers.location).toBe("/newsletter/confirmed");
    expect((await subscriber("returning@example.org"))?.status).toBe("confirmed");
  });
});

describe.each(testDatabaseKinds)("newsletter links without TOKEN_SECRET on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("generates one secret, keeps it in the database, and links survive a restart", async () => {
    // Two servers starting at once agree on one secret.
    const [first, second] = await Promise.all([buildTestApp(database), buildTestApp(database)]);
    const stored = await database.db.select().from(settings).where(eq(settings.key, TOKEN_SECRET_SETTING));
    expect(stored).toHaveLength(1);
    const secret = stored[0]!.value;
    expect(secret.length).toBeGreaterThanOrEqual(32);

    await first.inject({ method: "POST", url: "/api/newsletter", payload: { email: "restart@example.org" } });
    await first.close();
    // With no SMTP the email waits in the outbox; its link works on the other server.
    const [queued] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, "restart@example.org"));
    const link = /http:\/\/shop\.test(\/newsletter\/confirm\?token=[^\s"<]+)/.exec(queued!.text)?.[1];
    const response = await second.inject({ method: "GET", url: link! });
    expect(response.headers.location).toBe("/newsletter/confirmed");
    await second.close();
  });
});

describe("newsletter rate limit", () => {
  it("refuses signups over the per-address limit with a 429 that says why", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database, { env: { RATE_LIMIT_SIGNUPS_PER_MINUTE: "3", TOKEN_SECRET } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/newsletter",
          payload: { email: `flood${i}@example.org` },
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().error).toMatch(/rate limit|too many/i);
      }
      expect(codes).toEqual([202, 202, 202, 429]);
      expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(3);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
