// The back office's own build (docs/decisions/0014-admin-separate-entry.md): a client-rendered
// React app at /admin, written to build/client/admin. It shares the site's stylesheet and form
// components but has its own entry and chunks, so no public page loads any of its code.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL("./admin", import.meta.url)),
  base: "/admin/",
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./build/client/admin", import.meta.url)),
    emptyOutDir: true,
    // The pages are behind a sign-in: no need for the polyfill's inline script, which CSP would refuse.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // lucide-react and radix mark modules "use client", which means nothing in a client-only app.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router apart from the back office's own code (issue 55): the
            // one chunk was 535 kB minified, over Vite's 500 kB warning. Apart, each is well under
            // it, and a release of our own code leaves the framework cached. Both load at once, so
            // the back office's budget (scripts/check-budgets.mjs, adminJs) counts them together.
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
});
