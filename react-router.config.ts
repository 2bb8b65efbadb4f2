import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/paths";
import { deferScriptsInDirectory } from "./scripts/lib/defer-page-scripts";

export default {
  appDirectory: "app",
  // No runtime rendering: every public page is HTML written at build time and
  // served by our Fastify server (see docs/decisions/0001-prerender-and-fastify.md).
  ssr: false,
  prerender: prerenderPaths,
  // Once the pages are written: their scripts load after the first paint (decision 0009).
  buildEnd() {
    const pages = deferScriptsInDirectory("build/client");
    console.log(`Scripts deferred to after the first paint on ${pages} pages.`);
  },
} satisfies Config;
