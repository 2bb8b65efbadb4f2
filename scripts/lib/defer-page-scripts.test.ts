import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deferPageScripts, deferScriptsInDirectory } from "./defer-page-scripts";

// The shape React Router 7's <Scripts /> writes into a pre-rendered page.
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/></head>
<body><h1>Your Passport to Purpose</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

function moduleScript(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
}

describe("deferPageScripts", () => {
  it("takes the module preloads out of the HTML, so the first paint doesn't wait on them", () => {
    const html = deferPageScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<h1>Your Passport to Purpose</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the first paint, then preloads the same files and imports the routes in their order", () => {
    const script = moduleScript(deferPageScripts(page));
    expect(script.startsWith("await new Promise")).toBe(true);
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("const preloads"));
    expect(script).toContain('const preloads = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js","/assets/root-4.js","/assets/home-5.js"];');
    expect(script).not.toMatch(/^import /m); // no static import: nothing is fetched before the wait
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-4.js");',
      'const route1 = await import("/assets/home-5.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((statement) => script.indexOf(statement));
    expect(order.every((at) => at > script.indexOf("const preloads"))).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("leaves a page without a module script as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hello</p></body></html>";
    expect(deferPageScripts(plain)).toBe(plain);
  });

  it("refuses a module script it doesn't understand rather than writing one that won't hydrate", () => {
    const changed = page.replace('import("/assets/entry.client-2.js");', 'import("/assets/entry.client-2.js").then(start);');
    expect(() => deferPageScripts(changed)).toThrow(/Unexpected statement.*\.then\(start\)/);
  });
});

describe("deferScriptsInDirectory", () => {
  it("rewrites every page under the directory and names a page it can't rewrite", () => {
    const dir = mkdtempSync(join(tmpdir(), "deferred-"));
    writeFileSync(join(dir, "index.html"), page);
    writeFileSync(join(dir, "about.txt"), "not a page");
    expect(deferScriptsInDirectory(dir)).toBe(1);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(deferPageScripts(page));
    expect(deferScriptsInDirectory(dir)).toBe(0); // a page already rewritten stays as it is

    writeFileSync(join(dir, "broken.html"), page.replace("import * as route1", "import route1"));
    expect(() => deferScriptsInDirectory(dir)).toThrow(/broken\.html: Unexpected statement/);
  });
});
