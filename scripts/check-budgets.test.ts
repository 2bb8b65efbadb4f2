import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runChild } from "./lib/run-child.mjs";

const script = join(import.meta.dirname, "check-budgets.mjs");

/**
 * Runs the budget check (in Chromium) on a build holding just this landing page, its one script
 * (running `entry`) and stylesheet, and `late-3.js`: 130 kB gzip of code no compressor can shrink,
 * over the landing page's 120 kB budget on its own, for the script to load or not.
 */
async function checkBudgets(html: string, entry = "console.log('hydrate');", runTimeoutMs = 100_000) {
  const project = mkdtempSync(join(tmpdir(), "budgets-"));
  mkdirSync(join(project, "build/client/assets"), { recursive: true });
  writeFileSync(join(project, "build/client/index.html"), html);
  writeFileSync(join(project, "build/client/assets/entry.client-1.js"), entry);
  writeFileSync(join(project, "build/client/assets/late-3.js"), `// ${randomBytes(130_000).toString("base64")}\nexport {};`);
  writeFileSync(join(project, "build/client/assets/app-2.css"), "body{margin:0}");
  // The script's own deadline (BUDGETS_TIMEOUT_MS) ends a stalled run with the pages it was on;
  // the child's is the last resort, and the test's (below) is longer than both.
  const result = await runChild(process.execPath, [script], {
    cwd: project,
    env: { ...process.env, BUDGETS_TIMEOUT_MS: String(runTimeoutMs) },
    timeoutMs: 120_000,
    what: "scripts/check-budgets.mjs (a one-page build in Chromium)",
  });
  if (result.timedOut) throw new Error(result.stderr);
  return result;
}

// Longer than the child's deadline above, so that one reports what it was waiting for.
const timeout = 150_000;

// With an icon of its own the page doesn't make the browser ask for /favicon.ico, which the build doesn't hold.
const stylesheet = '<link rel="stylesheet" href="/assets/app-2.css"/><link rel="icon" href="data:,"/>';
const deferredScript = '<script type="module" async="">await new Promise((r) => r());\nimport("/assets/entry.client-1.js");</script>';
// Some text, for the page to have a first contentful paint: the check waits for it, as pages fetch their scripts after it.
const page = (body = "") => `<html><head>${stylesheet}</head><body><h1>A page</h1>${body}${deferredScript}</body></html>`;
// The page's first load is its one small script; what it fetched while left alone, 130 kB more.
const overBudget = /│ '\/'\s+│ '0\.\d' +│ '13\d\.\d' +│ 120(\.\d)? .*'OVER'/;

describe("check-budgets", () => {
  it("measures a page's scripts and stylesheet as the deferral step leaves them", async () => {
    const result = await checkBudgets(page());
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Size budgets: all 1 pages within budget.");
  }, timeout);

  it("counts a script the page imports when the browser is idle, though no page's HTML names it", async () => {
    const result = await checkBudgets(page(), 'requestIdleCallback(() => import("./late-3.js"));');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(overBudget);
    expect(result.stderr).toContain("A page is over its size budget");
  }, timeout);

  it("counts a script the page imports on a timer 20 seconds after it loads", async () => {
    const result = await checkBudgets(page(), 'setTimeout(() => import("./late-3.js"), 20000);');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(overBudget);
  }, timeout);

  it("doesn't count a script that loads only when a person reaches for a button", async () => {
    const result = await checkBudgets(page('<button id="b">Open</button>'), 'b.addEventListener("pointerenter", () => import("./late-3.js"));');
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, timeout);

  it("fails a page that goes elsewhere by itself, whose figures would be another page's", async () => {
    const result = await checkBudgets(page(), 'setTimeout(() => location.assign("/assets/app-2.css"), 100);');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("check-budgets: / went to /assets/app-2.css by itself");
  }, timeout);

  // CI once hung here for twelve minutes: the page left while the fake clock was running its timers.
  it("fails a page that goes elsewhere while its timers are being run, promptly", async () => {
    const started = Date.now();
    const result = await checkBudgets(page(), 'setTimeout(() => location.assign("/assets/app-2.css"), 15000);');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("check-budgets: / went to /assets/app-2.css by itself");
    expect(Date.now() - started).toBeLessThan(45_000);
  }, timeout);

  // On a busy machine a page's timer can fire before its load event: the same, however early it leaves.
  it("fails a page that goes elsewhere before it has finished loading", async () => {
    const leaveAtOnce = '<script>setTimeout(() => location.assign("/assets/app-2.css"), 0);</script><img src="/assets/late-3.js" alt="">';
    const result = await checkBudgets(page(leaveAtOnce));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("check-budgets: / went to /assets/app-2.css by itself");
  }, timeout);

  it("gives up at its own deadline, naming what it was still doing", async () => {
    // No text, so no first contentful paint: the check is still waiting for it when its second is up.
    const blank = `<html><head>${stylesheet}</head><body>${deferredScript}</body></html>`;
    const result = await checkBudgets(blank, "console.log('hydrate');", 1000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/check-budgets: gave up after 1 s, still measuring: (\/ \(waiting for [^)]+\)|\(no page: starting or closing the browser\))\n/);
  }, timeout);

  it("fails on a page where it finds no scripts, rather than passing it at 0 kB", async () => {
    const otherForm = deferredScript.replace('import("/assets/entry.client-1.js")', "load(['/assets/entry.client-1.js'])");
    const result = await checkBudgets(`<html><head>${stylesheet}</head><body>${otherForm}</body></html>`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "check-budgets: build/client/index.html: expected scripts (<link rel=\"modulepreload\" href=\"…\"> or import(\"/assets/….js\")) and a stylesheet (<link rel=\"stylesheet\" href=\"…\">); found 0 scripts and 1 stylesheets. Update the patterns in scripts/check-budgets.mjs.",
    );
  }, timeout);

  it("fails on a page where it finds no stylesheet", async () => {
    const result = await checkBudgets(`<html><head><link href="/assets/app-2.css" rel="stylesheet"/></head><body>${deferredScript}</body></html>`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("found 1 scripts and 0 stylesheets");
  }, timeout);
});
