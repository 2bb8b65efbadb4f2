// The back office opened through another name for this server (issue 55, decision 0036): the
// first owner's setup link from the log opened as 127.0.0.1 instead of localhost. Development
// takes the loopback names as one site; production refuses, saying in the page's answer and in
// the log which address to use.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createAuditLog } from "../../services/staff/audit-log";
import { createStaffLinks } from "../../services/staff/links";
import { fastOutbox, testEnv } from "../../test-support/app";
import { createTestDatabase, type TestDatabase } from "../../test-support/database";

const PUBLIC_URL = "http://localhost:3000";

describe("the back office through another host name", () => {
  let database: TestDatabase;
  const opened: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await database.close();
  });

  async function server(nodeEnv: "development" | "production") {
    const lines: string[] = [];
    const app = await buildApp({
      env: testEnv({ NODE_ENV: nodeEnv, PUBLIC_URL, PAYMENT_PROVIDER: "sandbox" }),
      database,
      clientDir: "/nonexistent",
      outbox: fastOutbox,
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    opened.push(app);
    return { app, lines };
  }

  /** The setup link the log prints, followed from a page at `origin`. */
  async function setUpFrom(app: FastifyInstance, origin: string, email: string) {
    const links = createStaffLinks({ db: database.db, outbox: { notify() {} }, audit: createAuditLog(database.db), publicUrl: PUBLIC_URL });
    const token = new URL(await links.commandLineLink(email, "owner")).searchParams.get("token");
    return app.inject({ method: "POST", url: "/api/admin/setup", headers: { origin, "content-type": "application/json" }, payload: JSON.stringify({ token, name: "First Owner", email }) });
  }

  it("in development, a setup link opened as 127.0.0.1 or [::1] works as at localhost", async () => {
    const { app } = await server("development");
    for (const [origin, email] of [["http://127.0.0.1:3000", "loopback4@team.test"], ["http://[::1]:3000", "loopback6@team.test"]] as const) {
      const response = await setUpFrom(app, origin, email);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["set-cookie"]).toBeDefined();
    }
    // The machine's network address is another site even here: refused, saying where to go.
    const lan = await setUpFrom(app, "http://192.168.1.20:3000", "lan@team.test");
    expect(lan.statusCode).toBe(403);
    expect(lan.json().error).toContain("the back office is at http://localhost:3000 (the site's PUBLIC_URL)");
  });

  it("in production, only PUBLIC_URL: the refusal names the address to use, in the answer and in the log", async () => {
    const { app, lines } = await server("production");
    const refused = await setUpFrom(app, "http://127.0.0.1:3000", "strict@team.test");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      "This page was opened at http://127.0.0.1:3000, but the back office is at http://localhost:3000 (the site's PUBLIC_URL). Open http://localhost:3000/admin and try again.",
    );
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; origin?: string }).find((entry) => entry.origin === "http://127.0.0.1:3000");
    expect(logged?.level).toBe(40);
    expect(logged?.msg).toContain("open the back office at http://localhost:3000 (PUBLIC_URL)");
    // The link itself still works where it was meant to be opened.
    expect((await setUpFrom(app, PUBLIC_URL, "strict@team.test")).statusCode).toBe(200);
  });
});
