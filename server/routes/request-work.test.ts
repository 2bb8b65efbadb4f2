// The work behind the busiest requests, pinned (issue 33): how many statements the server sends
// the database for one POST /api/create-payment, one GET /api/health and the staff guard in front
// of every back-office request. Each was cheap once and grew without anyone noticing (the health
// check went from one round trip to three); a change that adds a statement to one must change this
// test, and say why in docs/performance.md ("Issue 33: per-request work").
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { checkoutSessions, orders } from "../db/schema/index";
import { donationBody, donor, merchandiseBody } from "../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";

describe.each(testDatabaseKinds)("work per request on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let counting = false;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, {
      // The background workers' polls (sign-in requests, the outbox: once a second, whatever the
      // traffic) claim rows with SKIP LOCKED; they are nobody's request.
      onQuery: (query) => {
        if (counting && !/for update skip locked/i.test(query)) statements.push(query);
      },
    });
    app = await buildTestApp(database);
    // Warm: the catalogue is read once and then kept in memory.
    await app.inject({ method: "POST", url: "/api/create-payment", payload: donationBody(10) });
    await app.inject({ method: "GET", url: "/api/health" });
    owner = await joinAsStaff(app, database.db, { email: "owner@purposemovement.test", role: "owner" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Each statement as "verb table", e.g. "insert orders"; BEGIN and COMMIT (logged on PostgreSQL only) left out. */
  const label = (query: string) => {
    const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "?";
    const table = /(?:into|from|update)\s+"(\w+)"/i.exec(query)?.[1] ?? "";
    return `${verb} ${table}`.trim();
  };

  /** The statements sent while `work` ran, labelled. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return statements.map(label).filter((kind) => !["begin", "commit"].includes(kind));
  }

  function statementsFor(request: InjectOptions, send = (options: InjectOptions) => app.inject(options)): Promise<string[]> {
    return statementsDuring(async () => {
      const response = await send(request);
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  it("answers a health check with one statement", async () => {
    const sent = await statementsFor({ method: "GET", url: "/api/health" });
    expect(sent).toEqual(["select outbox_emails"]);
  });

  it("opens a one-off gift's checkout with two statements: the order, and the sandbox's session recorded for it", async () => {
    const sent = await statementsFor({ method: "POST", url: "/api/create-payment", payload: donationBody(25) });
    expect(sent).toEqual(["insert orders", "with sandbox_sessions"]);
  });

  it("opens a monthly gift's checkout with the same two", async () => {
    const sent = await statementsFor({ method: "POST", url: "/api/create-payment", payload: donationBody(10, { frequency: "monthly" }) });
    expect(sent).toEqual(["insert orders", "with sandbox_sessions"]);
  });

  it("opens twenty gifts' checkouts asked for at once with two statements between them, each gift its own order and session", async () => {
    const givers = Array.from({ length: 20 }, (_, i) => ({ email: `giver${i}@example.test`, amount: 5 + i }));
    const ask = ({ email, amount }: (typeof givers)[number]) =>
      app.inject({ method: "POST", url: "/api/create-payment", payload: donationBody(amount, { donorInfo: { ...donor, email } }) });
    let answers: Awaited<ReturnType<typeof ask>>[] = [];
    const sent = await statementsDuring(async () => (answers = await Promise.all(givers.map(ask))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(givers.map(() => 200));
    // One insert of twenty orders, one of twenty sessions (docs/decisions/0031-batched-payment-inserts.md).
    expect(sent).toEqual(["insert orders", "with sandbox_sessions"]);
    // Each answer's session is the checkout of that giver's own gift, not a neighbour's.
    for (const [i, answer] of answers.entries()) {
      const { sessionId } = answer.json<{ sessionId: string }>();
      const [order] = await database.db
        .select({ email: orders.email, total: orders.total, reference: orders.reference })
        .from(checkoutSessions)
        .innerJoin(orders, eq(orders.id, checkoutSessions.orderId))
        .where(eq(checkoutSessions.sessionId, sessionId));
      expect(order).toMatchObject({ email: givers[i]!.email, total: givers[i]!.amount * 100 });
    }
  });

  it("opens a cart's checkout with the order, its lines, the stock look-up and the session (in one transaction)", async () => {
    const sent = await statementsFor({
      method: "POST",
      url: "/api/create-payment",
      payload: merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" }]),
    });
    // In a transaction: two more round trips on PostgreSQL (BEGIN, COMMIT). The stock look-up locks
    // the product's counted variants, if it has any (this tee has none: made to order).
    expect(sent).toEqual(["insert orders", "insert order_lines", "select product_variants", "with sandbox_sessions"]);
  });

  it("knows who is asking for a back-office page with one statement: the session, its person and the passkey rule", async () => {
    const sent = await statementsFor({ method: "GET", url: "/api/admin/me" }, owner.request);
    expect(sent).toHaveLength(1);
    // (Labelled by its first table, the passkey rule's "settings"; the statement reads the session.)
    expect(statements[0]).toMatch(/from "staff_sessions" inner join "staff"/);
  });
});
