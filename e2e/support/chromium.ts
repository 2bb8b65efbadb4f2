// Finds the browsers for the end-to-end tests: Chromium (CHROME_PATH, Debian's, or Playwright's
// own), and Chromium's headless shell for the tests that don't measure painting (decision 0030).
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const INSTALL_HINT =
  "No Chromium found for the end-to-end tests: install one with `apt-get install -y chromium chromium-headless-shell` (or set CHROME_PATH).";

const found = (candidates: (string | undefined)[]) => candidates.find((path): path is string => Boolean(path) && existsSync(path as string));

/** Chromium as a person runs it: for the tests that measure what it paints, and the fallback for the rest. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; that's expected.
  }
  return found(candidates);
}

/**
 * Chromium's headless shell (the same Blink and V8, without the desktop browser around them), as
 * Playwright itself runs headless tests: a page load costs it about a third of Chromium's CPU
 * here. Without one, the tests run in Chromium.
 */
export function findHeadlessShell(): string | undefined {
  return found([process.env.CHROME_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]) ?? findChromium();
}

export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"];
