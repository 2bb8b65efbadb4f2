// `npm test`: every check, stopping at the first failure: types, lint and the build side by side,
// then the unit and server tests, the size budgets and the end-to-end tests in Chromium. Each
// step's time is printed at the end, so a slower CI shows where (docs/performance.md, "Issue 33").
import "./lib/supported-node.mjs";
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

// Each step's deadline, generous for a busy 2-core machine: a step past it has stalled, and is
// stopped with its name rather than left to run to CI's own limit (issue 31).
const MINUTE = 60_000;
// Stages run in order; the steps of a stage run side by side. Type checking and lint are
// single-threaded and read only the sources, so they share the machine with the build (which
// writes only build/); the route types they all read are generated first.
const stages = [
  [["route types", "npx", ["react-router", "typegen"], 5 * MINUTE]],
  [
    ["types", "npx", ["tsc", "--noEmit"], 10 * MINUTE],
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"], 10 * MINUTE],
    // Built before the server tests: the live pages' tests render with the build's server bundle.
    ["build", "npm", ["run", "--silent", "build"], 20 * MINUTE],
  ],
  [["unit and server tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/unit.json"], 40 * MINUTE]],
  [["size budgets", "node", ["scripts/check-budgets.mjs"], 15 * MINUTE]],
  [["end-to-end tests", "npx", ["playwright", "test"], 40 * MINUTE]],
];

/** Runs one step; alone, its output streams; beside others, it is printed whole when it ends. */
function runStep([name, command, args, timeout], alone) {
  return new Promise((resolve) => {
    const began = Date.now();
    console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
    const child = spawn(command, args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", ...process.env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
    }, timeout);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const seconds = Math.round((Date.now() - began) / 1000);
      if (!alone && output) console.log(`\n── ${name} (${seconds} s) ──\n${output.trimEnd()}`);
      if (timedOut) console.error(`\n✖ ${name} did not finish within ${timeout / MINUTE} minutes: stopped`);
      resolve({ name, seconds, status: code ?? (signal ? 1 : 0) });
    });
  });
}

rmSync("reports", { recursive: true, force: true });
const started = Date.now();
const times = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  times.push(...results);
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed`);
    summary();
    process.exit(failed.status);
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
  console.log(`\nvalidate (${seconds} s): ${times.map((t) => `${t.name} ${t.seconds} s`).join(", ")}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return existsSync("reports/e2e.json") ? JSON.parse(readFileSync("reports/e2e.json", "utf8")).stats.flaky : 0;
}
