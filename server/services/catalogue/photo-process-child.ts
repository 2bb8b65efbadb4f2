// A child process that makes one upload's renditions (photo-processor.ts starts it): the photo's
// bytes arrive on stdin; stdout answers with one line of JSON (the outcome, and each rendition's
// length) followed by the renditions' bytes in that order. A photo refused for what it is
// answers `{ ok: false, message, issues }` and exits 0; anything else is a crash (non-zero exit).
import { InvalidInputError } from "../../domain/errors";
import { processPhotoHere } from "./photo-processing";
import type { PhotoOutcome } from "./photo-processor";

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(outcome: PhotoOutcome, bodies: Buffer[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(Buffer.concat([Buffer.from(`${JSON.stringify(outcome)}\n`), ...bodies]), (error) => (error ? reject(error) : resolve()));
  });
}

try {
  const { renditions, original, ...photo } = await processPhotoHere(await readStdin());
  await answer(
    { ok: true, photo: { ...photo, originalLength: original.length, renditions: renditions.map(({ width, format, body }) => ({ width, format, length: body.length })) } },
    [original, ...renditions.map((rendition) => rendition.body)],
  );
} catch (error) {
  if (!(error instanceof InvalidInputError)) throw error;
  await answer({ ok: false, message: error.message, issues: error.issues ?? [] });
}
