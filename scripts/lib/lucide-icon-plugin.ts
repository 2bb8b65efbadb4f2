// The `lucide-icon` Vite plugin: each lucide-react icon module draws with our light createLucideIcon
// (app/components/ui/lucide-icon.ts, decision 0010) in place of lucide-react's general one. It swaps
// one import, found by its path, so a lucide-react release that moves or renames it would quietly
// ship the general engine again (2 kB gzip on every page); the build fails instead.
import type { Plugin } from "vite";
import { BuildOutputMismatch } from "./build-output-mismatch.ts";

const STEP = "lucide-icon";
const UPDATE =
  "lucide-react's files have changed: see how its icon modules import createLucideIcon now and update scripts/lib/lucide-icon-plugin.ts.";

/** A lucide-react icon module: one icon's data, drawn by `createLucideIcon` from `../createLucideIcon.mjs`. */
export const lucideIconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
export const LUCIDE_ENGINE_IMPORT = "../createLucideIcon.mjs";
const lucideReactModule = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** A module the bundle renders code of: where, and what it imports (resolved ids). */
export interface RenderedModule {
  id: string;
  chunk: string;
  importedIds: readonly string[];
}

/**
 * Throws unless every lucide-react module with code in the bundle is an icon module that imports
 * `lightEngine`. A bundle without lucide-react (the pre-render's, which imports it from node_modules) passes.
 */
export function checkLucideIconsSwapped(rendered: Iterable<RenderedModule>, lightEngine: string): void {
  for (const module of rendered) {
    if (!lucideReactModule.test(module.id)) continue;
    if (!lucideIconModule.test(module.id)) {
      throw new BuildOutputMismatch(
        STEP,
        module.chunk,
        `no lucide-react code but icon modules (${lucideIconModule}), each drawn with ${lightEngine}`,
        module.id,
        UPDATE,
      );
    }
    if (!module.importedIds.includes(lightEngine)) {
      throw new BuildOutputMismatch(
        STEP,
        module.chunk,
        `${module.id} to import "${LUCIDE_ENGINE_IMPORT}", swapped for ${lightEngine}`,
        `it imports ${module.importedIds.join(", ") || "nothing"}`,
        UPDATE,
      );
    }
  }
}

/**
 * An icon module's data without what the light engine never reads: each shape's React `key` (the
 * engine passes the shapes as separate arguments, which need none) and the default `size: 24`.
 * The random keys compress badly: they were about a tenth of every icon's bytes.
 */
export function trimIconData(code: string): string {
  return code.replace(/,\s*key:\s*"[^"]*"/g, "").replace(/\n\s*size:\s*24,/g, "");
}

/** Swaps lucide-react's `createLucideIcon` for `lightEngine` in its icon modules, and checks that it did. */
export function lucideIconPlugin(lightEngine: string): Plugin {
  return {
    name: STEP,
    enforce: "pre",
    resolveId(source, importer) {
      if (source === LUCIDE_ENGINE_IMPORT && importer && lucideIconModule.test(importer)) return lightEngine;
      return null;
    },
    transform(code, id) {
      return lucideIconModule.test(id) ? { code: trimIconData(code), map: null } : null;
    },
    generateBundle(_options, bundle) {
      const rendered: RenderedModule[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0) rendered.push({ id, chunk: output.fileName, importedIds: this.getModuleInfo(id)?.importedIds ?? [] });
        }
      }
      checkLucideIconsSwapped(rendered, lightEngine);
    },
  };
}
