import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_ACCEPTED_MESSAGE } from "../../core/schemas/newsletter";
import { buildApp } from "../app";
import { newsletterSubscribers, settings } from "../db/schema/index";
import { loadEnv } from "../env";
import { CONFIRM_TOKEN_TTL_MS, confirmToken, unsubscribeToken } from "../services/newsletter-tokens";
import { TOKEN_SECRET_SETTING } from "../services/token-secret";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";

const TOKEN_SECRET = "newsletter-test-secret-0123456789abcdef";
const accepted = { message: SIGNUP_ACCEPTED_MESSAGE };

describe.each(testDatabaseKinds)("newsletter on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ env: loadEnv({ PUBLIC_URL: "https://example.org", TOKEN_SECRET, RATE_LIMIT_SIGNUPS_PER_MINUTE: "1000" }),
      database,
      clientDir: "/nonexistent",
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signUp = (body: Record<string, unknown>) => app.inject({ method: "POST", url: "/api/newsletter", payload: body });
  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  it("stores a /connect signup as pending, with its names and the address in lower case", async () => {
    const response = await signUp({ firstName: " Grace ", lastName: "Mensah", email: "  Grace.Mensah@Example.ORG ", source: "connect" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    const row = await subscriber("grace.mensah@example.org");
    expect(row).toMatchObject({ firstName: "Grace", lastName: "Mensah", status: "pending", source: "connect", confirmedAt: null });
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);
  });

  it("stores a footer signup with an email only", async () => {
    const response = await signUp({ email: "footer.only@example.org" });
    expect(response.statusCode).toBe(202);
    expect(await subscriber("footer.only@example.org")).toMatchObject({ firstName: null, lastName: null, source: "footer", status: "pending" });
  });

  it("names each bad field and stores nothing", async () => {
    const connect = await signUp({ email: "not-an-email", source: "connect", firstName: "", lastName: "x".repeat(101) });
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
    expect(footer.json().issues).toEqual([{ field: "email", message: "Enter a valid email address, like name@example.com" }]);
    const source = await signUp({ email: "someone@example.org", source: "sidebar" });
    expect(source.statusCode).toBe(400);
    expect(source.json().issues[0].field).toBe("source");
    expect(await subscriber("someone@example.org")).toBeUndefined();
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "not-an-email"))).toEqual([]);
  });

  it("answers a filled honeypot exactly as a success, and keeps nothing", async () => {
    const response = await signUp({ email: "bot@example.org", website: "https://spam.example" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await subscriber("bot@example.org")).toBeUndefined();
  });

  it("gives a repeated signup the same answer and keeps one row, whatever the state", async () => {
    const first = await signUp({ email: "twice@example.org" });
    const again = await signUp({ email: "TWICE@example.org", firstName: "Tw", lastName: "Ice", source: "connect" });
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json()).toEqual(first.json());
    const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "twice@example.org"));
    expect(rows).toHaveLength(1);

    const id = rows[0]!.id;
    await app.inject({ method: "GET", url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, id)}` });
    expect((await subscriber("twice@example.org"))?.status).toBe("confirmed");
    const whenConfirmed = await signUp({ email: "twice@example.org" });
    expect(whenConfirmed.statusCode).toBe(202);
    expect(whenConfirmed.json()).toEqual(first.json());
    expect(await subscriber("twice@example.org")).toMatchObject({ status: "confirmed", firstName: "Tw" });
  });

  it("confirms with a valid link and sends the person to the thank-you page, also on a second click", async () => {
    await signUp({ email: "confirm.me@example.org" });
    const row = await subscriber("confirm.me@example.org");
    const url = `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id)}`;
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/newsletter/confirmed");
    expect(response.headers["cache-control"]).toBe("no-store");
    const confirmed = await subscriber("confirm.me@example.org");
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    const again = await app.inject({ method: "GET", url });
    expect(again.headers.location).toBe("/newsletter/confirmed");
  });

  it("refuses an expired link and leaves the subscriber pending", async () => {
    await signUp({ email: "too.late@example.org" });
    const row = await subscriber("too.late@example.org");
    const issued = Date.now() - CONFIRM_TOKEN_TTL_MS - 60_000;
    const response = await app.inject({ method: "GET", url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id, issued)}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/newsletter/link-invalid");
    expect((await subscriber("too.late@example.org"))?.status).toBe("pending");
  });

  it("refuses a tampered link, one signed with another secret, an unsubscribe token, and none at all", async () => {
    await signUp({ email: "tamper@example.org" });
    const row = await subscriber("tamper@example.org");
    const good = confirmToken(TOKEN_SECRET, row!.id);
    const parts = good.split(".");
    const longer = (Date.now() + 50 * CONFIRM_TOKEN_TTL_MS).toString(36);
    const bad = [
      [...parts.slice(0, 3), longer, parts[4]].join("."),
      `${good.slice(0, -3)}${good.endsWith("abc") ? "xyz" : "abc"}`,
      confirmToken("some-other-secret-0123456789abcdefghij", row!.id),
      unsubscribeToken(TOKEN_SECRET, row!.id),
    ];
    for (const token of bad) {
      const response = await app.inject({ method: "GET", url: `/newsletter/confirm?token=${encodeURIComponent(token)}` });
      expect(response.headers.location, token).toBe("/newsletter/link-invalid");
    }
    const none = await app.inject({ method: "GET", url: "/newsletter/confirm" });
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe("/newsletter/link-invalid");
    expect((await subscriber("tamper@example.org"))?.status).toBe("pending");
  });

  it("unsubscribes from the link in one click, without HEAD requests doing it", async () => {
    await signUp({ email: "leaving@example.org" });
    const row = await subscriber("leaving@example.org");
    await app.inject({ method: "GET", url: `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id)}` });
    const url = `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}`;

    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).not.toBe(303);
    expect((await subscriber("leaving@example.org"))?.status).toBe("confirmed");

    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/newsletter/unsubscribed");
    const after = await subscriber("leaving@example.org");
    expect(after?.status).toBe("unsubscribed");
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await app.inject({ method: "GET", url })).headers.location).toBe("/newsletter/unsubscribed");
  });

  it("unsubscribes by RFC 8058 one-click POST, and refuses a forged one", async () => {
    await signUp({ email: "one.click@example.org" });
    const row = await subscriber("one.click@example.org");
    const response = await app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriber("one.click@example.org"))?.status).toBe("unsubscribed");

    const multipart = await app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);

    const forged = await app.inject({
      method: "POST",
      url: `/newsletter/unsubscribe?token=${unsubscribeToken("forger-secret-0123456789abcdefghijklmn", row!.id)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
  });

  it("treats a signup after unsubscribing as new, and an older confirmation link stays dead", async () => {
    await signUp({ email: "returning@example.org" });
    const row = await subscriber("returning@example.org");
    const oldLink = `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id, Date.now() - 1000)}`;
    await app.inject({ method: "GET", url: `/newsletter/unsubscribe?token=${unsubscribeToken(TOKEN_SECRET, row!.id)}` });
    expect((await subscriber("returning@example.org"))?.status).toBe("unsubscribed");

    expect((await app.inject({ method: "GET", url: oldLink })).headers.location).toBe("/newsletter/link-invalid");
    const again = await signUp({ email: "returning@example.org" });
    expect(again.json()).toEqual(accepted);
    expect(await subscriber("returning@example.org")).toMatchObject({ id: row!.id, status: "pending" });
    expect((await app.inject({ method: "GET", url: oldLink })).headers.location).toBe("/newsletter/link-invalid");
    const fresh = `/newsletter/confirm?token=${confirmToken(TOKEN_SECRET, row!.id)}`;
    expect((await app.inject({ method: "GET", url: fresh })).headers.location).toBe("/newsletter/confirmed");
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
    const env = loadEnv({ PUBLIC_URL: "https://example.org" });
    // Two servers starting at once agree on one secret.
    const [first, second] = await Promise.all([
      buildApp({ env, database, clientDir: "/nonexistent" }),
      buildApp({ env, database, clientDir: "/nonexistent" }),
    ]);
    const stored = await database.db.select().from(settings).where(eq(settings.key, TOKEN_SECRET_SETTING));
    expect(stored).toHaveLength(1);
    const secret = stored[0]!.value;
    expect(secret.length).toBeGreaterThanOrEqual(32);

    await first.inject({ method: "POST", url: "/api/newsletter", payload: { email: "restart@example.org" } });
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "restart@example.org"));
    await first.close();
    const response = await second.inject({ method: "GET", url: `/newsletter/confirm?token=${confirmToken(secret, row!.id)}` });
    expect(response.headers.location).toBe("/newsletter/confirmed");
    await second.close();
  });
});

describe("newsletter rate limit", () => {
  it("refuses signups over the per-address limit with a 429 that says why", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildApp({
      env: loadEnv({ RATE_LIMIT_SIGNUPS_PER_MINUTE: "3", TOKEN_SECRET }),
      database,
      clientDir: "/nonexistent",
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: `flood${i}@example.org` } });
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
