// GET /api/payment-status/:sessionId: a browser that kept its cart's checkout session and never
// came back from the provider's page asks what became of it on its next visit (issue 31).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentResponse } from "../../core/schemas/payment-request";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { donationBody, mixedCart } from "../test-support/payments";

describe.each(testDatabaseKinds)("GET /api/payment-status/:sessionId on %s", (kind) => {
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

  async function startPayment(body: unknown): Promise<CreatePaymentResponse> {
    const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: body as object });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreatePaymentResponse>();
  }
  const sandbox = (sessionId: string, action: "pay" | "cancel") =>
    app.inject({ method: "POST", url: `/sandbox/checkout/${sessionId}/${action}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
  const status = (sessionId: string) => app.inject({ method: "GET", url: `/api/payment-status/${encodeURIComponent(sessionId)}` });

  it("create-payment answers the session id its provider's page belongs to", async () => {
    const { url, sessionId } = await startPayment(mixedCart);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new URL(url).pathname).toBe(`/sandbox/checkout/${sessionId}`);
  });

  it("says pending before the payment, paid after it (as the provider's confirmation recorded it), with the order's reference and the page that shows it", async () => {
    const { sessionId } = await startPayment(mixedCart);
    const before = await status(sessionId);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    const pending = before.json();
    expect(pending).toEqual({ status: "pending", reference: expect.stringMatching(/^PM-/), confirmationPath: `/payment-success?session_id=${sessionId}` });

    expect((await sandbox(sessionId, "pay")).statusCode).toBe(303);
    const after = await status(sessionId);
    // Nothing personal: exactly these three fields.
    expect(after.json()).toEqual({ ...pending, status: "paid" });
  });

  it("says cancelled for a payment abandoned on the provider's page", async () => {
    const { sessionId } = await startPayment(mixedCart);
    expect((await sandbox(sessionId, "cancel")).statusCode).toBe(303);
    expect((await status(sessionId)).json()).toMatchObject({ status: "cancelled" });
  });

  it("answers 404 for a session it doesn't know, and for a gift's (a cart never holds one)", async () => {
    const unknown = await status("cs_sandbox_nobody");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().issues).toEqual([{ field: "sessionId", message: "No order has this session id" }]);
    const { sessionId } = await startPayment(donationBody(25));
    expect((await status(sessionId)).statusCode).toBe(404);
  });

  it("refuses a session id that can't be one with a 400 naming the field", async () => {
    for (const bad of ["cs test", "cs_sandbox_<script>", "cs_\u0001"]) {
      const response = await status(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().issues[0].field, bad).toBe("sessionId");
    }
    // One longer than any provider's (over the router's 100 characters a parameter) is refused before routing, naming the address.
    const long = await status("x".repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].field).toBe("url");
  });

  it("is public, and rate limited like the payment routes", async () => {
    const response = await status("cs_sandbox_nobody");
    expect(response.headers["x-ratelimit-limit"]).toBeDefined();
  });
});
