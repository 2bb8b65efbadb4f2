// Headings are set in Fraunces, a web font. A first visit paints without waiting for it, in a
// local serif matched to its metrics, and Fraunces then takes over without moving the page
// (app/lib/heading-font.ts); a later page load in the tab has it cached and uses it from the first
// paint. Every test here measures painting (tagged @paint), so runs in Chromium itself (decision 0030).
import { expect, test, type Page } from "@playwright/test";
import { layoutShifts, recordFrames, shiftsOnceTheDocumentIsRead } from "./fixtures/layout-shifts";

const pages = ["/", "/store", "/support", "/coaching", "/movement"];

/**
 * Records, at the first contentful paint, which font family the page's first heading asks for; and
 * when the page lets go of the stand-in serif (the moment Fraunces may take over).
 */
async function recordHeadingFontAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    // The init script runs before <html> exists: watch the document for the attribute's removal.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.headingFont !== undefined) return;
      observer.disconnect();
      window.standInDroppedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-heading-font"] });
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      const heading = document.querySelector("h1");
      window.headingFontAtFirstPaint = heading ? getComputedStyle(heading).fontFamily : "no h1";
    }).observe({ type: "paint", buffered: true });
  });
}

const headingFontAtFirstPaint = (page: Page) => page.evaluate(() => window.headingFontAtFirstPaint);

/** Waits until the headings are drawn in Fraunces, then for two more frames for any shift to be reported. */
async function waitForFraunces(page: Page) {
  await page.waitForFunction(() => document.fonts.check('600 16px "Fraunces Variable"') && document.documentElement.dataset.headingFont === undefined);
  await expect(page.locator("h1")).toHaveCSS("font-family", /^"Fraunces Variable"/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * From the moment the stand-in serif is let go, nothing moves but, at most, a heading's own letters
 * by a few pixels: a centred heading whose line is a little wider or narrower in Fraunces than in
 * the stand-in. (What moves earlier, while the page loads, is not the font's doing; it still counts
 * in the page's total.) Lighthouse reports CLS to three decimals; the whole load stays under 0.001,
 * so it reads 0.
 *
 * The total is counted from the moment the browser has read the whole document (see
 * `shiftsOnceTheDocumentIsRead`); earlier shifts are listed in the message, not counted.
 */
async function expectNothingMoved(page: Page) {
  const shifts = await layoutShifts(page);
  const droppedAt = await page.evaluate(() => window.standInDroppedAt);
  expect(droppedAt, "the page let go of the stand-in serif").toBeGreaterThan(0);
  const movedByTheFont = shifts.filter((shift) => shift.startTime >= droppedAt!).flatMap((shift) => shift.moved);
  expect(movedByTheFont.filter((source) => !["H1", "H2", "H3"].includes(source.tag))).toEqual([]);
  const { afterReading, whileReading, timeline } = await shiftsOnceTheDocumentIsRead(page, shifts);
  expect(afterReading.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify({ afterReading, whileReading, timeline })).toBeLessThan(0.001);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, { tag: "@paint" }, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`a first visit to ${path} paints before fetching the heading font, and Fraunces takes over without moving the page`, async ({ page }) => {
        await recordHeadingFontAtFirstPaint(page);
        await recordFrames(page);
        await page.goto(path);
        await waitForFraunces(page);
        expect(await headingFontAtFirstPaint(page)).toMatch(/^"Fraunces Georgia"/);
        const [firstPaint, fontRequested] = await page.evaluate(() => [
          performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          performance.getEntriesByType("resource").find((entry) => entry.name.includes("/assets/fraunces-subset-"))!.startTime,
        ]);
        expect(fontRequested).toBeGreaterThan(firstPaint);
        await expectNothingMoved(page);
      });
    }
  });
}

test("a later page load in the same tab, with the font in the cache, draws headings in Fraunces from its first paint", { tag: "@paint" }, async ({ page }) => {
  await page.goto("/");
  await waitForFraunces(page);
  await recordHeadingFontAtFirstPaint(page);
  await page.goto("/store");
  await expect.poll(() => headingFontAtFirstPaint(page)).toMatch(/^"Fraunces Variable"/);
  await waitForFraunces(page);
  expect(await layoutShifts(page)).toEqual([]);
});
