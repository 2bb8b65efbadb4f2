// Photos are processed in a child process, so what an encode takes never stays in the server's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../domain/errors";
import { processPhoto } from "./photo-processor";

const photo = readFileSync("e2e/fixtures/photos/hoodie.png");

/** Whether libvips (sharp's native library) is loaded into this process. */
function libvipsLoaded(): boolean {
  // Node's report types leave out its list of loaded libraries: read it only if it is there.
  const files: unknown = Reflect.get(process.report.getReport(), "sharedObjects");
  return Array.isArray(files) && files.some((file) => /libvips/.test(String(file)));
}

describe("processing a product photo", () => {
  it("makes every rendition in a child process: this process never loads libvips", async () => {
    const processed = await processPhoto(photo);
    expect(processed.type).toBe("png");
    expect(processed.renditions.map((r) => `${r.width} ${r.format}`)).toEqual(
      processed.widths.flatMap((w) => [`${w} avif`, `${w} webp`]),
    );
    // Each rendition's bytes arrived whole: WebP's RIFF header, AVIF's ftyp box.
    for (const rendition of processed.renditions) {
      const head = rendition.body.subarray(0, 12).toString("latin1");
      expect(head).toContain(rendition.format === "webp" ? "WEBP" : "ftyp");
    }
    expect(libvipsLoaded()).toBe(false);
  });

  it("brings the child's refusal back as the field's message", async () => {
    const error = await processPhoto(Buffer.from("%PDF-1.7 not a photo")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).issues).toEqual([{ field: "file", message: "This file isn't a photo we can read: upload a JPEG, PNG or WebP" }]);
  });

  it("processes photos one after another, each answered with its own renditions", async () => {
    const other = readFileSync("e2e/fixtures/photos/journal.webp");
    const [a, b] = await Promise.all([processPhoto(photo), processPhoto(other)]);
    expect(a.type).toBe("png");
    expect(b.type).toBe("webp");
    expect(a.hash).not.toBe(b.hash);
  });
});
