// Finds a Chromium for the end-to-end tests: CHROME_PATH, Debian's, or Playwright's own.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const INSTALL_HINT =
  "No Chromium found for the end-to-end tests: install one with `apt-get install -y chromium` (or set CHROME_PATH).";

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; that's expected.
  }
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"];
