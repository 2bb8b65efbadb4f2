// A child process that does one photo job (photo-processor.ts starts it, naming the job in its
// first argument): the photo's bytes arrive on stdin; stdout answers with one line of JSON (the
// outcome, and each file's length) followed by the files' bytes in that order. A photo refused for
// what it is answers `{ ok: false, message, issues }` and exits 0; anything else is a crash
// (non-zero exit).
import { parsePageImageVariant } from "../../../core/pages/images";
import { InvalidInputError } from "../../domain/errors";
import { checkPagePhotoHere, pagePhotoRenditionHere } from "../pages/page-photo-processing";
import { processPhotoHere } from "./photo-processing";
import type { PhotoJob, PhotoOutcome, ProductPhotoResult } from "./photo-processor";

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(outcome: PhotoOutcome, files: Buffer[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(Buffer.concat([Buffer.from(`${JSON.stringify(outcome)}\n`), ...files]), (error) => (error ? reject(error) : resolve()));
  });
}

async function run(job: PhotoJob, input: Buffer): Promise<{ result: unknown; files: Buffer[] }> {
  if (job === "product") {
    const { renditions, original, ...photo } = await processPhotoHere(input);
    const result: ProductPhotoResult = { ...photo, renditions: renditions.map(({ width, format }) => ({ width, format })) };
    return { result, files: [original, ...renditions.map((rendition) => rendition.body)] };
  }
  if (job === "page-upload") {
    const { photo, social, kept } = await checkPagePhotoHere(input);
    return { result: photo, files: [social, kept] };
  }
  const use = parsePageImageVariant(job.slice("page-rendition:".length));
  if (!job.startsWith("page-rendition:") || !use) throw new Error(`unknown photo job: ${job}`);
  return { result: null, files: [await pagePhotoRenditionHere(input, use)] };
}

try {
  const { result, files } = await run((process.argv[2] ?? "product") as PhotoJob, await readStdin());
  await answer({ ok: true, result, lengths: files.map((file) => file.length) }, files);
} catch (error) {
  if (!(error instanceof InvalidInputError)) throw error;
  await answer({ ok: false, message: error.message, issues: error.issues ?? [] });
}
