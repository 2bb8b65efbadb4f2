// The logs never carry a person's details or a secret, even when a request fails deep in the database.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { fastOutbox, testEnv } from "../test-support/app";
import { donationBody } from "../test-support/payments";
import { createTestDatabase, type TestDatabase } from "../test-support/database";
import { redactUrl } from "./log-redaction";

describe("logs", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function appWithLogs() {
    database = await createTestDatabase("pglite");
    const lines: string[] = [];
    const app = await buildApp({
      env: testEnv(),
      database,
      clientDir: "/nonexistent",
      outbox: fastOutbox,
      logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    return { app, lines, db: database.db };
  }

  it("say what failed, where, and for which request, but not whose details were in it", async () => {
    const { app, lines, db } = await appWithLogs();
    // The database refuses the write: its error quotes the statement and its parameters.
    await db.execute(sql`alter table newsletter_subscribers rename to newsletter_subscribers_gone`);
    const response = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { source: "connect", firstName: "Prudence", lastName: "Okonkwo-Smythe", email: "prudence.private@example.org" },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Something went wrong on our side. Please try again." });
    const log = lines.join("\n");
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure).toMatchObject({ level: 50, route: "/api/newsletter", reqId: expect.any(String), kind: expect.any(String) });
    for (const secret of ["prudence.private@example.org", "Prudence", "Okonkwo-Smythe", "insert into"]) expect(log).not.toContain(secret);
  });

  it("never write a link's token, from the query or the path", async () => {
    const { app, lines } = await appWithLogs();
    const token = "S3cr3tT0kenValue_abcdefghijklmnopqrstuvwxyz012";
    await app.inject({ method: "GET", url: `/newsletter/confirm?token=${token}` });
    await app.inject({ method: "GET", url: `/api/admin/links/${token}` });
    await app.inject({ method: "GET", url: `/api/orders/PM-10001?token=${token}` });
    await app.close();
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join("\n")).not.toContain(token);
    expect(lines.join("\n")).toContain("/api/admin/links/[redacted]");
  });

  it("never write a checkout session id from a path, however the path is spelled (chosen by the route that matched)", async () => {
    const { app, lines } = await appWithLogs();
    const created = await app.inject({ method: "POST", url: "/api/create-payment", payload: donationBody(10) });
    const sessionId = created.json<{ sessionId: string }>().sessionId;
    expect(sessionId).toBeTruthy();
    await app.inject({ method: "GET", url: `/api/payment-status/${sessionId}` });
    await app.inject({ method: "GET", url: `/api/payment-st%61tus/${sessionId}?x=1` });
    await app.inject({ method: "GET", url: `/sandbox/checkout/${sessionId}` });
    await app.inject({ method: "POST", url: `/sandbox/checkout/${sessionId}/cancel`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    await app.close();
    const log = lines.join("\n");
    expect(log).toContain("/api/payment-status/[redacted]");
    expect(log).toContain("/sandbox/checkout/[redacted]/cancel");
    expect(log).not.toContain(sessionId);
  });

  it("redact tokens wherever a URL carries them", () => {
    expect(redactUrl("/payment-success?session_id=cs_123&x=1")).toBe("/payment-success?session_id=[redacted]&x=1");
    expect(redactUrl("/orders/PM-1?token=abc")).toBe("/orders/PM-1?token=[redacted]");
    expect(redactUrl("/api/admin/links/abc?x=1")).toBe("/api/admin/links/[redacted]?x=1");
    // However it is spelled: the router and the query parser decode these to the same thing.
    expect(redactUrl("/api/%61dmin/links/abc")).toBe("/api/admin/links/[redacted]");
    expect(redactUrl("//api/admin//links/abc")).toBe("/api/admin/links/[redacted]");
    expect(redactUrl("/orders/PM-1?t%6Fken=abc&T%4FKEN=def")).toBe("/orders/PM-1?t%6Fken=[redacted]&T%4FKEN=[redacted]");
    expect(redactUrl("/payment-success?session%5Fid=cs_123")).toBe("/payment-success?session%5Fid=[redacted]");
    // A path that can't be decoded is cut at its last segment rather than logged whole.
    expect(redactUrl("/api/admin/links/%ff")).toBe("/api/admin/links/[redacted]");
  });
});
