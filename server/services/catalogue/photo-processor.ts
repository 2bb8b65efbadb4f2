// Runs photo work (photo-processing.ts for products, server/services/pages/page-photo-processing.ts
// for the site's pages) in a child process, one job per child. An AVIF encode of a large photo
// takes 100–200 MB in libvips and its encoders, and the C allocator keeps what it freed: in the
// server's own process, four uploads left the embedded server 150 MB bigger for good
// (docs/performance.md, "Memory"). A child gives it all back when it exits, and the server never
// loads sharp. Uploads are rare staff actions, so the child's start-up (a fraction of a second)
// costs nobody a page.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PhotoFormat } from "../../../core/product-photos";
import { InvalidInputError, type FieldIssue } from "../../domain/errors";
import type { ProcessedPhoto } from "./photo-processing";

/**
 * What a child is asked to do (its first argument): a product's upload, a page photo's upload
 * (checked, with its social picture), or one of a page photo's renditions (`wide-960.avif`).
 */
export type PhotoJob = "product" | "page-upload" | `page-rendition:${string}`;

/**
 * What the child answers on its first line: the job's outcome, and the length of each file that
 * follows it, in order.
 */
export type PhotoOutcome = { ok: true; result: unknown; lengths: number[] } | { ok: false; message: string; issues: FieldIssue[] };

/** A product photo's outcome: its renditions' sizes and formats, their bytes after the line. */
export type ProductPhotoResult = Omit<ProcessedPhoto, "renditions" | "original"> & { renditions: { width: number; format: PhotoFormat }[] };

/** A photo that takes longer than this has stalled the child: it is stopped and the upload fails. */
const CHILD_DEADLINE_MS = 120_000;

/**
 * The built child beside the built server (scripts/build-server.mjs writes build/photo-child.mjs),
 * else the TypeScript source through tsx (tests, and the sources run directly).
 */
function childArguments(): string[] {
  const built = fileURLToPath(new URL("./photo-child.mjs", import.meta.url));
  if (existsSync(built)) return [built];
  return ["--import", "tsx", fileURLToPath(new URL("./photo-process-child.ts", import.meta.url))];
}

function runChild(job: PhotoJob, input: Buffer): Promise<{ result: unknown; files: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childArguments(), job], { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let errors = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), CHILD_DEADLINE_MS);
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const output = Buffer.concat(out);
      const lineEnd = output.indexOf(0x0a);
      if (code !== 0 || lineEnd < 0) {
        const why = signal === "SIGKILL" ? `stopped after ${CHILD_DEADLINE_MS / 1000} s` : `exited with ${signal ?? code}`;
        reject(new Error(`photo processing ${why}: ${errors.trim().split("\n").slice(-3).join(" ")}`));
        return;
      }
      const outcome = JSON.parse(output.subarray(0, lineEnd).toString("utf8")) as PhotoOutcome;
      if (!outcome.ok) {
        reject(new InvalidInputError(outcome.message, outcome.issues));
        return;
      }
      let offset = lineEnd + 1;
      const files = outcome.lengths.map((length) => {
        const body = output.subarray(offset, offset + length);
        offset += length;
        return body;
      });
      resolve({ result: outcome.result, files });
    });
    // A child that died before reading everything closes its stdin: its exit says why, not this.
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

// One photo at a time per process: a large AVIF encode takes both cores of a small server, and
// two at once would double the memory for no gain. The queue never rejects (each photo's failure
// is its caller's), so the next photo waits for the one before, however it ended.
let queue: Promise<unknown> = Promise.resolve();

/**
 * One job in a child process, after the jobs before it: its outcome and its files' bytes. A file
 * refused for what it is rejects with an InvalidInputError naming `file`.
 */
export function runPhotoJob(job: PhotoJob, input: Buffer): Promise<{ result: unknown; files: Buffer[] }> {
  const next = queue.then(() => runChild(job, input));
  queue = next.catch(() => undefined);
  return next;
}

/** The renditions of one product upload, made in a child process; an InvalidInputError says what is wrong with the file. */
export async function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  const { result, files } = await runPhotoJob("product", original);
  const photo = result as ProductPhotoResult;
  // The kept original (without its metadata) comes first, then each rendition.
  const [kept, ...bodies] = files;
  return { ...photo, original: kept!, renditions: photo.renditions.map((rendition, i) => ({ ...rendition, body: bodies[i]! })) };
}
