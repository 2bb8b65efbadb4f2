// The build's files as the server keeps them: the assets' compressed copies made by the build
// (scripts/lib/precompress.ts) are used as they are, and pages are compressed before they are first
// sent.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "../core/site-url";
import { precompress } from "../scripts/lib/precompress";
import { compressedCopies, makeStaticFile, makeStaticFileOffThread, StaticSite } from "./static-site";

describe("the build's files", () => {
  let root: string;
  const script = `console.log(${JSON.stringify("a script ".repeat(300))});`;
  const page = `<!doctype html><html><head><link rel="canonical" href="${BUILD_ORIGIN}/"/></head><body>${"<p>Welcome</p>".repeat(100)}</body></html>`;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "pm-static-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "app-abc123.js"), script);
    writeFileSync(join(root, "assets", "tiny-abc123.js"), "export {};");
    writeFileSync(join(root, "index.html"), page);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("are compressed by the build beside each asset worth compressing, and pages are not", () => {
    expect(precompress(root)).toBe(1);
    const file = join(root, "assets", "app-abc123.js");
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(() => readFileSync(join(root, "assets", "tiny-abc123.js.br"))).toThrow();
    expect(() => readFileSync(join(root, "index.html.br"))).toThrow();
  });

  it("sends the build's copies as they are, and never as addresses of their own", () => {
    precompress(root);
    // A copy that differs from what compressing the file would give: proof it was read, not made.
    const marked = brotliCompressSync(Buffer.from("the build's copy"));
    writeFileSync(join(root, "assets", "app-abc123.js.br"), marked);
    const site = new StaticSite(root, "https://shop.test");
    expect(site.lookup("/assets/app-abc123.js")?.br).toEqual(marked);
    expect(site.lookup("/assets/app-abc123.js.br")).toBeUndefined();
    expect(site.lookup("/assets/app-abc123.js.gz")).toBeUndefined();
  });

  it("compresses a file itself when the build's copies are older than it (a file changed after the build)", () => {
    precompress(root);
    const file = join(root, "assets", "app-abc123.js");
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from("an older build's copy")));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    const served = new StaticSite(root, "https://shop.test").lookup("/assets/app-abc123.js");
    expect(brotliDecompressSync(served!.br!).toString()).toBe(script);
    expect(gunzipSync(served!.gzip!).toString()).toBe(script);
  });

  it("sends a page compressed, with the site's own address in it", async () => {
    const site = new StaticSite(root, "https://shop.test");
    const served = await site.ready(site.lookup("/")!);
    const expected = page.replaceAll(BUILD_ORIGIN, "https://shop.test");
    expect(served.body.toString()).toBe(expected);
    expect(brotliDecompressSync(served.br!).toString()).toBe(expected);
    expect(gunzipSync(served.gzip!).toString()).toBe(expected);
  });

  it("compresses a page before its first send off the event loop, once however many requests wait", async () => {
    const site = new StaticSite(root, "https://shop.test");
    const file = site.lookup("/")!;
    const first = site.ready(file);
    const second = site.ready(file);
    // Nothing was compressed while the caller waited: the copies come later, on libuv's threads.
    expect(first).toBeInstanceOf(Promise);
    expect(file.br).toBeUndefined();
    expect(second).toBe(first);
    await first;
    expect(file.br).toEqual(compressedCopies(file.body).br);
    // From then on the page is sent as it is, with no promise made.
    expect(site.ready(file)).toBe(file);
  });
});

describe("a file made while the site serves", () => {
  it("has the same gzip and brotli copies as one made at start, made off the event loop", async () => {
    const body = Buffer.from(`<!doctype html><p>${"Faith over fear. ".repeat(400)}</p>`);
    const file = await makeStaticFileOffThread(body, ".html", "no-cache");
    expect(gunzipSync(file.gzip!)).toEqual(body);
    expect(brotliDecompressSync(file.br!)).toEqual(body);
    expect(file.br).toEqual(compressedCopies(body).br);
    expect(file.etag).toBe(makeStaticFile(body, ".html", "no-cache").etag);
  });

  it("leaves a file too small to gain uncompressed", async () => {
    const file = await makeStaticFileOffThread(Buffer.from("{}"), ".json", "no-cache");
    expect(file.gzip).toBeUndefined();
    expect(file.br).toBeUndefined();
  });
});
