import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { compileHintsPlugin } from "./scripts/lib/compile-hints-plugin.ts";
import { lucideIconModule, lucideIconPlugin } from "./scripts/lib/lucide-icon-plugin.ts";
import { islandContent, staticIslandsPlugin } from "./scripts/lib/static-islands-plugin.ts";

const rootRoute = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Our own modules (app/ and core/) do nothing when imported but define things: none registers itself
// or changes a global. Told so, the bundler drops a module whose exports a page never uses, even when
// it reads a value at its top level (`paths.store` in a list of links) that it cannot prove harmless.
// Static islands (decision 0010) depend on this to leave their content out of the browser's code.
const ownModules = new RegExp(`^${escapeRegExp(fileURLToPath(new URL(".", import.meta.url)))}(app|core)[\\\\/][^?]*\\.tsx?$`);
const lightLucideIcon = fileURLToPath(new URL("./app/components/ui/lucide-icon.ts", import.meta.url));
// Every page's route module gives its title and description through this module: it is on every
// page like the shell, and in the shell it saves a file's request and its compression overhead.
const everyPageModules = new Set([fileURLToPath(new URL("./app/lib/seo.ts", import.meta.url))]);
const shellCache = new Map<string, boolean>();
// The chunk every page runs first, and so marked for eager compilation (decision 0025).
const FRAMEWORK_CHUNK = "framework";

// lucide-react's icons all hang off one re-exporting index that the shell imports, so every icon any
// page uses would count as reached from the root route. Left out of the group, an icon that only the
// shell uses still lands in the shell chunk, and the others stay with the pages that use them.
// A static island's content never reaches the browser (decision 0010), so the grouping doesn't follow its imports.
/** Whether the root route reaches this module through static imports alone (and it isn't the route itself). */
function isShellModule(id: string, ctx: ChunkingContext): boolean {
  if (everyPageModules.has(id)) return true;
  if (id === rootRoute || lucideIconModule.test(id) || islandContent.test(id)) return false;
  const known = shellCache.get(id);
  if (known !== undefined) return known;
  shellCache.set(id, false); // an import cycle reaches nothing new; a module missed only keeps its own chunk
  const reached = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => importer === rootRoute || isShellModule(importer, ctx));
  shellCache.set(id, reached);
  return reached;
}

export default defineConfig({
  plugins: [lucideIconPlugin(lightLucideIcon), staticIslandsPlugin, compileHintsPlugin(FRAMEWORK_CHUNK), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  build: {
    rollupOptions: {
      // rolldown's report of slow plugin callbacks printed on every build: a profile answers that
      // question when it is asked (node --cpu-prof), and a build's output stays free of warnings.
      checks: { pluginTimings: false },
      treeshake: { moduleSideEffects: [{ test: ownModules, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one chunk that changes only when they are
            // upgraded, so a release of our own code leaves it cached; it also saves the requests
            // and per-file overhead of the three chunks they were split into.
            {
              name: FRAMEWORK_CHUNK,
              priority: 2,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // Every module the root route imports, statically, is on every page: one chunk instead of
            // some 25 files of a few hundred bytes, each compressed on its own (which cost 8 kB).
            { name: (id, ctx) => (isShellModule(id, ctx) ? "shell" : null), debugName: "shell", priority: 1 },
          ],
        },
      },
    },
  },
});
