// `npm test`: every check, in order, stopping at the first failure:
// types, lint, unit and server tests, the build and its size budgets, end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

// Each step's deadline, generous for a busy 2-core machine: a step past it has stalled, and is
// stopped with its name rather than left to run to CI's own limit (issue 31).
const MINUTE = 60_000;
const steps = [
  ["types", "npx", ["react-router", "typegen"], 5 * MINUTE],
  ["types", "npx", ["tsc", "--noEmit"], 10 * MINUTE],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"], 10 * MINUTE],
  // Built before the server tests: the live pages' tests render with the build's server bundle.
  ["build", "npm", ["run", "--silent", "build"], 20 * MINUTE],
  ["unit and server tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/unit.json"], 40 * MINUTE],
  ["size budgets", "node", ["scripts/check-budgets.mjs"], 15 * MINUTE],
  ["end-to-end tests", "npx", ["playwright", "test"], 40 * MINUTE],
];

rmSync("reports", { recursive: true, force: true });
const started = Date.now();
for (const [name, command, args, timeout] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", timeout, env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", ...process.env } });
  if (result.error) console.error(`\n✖ ${name} did not finish within ${timeout / MINUTE} minutes (${result.error.message}): stopped`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}
const flaky = summary();
// Playwright runs without retries; should a retry ever pass a test, the run still fails.
if (flaky > 0) {
  console.error(`\n✖ ${flaky} end-to-end test(s) passed only on a retry`);
  process.exit(1);
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync("reports/unit.json")) {
    const unit = JSON.parse(readFileSync("reports/unit.json", "utf8"));
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
    skipped += unit.numPendingTests + unit.numTodoTests;
  }
  if (existsSync("reports/e2e.json")) {
    const e2e = JSON.parse(readFileSync("reports/e2e.json", "utf8"));
    // A test that passed only on a retry did not pass: it counts as failed.
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky;
    skipped += e2e.stats.skipped;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nvalidate (${seconds} s):\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  return existsSync("reports/e2e.json") ? JSON.parse(readFileSync("reports/e2e.json", "utf8")).stats.flaky : 0;
}
