import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/paths";

export default {
  appDirectory: "app",
  // No runtime rendering: every public page is HTML written at build time and
  // served by our Fastify server (see docs/decisions/0001-prerender-and-fastify.md).
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
