// Rewrites each pre-rendered page so its JavaScript is requested after the first paint instead of
// beside the stylesheet (decision 0009). React Router's <Scripts /> writes ~40
// <link rel="modulepreload"> tags into <head> and a module script whose static imports load the
// route modules; the browser fetches all of them at once, so on a slow link the page's first paint
// shares the bandwidth with ~130 kB of scripts it doesn't need to draw. Here the preloads move into
// the module script, which first waits for the first paint, then adds them (so the files
// still download in parallel) and turns each static import into an awaited dynamic one, in the
// same order. Run from react-router.config.ts once pages are pre-rendered; the server hashes the
// rewritten inline script into each page's Content-Security-Policy. A page whose scripts it doesn't
// recognise fails the build: left as it was, it would fetch its scripts before the first paint again.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BuildOutputMismatch } from "./build-output-mismatch";

const STEP = "defer-page-scripts";
const UPDATE = "React Router's <Scripts /> output has changed: update scripts/lib/defer-page-scripts.ts and its test (decision 0009).";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
// Looser than the two above, to notice a preload or module script they no longer recognise.
const anyModulePreload = /<link\b[^>]*\bmodulepreload\b[^>]*>/g;
const anyModuleScript = /<script\b[^>]*\btype="?module\b[^>]*>/g;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, "g"))?.length ?? 0;

// After the first contentful paint has been presented (the browser reports it to a performance
// observer), or, in a browser that doesn't report paints, after a frame: rAF runs just before a
// frame, a task queued from it after. Waiting for the frame alone let scripts requested between a
// frame and its presentation count towards Lighthouse's LCP (1.05 s one run, 1.28 s the next).
// A hidden tab paints nothing and has no paint to protect, so it loads at once, or when it is hidden.
const afterFirstPaint = `await new Promise((resolve) => {
  if (document.visibilityState === "hidden") return resolve();
  document.addEventListener("visibilitychange", resolve, { once: true });
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(resolve);
  }).observe({ type: "paint", buffered: true });
});`;

// Each preload starts a fetch, 0.4-1.5 ms of main thread apiece here: 40 at once made one task of
// 15-45 ms, and 8 at once up to 12 ms, which a phone 4x slower turns into blocking time.
const PRELOADS_PER_TASK = 4;
const addPreloadsInBatches = `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {
  if (i > 0) await new Promise((resolve) => setTimeout(resolve));
  for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}`;

// A page whose rules are inlined (server/pages/critical-css.ts) fetches the whole stylesheet with
// its scripts and applies it before they run, so whatever React draws is styled. The link is the
// one React would write (`data-precedence`), so React adopts it rather than adding a second.
const fetchStylesheet = (href: string) => `const stylesheet = new Promise((resolve) => {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: ${JSON.stringify(href)}, onload: resolve, onerror: resolve });
  link.dataset.precedence = "default";
  document.head.append(link);
});`;

/** The statements React Router writes in the module script, each rewritten to wait or to load lazily. */
function rewriteStatement(line: string, file: string): string {
  const trimmed = line.trim();
  if (trimmed === "") return "";
  const sideEffect = /^import ("[^"]+");$/.exec(trimmed);
  if (sideEffect) return `await import(${sideEffect[1]});`;
  const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(trimmed);
  if (namespace) return `const ${namespace[1]} = await import(${namespace[2]});`;
  if (/^window\.__reactRouterRouteModules = \{[^}]*\};$/.test(trimmed)) return trimmed;
  if (/^import\("[^"]+"\);$/.test(trimmed)) return trimmed;
  throw new BuildOutputMismatch(
    STEP,
    file,
    'only `import "…";`, `import * as x from "…";`, `window.__reactRouterRouteModules = {…};` and `import("…");` in the module script',
    `an unexpected statement: ${trimmed}`,
    UPDATE,
  );
}

/**
 * The page with its module preloads and module script deferred; unchanged if it was deferred already.
 * With `stylesheet`, the script also fetches that stylesheet after the first paint and applies it
 * before the modules run. Throws a BuildOutputMismatch, naming `file`, unless the page has React
 * Router's module script once and every module preload in the form this step moves.
 */
export function deferPageScripts(html: string, file = "page", stylesheet?: string): string {
  const scripts = count(html, moduleScript);
  if (scripts !== 1) {
    const found = `${scripts} (the page has ${count(html, anyModuleScript)} module scripts in all)`;
    throw new BuildOutputMismatch(STEP, file, `React Router's module script, ${moduleScript}, once`, found, UPDATE);
  }
  const script = moduleScript.exec(html)!;
  if (script[1]!.startsWith(afterFirstPaint)) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const allPreloads = count(html, anyModulePreload);
  if (preloads.length === 0 || preloads.length !== allPreloads) {
    const found = `${preloads.length} of the page's ${allPreloads} module preloads in that form`;
    throw new BuildOutputMismatch(STEP, file, `React Router's module preloads, each as ${modulePreload}`, found, UPDATE);
  }
  const body = [
    afterFirstPaint,
    stylesheet ? fetchStylesheet(stylesheet) : "",
    `const preloads = ${JSON.stringify(preloads)};`,
    addPreloadsInBatches,
    stylesheet ? "await stylesheet;" : "",
    ...script[1]!
      .split("\n")
      .map((line) => rewriteStatement(line, file)),
  ]
    .filter(Boolean)
    .join("\n");
  return html
    .replace(modulePreload, "")
    .replace(moduleScript, () => `<script type="module" async="">${body}</script>`);
}

/** Rewrites every .html file under the client build directory; returns how many changed. Throws if there are none. */
export function deferScriptsInDirectory(dir: string): number {
  let changed = 0;
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".html"));
  if (pages.length === 0) {
    throw new BuildOutputMismatch(STEP, dir, "pre-rendered pages (*.html)", "none", "Run it after React Router has pre-rendered the pages into this directory.");
  }
  for (const file of pages.map((path) => join(dir, path))) {
    const html = readFileSync(file, "utf8");
    const deferred = deferPageScripts(html, file);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      changed++;
    }
  }
  return changed;
}
