import { describe, expect, it } from "vitest";
import { BuildOutputMismatch } from "./build-output-mismatch";
import { checkIslandsLeftOut, type RenderedChunk } from "./static-islands-plugin";

// Module ids as the browser's build sees them: the islands are imported, then dropped from every chunk.
const home = "/site/app/routes/home.tsx";
const homeSections = "/site/app/features/content/home/home-sections.island.tsx";
const footerColumns = "/site/app/components/layout/site-footer.island.tsx";
const moduleIds = [home, homeSections, "/site/app/components/layout/site-footer.tsx", footerColumns];
const chunks: RenderedChunk[] = [
  { fileName: "assets/home-1.js", modules: { [home]: { renderedLength: 420 } } },
  { fileName: "assets/shell-2.js", modules: { "/site/app/components/layout/site-footer.tsx": { renderedLength: 900 } } },
];

describe("the static-islands check", () => {
  it("passes a browser build that imports island content and renders none of it", () => {
    expect(() => checkIslandsLeftOut(moduleIds, chunks)).not.toThrow();
  });

  it("passes an island module that a chunk lists but renders nothing of", () => {
    const listed = [...chunks, { fileName: "assets/home-3.js", modules: { [homeSections]: { renderedLength: 0 } } }];
    expect(() => checkIslandsLeftOut(moduleIds, listed)).not.toThrow();
  });

  it("fails when a chunk renders island content, naming the chunk and the module", () => {
    const leaked = [...chunks, { fileName: "assets/home-3.js", modules: { [homeSections]: { renderedLength: 5120 } } }];
    expect(() => checkIslandsLeftOut(moduleIds, leaked)).toThrow(BuildOutputMismatch);
    expect(() => checkIslandsLeftOut(moduleIds, leaked)).toThrow(
      `static-islands: assets/home-3.js: expected no static island content in the browser's code; found ${homeSections}. Render it as {import.meta.env.SSR && <Content />}.`,
    );
  });

  it("fails when no module matches the island pattern any more, rather than passing a check that sees nothing", () => {
    const renamed = moduleIds.map((id) => id.replace(".island.tsx", ".static.tsx"));
    const leakedUnseen = [{ fileName: "assets/home-3.js", modules: { [renamed[1]!]: { renderedLength: 5120 } } }];
    expect(() => checkIslandsLeftOut(renamed, leakedUnseen)).toThrow(BuildOutputMismatch);
    expect(() => checkIslandsLeftOut(renamed, leakedUnseen)).toThrow(
      "static-islands: the browser's build: expected modules matching /\\.island\\.tsx$/ (the content of the static islands, decision 0010); found none. If the islands were renamed or moved, update islandContent in scripts/lib/static-islands-plugin.ts",
    );
  });
});
