// Supporters looking after their own giving at /account, through the sandbox provider: the
// emailed sign-in link, a monthly receipt's manage link, changing and cancelling a monthly gift,
// updating the card, receipts, the yearly statement, the Gift Aid declaration and the
// newsletter. Every attack the issue names: reused, expired and forged links, another donor's
// gift, bad amounts, cancelling twice, and changes posted from another site.
import { and, eq, inArray, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftAidCancellations, newsletterSubscribers, orders, outboxEmails, sandboxSubscriptions, signInAttempts, supporterSignInLinks } from "../db/schema/index";
import { taxYearOf } from "../services/account/giving";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { buyWithSandbox, donationBody } from "../test-support/payments";
import { compareTimings, sameTiming, timeInterleaved } from "../test-support/timing";

const ORIGIN = "http://shop.test";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDatabaseKinds)("/account on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let donorCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A donor who gives monthly (with Gift Aid) through the sandbox; answers their address and the gift's reference. */
  async function monthlyDonor(amount = 10) {
    const email = `donor${++donorCount}-${kind}@example.test`;
    const { reference } = await buyWithSandbox(
      app,
      donationBody(amount, {
        frequency: "monthly",
        donorInfo: { firstName: "Ruth", lastName: "Okafor", email, message: "" },
        giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" },
      }),
    );
    return { email, reference };
  }

  /** The emails queued for an address, once the sign-in links asked for so far have been looked up (in the background). */
  const emailsTo = async (to: string, kind?: string) => {
    await app.signInRequests.settled();
    return database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, to), kind ? eq(outboxEmails.kind, kind) : undefined));
  };

  const post = (url: string, fields: Record<string, string>, cookie?: string, origin: string | null = ORIGIN) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin && { origin }), ...(cookie && { cookie }) },
      payload: form(fields),
    });
  const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  function sessionCookie(response: LightMyRequestResponse): string {
    const header = String(response.headers["set-cookie"] ?? "");
    expect(header).toMatch(/^pm_account=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    return header.split(";")[0]!;
  }

  async function signIn(email: string): Promise<string> {
    expect((await post("/account/sign-in", { email })).headers.location).toBe("/account?sent=1");
    const [message] = (await emailsTo(email, "account-sign-in")).slice(-1);
    const link = /http:\/\/shop\.test(\/account\/sign-in\?token=[A-Za-z0-9_-]+)/.exec(message!.text)![1]!;
    const opened = await get(link);
    expect(opened.headers.location).toBe("/account");
    return sessionCookie(opened);
  }

  it("emails a sign-in link only to an address that has given, reads the same either way, and the link works once", async () => {
    const { email } = await monthlyDonor();
    const known = await post("/account/sign-in", { email: email.toUpperCase() });
    const unknown = await post("/account/sign-in", { email: "stranger@example.test" });
    expect([known.statusCode, unknown.statusCode]).toEqual([303, 303]);
    expect(known.headers.location).toBe(unknown.headers.location);
    expect(known.body).toBe(unknown.body);
    const names = (headers: Record<string, unknown>) => Object.keys(headers).filter((h) => !["date", "request-id"].includes(h)).sort();
    expect(names(known.headers)).toEqual(names(unknown.headers));
    expect(await emailsTo("stranger@example.test")).toHaveLength(0);
    const [message] = await emailsTo(email, "account-sign-in");
    expect(message!.subject).toContain("sign-in link");

    const link = /\/account\/sign-in\?token=[A-Za-z0-9_-]+/.exec(message!.text)![0];
    const cookie = sessionCookie(await get(link));
    const page = await get("/account", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(`Signed in as ${email}`);
    expect(page.body).toContain("£10.00 a month");

    expect((await get(link)).headers.location).toBe("/account?link=invalid");
    expect((await get("/account?link=invalid")).body).toContain("That link has expired or was already used.");
    // An expired link is as dead as a used one.
    await post("/account/sign-in", { email });
    const [fresh] = (await emailsTo(email, "account-sign-in")).slice(-1);
    await database.db.update(supporterSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(supporterSignInLinks.email, email));
    const expired = /\/account\/sign-in\?token=[A-Za-z0-9_-]+/.exec(fresh!.text)![0];
    expect((await get(expired)).headers.location).toBe("/account?link=invalid");
    // Refused input says so on the field.
    const bad = await post("/account/sign-in", { email: "not an address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('aria-invalid="true"');
  });

  it("takes as long to ask for a link for an unknown address as for a donor's, compared as distributions", async () => {
    // Only the answer is timed: the background look-up and email it starts are waited out after each try.
    const { email } = await monthlyDonor();
    // Each try follows the same untimed request for another donor's address, so the work a try
    // leaves behind (the donor's email, made in the background) falls on the next try of either
    // address alike. Without it the donor's answers read 0.1 ms slower in 78% of pairs on a fast machine.
    const { email: before } = await monthlyDonor();
    const { a: known, b: unknown } = await timeInterleaved(
      30,
      async (which) => {
        const started = performance.now();
        const response = await post("/account/sign-in", { email: which === "a" ? email : "nobody@example.test" });
        const took = performance.now() - started;
        expect(response.headers.location).toBe("/account?sent=1");
        await app.signInRequests.settled();
        return took;
      },
      {
        beforeTry: async () => {
          // The per-address limit would stop an address after five: each try starts its count again.
          await database.db.delete(signInAttempts);
          await post("/account/sign-in", { email: before });
          await app.signInRequests.settled();
        },
      },
    );
    const comparison = compareTimings(known, unknown);
    expect(sameTiming(comparison), comparison.summary).toBe(true);
    expect(await emailsTo(email, "account-sign-in")).toHaveLength(90);
    await database.db.delete(supporterSignInLinks).where(inArray(supporterSignInLinks.email, [email, before]));
    await database.db.delete(signInAttempts);
  }, 180_000);

  it("opens the account from a monthly receipt's link once; a used or forged link asks for the email instead", async () => {
    const { email } = await monthlyDonor();
    const [receipt] = await emailsTo(email, "donation-receipt");
    expect(receipt!.html).toContain(">Manage or cancel your monthly gift</a>");
    const link = /href="http:\/\/shop\.test(\/account\/manage\?token=[A-Za-z0-9_.-]+)"/.exec(receipt!.html)![1]!;
    const cookie = sessionCookie(await get(link));
    expect((await get("/account", cookie)).body).toContain(`Signed in as ${email}`);
    expect((await get(link)).headers.location).toBe("/account?link=invalid");
    const forged = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await get(forged)).headers.location).toBe("/account?link=invalid");
    expect((await get("/account/manage?token=nonsense")).headers.location).toBe("/account?link=invalid");
  });

  // Measured again once if one run's tail was noisy (another test file shares the machine): a real
  // difference, like the 9.8 against 3.9 ms this caught, shows in every run.
  it("answers the request after a link request as quickly whether that address had given or not", { timeout: 240_000, retry: 1 }, async () => {
    // The link and its email, rendered in the background for a donor only, slowed the request
    // after it: 9.8 ms after a donor's address, 3.9 ms after an unknown one, which told who gives.
    // An unknown address now gets the same work, undone. Timed: the next request, sent at once;
    // the quickest of five tries a sample, as this request's time varies more than the first's.
    const { email } = await monthlyDonor();
    const { a: known, b: unknown } = await timeInterleaved(
      30,
      async (which) => {
        await post("/account/sign-in", { email: which === "a" ? email : "nobody@example.test" });
        const started = performance.now();
        const next = await post("/account/sign-in", { email: "next@example.test" });
        const took = performance.now() - started;
        expect(next.headers.location).toBe("/account?sent=1");
        await app.signInRequests.settled();
        return took;
      },
      { triesPerSample: 5, beforeTry: async () => void (await database.db.delete(signInAttempts)) },
    );
    const comparison = compareTimings(known, unknown);
    expect(sameTiming(comparison), comparison.summary).toBe(true);
    expect(await emailsTo("nobody@example.test", "account-sign-in")).toHaveLength(0);
  });

  it("changes a monthly gift's amount at the provider with a confirmation, and refuses amounts it can't take", async () => {
    const { email, reference } = await monthlyDonor(10);
    const cookie = await signIn(email);
    for (const [amount, message] of [
      ["0.50", "Give between £1.00 and £10,000.00 a month"],
      ["1e3", "Enter an amount in pounds and pence"],
      ["25.999", "Enter an amount in pounds and pence"],
      ["20000", "Give between £1.00 and £10,000.00 a month"],
    ] as const) {
      const refused = await post(`/account/plans/${reference}/amount`, { amount }, cookie);
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.body, amount).toContain(message);
    }
    const changed = await post(`/account/plans/${reference}/amount`, { amount: "15" }, cookie);
    expect(changed.headers.location).toBe(`/account?done=amount&ref=${reference}`);
    expect((await get(changed.headers.location as string, cookie)).body).toContain(`Your monthly gift ${reference} is now £15.00 a month`);
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.total).toBe(1500);
    const [plan] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, order!.providerSubscriptionId!));
    expect(plan!.amount).toBe(1500);
    expect((await emailsTo(email, "plan-changed")).map((e) => e.subject)).toEqual(["[TEST] Your monthly gift is now £15.00 a month"]);
  });

  it("refuses a change to someone else's gift, or posted from another site, and changes nothing", async () => {
    const mine = await monthlyDonor(10);
    const theirs = await monthlyDonor(20);
    const cookie = await signIn(mine.email);
    expect((await post(`/account/plans/${theirs.reference}/amount`, { amount: "1" }, cookie)).statusCode).toBe(404);
    expect((await post(`/account/plans/${theirs.reference}/cancel`, {}, cookie)).statusCode).toBe(404);
    expect((await post(`/account/plans/${mine.reference}/cancel`, {}, cookie, "https://evil.example")).statusCode).toBe(403);
    expect((await post(`/account/plans/${mine.reference}/cancel`, {}, cookie, null)).statusCode).toBe(403);
    expect((await post(`/account/plans/${mine.reference}/amount`, { amount: "5" })).headers.location).toBe("/account?link=ended");
    const rows = await database.db.select().from(orders).where(like(orders.email, `donor%-${kind}@example.test`));
    expect(rows.find((o) => o.reference === theirs.reference)).toMatchObject({ total: 2000, subscriptionStatus: "active" });
    expect(rows.find((o) => o.reference === mine.reference)).toMatchObject({ total: 1000, subscriptionStatus: "active" });
  });

  it("cancels in two clicks, at once at the provider, with one confirmation however often it is pressed", async () => {
    const { email, reference } = await monthlyDonor(10);
    const cookie = await signIn(email);
    const confirm = await get(`/account/plans/${reference}/cancel`, cookie);
    expect(confirm.body).toContain("Cancel your monthly gift?");
    expect(confirm.body).toContain(`action="/account/plans/${reference}/cancel"`);
    const answers = await Promise.all([post(`/account/plans/${reference}/cancel`, {}, cookie), post(`/account/plans/${reference}/cancel`, {}, cookie)]);
    expect(answers.map((a) => a.headers.location)).toEqual([`/account?done=cancelled&ref=${reference}`, `/account?done=cancelled&ref=${reference}`]);
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.subscriptionStatus).toBe("cancelled");
    const [plan] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, order!.providerSubscriptionId!));
    expect(plan!.status).toBe("cancelled");
    expect(await emailsTo(email, "plan-cancelled")).toHaveLength(1);
    const page = (await get("/account", cookie)).body;
    expect(page).toContain("Cancelled");
    expect(page).not.toContain(`action="/account/plans/${reference}/amount"`);
  });

  it("sends the donor to the provider's page to update the card, and back to /account", async () => {
    const { email, reference } = await monthlyDonor(10);
    const cookie = await signIn(email);
    const card = await post(`/account/plans/${reference}/card`, {}, cookie);
    expect(card.statusCode).toBe(303);
    expect(card.headers.location).toMatch(/^http:\/\/shop\.test\/sandbox\/billing\/sub_sandbox_[A-Za-z0-9_-]+\?return_url=http%3A%2F%2Fshop\.test%2Faccount$/);
  });

  it("shows printable receipts and a statement for the UK tax year with the Gift Aid total", async () => {
    const { email, reference } = await monthlyDonor(12);
    const cookie = await signIn(email);
    const overview = (await get("/account", cookie)).body;
    const receiptPath = /href="(\/account\/receipts\/[0-9a-f-]{36})"/.exec(overview)![1]!;
    const receipt = (await get(receiptPath, cookie)).body;
    for (const text of [reference, "£12.00", "<tr><th scope=\"row\">Gift Aid</th><td>Yes</td></tr>", "Purpose Movement Trust, Registered charity no. 1190000 (England and Wales)"]) expect(receipt).toContain(text);
    const year = taxYearOf(new Date());
    const statement = await get(`/account/statements/${year}`, cookie);
    expect(statement.body).toContain(`Tax year 6 April ${year} to 5 April ${year + 1}`);
    expect(statement.body).toContain("Gift Aid we can claim on it (25%)</th><td class=\"amount\">£3.00</td>");
    // Another donor's receipt is not found; a stranger isn't let in at all.
    const other = await monthlyDonor(5);
    expect((await get(receiptPath, await signIn(other.email))).statusCode).toBe(404);
    expect((await get(receiptPath)).headers.location).toBe("/account?link=ended");
  });

  it("cancels the Gift Aid declaration for later gifts, and subscribes and unsubscribes from the newsletter without a confirmation email", async () => {
    const { email } = await monthlyDonor(10);
    const cookie = await signIn(email);
    expect((await get("/account/declaration/cancel", cookie)).body).toContain("Cancel your Gift Aid declaration?");
    expect((await post("/account/declaration/cancel", {}, cookie)).headers.location).toBe("/account?done=declaration");
    await post("/account/declaration/cancel", {}, cookie);
    expect(await database.db.select().from(giftAidCancellations).where(eq(giftAidCancellations.email, email))).toHaveLength(1);
    expect((await get("/account", cookie)).body).toMatch(/Cancelled on \d+ \w+ \d{4}/);

    expect((await post("/account/newsletter", { subscribe: "yes" }, cookie)).headers.location).toBe("/account?done=newsletter-on");
    expect((await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]).toMatchObject({ status: "confirmed", source: "account" });
    await post("/account/newsletter", { subscribe: "no" }, cookie);
    expect((await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!.status).toBe("unsubscribed");
    expect(await emailsTo(email, "newsletter-confirmation")).toHaveLength(0);
  });

  it("tells the donor once when a monthly payment fails; a new card on the provider's page takes it again and the gift is active", async () => {
    const { email, reference } = await monthlyDonor(10);
    const cookie = await signIn(email);
    const billing = new URL(String((await post(`/account/plans/${reference}/card`, {}, cookie)).headers.location));
    const returnUrl = billing.searchParams.get("return_url")!;
    const fail = await post(`${billing.pathname}/fail?return_url=${encodeURIComponent(returnUrl)}`, {});
    expect(fail.statusCode).toBe(303);
    await post(`${billing.pathname}/fail?return_url=${encodeURIComponent(returnUrl)}`, {});
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.subscriptionStatus).toBe("past_due");
    const failed = await emailsTo(email, "plan-failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain("/account/manage?token=");
    expect((await get("/account", cookie)).body).toContain("Payment failed: update your card");

    const saved = await post(`${billing.pathname}?return_url=${encodeURIComponent(returnUrl)}`, { card: "4000 0566 5566 5556" });
    expect(saved.headers.location).toBe(returnUrl);
    const [after] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(after!.subscriptionStatus).toBe("active");
    const page = (await get("/account", cookie)).body;
    expect(page).toContain("£20.00 given so far");
    expect(page).toContain("Active");
  });

  it("limits how often a sign-in link can be asked for one address", async () => {
    const { email } = await monthlyDonor(10);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post("/account/sign-in", { email }));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.headers["retry-after"]).toBeTruthy();
    expect(answers[5]!.body).toContain("Too many sign-in links asked for.");
    expect(await emailsTo(email, "account-sign-in")).toHaveLength(5);
  });

    it("signs out: the cookie no longer opens the account", async () => {
    const { email } = await monthlyDonor(10);
    const cookie = await signIn(email);
    expect((await post("/account/sign-out", {}, cookie)).headers.location).toBe("/account?signed-out=1");
    expect((await get("/account", cookie)).body).toContain("Email me a sign-in link");
  });
});
