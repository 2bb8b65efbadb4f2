// The door can't be walked around by spelling a URL another way (issue 32: /api/%61dmin/donors.csv
// answered every donor without a session). For every route the app registered, many spellings
// of its path are sent over real HTTP (so `.` and `..` reach the server as typed) without a
// session, and with a finance and a fulfilment session. A hook records every request that got
// past the door to a handler: each must be to a route whose declared access lets that person in.
// Every answer to a spelling of a closed route is a refusal (400, 401, 403, 404), never data,
// and no spelling of any route is a 5xx.
import { request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../core/schemas/admin";
import { buildApp } from "../app";
import type { Access } from "../http/staff-auth";
import { fastOutbox, testEnv } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { concretePath, pathSpellings } from "../test-support/path-spellings";
import { joinAsStaff, TEST_ORIGIN } from "../test-support/staff";

interface Reached {
  who: string;
  method: string;
  sent: string;
  route: string;
  access: Access | undefined;
}

const REFUSED = [400, 401, 403, 404];

describe.each(testDatabaseKinds)("every spelling of every route on %s", { timeout: 240_000 }, (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const reached: Reached[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ env: testEnv(), database, clientDir: "/nonexistent", logger: false, outbox: fastOutbox });
    // After the door (onRequest) and just before the handler: whoever gets here got in.
    app.addHook("preHandler", async (request) => {
      // No route matched: the not-found handler (the static site) answers, which opens nothing.
      if (request.is404) return;
      reached.push({
        who: String(request.headers["x-test-who"]),
        method: request.method,
        sent: request.url,
        route: `${request.method} ${request.routeOptions.url}`,
        access: request.routeOptions.config.access,
      });
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await app.close();
    await database.close();
  });

  /** Sends the path exactly as given (no client normalises it), as the back office would send a change. */
  async function send(method: string, path: string, who: string, cookie?: string): Promise<number> {
    try {
      return await sendOnce(method, path, who, cookie, agent);
    } catch {
      // A request the HTTP parser refuses closes its connection; a request the keep-alive agent
      // had already queued on that connection is sent again on a fresh one.
      return sendOnce(method, path, who, cookie, false);
    }
  }

  function sendOnce(method: string, path: string, who: string, cookie: string | undefined, via: Agent | false): Promise<number> {
    const changes = !["GET", "HEAD", "OPTIONS"].includes(method);
    const body = changes ? "{}" : "";
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${base}/`,
        {
          agent: via,
          method,
          path,
          headers: {
            "x-test-who": who,
            ...(cookie && { cookie }),
            ...(changes && { origin: TEST_ORIGIN, "content-type": "application/json", "content-length": String(body.length) }),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
      req.end(body);
    });
  }

  /** Runs `jobs` a few at a time. */
  async function inParallel<T>(jobs: (() => Promise<T>)[], width = 8): Promise<T[]> {
    const results: T[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < jobs.length) {
          const index = next++;
          results[index] = await jobs[index]!();
        }
      }),
    );
    return results;
  }

  const routes = () => app.registeredRoutes.filter((route) => route.method !== "HEAD");
  const allows = (access: Access | undefined, role: StaffRole | undefined) =>
    access === "public" || (role !== undefined && access !== undefined && access.includes(role));

  /** Tries every spelling of every route `role` may not use; returns what went wrong. */
  async function tryEverySpelling(who: string, role: StaffRole | undefined, cookie: string | undefined) {
    reached.length = 0;
    const closed = routes().filter((route) => !allows(route.access, role));
    const jobs = closed.flatMap((route) =>
      pathSpellings(concretePath(route.url)).map((path) => async () => ({ route: `${route.method} ${route.url}`, path, status: await send(route.method, path, who, cookie) })),
    );
    const answers = await inParallel(jobs);
    const wrongAnswers = answers.filter((a) => !REFUSED.includes(a.status)).map((a) => `${a.route} as ${a.path}: ${a.status}`);
    const gotIn = reached.filter((r) => r.who === who && !allows(r.access, role)).map((r) => `${r.method} ${r.sent} reached ${r.route}`);
    return { tried: answers.length, routes: closed.length, wrongAnswers, gotIn };
  }

  it("has spellings of the kinds an attacker tries", () => {
    const spellings = pathSpellings("/api/admin/donors.csv");
    for (const expected of ["/api/%61dmin/donors.csv", "/api/adm%69n/donors.csv", "/%61pi/admin/donors.csv", "/api/admin/donors%2Ecsv", "/api/admin/donors%2ecsv", "/api/%2561dmin/donors.csv", "/api//admin/donors.csv", "/api/x/../admin/donors.csv", "/api/./admin/donors.csv", "/API/ADMIN/DONORS.CSV", "/api/admin/donors.csv/", "/api/admin;x=1/donors.csv", "/api/admin%2Fdonors.csv", "//api/admin/donors.csv"]) {
      expect(spellings).toContain(expected);
    }
  });

  it("lets no spelling of a closed route past the door without a session", async () => {
    const result = await tryEverySpelling("nobody", undefined, undefined);
    expect(result.routes).toBeGreaterThan(40);
    expect(result.tried).toBeGreaterThan(3000);
    expect(result.gotIn).toEqual([]);
    expect(result.wrongAnswers).toEqual([]);
  });

  it.each(["finance", "fulfilment"] as const)("lets no spelling of a route %s may not use reach its handler", async (role) => {
    const person = await joinAsStaff(app, database.db, { email: `${role}@spelling.test`, role });
    const result = await tryEverySpelling(role, role, person.cookie);
    expect(result.routes).toBeGreaterThan(10);
    expect(result.gotIn).toEqual([]);
    expect(result.wrongAnswers).toEqual([]);
    // The session is still good: nothing above signed it out or spent it.
    expect(await send("GET", "/api/admin/me", role, person.cookie)).toBe(200);
  });

  it("answers an unknown admin path 401 without a session and 404 signed in, however it is spelled", async () => {
    const person = await joinAsStaff(app, database.db, { email: "owner@spelling.test", role: "owner" });
    for (const path of ["/api/admin/no-such-thing", "/api/%61dmin/no-such-thing", "/%61pi/admin/no-such-thing", "/api/admin//donors.csv", "/api/admin/donors.csv/", "/api/admin/donors.csv;x=1", "/api/admin/%2564onors.csv", "/api/admin"]) {
      expect(await send("GET", path, "nobody"), path).toBe(401);
      expect(await send("GET", path, "owner", person.cookie), path).toBe(404);
      expect(await send("DELETE", path, "nobody"), path).toBe(401);
    }
  });

  it("never answers a spelling of any route, open or closed, with a 5xx", async () => {
    reached.length = 0;
    const jobs = routes()
      .filter((route) => route.access === "public" && ["GET", "OPTIONS"].includes(route.method))
      .flatMap((route) => pathSpellings(concretePath(route.url)).map((path) => async () => ({ path, status: await send(route.method, path, "public") })));
    const answers = await inParallel(jobs);
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.path}: ${a.status}`)).toEqual([]);
    expect(reached.filter((r) => r.who === "public" && r.access !== "public")).toEqual([]);
  });
});
