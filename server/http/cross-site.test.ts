// Payments and public forms answer only this site's own pages (issue 50, items 2 and 5): every
// public route that changes something refuses, with a 403 and nothing stored, a POST a browser
// says came from another site; the same request from our own pages, or from a program that sends
// neither header, works as before; the payment provider's webhook and mail clients' one-click
// unsubscribe, which other parties' servers send, are not asked.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaints, newsletterSubscribers, orders, speakingRequests } from "../db/schema/index";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { donationBody } from "../test-support/payments";

const OUR_ORIGIN = "http://shop.test";
const crossSite = [{ "sec-fetch-site": "cross-site", origin: "https://evil.example" }, { origin: "https://evil.example" }, { origin: "null" }];

describe.each(testDatabaseKinds)("cross-site posts on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const stored = async () =>
    Promise.all([orders, complaints, newsletterSubscribers, speakingRequests].map(async (table) => (await database.db.select().from(table)).length));

  it("every public route that changes something refuses a post from another site with a 403, storing nothing", async () => {
    const changing = app.registeredRoutes.filter(
      (route) => !["GET", "HEAD", "OPTIONS"].includes(route.method) && route.access === "public" && route.area !== "admin" && route.crossSite !== "allowed",
    );
    expect(changing.map((route) => route.url)).toEqual(expect.arrayContaining(["/api/create-payment", "/api/newsletter", "/api/speaking-requests", "/privacy/complaint"]));
    const before = await stored();
    for (const route of changing) {
      const url = route.url.replace(/:(\w+)/g, "x");
      for (const headers of crossSite) {
        const answer = await app.inject({ method: route.method as "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: "{}" });
        expect(answer.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.json<{ error: string }>().error).toContain("only be sent from this site");
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("a payment from our own pages, or from a program that sends neither header, goes through", async () => {
    for (const headers of [{ "sec-fetch-site": "same-origin", origin: OUR_ORIGIN }, { "sec-fetch-site": "same-site", origin: "http://www.shop.test" }, { origin: OUR_ORIGIN }, {}]) {
      const answer = await app.inject({ method: "POST", url: "/api/create-payment", headers, payload: donationBody(10) });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const complaint = await app.inject({
      method: "POST",
      url: "/privacy/complaint",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: OUR_ORIGIN },
      payload: new URLSearchParams({ name: "Grace Mensah", email: "grace@example.org", message: "Please explain." }).toString(),
    });
    expect(complaint.statusCode).toBe(303);
  });

  it("the provider's webhook and one-click unsubscribe are not asked where they came from", async () => {
    const webhook = await app.inject({ method: "POST", url: "/api/webhooks/stripe", headers: { ...crossSite[0], "content-type": "application/json" }, payload: "{}" });
    expect(webhook.statusCode).not.toBe(403);
    const unsubscribe = app.registeredRoutes.find((route) => route.method === "POST" && route.crossSite === "allowed" && route.url !== "/api/webhooks/stripe");
    expect(unsubscribe).toBeDefined();
  });
});
