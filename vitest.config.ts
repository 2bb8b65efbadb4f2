import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  test: {
    include: ["{core,server,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Names where the run's migrated database templates go, and removes them at the end.
    globalSetup: ["server/test-support/vitest-global-setup.ts"],
    // PGlite needs a few hundred MB per database; two workers fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
