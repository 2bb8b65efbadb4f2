// Serves the pre-rendered build from memory: every file is read and hashed once at
// start, and compressed (gzip and brotli) once, so a page costs a map lookup. The
// build's assets come compressed already (scripts/lib/precompress.ts): compressing
// them at brotli's best took about 4 s of every start. A page is compressed when
// it is first sent.
// HTML gets its own Content-Security-Policy listing the hashes of its inline
// scripts, so no inline script runs unless the build wrote it.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BUILD_ORIGIN } from "../core/site-url";
import { isCanonicalPath } from "./http/request-path";

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  csp?: string;
  /** Only ever loaded by a page (script, stylesheet, font, raster image), never opened as a document. */
  subresource: boolean;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

// Files a page loads but a browser never renders as a document. SVG is not among them: opened
// directly it is a document and can run script, so it keeps every header.
const subresources = new Set([".js", ".css", ".woff2", ".woff", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".ico"]);

// Helmet's headers that only act on a document. A page loads ~40 scripts, a stylesheet and two
// fonts, and on each of them these were about 600 bytes of headers (over a slow link, a tenth of
// the page's weight). nosniff, Cross-Origin-Resource-Policy and Referrer-Policy still apply to
// subresources and stay.
const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

// ".data": React Router's data for a client-side navigation (server/pages/live-pages.ts).
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".data"]);

/** Whether a file is sent compressed: text, and large enough for it to pay. */
export function isCompressible(ext: string, size: number): boolean {
  return compressible.has(ext) && size > 512;
}

const gzipOptions = { level: 9 };
const brotliOptions = (body: Buffer) => ({
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** A file's gzip and brotli copies, each at its best: made once, then sent many times. */
export function compressedCopies(body: Buffer): { gzip: Buffer; br: Buffer } {
  return { gzip: gzipSync(body, gzipOptions), br: brotliCompressSync(body, brotliOptions(body)) };
}

const gzipOffThread = promisify(gzip);
const brotliOffThread = promisify(brotliCompress);

/**
 * A file made while the site serves, its copies made on libuv's threads: brotli at its best takes
 * 65–165 ms a page here, and made on the event loop it held every request (payments too) that
 * long, after each change to the catalogue and through the first seconds after a start.
 */
export async function makeStaticFileOffThread(body: Buffer, ext: string, cacheControl: string, csp?: string, contentType?: string): Promise<StaticFile> {
  if (!isCompressible(ext, body.length)) return makeStaticFile(body, ext, cacheControl, csp, contentType);
  return makeStaticFile(body, ext, cacheControl, csp, contentType, await compressedCopiesOffThread(body));
}

/** The same copies as compressedCopies(), made on libuv's threads. */
async function compressedCopiesOffThread(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, br] = await Promise.all([gzipOffThread(body, gzipOptions), brotliOffThread(body, brotliOptions(body))]);
  return { gzip: gzipped, br };
}

/** The suffixes of the copies the build writes beside a file (scripts/lib/precompress.ts). */
const copySuffixes = [".gz", ".br"] as const;

/** Every file under `dir`, the build's compressed copies aside. */
export function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && !isCopy(full)) yield full;
  }
}

function isCopy(full: string): boolean {
  const suffix = copySuffixes.find((s) => full.endsWith(s));
  return suffix !== undefined && existsSync(full.slice(0, -suffix.length));
}

/** The build's copies of a file, when both were written after the file itself; else undefined. */
function builtCopies(full: string, file: Stats): { gzip: Buffer; br: Buffer } | undefined {
  try {
    if (copySuffixes.some((suffix) => statSync(full + suffix).mtimeMs < file.mtimeMs)) return undefined;
    return { gzip: readFileSync(`${full}.gz`), br: readFileSync(`${full}.br`) };
  } catch {
    return undefined;
  }
}

/** Inline scripts that run: not those with a src, nor data blocks (JSON-LD), which never run. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function pageCsp(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const content = match[1] ?? "";
    if (content.length > 0) hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    // React and Radix set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function makeStaticFile(
  body: Buffer,
  ext: string,
  cacheControl: string,
  csp?: string,
  contentType?: string,
  /** Copies made already; "later" when the caller compresses the file before it is first sent. */
  copies?: { gzip: Buffer; br: Buffer } | "later",
): StaticFile {
  const file: StaticFile = {
    body,
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    contentType: contentType ?? contentTypes[ext] ?? "application/octet-stream",
    cacheControl,
    ...(csp && { csp }),
    subresource: subresources.has(ext),
  };
  if (isCompressible(ext, body.length) && copies !== "later") Object.assign(file, copies ?? compressedCopies(body));
  return file;
}

/** A page of the back office (not one of its assets). */
export function isAdminPage(pathname: string): boolean {
  return (pathname === "/admin" || pathname.startsWith("/admin/")) && !pathname.startsWith("/admin/assets/");
}

export class StaticSite {
  private readonly files = new Map<string, StaticFile>();
  /**
   * Pages not yet compressed, each with its compression once begun: a page is compressed before
   * it is first sent (ready()). With a server build, live pages (server/pages/live-pages.ts)
   * answer for most of them, and compressing them all at start took over a second.
   */
  private readonly uncompressed = new Map<StaticFile, Promise<StaticFile> | undefined>();

  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {
    if (!existsSync(root) || !statSync(root).isDirectory()) return;
    for (const full of walk(root)) {
      const urlPath = `/${relative(root, full).split(sep).join("/")}`;
      const ext = extname(full).toLowerCase();
      let body = readFileSync(full);
      if (ext === ".html") {
        const html = body.toString("utf8").replaceAll(BUILD_ORIGIN, this.publicUrl);
        body = Buffer.from(html);
        const file = makeStaticFile(body, ext, "no-cache", pageCsp(html), undefined, "later");
        this.files.set(urlPath, file);
        if (isCompressible(ext, body.length)) this.uncompressed.set(file, undefined);
      } else {
        // Vite's hashed assets never change; anything else may, so it revalidates daily.
        const cache = urlPath.startsWith("/assets/") || urlPath.startsWith("/admin/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=86400, must-revalidate";
        const copies = isCompressible(ext, body.length) ? builtCopies(full, statSync(full)) : undefined;
        this.files.set(urlPath, makeStaticFile(body, ext, cache, undefined, undefined, copies));
      }
    }
  }

  get hasBuild(): boolean {
    return this.files.has("/index.html");
  }

  add(urlPath: string, file: StaticFile): void {
    const replaced = this.files.get(urlPath);
    if (replaced) this.uncompressed.delete(replaced);
    this.files.set(urlPath, file);
  }

  /**
   * `file` as it is to be sent: itself once its copies are made, else a promise of it with them,
   * made on libuv's threads (brotli at its best took 65–165 ms a page, and made on the event loop
   * the first send of the 404 page or the back office's held every request that long). A file's
   * copies are made once, however many requests wait for them; should that fail, the file goes
   * uncompressed rather than not at all.
   */
  ready(file: StaticFile): StaticFile | Promise<StaticFile> {
    if (!this.uncompressed.has(file)) return file;
    let compressing = this.uncompressed.get(file);
    if (!compressing) {
      compressing = compressedCopiesOffThread(file.body)
        .then((copies) => Object.assign(file, copies), () => file)
        .finally(() => this.uncompressed.delete(file));
      this.uncompressed.set(file, compressing);
    }
    return compressing;
  }

  /**
   * The file for a request path (raw, as sent): an asset, or a page's index.html; a page may need
   * ready() before it is sent.
   */
  lookup(pathname: string): StaticFile | undefined {
    // One address per file: `/st%6Fre`, `//store` or `/x/../store` is not a second one.
    if (!isCanonicalPath(pathname)) return undefined;
    if (pathname.endsWith("/index.html")) return undefined; // pages have one address each
    if (isAdminPage(pathname)) return undefined; // adminShell() answers those
    // The 404 page answers only with status 404; the build's own files (React Router's SPA
    // fallback, __spa-fallback.html) are the server's to use, not addresses of their own.
    if (pathname.replace(/\/+$/, "") === "/404" || pathname.startsWith("/__")) return undefined;
    const direct = this.files.get(pathname);
    if (direct) return direct;
    const page = pathname === "/" ? "/index.html" : `${pathname.replace(/\/+$/, "")}/index.html`;
    return this.files.get(page);
  }

  /**
   * The back office's page (its own build, docs/decisions/0014-admin-separate-entry.md), for every
   * /admin path: never stored by a browser or a proxy, since what it shows depends on who is signed in.
   */
  async adminShell(): Promise<StaticFile | undefined> {
    const built = this.files.get("/admin/index.html");
    return built && { ...(await this.ready(built)), cacheControl: "no-store" };
  }

  async notFoundPage(): Promise<StaticFile | undefined> {
    const page = this.files.get("/404/index.html");
    return page && this.ready(page);
  }
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  // Helmet wrote its headers straight onto the Node response, so they are removed there.
  if (file.subresource) for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
  reply.header("cache-control", file.cacheControl).header("content-type", file.contentType).header("etag", file.etag);
  if (file.csp) reply.header("content-security-policy", file.csp);
  if (file.gzip) reply.header("vary", "accept-encoding");
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  const accept = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accept)) return reply.status(status).header("content-encoding", "br").send(file.br);
  if (file.gzip && /\bgzip\b/.test(accept))
    return reply.status(status).header("content-encoding", "gzip").send(file.gzip);
  return reply.status(status).send(file.body);
}
