// Size budgets, counted in bytes (never timed): the gzip size of the JavaScript
// and CSS each pre-rendered page loads before it is interactive. Lazy chunks
// (dynamic import) are not counted: a page doesn't load them until needed.
// Run after `react-router build`; `npm test` runs it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const root = "build/client";
const KB = 1000;
// Issue 7's targets. React and React Router alone take 106.5 kB of the landing
// page's 120 (docs/performance.md); its content is a static island that costs
// no JavaScript (decision 0010).
export const budgets = {
  landingJs: 120 * KB, // the landing page (/ and /home)
  routeJs: 150 * KB, // any route
  routeCss: 30 * KB,
  // The back office (its own build in build/client/admin, decision 0014): staff load it once and
  // keep it cached; the budget catches a dependency that would balloon it, not the last kilobyte.
  adminJs: 180 * KB,
  adminCss: 30 * KB,
};

const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) gzipCache.set(urlPath, gzipSync(readFileSync(join(root, urlPath)), { level: 9 }).length);
  return gzipCache.get(urlPath);
}

// A module's static imports, followed transitively (Vite writes relative `from"./x.js"` / `import"./x.js"`).
function staticClosure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url) || !existsSync(join(root, url))) continue;
    seen.add(url);
    const code = readFileSync(join(root, url), "utf8");
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], `http://x${url}`).pathname);
    }
  }
  return seen;
}

function pages(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    // The back office is its own app, measured apart below; no public page loads any of it.
    if (full === join(root, "admin")) continue;
    if (statSync(full).isDirectory()) out.push(...pages(full));
    else if (entry === "index.html") out.push(full);
  }
  return out;
}

if (!existsSync(join(root, "index.html"))) {
  console.error("No build: run `npx react-router build` first.");
  process.exit(1);
}

const rows = [];
let failed = false;
for (const file of pages(root).sort()) {
  const html = readFileSync(file, "utf8");
  const route = `/${relative(root, file).split(sep).slice(0, -1).join("/")}`;
  const js = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  // Every page loads scripts and the stylesheet: finding none means the patterns above no longer
  // match the build's HTML, and a page measured at 0 kB would pass any budget.
  if (js.length === 0 || css.length === 0) {
    console.error(
      `check-budgets: ${file}: expected scripts (<link rel="modulepreload" href="…"> or import("/assets/….js")) and a stylesheet (<link rel="stylesheet" href="…">); found ${js.length} scripts and ${css.length} stylesheets. Update the patterns in scripts/check-budgets.mjs.`,
    );
    process.exit(1);
  }
  const adminCode = [...js, ...css].filter((u) => u.startsWith("/admin/"));
  if (adminCode.length > 0) {
    console.error(`check-budgets: ${file} loads the back office's code (${adminCode.join(", ")}); no public page may.`);
    process.exit(1);
  }
  const jsBytes = [...staticClosure(js)].reduce((sum, u) => sum + gzipSize(u), 0);
  const cssBytes = css.reduce((sum, u) => sum + gzipSize(u), 0);
  const jsBudget = route === "/" || route === "/home" ? budgets.landingJs : budgets.routeJs;
  const over = jsBytes > jsBudget || cssBytes > budgets.routeCss;
  failed ||= over;
  rows.push({ route, "JS gzip kB": (jsBytes / KB).toFixed(1), "JS budget": jsBudget / KB, "CSS gzip kB": (cssBytes / KB).toFixed(1), "CSS budget": budgets.routeCss / KB, ok: over ? "OVER" : "ok" });
}

// The back office's page: the scripts and stylesheet its index.html loads, and what they import.
const adminPage = join(root, "admin", "index.html");
if (existsSync(adminPage)) {
  const html = readFileSync(adminPage, "utf8");
  const js = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  if (js.length === 0 || css.length === 0) {
    console.error(`check-budgets: ${adminPage}: expected a module script and a stylesheet; found ${js.length} and ${css.length}. Update the patterns in scripts/check-budgets.mjs.`);
    process.exit(1);
  }
  const jsBytes = [...staticClosure(js)].reduce((sum, u) => sum + gzipSize(u), 0);
  const cssBytes = css.reduce((sum, u) => sum + gzipSize(u), 0);
  const over = jsBytes > budgets.adminJs || cssBytes > budgets.adminCss;
  failed ||= over;
  rows.push({ route: "/admin (back office)", "JS gzip kB": (jsBytes / KB).toFixed(1), "JS budget": budgets.adminJs / KB, "CSS gzip kB": (cssBytes / KB).toFixed(1), "CSS budget": budgets.adminCss / KB, ok: over ? "OVER" : "ok" });
}

console.table(rows);
if (failed) {
  console.error("A page is over its size budget (see the table). Split code with React.lazy, or trim dependencies.");
  process.exit(1);
}
console.log(`Size budgets: all ${rows.length} pages within budget.`);
