// Nothing is lost across a restart, and nothing is done twice by two servers sharing one Postgres.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { PurchaseStatus } from "../../core/schemas/purchase-status";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { outboxEmails, payments } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds } from "../test-support/database";
import { browserOf, donationBody, donor, merchandiseBody, orderOfSession, rememberBrowser } from "../test-support/payments";
import { SmtpInbox } from "../test-support/smtp-inbox";
import { StripeStandIn } from "../test-support/stripe-stand-in";

const WEBHOOK_SECRET = "whsec_durability_test";
const ORG = "team@purposemovement.test";
const signer = new Stripe("sk_test_signer");

function completedEvent(session: Record<string, unknown>, id: string) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
  return {
    payload,
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  };
}

const stripeEnv = (apiUrl: string, smtpUrl: string) => ({
  STRIPE_SECRET_KEY: "sk_test_durability",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
  SMTP_URL: smtpUrl,
  ORG_EMAIL: ORG,
});

async function sessionIdOf(app: FastifyInstance, body: unknown): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
  rememberBrowser(response);
  return response.json<{ url: string }>().url.split("/").pop()!;
}

describe.each(testDatabaseKinds)("a restart between payment and confirmation on %s", (kind) => {
  it("loses nothing: a sandbox payment and a Stripe webhook after the restart each end in one paid order and its emails", async () => {
    const standIn = new StripeStandIn();
    const apiUrl = await standIn.start();
    const inbox = new SmtpInbox();
    await inbox.start(0);
    const dir = kind === "pglite" ? mkdtempSync(join(tmpdir(), "pm-restart-")) : undefined;
    const shared = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
    const open = (): Promise<DatabaseHandle> =>
      dir ? openDatabase({ dataDir: dir }) : openDatabase({ databaseUrl: shared!.url, migrate: false });

    let handle: DatabaseHandle | undefined;
    const apps: FastifyInstance[] = [];
    try {
      // Before the restart: one sandbox gift and one Stripe order, both pending.
      handle = await open();
      const sandboxApp = await buildTestApp(handle, { env: { SMTP_URL: inbox.url, ORG_EMAIL: ORG } });
      const sandboxSession = await sessionIdOf(sandboxApp, donationBody(30, { donorInfo: { ...donor, email: "sandbox.donor@example.test" } }));
      await sandboxApp.close();
      const stripeApp = await buildTestApp(handle, { env: stripeEnv(apiUrl, inbox.url) });
      const stripeSession = await sessionIdOf(stripeApp, merchandiseBody([{ id: "blessed-tee", quantity: 1 }], { shippingOption: "standard" }));
      await stripeApp.close();
      await handle.close();
      handle = undefined;

      // After: a new process on the same data.
      handle = await open();
      const sandboxAfter = await buildTestApp(handle, { env: { SMTP_URL: inbox.url, ORG_EMAIL: ORG } });
      apps.push(sandboxAfter);
      const paid = await sandboxAfter.inject({ method: "POST", url: `/sandbox/checkout/${sandboxSession}/pay` });
      expect(paid.statusCode).toBe(303);
      const stripeAfter = await buildTestApp(handle, { env: stripeEnv(apiUrl, inbox.url) });
      apps.push(stripeAfter);
      const delivered = await stripeAfter.inject({ method: "POST", url: "/api/webhooks/stripe", ...completedEvent(standIn.pay(stripeSession), "evt_after_restart") });
      expect(delivered.json<{ outcome: string }>().outcome).toBe("recorded");

      const db = handle.db;
      for (const sessionId of [sandboxSession, stripeSession]) {
        const order = await orderOfSession(db, sessionId);
        expect(order?.status).toBe("paid");
        expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
      }
      await waitFor(() => inbox.messages.length >= 4, 15_000, "four emails");
      await outboxSettled(...apps);
      expect(inbox.messages).toHaveLength(4);
      const status = await sandboxAfter.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(sandboxSession), payload: { sessionId: sandboxSession } });
      expect(status.json<PurchaseStatus>()).toMatchObject({ status: "paid", email: { to: "sandbox.donor@example.test", state: "sent" } });
    } finally {
      for (const app of apps) await app.close();
      await handle?.close();
      await shared?.close();
      await inbox.stop();
      await standIn.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
    // Creating PGlite's on-disk database (initdb) takes seconds, far more on a busy machine.
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two servers on one Postgres", () => {
  it("fulfil each payment once and send every email once, with events delivered to both at the same time", async () => {
    const standIn = new StripeStandIn();
    const apiUrl = await standIn.start();
    const inbox = new SmtpInbox();
    await inbox.start(0);
    const database = await createTestDatabase("postgres");
    const second = await openDatabase({ databaseUrl: database.url, migrate: false });
    const servers = [
      await buildTestApp(database, { env: stripeEnv(apiUrl, inbox.url), outbox: { pollIntervalMs: 20 } }),
      await buildTestApp(second, { env: stripeEnv(apiUrl, inbox.url), outbox: { pollIntervalMs: 20 } }),
    ];
    try {
      const count = 8;
      const sessions: string[] = [];
      for (let i = 0; i < count; i++) {
        sessions.push(await sessionIdOf(servers[i % 2]!, donationBody(10 + i, { donorInfo: { ...donor, email: `donor${i}@example.test` } })));
      }
      // Stripe retries and redelivers: each event reaches both servers twice, all at once.
      await Promise.all(
        sessions.flatMap((sessionId, i) => {
          const event = completedEvent(standIn.pay(sessionId), `evt_two_servers_${i}`);
          return [0, 1, 0, 1].map((s) => servers[s]!.inject({ method: "POST", url: "/api/webhooks/stripe", ...event }));
        }),
      );
      // And the success page asks both, too.
      await Promise.all(sessions.map((sessionId, i) => servers[(i + 1) % 2]!.inject({ method: "POST", url: "/api/send-purchase-email", payload: { sessionId } })));

      expect(await database.db.select().from(payments)).toHaveLength(count);
      expect(await database.db.select().from(outboxEmails)).toHaveLength(count * 2);
      await waitFor(() => inbox.messages.length >= count * 2, 20_000, "all emails");
      await outboxSettled(...servers);
      expect(inbox.messages).toHaveLength(count * 2);
      for (let i = 0; i < count; i++) expect(inbox.to(`donor${i}@example.test`)).toHaveLength(1);
      expect(inbox.to(ORG)).toHaveLength(count);
    } finally {
      for (const server of servers) await server.close();
      await second.close();
      await inbox.stop();
      await standIn.stop();
      await database.close();
    }
  }, 60_000);
});
