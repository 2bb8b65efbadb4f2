// The back office's door: every admin route declares who may use it, each role is
// refused where it should be, changes come only from our own origin, and sessions
// end when they should (signed out, idle, too old, removed).
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffRoles, type StaffRole } from "../../../core/schemas/admin";
import { staff, staffInvites, staffSessions } from "../../db/schema/index";
import type { RouteDef } from "../../http/route-table";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { adminRequest, joinAsStaff, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";

const someId = "00000000-0000-4000-8000-000000000000";
/** A concrete URL for a route pattern. */
const concrete = (url: string) => url.replace(":id", someId).replace(":token", "x".repeat(43));

describe.each(testDatabaseKinds)("back office access on %s", (kind) => {
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

  const adminRoutes = () => app.registeredRoutes.filter((route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD");

  it("has a declared access for every registered admin route", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("refuses to build an app whose table has any route without a declaration, admin or not", async () => {
    const { registerRoutes } = await import("../../http/route-table");
    for (const url of ["/api/admin/forgotten", "/api/forgotten", "/forgotten"]) {
      const bare = (await import("fastify")).default();
      // As a caller outside TypeScript's checks could write it: no access declared.
      const forgotten: Omit<RouteDef, "access"> = { method: "GET", url, handler: async () => ({}) };
      await expect(registerRoutes(bare, [forgotten as RouteDef])).rejects.toThrow(`must declare their access: GET ${url}`);
      await bare.close();
    }
  });

  it("has a declared access for every registered route, not only the back office's", () => {
    const undeclared = app.registeredRoutes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("opens to someone who must add a passkey only who they are, adding a passkey and signing out", () => {
    // The catch-all (unknown admin paths) is open too, and answers them 404.
    const open = adminRoutes()
      .filter((route) => route.allowWithoutPasskey && route.url !== "/api/admin/*")
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      "GET /api/admin/me",
      "GET /api/admin/passkeys",
      "POST /api/admin/passkeys",
      "POST /api/admin/passkeys/options",
      "POST /api/admin/sign-out",
      "POST /api/admin/sign-out-everywhere",
    ]);
  });

  it("answers 401 with a JSON body to every non-public admin route without a session, and to unknown admin paths", async () => {
    const closed = adminRoutes().filter((route) => route.access !== "public");
    for (const route of [...closed, { method: "GET", url: "/api/admin/no-such-thing" }]) {
      const response = await adminRequest(app, { method: route.method as "GET", url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ error: expect.any(String) });
    }
  });

  it("never caches or indexes an admin answer", async () => {
    const response = await adminRequest(app, { method: "GET", url: "/api/admin/me" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });

  describe("with one signed-in person per role", () => {
    const agents = {} as Record<StaffRole, StaffAgent>;

    beforeAll(async () => {
      for (const role of staffRoles) agents[role] = await joinAsStaff(app, database.db, { email: `${role}@team.test`, role });
    });

    it("tells each person who they are", async () => {
      for (const role of staffRoles) {
        const response = await agents[role].request({ method: "GET", url: "/api/admin/me" });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ staff: { email: `${role}@team.test`, role }, mustAddPasskey: false });
      }
    });

    it("gives each role 403 exactly where its role is not declared (role × route matrix)", async () => {
      // Sign-out routes end the session they're called with, so they go last. The catch-all for
      // unknown paths is any staff's (route-spelling.test.ts tries it under every spelling).
      const routes = adminRoutes()
        .filter((route) => route.access !== "public" && route.url !== "/api/admin/*")
        .sort((a, b) => Number(a.url.includes("sign-out")) - Number(b.url.includes("sign-out")));
      const matrix: string[] = [];
      for (const route of routes) {
        for (const role of staffRoles) {
          // A fresh session for each request: a route allowed may change or end it.
          const person = await joinAsStaff(app, database.db, { email: `${role}-${matrix.length}@matrix.test`, role });
          const response = await person.request({ method: route.method as "GET", url: concrete(route.url) });
          const allowed = route.access !== "public" && route.access!.includes(role);
          matrix.push(`${route.method} ${route.url} ${role}: ${allowed ? "allowed" : "refused"}`);
          if (allowed) expect([401, 403], `${route.method} ${route.url} as ${role}`).not.toContain(response.statusCode);
          else expect(response.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
        }
      }
      // The owner-only routes really are refused to the other two roles.
      expect(matrix).toContain("GET /api/admin/staff finance: refused");
      expect(matrix).toContain("GET /api/admin/audit fulfilment: refused");
      expect(matrix).toContain("GET /api/admin/staff owner: allowed");
      // Everyone manages their own passkeys (and only their own: passkeys.test.ts).
      expect(matrix).toContain("GET /api/admin/passkeys fulfilment: allowed");
      expect(matrix).toContain("DELETE /api/admin/passkeys/:id finance: allowed");
      // Money goes back only by finance or an owner; fulfilment packs and dispatches.
      expect(matrix).toContain("POST /api/admin/orders/:reference/refunds fulfilment: refused");
      expect(matrix).toContain("POST /api/admin/orders/:reference/refunds finance: allowed");
      expect(matrix).toContain("POST /api/admin/orders/dispatch finance: refused");
      expect(matrix).toContain("POST /api/admin/orders/:reference/dispatch finance: refused");
      expect(matrix).toContain("POST /api/admin/orders/:reference/dispatch fulfilment: allowed");
      // Products: owners create, edit and import; fulfilment counts stock; every role reads and exports.
      for (const role of ["finance", "fulfilment"]) {
        expect(matrix).toContain(`POST /api/admin/products ${role}: refused`);
        expect(matrix).toContain(`PATCH /api/admin/products/:id ${role}: refused`);
        expect(matrix).toContain(`POST /api/admin/products/import/preview ${role}: refused`);
        expect(matrix).toContain(`POST /api/admin/products/import/apply ${role}: refused`);
        expect(matrix).toContain(`GET /api/admin/products.csv ${role}: allowed`);
      }
      expect(matrix).toContain("POST /api/admin/products/:id/stock fulfilment: allowed");
      expect(matrix).toContain("POST /api/admin/products/:id/stock finance: refused");
      // Giving (donors and their money) is for finance and owners; packers never see it.
      for (const url of ["/api/admin/donors", "/api/admin/donors.csv", "/api/admin/plans.csv"]) {
        expect(matrix).toContain(`GET ${url} fulfilment: refused`);
        expect(matrix).toContain(`GET ${url} finance: allowed`);
        expect(matrix).toContain(`GET ${url} owner: allowed`);
      }
      // Reports: the shop's for everyone on orders; giving, plans and Gift Aid for finance and owners.
      for (const report of ["giving", "plans", "gift-aid"]) {
        expect(matrix).toContain(`GET /api/admin/reports/${report} fulfilment: refused`);
        expect(matrix).toContain(`GET /api/admin/reports/${report} finance: allowed`);
        expect(matrix).toContain(`GET /api/admin/reports/${report} editor: refused`);
      }
      expect(matrix).toContain("GET /api/admin/reports/shop fulfilment: allowed");
      expect(matrix).toContain("GET /api/admin/reports/shop editor: refused");
      // Editors: the site's pages and nothing about orders, gifts, supporters or settings.
      for (const url of ["/api/admin/pages", "/api/admin/pages/:key", "/api/admin/pages/:key/preview", "/api/admin/pages/:key/versions"]) {
        expect(matrix).toContain(`GET ${url} editor: allowed`);
        expect(matrix).toContain(`GET ${url} owner: allowed`);
        expect(matrix).toContain(`GET ${url} finance: refused`);
        expect(matrix).toContain(`GET ${url} fulfilment: refused`);
      }
      // Photos for the pages: owners and editors see the library and upload; nobody else.
      for (const route of ["GET /api/admin/page-images", "POST /api/admin/page-images"]) {
        expect(matrix).toContain(`${route} editor: allowed`);
        expect(matrix).toContain(`${route} owner: allowed`);
        expect(matrix).toContain(`${route} finance: refused`);
        expect(matrix).toContain(`${route} fulfilment: refused`);
      }
      expect(matrix).toContain("PUT /api/admin/pages/:key/draft editor: allowed");
      expect(matrix).toContain("POST /api/admin/pages/:key/publish editor: allowed");
      expect(matrix).toContain("POST /api/admin/pages/:key/publish fulfilment: refused");
      for (const url of ["/api/admin/orders", "/api/admin/orders.csv", "/api/admin/products", "/api/admin/gifts", "/api/admin/donors", "/api/admin/subscribers", "/api/admin/settings", "/api/admin/settings/charity", "/api/admin/audit", "/api/admin/dashboard", "/api/admin/staff"]) {
        expect(matrix).toContain(`GET ${url} editor: refused`);
      }
      expect(matrix).toContain("POST /api/admin/orders/:reference/notes editor: refused");
      // Newsletters: owners and editors write, test, send, pause and cancel; the others never.
      for (const route of ["GET /api/admin/newsletters", "POST /api/admin/newsletters", "GET /api/admin/newsletters/audience", "PUT /api/admin/newsletters/:id", "GET /api/admin/newsletters/:id/preview", "POST /api/admin/newsletters/:id/test", "POST /api/admin/newsletters/:id/send", "POST /api/admin/newsletters/:id/pause", "POST /api/admin/newsletters/:id/cancel"]) {
        expect(matrix).toContain(`${route} editor: allowed`);
        expect(matrix).toContain(`${route} owner: allowed`);
        expect(matrix).toContain(`${route} finance: refused`);
        expect(matrix).toContain(`${route} fulfilment: refused`);
      }
      expect(matrix).toContain("GET /api/admin/passkeys editor: allowed");
      // Supporters and speaking requests are for owners alone.
      expect(matrix).toContain("GET /api/admin/requests finance: refused");
      expect(matrix).toContain("PATCH /api/admin/requests/:id fulfilment: refused");
      expect(matrix).toContain("GET /api/admin/requests/new-count owner: allowed");
      expect(matrix).toContain("GET /api/admin/subscribers.csv finance: refused");
      expect(matrix).toContain("POST /api/admin/subscribers/:id/unsubscribe fulfilment: refused");
      expect(matrix).toContain("GET /api/admin/subscribers owner: allowed");
      // Complaints about data and Fundraising Preference Service requests too.
      expect(matrix).toContain("GET /api/admin/complaints finance: refused");
      expect(matrix).toContain("PATCH /api/admin/complaints/:id fulfilment: refused");
      expect(matrix).toContain("GET /api/admin/complaints/new-count owner: allowed");
      expect(matrix).toContain("POST /api/admin/suppressions finance: refused");
      expect(matrix).toContain("POST /api/admin/suppressions/:id/lift fulfilment: refused");
      // Product photos: every staff member sees them; only owners upload, describe, reorder or remove.
      for (const role of ["fulfilment", "finance"]) {
        expect(matrix).toContain(`GET /api/admin/products/:id/images ${role}: allowed`);
        expect(matrix).toContain(`POST /api/admin/products/:id/images ${role}: refused`);
        expect(matrix).toContain(`PATCH /api/admin/products/:id/images/:imageId ${role}: refused`);
        expect(matrix).toContain(`DELETE /api/admin/products/:id/images/:imageId ${role}: refused`);
        expect(matrix).toContain(`PUT /api/admin/products/:id/image-order ${role}: refused`);
      }
      expect(matrix).toContain("POST /api/admin/products/:id/images owner: allowed");
      // Erasing a person cannot be undone: owners alone.
      expect(matrix).toContain("POST /api/admin/privacy/erase finance: refused");
      expect(matrix).toContain("POST /api/admin/privacy/erase fulfilment: refused");
      expect(matrix).toContain("POST /api/admin/privacy/erase owner: allowed");
      expect(matrix).toContain("GET /api/admin/privacy/retention finance: refused");
    }, 180_000); // one fresh session per route and role: it grows with the route table

    it("refuses a control character in any list's search box by name (a NUL answered 500 from the database)", async () => {
      const lists = ["/api/admin/orders", "/api/admin/orders.csv", "/api/admin/subscribers", "/api/admin/requests", "/api/admin/complaints", "/api/admin/gifts", "/api/admin/plans", "/api/admin/donors"];
      for (const list of lists) {
        const refused = await agents.owner.request({ method: "GET", url: `${list}?q=a%00b` });
        expect(refused.statusCode, list).toBe(400);
        expect(refused.json().issues, list).toEqual([{ field: "q", message: "Search for letters, numbers and punctuation only" }]);
      }
    });

    it("refuses a change from another origin, with no origin, or without a JSON body, and changes nothing", async () => {
      const owner = agents.owner;
      const invite = { email: "newcomer@team.test", role: "finance" };
      const attempts = [
        { origin: "https://evil.example", "content-type": "application/json" },
        { "content-type": "application/json" },
        { origin: TEST_ORIGIN, "content-type": "text/plain" },
        { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      ];
      for (const headers of attempts) {
        const response = await app.inject({
          method: "POST",
          url: "/api/admin/staff/invites",
          headers: { cookie: owner.cookie, ...headers },
          payload: headers["content-type"] === "application/json" ? JSON.stringify(invite) : "email=newcomer@team.test&role=finance",
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      }
      const invites = await database.db.select().from(staffInvites).where(eq(staffInvites.email, invite.email));
      expect(invites).toEqual([]);
    });
  });

  describe("sessions", () => {
    let owner: StaffAgent;
    beforeEach(async () => {
      owner = await joinAsStaff(app, database.db, { email: `owner-${crypto.randomUUID()}@team.test`, role: "owner" });
    });

    const me = (cookie: string) => adminRequest(app, { method: "GET", url: "/api/admin/me" }, cookie);
    const sessionOf = async (email: string) =>
      database.db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(eq(staff.email, email));

    it("sets a host-only, HttpOnly, SameSite=Strict cookie whose value is stored only as a hash", async () => {
      const person = await joinAsStaff(app, database.db, { email: `cookie-${crypto.randomUUID()}@team.test`, role: "finance" });
      const [name, value] = person.cookie.split("=") as [string, string];
      expect(name).toBe("pm_staff"); // plain http in tests; __Host-pm_staff over https (sessionCookieFor)
      expect(value.length).toBeGreaterThanOrEqual(43);
      const stored = await database.db.select().from(staffSessions);
      expect(JSON.stringify(stored)).not.toContain(value);
    });

    it("refuses a cookie after sign-out (a stolen copy is useless)", async () => {
      expect((await me(owner.cookie)).statusCode).toBe(200);
      const out = await owner.request({ method: "POST", url: "/api/admin/sign-out" });
      expect(out.statusCode).toBe(204);
      expect(out.headers["set-cookie"]).toMatch(/^pm_staff=;.*Expires=Thu, 01 Jan 1970/);
      expect((await me(owner.cookie)).statusCode).toBe(401);
    });

    it("ends every session of a person on sign out everywhere", async () => {
      const second = await joinAsStaff(app, database.db, { email: `twice-${crypto.randomUUID()}@team.test`, role: "finance" });
      // The same person signed in elsewhere: a second session for the same staff member.
      const [member] = await database.db.select().from(staff).where(eq(staff.email, second.email));
      const { createStaffSessions } = await import("../../services/staff/sessions");
      const other = await createStaffSessions({ db: database.db }).start(member!.id, "code", { ip: "10.0.0.9" });
      const otherCookie = `pm_staff=${other.token}`;
      expect((await me(otherCookie)).statusCode).toBe(200);
      expect((await second.request({ method: "POST", url: "/api/admin/sign-out-everywhere" })).statusCode).toBe(204);
      expect((await me(otherCookie)).statusCode).toBe(401);
      expect((await me(second.cookie)).statusCode).toBe(401);
    });

    it("ends a session idle for more than 2 hours, and any session older than 12 hours", async () => {
      const [session] = await sessionOf(owner.email);
      await database.db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now() - interval '2 hours 1 minute'` })
        .where(eq(staffSessions.id, session!.id));
      expect((await me(owner.cookie)).statusCode).toBe(401);

      const fresh = await joinAsStaff(app, database.db, { email: `old-${crypto.randomUUID()}@team.test`, role: "owner" });
      expect((await me(fresh.cookie)).statusCode).toBe(200);
      const [old] = await sessionOf(fresh.email);
      await database.db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(staffSessions.id, old!.id));
      expect((await me(fresh.cookie)).statusCode).toBe(401);
    });

    it("gives a new session id at every sign-in and retires the one the browser had", async () => {
      const again = await joinAsStaff(app, database.db, { email: `again-${crypto.randomUUID()}@team.test`, role: "finance" });
      const { signInByCode } = await import("../../test-support/staff");
      const second = await signInByCode(app, database.db, again.email);
      expect(second.cookie).not.toBe(again.cookie);
      expect((await me(second.cookie)).statusCode).toBe(200);
    });

    it("keeps session ids out of the logs", async () => {
      const lines: string[] = [];
      const { buildApp } = await import("../../app");
      const { testEnv, fastOutbox } = await import("../../test-support/app");
      const withLogs = await buildApp({
        env: testEnv(),
        database,
        clientDir: "/nonexistent",
        outbox: fastOutbox,
        logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } },
      });
      await withLogs.ready();
      const person = await joinAsStaff(withLogs, database.db, { email: `logs-${crypto.randomUUID()}@team.test`, role: "owner" });
      await person.request({ method: "GET", url: "/api/admin/me" });
      await person.request({ method: "POST", url: "/api/admin/sign-out" });
      await withLogs.close();
      const token = person.cookie.split("=")[1]!;
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join("\n")).not.toContain(token);
    });
  });
});
