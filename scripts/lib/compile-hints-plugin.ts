// The `compile-hints` Vite plugin: asks the browser to compile the framework's chunk (React, React
// DOM, React Router) whole, while it downloads, instead of one function at a time on the main thread
// as each is first called (decision 0025).
import type { Plugin } from "vite";
import { BuildOutputMismatch } from "./build-output-mismatch.ts";

const STEP = "compile-hints";

/**
 * V8's explicit compile hint for a whole file: every function in it is compiled eagerly, on a
 * background thread while the file streams in. Chromium reads it only as a comment at the very top
 * of the file; other browsers read an ordinary comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk's code with the hint as its first line (once, however often the chunk is rendered). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** What the check reads of a chunk: its name and file. */
export interface NamedChunk {
  name: string;
  fileName: string;
}

/** The chunks that get the hint; throws if there are none, as when the chunk's group was renamed. */
export function chunksToHint(chunks: Iterable<NamedChunk>, chunkName: string): NamedChunk[] {
  const named = [...chunks].filter((chunk) => chunk.name === chunkName);
  if (named.length === 0) {
    throw new BuildOutputMismatch(
      STEP,
      "the browser's build",
      `a chunk named "${chunkName}" to mark for eager compilation`,
      "none",
      "If the framework's chunk group in vite.config.ts was renamed, pass its new name to compileHintsPlugin.",
    );
  }
  return named;
}

/**
 * Puts the compile hint at the top of the named chunk in the browser's build. It runs after the
 * minifier (which would drop the comment) and before the files are written; the chunk's file name
 * doesn't change with it, so the hint is added to every build or to none, never only to some.
 */
export function compileHintsPlugin(chunkName: string): Plugin {
  return {
    name: STEP,
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      for (const chunk of chunksToHint(chunks, chunkName)) {
        const output = bundle[chunk.fileName];
        if (output?.type === "chunk") output.code = withCompileHint(output.code);
      }
    },
  };
}
