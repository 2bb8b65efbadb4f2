import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ownProcess = ["server/services/catalogue/photo-processor.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Names where the run's migrated database templates go, and removes them at the end.
    globalSetup: ["server/test-support/vitest-global-setup.ts"],
    // PGlite needs a few hundred MB per database; two workers fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ["{core,server,app,scripts}/**/*.test.{ts,tsx}"],
          exclude: ownProcess,
          // Test files share their worker's modules instead of importing everything again each:
          // 74 s of a 330 s run was imports (decision 0027). No test file mocks a module or leaves
          // a global changed, and each opens its own database and app.
          isolate: false,
        },
      },
      // Files that check what their own process has loaded (photo-processor.test.ts: sharp's
      // libvips never loads into the server's process) get a process of their own.
      { extends: true, test: { name: "own process", include: ownProcess, isolate: true } },
    ],
  },
});
