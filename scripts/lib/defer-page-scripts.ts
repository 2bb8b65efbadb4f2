// Rewrites each pre-rendered page so its JavaScript is requested after the first paint instead of
// beside the stylesheet (decision 0009). React Router's <Scripts /> writes ~40
// <link rel="modulepreload"> tags into <head> and a module script whose static imports load the
// route modules; the browser fetches all of them at once, so on a slow link the page's first paint
// shares the bandwidth with ~130 kB of scripts it doesn't need to draw. Here the preloads move into
// the module script, which first waits for the first paint, then adds them (so the files
// still download in parallel) and turns each static import into an awaited dynamic one, in the
// same order. Run from react-router.config.ts once pages are pre-rendered; the server hashes the
// rewritten inline script into each page's Content-Security-Policy.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

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

/** The statements React Router writes in the module script, each rewritten to wait or to load lazily. */
function rewriteStatement(line: string): string {
  const trimmed = line.trim();
  if (trimmed === "") return "";
  const sideEffect = /^import ("[^"]+");$/.exec(trimmed);
  if (sideEffect) return `await import(${sideEffect[1]});`;
  const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(trimmed);
  if (namespace) return `const ${namespace[1]} = await import(${namespace[2]});`;
  if (/^window\.__reactRouterRouteModules = \{[^}]*\};$/.test(trimmed)) return trimmed;
  if (/^import\("[^"]+"\);$/.test(trimmed)) return trimmed;
  throw new Error(`Unexpected statement in React Router's module script: ${trimmed}`);
}

/** The page with its module preloads and module script deferred; unchanged if there is nothing to defer. */
export function deferPageScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script || script[1]!.startsWith(afterFirstPaint)) return html; // none, or already deferred
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const body = [
    afterFirstPaint,
    `const preloads = ${JSON.stringify(preloads)};`,
    addPreloadsInBatches,
    ...script[1]!.split("\n").map(rewriteStatement).filter(Boolean),
  ].join("\n");
  return html
    .replace(modulePreload, "")
    .replace(moduleScript, () => `<script type="module" async="">${body}</script>`);
}

/** Rewrites every .html file under the client build directory; returns how many changed. */
export function deferScriptsInDirectory(dir: string): number {
  let changed = 0;
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".html"));
  for (const file of pages.map((path) => join(dir, path))) {
    const html = readFileSync(file, "utf8");
    let deferred: string;
    try {
      deferred = deferPageScripts(html);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    if (deferred !== html) {
      writeFileSync(file, deferred);
      changed++;
    }
  }
  return changed;
}
