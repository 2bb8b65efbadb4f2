// Runs photo-processing.ts in a child process for each upload. An AVIF encode of a large photo
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

/** What the child answers on its first line. */
export type PhotoOutcome =
  | {
      ok: true;
      /** The kept original's bytes come first, then each rendition's, in order. */
      photo: Omit<ProcessedPhoto, "renditions" | "original"> & { originalLength: number; renditions: { width: number; format: PhotoFormat; length: number }[] };
    }
  | { ok: false; message: string; issues: FieldIssue[] };

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

function runChild(original: Buffer): Promise<ProcessedPhoto> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, childArguments(), { stdio: ["pipe", "pipe", "pipe"] });
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
      const { originalLength, ...photo } = outcome.photo;
      let offset = lineEnd + 1;
      const kept = output.subarray(offset, offset + originalLength);
      offset += originalLength;
      const renditions = photo.renditions.map(({ width, format, length }) => {
        const body = output.subarray(offset, offset + length);
        offset += length;
        return { width, format, body };
      });
      resolve({ ...photo, original: kept, renditions });
    });
    // A child that died before reading everything closes its stdin: its exit says why, not this.
    child.stdin.on("error", () => undefined);
    child.stdin.end(original);
  });
}

// One photo at a time per process: a large AVIF encode takes both cores of a small server, and
// two at once would double the memory for no gain. The queue never rejects (each photo's failure
// is its caller's), so the next photo waits for the one before, however it ended.
let queue: Promise<unknown> = Promise.resolve();

/** The renditions of one upload, made in a child process; an InvalidInputError says what is wrong with the file. */
export function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  const next = queue.then(() => runChild(original));
  queue = next.catch(() => undefined);
  return next;
}
