// The backup file's format: a gzipped ustar archive of the database's folder whose last entry,
// backup-manifest.json, lists every other entry with its size and SHA-256. The archive is written
// as a stream (a header, the file's bytes, the next header...) so no backup is ever whole in
// memory, and restore checks every entry against the manifest before it touches anything, so a
// damaged or altered file is refused rather than restored. See docs/decisions/0032-*.md.
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { z } from "zod";

export const MANIFEST_NAME = "backup-manifest.json";
const MANIFEST_FORMAT = "purpose-movement-backup/1";
const BLOCK = 512;

/** One thing to archive: a folder, or a file whose bytes `read()` gives. Paths are relative, with "/". */
export type ArchiveSource =
  | { path: string; kind: "dir" }
  | { path: string; kind: "file"; size: number; read: () => AsyncIterable<Uint8Array> };

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  takenAt: z.string(),
  entries: z.array(
    z.union([
      z.object({ path: z.string(), kind: z.literal("dir") }),
      z.object({ path: z.string(), kind: z.literal("file"), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    ]),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** A ustar header: names over 100 bytes are split into the 155-byte prefix at a "/". */
function header(path: string, kind: "dir" | "file", size: number, mtimeSeconds: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let name = kind === "dir" ? `${path}/` : path;
  let prefix = "";
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`path too long to archive: ${path}`);
  }
  block.write(name, 0, 100, "utf8");
  block.write(octal(kind === "dir" ? 0o700 : 0o600, 8), 100, "latin1");
  block.write(octal(0, 8), 108, "latin1");
  block.write(octal(0, 8), 116, "latin1");
  block.write(octal(size, 12), 124, "latin1");
  block.write(octal(mtimeSeconds, 12), 136, "latin1");
  block.write(kind === "dir" ? "5" : "0", 156, "latin1");
  block.write("ustar\0" + "00", 257, "latin1");
  block.write(prefix, 345, 155, "utf8");
  block.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "latin1");
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(sources: AsyncIterable<ArchiveSource>, takenAt: Date): AsyncGenerator<Uint8Array> {
  const mtime = Math.floor(takenAt.getTime() / 1000);
  const entries: BackupManifest["entries"] = [];
  for await (const source of sources) {
    if (source.path === MANIFEST_NAME) throw new Error(`${MANIFEST_NAME} is the archive's own`);
    if (source.kind === "dir") {
      entries.push({ path: source.path, kind: "dir" });
      yield header(source.path, "dir", 0, mtime);
      continue;
    }
    yield header(source.path, "file", source.size, mtime);
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of source.read()) {
      bytes += chunk.length;
      if (bytes > source.size) break;
      hash.update(chunk);
      yield chunk;
    }
    // The header promised `size` bytes: a file that changed length under us would corrupt the tar.
    if (bytes !== source.size) throw new Error(`${source.path} changed size while it was archived`);
    yield padding(bytes);
    entries.push({ path: source.path, kind: "file", bytes, sha256: hash.digest("hex") });
  }
  const manifest = Buffer.from(JSON.stringify({ format: MANIFEST_FORMAT, takenAt: takenAt.toISOString(), entries } satisfies BackupManifest));
  yield header(MANIFEST_NAME, "file", manifest.length, mtime);
  yield manifest;
  yield padding(manifest.length);
  yield Buffer.alloc(2 * BLOCK); // the end-of-archive blocks
}

/** Streams `sources` into a new gzipped archive at `file` (created 0600, flushed to disk before it resolves). */
export async function writeArchive(file: string, sources: AsyncIterable<ArchiveSource>, takenAt: Date): Promise<void> {
  await pipeline(Readable.from(tarStream(sources, takenAt)), createGzip(), createWriteStream(file, { mode: 0o600, flags: "wx", flush: true }));
}

export interface ArchiveEntry {
  path: string;
  kind: "dir" | "file";
  data: Buffer;
}

/** The entries of an unzipped tar archive; throws, saying what, if it is not a whole ustar archive. */
export function readTar(tar: Buffer): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  let offset = 0;
  const field = (block: Buffer, from: number, to: number) => block.subarray(from, to).toString("latin1").replace(/\0.*$/s, "").trim();
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = parseInt(field(block, 148, 156), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (stored !== sum) throw new Error(`a damaged header after ${entries.length} files`);
    const name = block.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    const prefix = block.subarray(345, 500).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(field(block, 124, 136) || "0", 8);
    const type = String.fromCharCode(block[156]!);
    const start = offset + BLOCK;
    if (start + size > tar.length) break;
    const path = (prefix ? `${prefix}/${name}` : name).replace(/\/$/, "");
    entries.push({ path, kind: type === "5" ? "dir" : "file", data: tar.subarray(start, start + size) });
    if (type !== "5" && type !== "0" && type !== "\0") throw new Error(`an entry of a kind a backup never holds (${path})`);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error("it ends before the archive does");
}

/** A relative path with no "..", "." or empty parts: what a backup's entries are, and nothing that leaves the folder. */
const safePath = (path: string) => path.length > 0 && path.split("/").every((part) => part !== "" && part !== "." && part !== "..");

export type ArchiveProblem = { kind: "unchecked" } | { kind: "altered"; path: string };

/**
 * The archive's entries, less its manifest, when they are exactly what its manifest lists (same
 * paths, kinds, sizes and SHA-256); otherwise what is wrong. Reads nothing outside `entries`.
 */
export function checkAgainstManifest(entries: ArchiveEntry[]): { entries: ArchiveEntry[] } | { problem: ArchiveProblem } {
  const last = entries.at(-1);
  if (last?.path !== MANIFEST_NAME || last.kind !== "file") return { problem: { kind: "unchecked" } };
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(last.data.toString("utf8")));
  } catch {
    return { problem: { kind: "altered", path: MANIFEST_NAME } };
  }
  const content = entries.slice(0, -1);
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  if (listed.size !== manifest.entries.length) return { problem: { kind: "altered", path: MANIFEST_NAME } };
  const seen = new Set<string>();
  for (const entry of content) {
    const expected = listed.get(entry.path);
    const same =
      expected &&
      !seen.has(entry.path) &&
      safePath(entry.path) &&
      expected.kind === entry.kind &&
      (expected.kind === "dir" || (expected.bytes === entry.data.length && expected.sha256 === createHash("sha256").update(entry.data).digest("hex")));
    if (!same) return { problem: { kind: "altered", path: entry.path } };
    seen.add(entry.path);
  }
  const missing = manifest.entries.find((entry) => !seen.has(entry.path));
  if (missing) return { problem: { kind: "altered", path: missing.path } };
  return { entries: content };
}
