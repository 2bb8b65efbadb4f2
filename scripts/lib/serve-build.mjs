// A plain static server over the client build, for measuring what pages download
// (check-budgets.mjs). It answers paths as the site's server does (an asset, or a page's
// index.html) and no API: a request it can't answer is recorded, so the measurement can refuse a
// page whose behaviour would depend on the real server.
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The one API answer pages may ask for while idle, as a fresh site gives it: the owners' settings
 * public pages read (the checkout's details step asks as it mounts; app/lib/use-soft-opt-in.ts).
 * Either answer loads the same code, so the measurement doesn't depend on it.
 */
const publicAnswers = {
  "/api/public-settings": JSON.stringify({ softOptIn: false }),
  // The live catalogue a saved cart is read against: a fresh install's, as the build pre-rendered.
  "/api/catalogue": await freshCatalogue(),
};

async function freshCatalogue() {
  const { tsImport } = await import("tsx/esm/api");
  const { seedProducts } = await tsImport("../../core/catalogue-seed.ts", import.meta.url);
  const { canonicalProduct } = await tsImport("../../core/product.ts", import.meta.url);
  return JSON.stringify({ products: seedProducts.map(canonicalProduct) });
}

/** Serves `root` on a free loopback port; `unanswered` lists the paths it had no file for. */
export async function serveBuild(root) {
  const unanswered = new Set();
  const server = createServer(async (request, response) => {
    const pathname = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    if (Object.hasOwn(publicAnswers, pathname)) {
      response.writeHead(200, { "content-type": "application/json", "cache-control": "no-cache" }).end(publicAnswers[pathname]);
      return;
    }
    const candidates = [join(root, pathname), join(root, pathname, "index.html")];
    const file = pathname.includes("..") ? undefined : await firstFile(candidates);
    if (!file) {
      unanswered.add(pathname);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    unanswered,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function firstFile(paths) {
  for (const path of paths) if (await isFile(path)) return path;
  return undefined;
}
