// The browsers the end-to-end tests and the size budgets run in (decision 0030): Chromium as a
// person runs it, and Chromium's headless shell for work that doesn't measure painting.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const INSTALL_HINT =
  "No Chromium found: install one with `apt-get install -y chromium chromium-headless-shell` (or set CHROME_PATH).";

const firstThere = (candidates) => candidates.find((path) => Boolean(path) && existsSync(path));

/** Chromium: CHROME_PATH, Debian's, or Playwright's own. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; that's expected.
  }
  return firstThere(candidates);
}

/**
 * Chromium's headless shell (the same Blink and V8 without the desktop browser around them), as
 * Playwright itself runs headless tests: a page load costs it about a third of Chromium's CPU.
 * CHROME_HEADLESS_SHELL_PATH or Debian's; without one, Chromium.
 */
export function findHeadlessShell() {
  return firstThere([process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]) ?? findChromium();
}

/** Switches for a browser on a shared, headless 2-core machine. */
export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"];
