import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/paths";
import { deferScriptsInDirectory } from "./scripts/lib/defer-page-scripts";

export default {
  appDirectory: "app",
  // The server renders each public page from live data and keeps it until that data changes
  // (docs/decisions/0018-live-pages-from-the-database.md), with this build's server bundle. The
  // build still pre-renders every path from the seed catalogue: the copy that the size budgets,
  // Lighthouse and the benchmark's static baseline measure. The whole route manifest is in each
  // page, so navigations never ask the server for it.
  ssr: true,
  routeDiscovery: { mode: "initial" },
  prerender: prerenderPaths,
  // React Router 8's changes, each declined by name (today's behaviour, which is also v7's default)
  // so a build prints no warning; each is a decision to take when we move to v8, not before.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Once the pages are written: their scripts load after the first paint (decision 0009).
  buildEnd() {
    const pages = deferScriptsInDirectory("build/client");
    console.log(`Scripts deferred to after the first paint on ${pages} pages.`);
  },
} satisfies Config;
