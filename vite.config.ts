import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const rootRoute = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
// lucide-react's icons all hang off one re-exporting index that the shell imports, so every icon any
// page uses would count as reached from the root route. Left out of the group, an icon that only the
// shell uses still lands in the shell chunk, and the others stay with the pages that use them.
const lucideIcon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const shellCache = new Map<string, boolean>();
const lightLucideIcon = fileURLToPath(new URL("./app/components/ui/lucide-icon.ts", import.meta.url));

/** Each lucide icon module draws with our light `createLucideIcon` (see app/components/ui/lucide-icon.ts). */
const lucideIconPlugin: Plugin = {
  name: "lucide-icon",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer && lucideIcon.test(importer)) return lightLucideIcon;
    return null;
  },
};

/** Whether the root route reaches this module through static imports alone (and it isn't the route itself). */
function isShellModule(id: string, ctx: ChunkingContext): boolean {
  if (id === rootRoute || lucideIcon.test(id)) return false;
  const known = shellCache.get(id);
  if (known !== undefined) return known;
  shellCache.set(id, false); // an import cycle reaches nothing new; a module missed only keeps its own chunk
  const reached = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => importer === rootRoute || isShellModule(importer, ctx));
  shellCache.set(id, reached);
  return reached;
}

export default defineConfig({
  plugins: [lucideIconPlugin, tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one chunk that changes only when they are
            // upgraded, so a release of our own code leaves it cached; it also saves the requests
            // and per-file overhead of the three chunks they were split into.
            {
              name: "framework",
              priority: 2,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // Every module the root route imports, statically, is on every page: one chunk instead of
            // some 25 files of a few hundred bytes, each compressed on its own (which cost 8 kB).
            { name: (id, ctx) => (isShellModule(id, ctx) ? "shell" : null), priority: 1 },
          ],
        },
      },
    },
  },
});
