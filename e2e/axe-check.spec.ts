// The accessibility check every spec uses (support/axe.ts) still fails, naming each element, on
// what it must catch: it reports violations only in full (axe's `resultTypes`), and a check that
// found nothing would pass every page. Run on a page of its own, without the site.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("the accessibility check fails on an unnamed button, an image without alt text and faint text, naming each", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
    <h1>A page</h1><button id="unnamed"></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">
    <p id="faint" style="color:#eee;background:#fff">Faint words</p></main></body></html>`);
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/button-name \(critical\)[^\n]*\n\s+#unnamed/);
  expect(failure).toMatch(/image-alt \(critical\)[^\n]*\n\s+#no-alt/);
  expect(failure).toMatch(/color-contrast \(serious\)[^\n]*\n\s+#faint/);
});

test("the accessibility check passes a page with nothing wrong", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>A page</h1><button>Save</button></main></body></html>`);
  await expectNoSeriousA11yViolations(page);
});
