// The end-to-end tests' browsers: Chromium for the tests tagged @paint, its headless shell for the
// rest (decision 0030). One module for these and the size budgets (scripts/lib/browsers.mjs).
export { chromiumArgs, findChromium, findHeadlessShell, INSTALL_HINT } from "../../scripts/lib/browsers.mjs";
