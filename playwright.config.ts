import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium, findHeadlessShell } from "./e2e/support/chromium";
import { baseURL } from "./e2e/support/environment";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const changesTheCatalogue = /(catalogue|go-live|product-photos|page-editor)\.spec\.ts/;
const PAINT = /@paint/;
const inChromium = { executablePath: findChromium(), args: chromiumArgs };
const inHeadlessShell = { executablePath: findHeadlessShell(), args: chromiumArgs };

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a failing test: no retries, here or in CI.
  retries: 0,
  // A guard against a test that hangs, not a measure of speed (what a person waits for is each
  // expect's own timeout). The longest journeys (an owner's sign-up to erasure, every checkout step
  // through axe) took 45 s when a two-core machine was slow, and were cut off mid-click.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL,
    // Recording a trace of every test (kept only for a failure) made the suite a fifth to a quarter
    // slower on a 2-core machine. CI's clean clone is thrown away with its traces and keeps only
    // the log, so CI records none; run a failing test again locally to get its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...desktop, launchOptions: inHeadlessShell }, testIgnore: changesTheCatalogue, grepInvert: PAINT },
    // Tests tagged @paint measure what the browser paints (layout shifts, the heading font's swap):
    // they run in Chromium as a person runs it, the rest in its headless shell (decision 0030).
    { name: "paint", use: { ...desktop, launchOptions: inChromium }, testIgnore: changesTheCatalogue, grep: PAINT },
    // Specs that change what every page shows (a price, an archived product, the charity's number
    // and address, a published page's words) run once every other spec is done: the others read the seeded prices, count
    // the products and look for the example registration.
    {
      name: "catalogue changes",
      use: { ...desktop, launchOptions: inHeadlessShell },
      testMatch: changesTheCatalogue,
      dependencies: ["desktop", "paint"],
    },
  ],
});
