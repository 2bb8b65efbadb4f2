// Hostile input at every public POST endpoint: valid bodies mutated with control and
// invisible characters, long strings, wrong types, deep nesting, prototype keys and odd
// Unicode. Every answer must be 2xx or 4xx, never 5xx, and a refused body must leave no
// row behind. And hostile spellings of every registered route's path (several respellings
// composed: percent-encoding, double encoding, doubled and encoded slashes, dot segments,
// upper case, `;` parameters) without a session: a closed route's spelling is refused, no
// handler but a public route's is reached, and nothing answers 5xx. `npm test` runs a fixed seed; `npm run fuzz` runs many more cases
// (FUZZ_RUNS, FUZZ_SEED) and docs/security.md records the result.
import fc from "fast-check";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, orders, outboxEmails, speakingRequests, staffSignInCodes } from "../db/schema/index";
import { buildApp } from "../app";
import { fastOutbox, testEnv } from "../test-support/app";
import { concretePath, respell, respellings } from "../test-support/path-spellings";
import { createTestDatabase, type TestDatabase } from "../test-support/database";
import { donationBody, mixedCart } from "../test-support/payments";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

const nasty = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\u001b[31m", "\u0085", "\u200b", "\u200b\u200d\ufeff", "\ud800", "🙏🏾", "ẞ", "\u202e", "'; drop table orders; --", "=1+1", "<script>alert(1)</script>", "%00", "\\", "\r\n"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 70_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.constant([[[[[[[[[[[]]]]]]]]]]]),
);

/** Replaces the value at one path of `body` (or adds an unexpected key) with something nasty. */
function mutate(body: unknown, pathIndex: number, value: unknown, extraKey: string): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(body));
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
    }
  };
  walk(copy, []);
  const path = paths[pathIndex % paths.length]!;
  if (path.length === 0) return pathIndex % 2 ? value : { ...(copy as object), [extraKey]: value };
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

const endpoints = [
  { url: "/api/create-payment", body: mixedCart },
  { url: "/api/create-payment", body: donationBody(25, { giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" } }) },
  { url: "/api/newsletter", body: { source: "connect", firstName: "Grace", lastName: "Mensah", email: "grace@example.org" } },
  { url: "/api/speaking-requests", body: { name: "Grace Mensah", email: "grace@example.org", organisation: "St Mark's", eventDate: "2099-05-01", location: "Croydon", message: "Please come and speak." } },
  { url: "/api/send-purchase-email", body: { sessionId: "cs_sandbox_nothing" } },
  { url: "/api/admin/sign-in/code", body: { email: "someone@example.org" } },
  { url: "/api/admin/sign-in/code/verify", body: { email: "someone@example.org", code: "123456" } },
  { url: "/api/admin/sign-in/passkey/options", body: {} },
  {
    url: "/api/admin/sign-in/passkey/verify",
    body: {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA", userHandle: "AAAA" },
        clientExtensionResults: {},
      },
    },
  },
];

describe("fuzzing the public POST endpoints", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const tally = { cases: 0, accepted: 0, refused: 0, serverErrors: 0 };
  const paths = { cases: 0, ofClosedRoutes: 0, refused: 0, publicAnswers: 0, closedReached: 0, serverErrors: 0 };
  /** The handler each request reached (after the door): "public", or a closed route's URL. */
  const reached: (string | undefined)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildApp({ env: testEnv(), database, clientDir: "/nonexistent", logger: false, outbox: fastOutbox });
    app.addHook("preHandler", async (request) => {
      if (!request.is404) reached.push(request.routeOptions.config.access === "public" ? "public" : request.routeOptions.url);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    console.log(`fuzz: ${tally.cases} cases (seed ${SEED}): ${tally.accepted} accepted, ${tally.refused} refused, ${tally.serverErrors} server errors`);
    console.log(
      `fuzz paths: ${paths.cases} cases (seed ${SEED}): ${paths.ofClosedRoutes} of closed routes, ${paths.refused} of them refused; ${paths.publicAnswers} answered by a public route; ${paths.closedReached} reached a closed handler; ${paths.serverErrors} server errors`,
    );
  });

  /** Every row a refused body could have left behind. */
  const rows = async () => {
    let n = 0;
    for (const table of [orders, newsletterSubscribers, speakingRequests, staffSignInCodes, outboxEmails]) {
      const [row] = await database.db.select({ n: count() }).from(table);
      n += row?.n ?? 0;
    }
    return n;
  };

  it("never answers 5xx, and a refused body stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: endpoints.length - 1 }),
        fc.nat(),
        nasty,
        fc.constantFrom("__proto__", "constructor", "extra", "prototype"),
        // Now and then, not even valid JSON.
        fc.nat({ max: 9 }).map((n) => n === 0),
        async (which, pathIndex, value, extraKey, raw) => {
          const endpoint = endpoints[which]!;
          const body = mutate(endpoint.body, pathIndex, value, extraKey);
          const before = await rows();
          const payload = raw ? `${JSON.stringify(body).slice(0, -1)}\u0000` : JSON.stringify(body);
          const response = await app.inject({
            method: "POST",
            url: endpoint.url,
            headers: { "content-type": "application/json", origin: "http://shop.test" },
            payload,
          });
          tally.cases++;
          if (response.statusCode >= 500) tally.serverErrors++;
          expect(response.statusCode, `${endpoint.url} ${payload.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            tally.refused++;
            expect(await rows(), `${endpoint.url} stored a refused body`).toBe(before);
            expect(response.json(), endpoint.url).toMatchObject({ error: expect.any(String) });
          } else {
            tally.accepted++;
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(tally.serverErrors).toBe(0);
  }, 600_000);

  it("refuses every spelling of a closed route without a session, reaches no closed handler, and never answers 5xx", async () => {
    const routes = app.registeredRoutes.filter((route) => route.method !== "HEAD");
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.array(fc.record({ kind: fc.constantFrom(...respellings), at: fc.nat(), upperHex: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        async (which, steps) => {
          const route = routes[which]!;
          const path = steps.reduce((p, step) => respell(p, step.kind, step.at, step.upperHex), concretePath(route.url));
          const changes = !["GET", "OPTIONS"].includes(route.method);
          reached.length = 0;
          const response = await app.inject({
            method: route.method as "GET",
            url: path,
            headers: changes ? { "content-type": "application/json", origin: "http://shop.test" } : {},
            ...(changes && { payload: "{}" }),
          });
          const handler = reached.at(-1);
          paths.cases++;
          if (response.statusCode >= 500) paths.serverErrors++;
          expect(response.statusCode, `${route.method} ${path}`).toBeLessThan(500);
          if (handler === "public") paths.publicAnswers++;
          else if (handler) paths.closedReached++;
          expect(handler === undefined || handler === "public", `${route.method} ${path} reached ${handler}`).toBe(true);
          if (route.access !== "public") {
            paths.ofClosedRoutes++;
            if ([400, 401, 403, 404, 405].includes(response.statusCode)) paths.refused++;
            else expect.fail(`${route.method} ${path} (a spelling of ${route.url}) answered ${response.statusCode}`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(paths.serverErrors + paths.closedReached).toBe(0);
  }, 600_000);

  it("refuses a NUL in any text field with 400 naming the field, instead of a database error", async () => {
    const cases = [
      { url: "/api/create-payment", body: { ...mixedCart, donorInfo: { ...mixedCart.donorInfo, firstName: "Am\u0000ara" } }, field: "donorInfo.firstName" },
      { url: "/api/newsletter", body: { email: "a\u0000@example.org" }, field: "email" },
      { url: "/api/speaking-requests", body: { ...endpoints[3]!.body, message: "Hello\u0000" }, field: "message" },
    ];
    for (const { url, body, field } of cases) {
      const before = await rows();
      const response = await app.inject({ method: "POST", url, payload: body });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field), url).toContain(field);
      expect(await rows()).toBe(before);
    }
  });
});
