// The `static-islands` Vite plugin: the browser's build must not contain a static island's content
// (decision 0010), and it must still be able to tell which modules are that content.
import type { Plugin } from "vite";
import { BuildOutputMismatch } from "./build-output-mismatch.ts";

const STEP = "static-islands";

/** A static island's content: only ever rendered at build time, never part of the browser's code. */
export const islandContent = /\.island\.tsx$/;

/** What the check reads of a chunk: its file and how many bytes of each module it renders. */
export interface RenderedChunk {
  fileName: string;
  modules: Record<string, { renderedLength: number }>;
}

/**
 * Throws unless the build's modules include island content (else the pattern no longer finds it, and
 * this check and the shell chunk's grouping in vite.config.ts would pass over it) and no chunk renders any.
 */
export function checkIslandsLeftOut(moduleIds: Iterable<string>, chunks: Iterable<RenderedChunk>): void {
  if (![...moduleIds].some((id) => islandContent.test(id))) {
    throw new BuildOutputMismatch(
      STEP,
      "the browser's build",
      `modules matching ${islandContent} (the content of the static islands, decision 0010)`,
      "none",
      "If the islands were renamed or moved, update islandContent in scripts/lib/static-islands-plugin.ts; if there are none left, remove the plugin.",
    );
  }
  for (const chunk of chunks) {
    const leaked = Object.keys(chunk.modules).filter((id) => islandContent.test(id) && chunk.modules[id]!.renderedLength > 0);
    if (leaked.length > 0) {
      throw new BuildOutputMismatch(
        STEP,
        chunk.fileName,
        "no static island content in the browser's code",
        leaked.join(", "),
        "Render it as {import.meta.env.SSR && <Content />}.",
      );
    }
  }
}

/** Fails the browser's build if a static island's content reached it: its `import.meta.env.SSR &&` was left out. */
export const staticIslandsPlugin: Plugin = {
  name: STEP,
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
    checkIslandsLeftOut(this.getModuleIds(), chunks);
  },
};
