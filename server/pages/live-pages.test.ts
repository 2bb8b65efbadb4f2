// Public pages follow the catalogue in the database: a fresh install shows what the build
// pre-rendered, a save through the back office's API is in the next page's HTML within seconds
// on every process, and pages that don't show products are left alone. Needs `npm run build`
// (npm test builds before these tests run).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLookup, seedProducts } from "../../core/catalogue-seed";
import { formatPence } from "../../core/money";
import { BUILD_ORIGIN } from "../../core/site-url";
import { buildTestApp, testEnv, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { merchandiseBody } from "../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";
import { FIRST_FLIGHT_BYTES } from "./critical-css";

const builtStore = "build/client/store/index.html";
if (!existsSync(builtStore) || !existsSync("build/server/index.js")) {
  throw new Error("These tests read the built site: run `npm run build` first (npm test does).");
}

const tee = seedLookup("faith-over-fear-t-shirt")!;

async function page(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

describe.each(testDatabaseKinds)("live pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { site: "built" });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function save(id: string, change: Record<string, unknown>) {
    const current = (await owner.request({ method: "GET", url: `/api/admin/products/${id}` })).json<{ version: number }>();
    const response = await owner.request({ method: "PATCH", url: `/api/admin/products/${id}`, payload: { version: current.version, ...change } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ version: number }>();
  }

  it("shows a fresh install's catalogue exactly as the build pre-rendered it", async () => {
    const expected = readFileSync(builtStore, "utf8").replaceAll(BUILD_ORIGIN, testEnv().PUBLIC_URL);
    expect(await page(app, "/store")).toBe(expected);
    const catalogue = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: unknown[] }>();
    expect(catalogue.products).toEqual(seedProducts.map((p) => ({ ...p })));
  });

  it("sends a page that fits a connection's first flight with its own rules in it, and links the stylesheet from one that wouldn't (decision 0026)", async () => {
    // Served first as rendered, then with its rules once no render is running.
    const html = await waitFor(async () => {
      const body = await page(app, "/book-call");
      return body.includes("<style>") && body;
    }, 5000, "/book-call with its own rules");
    const bookCall = await app.inject({ method: "GET", url: "/book-call", headers: { "accept-encoding": "br" } });
    expect(bookCall.rawPayload.length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    expect(html).toMatch(/<style>[\s\S]+?<\/style><noscript><link rel="stylesheet" href="\/assets\/app-[^"]+\.css"\/><\/noscript>/);
    // The page's script fetches the stylesheet after the first paint.
    expect(html).toMatch(/href: "\/assets\/app-[^"]+\.css"/);
    const store = await page(app, "/store");
    expect(store).toMatch(/<link rel="stylesheet" href="\/assets\/app-[^"]+\.css" data-precedence="default"\/>/);
    expect(store).not.toContain("<style>");
  });

  it("shows Sold out on a product's card within 5 seconds of its last one going, and back on sale when stock comes in", async () => {
    const journal = "passport-to-purpose-devotional-journal";
    const soldOutCard = 'aria-label="Sold out: Passport to Purpose: 30-Day Devotional Journal"';
    expect(await page(app, "/devotionals")).not.toContain(soldOutCard);
    const tracked = await owner.request({ method: "POST", url: `/api/admin/products/${journal}/stock`, payload: { action: "track", onHand: 1 } });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(await page(app, "/devotionals")).not.toContain(soldOutCard);
    const started = Date.now();
    await owner.request({ method: "POST", url: `/api/admin/products/${journal}/stock`, payload: { action: "adjust", change: -1, reason: "damaged" } });
    await waitFor(async () => (await page(app, "/devotionals")).includes(soldOutCard), 5000, "Sold out on /devotionals");
    expect(Date.now() - started).toBeLessThan(5000);
    await owner.request({ method: "POST", url: `/api/admin/products/${journal}/stock`, payload: { action: "adjust", change: 3, reason: "received" } });
    await waitFor(async () => !(await page(app, "/devotionals")).includes(soldOutCard), 5000, "the journal back on sale");
  });

  it("puts a saved price in the next page's HTML within 5 seconds, and only re-renders pages that show products", async () => {
    await page(app, "/movement");
    const movementRenders = app.livePages!.renders.get("/movement");
    const started = Date.now();
    await save(tee.id, { price: 1777 });
    const html = await waitFor(async () => ((await page(app, "/store")).includes(formatPence(1777)) ? "seen" : undefined), 5000, "the new price on /store");
    expect(html).toBe("seen");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await page(app, "/marketplace")).toContain(formatPence(1777));
    // The navigation data a client-side visit reads carries it too.
    expect(await page(app, "/store.data")).toContain("1777");
    expect((await app.inject({ method: "GET", url: "/api/catalogue" })).body).toContain('"price":1777');
    // A page that shows no product was not made again.
    await page(app, "/movement");
    expect(app.livePages!.renders.get("/movement")).toBe(movementRenders);
  });

  it("takes an ended sale off every page when it ends, with no save (pricing: editor.test.ts)", async () => {
    const endsAt = Date.now() + 2500;
    await save(tee.id, { price: 1888, salePrice: 1111, saleEndsAt: new Date(endsAt).toISOString() });
    await waitFor(async () => (await page(app, "/store")).includes(formatPence(1111)), 5000, "the sale price on /store");
    // Nothing is saved or announced when it ends: each process's own timer makes the pages again.
    await waitFor(async () => !(await page(app, "/store")).includes(formatPence(1111)), 10_000, "the sale gone from /store");
    expect(Date.now() - endsAt).toBeLessThan(5000);
    const html = await page(app, "/marketplace");
    expect(html).not.toContain(formatPence(1111));
    expect(html).toContain(formatPence(1888));
  });

  it("puts the charity's saved details in every page's footer, the terms, the ways to ask for help and the home page's structured data, within 5 seconds", async () => {
    const before = app.livePages!.renders.get("/movement") ?? 0;
    const saved = await owner.request({
      method: "PATCH",
      url: "/api/admin/settings/charity",
      payload: {
        registration: { register: "scotland", number: "SC012345" },
        address: { lines: ["12 Hope Street"], postcode: "EH1 1AA", country: "United Kingdom" },
        email: "office@purpose.test",
        phone: "0131 496 0000",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    await waitFor(async () => (await page(app, "/movement")).includes("Registered charity no. SC012345 (Scotland)"), 5000, "the new number in /movement's footer");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(app.livePages!.renders.get("/movement")).toBeGreaterThan(before);
    for (const path of ["/", "/store", "/privacy"]) expect(await page(app, path)).toContain("Registered charity no. SC012345 (Scotland)");
    expect(await page(app, "/terms")).toContain("12 Hope Street, EH1 1AA, United Kingdom");
    // Where a supporter is told how to reach the charity: giving questions, other formats, Contact Us.
    for (const path of ["/support", "/accessibility", "/connect"]) {
      const html = await page(app, path);
      expect(html, path).toContain('href="mailto:office@purpose.test"');
      expect(html, path).toContain('href="tel:01314960000"');
      expect(html, path).not.toContain("hello@purposemovement.org.uk");
    }
    // What search engines read about the charity, on the home page.
    const home = await page(app, "/");
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
      "@type": "NGO",
      identifier: { propertyID: "Registered charity number (Scotland)", value: "SC012345" },
      address: { streetAddress: "12 Hope Street", postalCode: "EH1 1AA", addressCountry: "United Kingdom" },
      email: "office@purpose.test",
      telephone: "0131 496 0000",
    });
  });

  it("takes an archived product off the shelves, and the server no longer sells it", async () => {
    const journal = seedLookup("passport-to-purpose-devotional-journal")!;
    await save(journal.id, { status: "archived" });
    await waitFor(async () => !(await page(app, "/devotionals")).includes(journal.name), 5000, "the journal gone from /devotionals");
    const catalogue = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: { id: string }[] }>();
    expect(catalogue.products.map((p) => p.id)).not.toContain(journal.id);
    const response = await app.inject({
      method: "POST",
      url: "/api/create-payment",
      payload: merchandiseBody([{ id: journal.id, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: "items.0.id", message: expect.stringContaining("no longer available") }] });
  });

  it("refuses a payment at a price that changed, saying so, and charges nothing", async () => {
    const hoodie = seedLookup("blessed-and-highly-favoured-hoodie")!;
    await save(hoodie.id, { price: hoodie.price + 100 });
    const response = await app.inject({
      method: "POST",
      url: "/api/create-payment",
      // The amount the buyer's open tab still shows, with the price it showed for the line.
      payload: { ...merchandiseBody([{ id: hoodie.id, quantity: 1 }]), items: [{ id: hoodie.id, quantity: 1, giftWrap: false, price: hoodie.price / 100 }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain(`The price of ${hoodie.name} has changed to ${formatPence(hoodie.price + 100)}`);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("live pages across two server processes on PostgreSQL", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    app = await buildTestApp(database, { site: "built" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("shows a price saved through one process in the other's next page within 5 seconds, without a restart", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    // The compiled server, as `npm start` runs it: a process of its own, with its own LISTEN.
    const other = spawn(process.execPath, ["build/server.mjs"], {
      env: { ...process.env, DATABASE_URL: database.url!, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", NODE_ENV: "test", SCHEDULED_JOBS: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    other.stdout.on("data", (chunk: Buffer) => (output += chunk));
    other.stderr.on("data", (chunk: Buffer) => (output += chunk));
    try {
      const store = async () => {
        try {
          return await (await fetch(`http://127.0.0.1:${port}/store`)).text();
        } catch {
          return "";
        }
      };
      await waitFor(async () => (await store()).includes(tee.name), 90_000, "the other process to serve /store").catch((error: Error) => {
        throw new Error(`${error.message}; it said: ${output}`);
      });
      expect(await store()).toContain(formatPence(tee.price));

      const owner = await joinAsStaff(app, database.db, { email: "owner@two.test", role: "owner" });
      const { version } = (await owner.request({ method: "GET", url: `/api/admin/products/${tee.id}` })).json<{ version: number }>();
      const started = Date.now();
      const saved = await owner.request({ method: "PATCH", url: `/api/admin/products/${tee.id}`, payload: { version, price: 1333 } });
      expect(saved.statusCode, saved.body).toBe(200);
      await waitFor(async () => (await store()).includes(formatPence(1333)), 5000, "the other process to show the new price");
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      other.kill("SIGTERM");
      await new Promise((resolve) => other.once("exit", resolve));
    }
  }, 150_000);
});

// The head's script that points query links and shows query-dependent elements before the first
// paint (app/lib/query-links.ts) is carried only by pages whose route asks for it: a page that has
// such an element without it would show the wrong thing until hydration; one that carries it
// without need pays for watching every element the parser adds.
describe("the head's query script", () => {
  const pages = readdirSync("build/client", { recursive: true, encoding: "utf8" }).filter((file) => file === "index.html" || file.endsWith("/index.html"));
  const queryElement = /<[a-z]+ [^>]*\bdata-(href-query|if-query|unless-query|query-text)=/;
  const queryScript = "new MutationObserver";

  it("is on every pre-rendered page with a link or element it reads, and on no other", () => {
    const withElements = pages.filter((file) => queryElement.test(readFileSync(`build/client/${file}`, "utf8")));
    const withScript = pages.filter((file) => readFileSync(`build/client/${file}`, "utf8").includes(queryScript));
    expect(withElements.sort()).toEqual(["payment-cancelled/index.html", "payment-success/index.html"]);
    expect(withScript.sort()).toEqual(withElements.sort());
  });
});
