import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "../core/site-url";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-support/database";
import { pathSpellings } from "./test-support/path-spellings";
import { baseUrlOf, rawRequest } from "./test-support/raw-http";

// A miniature build: pages with inline scripts, an asset, and the 404 page.
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "pm-build-"));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${BUILD_ORIGIN}/movement"/></head><body><h1>${title}</h1><script>window.__ctx = {"a":1}</script><script type="module">import "/assets/app-abc123.js";</script>${"<p>padding</p>".repeat(100)}</body></html>`;
  writeFileSync(join(dir, "index.html"), page("Home"));
  mkdirSync(join(dir, "movement"));
  writeFileSync(join(dir, "movement", "index.html"), page("Our Movement"));
  mkdirSync(join(dir, "404"));
  writeFileSync(join(dir, "404", "index.html"), page("Oops! Page not found"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(join(dir, "__spa-fallback.html"), page("The app's shell"));
  mkdirSync(join(dir, "admin", "assets"), { recursive: true });
  writeFileSync(join(dir, "admin", "index.html"), page("Back office"));
  writeFileSync(join(dir, "admin", "assets", "index-abc123.js"), "console.log('admin');");
  return dir;
}

describe.each(testDatabaseKinds)("server on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    clientDir = fakeBuild();
    app = await buildApp({ env: loadEnv({ PUBLIC_URL: "https://example.org" }), database, clientDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("reports its parts at /api/health", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: kind,
      databaseReachable: true,
      payments: "sandbox",
      email: "outbox",
      emailsWaiting: 0,
      site: "built",
    });
  });

  it("serves pre-rendered pages with the public URL, revalidation and a CSP that allows only their own inline scripts", async () => {
    const response = await app.inject({ method: "GET", url: "/movement" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<h1>Our Movement</h1>");
    expect(response.body).toContain('href="https://example.org/movement"');
    expect(response.body).not.toContain(BUILD_ORIGIN);
    const inline = 'window.__ctx = {"a":1}';
    const hash = createHash("sha256").update(inline).digest("base64");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`'sha256-${hash}'`);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).toMatch(/^ script-src 'self'( 'sha256-[^']+')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await app.inject({ method: "GET", url: "/" });
    const again = await app.inject({ method: "GET", url: "/", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("console.log");
  });

  it("sends subresources without document-only headers, and keeps them on pages and SVG", async () => {
    const script = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    for (const url of ["/movement", "/favicon.svg"]) {
      const document = await app.inject({ method: "GET", url });
      expect(document.headers["content-security-policy"], url).toBeDefined();
      expect(document.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });

  it("sends API answers with a policy that allows nothing, and HSTS only over TLS, never on plain HTTP", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/health" });
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    const env = (extra: Record<string, string>) => loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://example.org", PAYMENT_PROVIDER: "sandbox", ...extra });
    // Production over plain HTTP (no proxy saying otherwise): no HSTS.
    const plain = await buildApp({ env: env({}), database, clientDir });
    const proxied = await buildApp({ env: env({ TRUST_PROXY: "true" }), database, clientDir });
    try {
      expect((await plain.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
      const spoofed = await plain.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
      const secure = await proxied.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      const insecure = await proxied.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "http" } });
      expect(insecure.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await plain.close();
      await proxied.close();
    }
  });

  it("answers malformed addresses with 400 and every security header: the site's page, or JSON under /api", async () => {
    for (const url of ["/%ff", "/store/%ff", "/%E0%A4%A"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.headers["content-security-policy"], url).toMatch(/default-src 'none'/);
      expect(page.headers["x-content-type-options"], url).toBe("nosniff");
      expect(page.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(page.body, url).toContain("Return to Home");
    }
    const api = await app.inject({ method: "GET", url: "/api/%ff" });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: "That address isn't a valid web address.", issues: [{ field: "url", message: "That address isn't a valid web address." }] });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("sends the 404 page and the back office's page compressed from their first request", async () => {
    for (const url of ["/no-such-page", "/admin/orders"]) {
      for (let request = 1; request <= 2; request++) {
        const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
        expect(response.headers["content-encoding"]).toBe("br");
        expect(brotliDecompressSync(response.rawPayload).toString()).toContain(url === "/admin/orders" ? "<h1>Back office</h1>" : "<h1>Oops! Page not found</h1>");
      }
    }
  });

  it("answers /404 and the build's own files with the 404 page and status 404", async () => {
    for (const url of ["/404", "/404/", "/__spa-fallback.html"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Oops! Page not found");
    }
  });

  it("sends the 404 page with status 404 for unknown paths, and JSON 404 under /api", async () => {
    const page = await app.inject({ method: "GET", url: "/no/such/page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    expect((await app.inject({ method: "GET", url: "/index.html" })).statusCode).toBe(404);
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "Not found" });
  });

  it("answers every back-office path with its page, never indexed or stored, and its assets as hashed files", async () => {
    for (const url of ["/admin", "/admin/", "/admin/sign-in", "/admin/orders/PM-10001", "/admin/setup?token=abc"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<h1>Back office</h1>");
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["content-security-policy"], url).toContain("script-src 'self'");
    }
    const asset = await app.inject({ method: "GET", url: "/admin/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject({ method: "GET", url: "/admin/assets/missing.js" })).statusCode).toBe(404);
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain("/admin");
  });

  it("serves no file under a second spelling, and the back office's page under any spelling only with no-store and noindex", async () => {
    const listening = await buildApp({ env: loadEnv({ PUBLIC_URL: "https://example.org" }), database, clientDir });
    await listening.listen({ host: "127.0.0.1", port: 0 });
    const base = baseUrlOf(listening);
    try {
      for (const canonical of ["/admin", "/admin/sign-in", "/movement", "/favicon.svg", "/assets/app-abc123.js", "/admin/assets/index-abc123.js"]) {
        for (const path of pathSpellings(canonical)) {
          // A query, or a page's trailing slash (its canonical link names the one address), is the same page.
          if (path === canonical || path === `${canonical}?x=1` || (path === `${canonical}/` && !canonical.includes("."))) continue;
          const answer = await rawRequest(base, { path });
          expect(answer.status, path).toBeLessThan(500);
          if (answer.status !== 200) continue;
          // The one page served under other spellings: the back office's shell, never stored or indexed.
          expect(answer.body, path).toContain("<h1>Back office</h1>");
          expect(answer.headers["cache-control"], path).toBe("no-store");
          expect(answer.headers["x-robots-tag"], path).toBe("noindex, nofollow");
        }
      }
      for (const path of ["/%61dmin", "/admin%2Fsign-in", "//admin", "/admin/./sign-in", "/x/../admin", "/%2561dmin"]) {
        const answer = await rawRequest(base, { path });
        if (answer.body.includes("Back office")) expect(answer.headers["cache-control"], path).toBe("no-store");
      }
      expect((await rawRequest(base, { path: "/%61dmin" })).body).toContain("<h1>Back office</h1>");
      expect((await rawRequest(base, { path: "/ADMIN" })).status).toBe(404);
      expect((await rawRequest(base, { path: "/admin/assets/../index.html" })).headers["cache-control"]).toBe("no-store");
    } finally {
      await listening.close();
    }
  });

  it("gives a route's headers to every spelling that reaches it: the back office, /account, an order page", async () => {
    for (const url of ["/api/admin/me", "/api/%61dmin/me", "/%61pi/admin/me"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ error: "Sign in to continue" });
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
    }
    // A change to the back office from another site is refused whatever the spelling.
    const forged = await app.inject({ method: "POST", url: "/api/%61dmin/staff/invites", headers: { origin: "https://evil.example", "content-type": "application/json" }, payload: "{}" });
    expect(forged.statusCode).toBe(403);
    for (const url of ["/account", "/%61ccount", "/orders/PM-NOPE01", "/%6Frders/PM-NOPE01"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["referrer-policy"], url).toBe("same-origin");
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
    }
  });

  it("serves a sitemap of the public pages and robots.txt", async () => {
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>https://example.org/movement</loc>");
    expect(sitemap.body).not.toContain("/checkout");
    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: https://example.org/sitemap.xml");
    expect(robots.body).toContain("Disallow: /admin\n");
  });

  it("answers malformed JSON with a 400 naming the body, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
