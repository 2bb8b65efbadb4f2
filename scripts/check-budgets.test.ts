import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "check-budgets.mjs");

/** Runs the budget check on a build holding just this landing page, and one script and stylesheet. */
function checkBudgets(html: string) {
  const project = mkdtempSync(join(tmpdir(), "budgets-"));
  mkdirSync(join(project, "build/client/assets"), { recursive: true });
  writeFileSync(join(project, "build/client/index.html"), html);
  writeFileSync(join(project, "build/client/assets/entry.client-1.js"), "console.log('hydrate');");
  writeFileSync(join(project, "build/client/assets/app-2.css"), "body{margin:0}");
  return spawnSync(process.execPath, [script], { cwd: project, encoding: "utf8" });
}

const stylesheet = '<link rel="stylesheet" href="/assets/app-2.css"/>';
const deferredScript = '<script type="module" async="">await new Promise((r) => r());\nimport("/assets/entry.client-1.js");</script>';

describe("check-budgets", () => {
  it("measures a page's scripts and stylesheet as the deferral step leaves them", () => {
    const result = checkBudgets(`<html><head>${stylesheet}</head><body>${deferredScript}</body></html>`);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Size budgets: all 1 pages within budget.");
  });

  it("fails on a page where it finds no scripts, rather than passing it at 0 kB", () => {
    const otherForm = deferredScript.replace('import("/assets/entry.client-1.js")', "load(['/assets/entry.client-1.js'])");
    const result = checkBudgets(`<html><head>${stylesheet}</head><body>${otherForm}</body></html>`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "check-budgets: build/client/index.html: expected scripts (<link rel=\"modulepreload\" href=\"…\"> or import(\"/assets/….js\")) and a stylesheet (<link rel=\"stylesheet\" href=\"…\">); found 0 scripts and 1 stylesheets. Update the patterns in scripts/check-budgets.mjs.",
    );
  });

  it("fails on a page where it finds no stylesheet", () => {
    const result = checkBudgets(`<html><head><link href="/assets/app-2.css" rel="stylesheet"/></head><body>${deferredScript}</body></html>`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("found 1 scripts and 0 stylesheets");
  });
});
