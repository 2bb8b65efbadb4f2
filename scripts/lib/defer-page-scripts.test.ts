import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildOutputMismatch } from "./build-output-mismatch";
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

  it("given a stylesheet, fetches it after the first paint beside the scripts, and applies it before any module runs", () => {
    const script = moduleScript(deferPageScripts(page, "page", "/assets/app.css"));
    const at = (text: string) => script.indexOf(text);
    expect(at('href: "/assets/app.css"')).toBeGreaterThan(at("first-contentful-paint"));
    // React finds the link it would write (its precedence) and doesn't add a second.
    expect(script).toContain('link.dataset.precedence = "default";');
    expect(at('href: "/assets/app.css"')).toBeLessThan(at("const preloads"));
    expect(at("await stylesheet;")).toBeGreaterThan(at("modulepreload"));
    expect(at("await stylesheet;")).toBeLessThan(at('await import("/assets/manifest-1.js");'));
    expect(moduleScript(deferPageScripts(page))).not.toContain("stylesheet");
  });

  it("leaves a page it has already deferred as it is", () => {
    const deferred = deferPageScripts(page);
    expect(deferPageScripts(deferred)).toBe(deferred);
  });

  it("refuses a module script it doesn't understand rather than writing one that won't hydrate", () => {
    const changed = page.replace('import("/assets/entry.client-2.js");', 'import("/assets/entry.client-2.js").then(start);');
    expect(() => deferPageScripts(changed, "build/client/index.html")).toThrow(BuildOutputMismatch);
    expect(() => deferPageScripts(changed, "build/client/index.html")).toThrow(
      /^defer-page-scripts: build\/client\/index\.html: expected only `import "…";`.*; found an unexpected statement: import\("\/assets\/entry\.client-2\.js"\)\.then\(start\);/,
    );
  });
});

describe("deferPageScripts, when React Router's output no longer has the shape it rewrites", () => {
  const fails = (html: string) => () => deferPageScripts(html, "build/client/store/index.html");

  it("fails on a page without the module script, rather than leaving its scripts before the first paint", () => {
    const withoutScript = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(fails(withoutScript)).toThrow(BuildOutputMismatch);
    expect(fails(withoutScript)).toThrow(
      'defer-page-scripts: build/client/store/index.html: expected React Router\'s module script, /<script type="module" async="">([\\s\\S]*?)<\\/script>/, once; found 0 (the page has 0 module scripts in all)',
    );
  });

  it("fails on a module script written in another form", () => {
    const otherForm = page.replace('<script type="module" async="">', '<script type="module" async>');
    expect(fails(otherForm)).toThrow(/expected React Router's module script, .*, once; found 0 \(the page has 1 module scripts in all\)/);
  });

  it("fails on two module scripts, as it would not know which to defer", () => {
    const twice = page.replace("</body>", '<script type="module" async="">import("/assets/other.js");</script></body>');
    expect(fails(twice)).toThrow(/module script, .*, once; found 2/);
  });

  it("fails on a module preload it wouldn't move, rather than leave it fetching before the first paint", () => {
    const crossOrigin = page.replace('<link rel="modulepreload" href="/assets/home-5.js"/>', '<link rel="modulepreload" href="/assets/home-5.js" crossorigin=""/>');
    expect(fails(crossOrigin)).toThrow(BuildOutputMismatch);
    expect(fails(crossOrigin)).toThrow(
      'defer-page-scripts: build/client/store/index.html: expected React Router\'s module preloads, each as /<link rel="modulepreload" href="([^"]+)"\\/>/g; found 4 of the page\'s 5 module preloads in that form',
    );
  });

  it("fails on a page without module preloads", () => {
    const withoutPreloads = page.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(fails(withoutPreloads)).toThrow(/module preloads, each as .*; found 0 of the page's 0 module preloads/);
  });

  it("says what to update", () => {
    expect(fails(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(
      /React Router's <Scripts \/> output has changed: update scripts\/lib\/defer-page-scripts\.ts and its test \(decision 0009\)\.$/,
    );
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
    expect(() => deferScriptsInDirectory(dir)).toThrow(/^defer-page-scripts: .*broken\.html: expected .*; found an unexpected statement: import route1/);
  });

  it("fails when there are no pages, as when it runs before the pre-render or on the wrong directory", () => {
    const dir = mkdtempSync(join(tmpdir(), "deferred-"));
    writeFileSync(join(dir, "about.txt"), "not a page");
    expect(() => deferScriptsInDirectory(dir)).toThrow(`defer-page-scripts: ${dir}: expected pre-rendered pages (*.html); found none.`);
  });
});
