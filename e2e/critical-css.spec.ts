// A page that carries its own rules paints before the stylesheet arrives (decision 0026,
// server/pages/critical-css.ts). What it paints must be what the whole stylesheet gives: every
// element's computed style (its custom properties aside), and its ::before, ::after and ::marker,
// is the same before the stylesheet is applied and after, at a phone's width and a desktop's. And
// the stylesheet is applied before React runs, so what React draws later is styled.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures/hydration";
import { prerenderPaths } from "../core/paths";

const widths = [390, 1280];

/**
 * Reads every element's computed style (and its pseudo-elements') at each width. The first call
 * keeps the reading in the page; the second compares with it there and returns what differs.
 * Each element's style is kept as one string of its values, and a ::before or ::after that isn't
 * generated (content: none), or a ::marker of an element that isn't a list item, as a mark of its
 * own: one that appears or goes between the readings still differs. Only a style that differs is
 * taken apart, property by property, for the message.
 */
async function readStyles(page: Page): Promise<string[]> {
  const differences: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    differences.push(
      ...(await page.evaluate((width) => {
        const kept = (window.stylesRead ??= {});
        const before = kept[width];
        const now: string[] = [];
        const found: string[] = [];
        const separator = "\u0000";
        // Every property but custom ones (`--tw-shadow`): a custom property paints nothing itself,
        // and one a rule reads shows in that rule's property. The page's own rules leave out the
        // @property registrations no kept rule reads (server/pages/critical-css.ts), which a
        // computed style would otherwise list.
        const painted = (style: CSSStyleDeclaration) => Array.from(style).filter((property) => !property.startsWith("--"));
        const elements = [document.documentElement, ...document.body.querySelectorAll("*")].filter((element) => !element.closest("script, style, template, noscript"));
        elements.forEach((element, index) => {
          const own = getComputedStyle(element);
          for (const pseudo of [null, "::before", "::after", "::marker"]) {
            const style = pseudo ? getComputedStyle(element, pseudo) : own;
            let reading: string;
            if ((pseudo === "::before" || pseudo === "::after") && style.content === "none") reading = "not generated";
            else if (pseudo === "::marker" && !own.display.includes("list-item")) reading = "not a list item";
            else reading = painted(style).map((property) => style.getPropertyValue(property)).join(separator);
            const at = now.push(reading) - 1;
            if (!before || before[at] === reading) continue;
            const name = `${index} <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} class="${element.getAttribute("class") ?? ""}">${pseudo ?? ""}`;
            const was = before[at]!.split(separator);
            const is = reading.split(separator);
            if (was.length !== is.length) found.push(`at ${width} px, ${name}: ${before[at]!.slice(0, 80)} → ${reading.slice(0, 80)}`);
            else painted(style).forEach((property, i) => was[i] !== is[i] && found.push(`at ${width} px, ${name} ${property}: ${was[i]} → ${is[i]}`));
          }
        });
        kept[width] = now;
        return found;
      }, width)),
    );
  }
  return differences;
}

/**
 * The page as the server sends it once it is settled: a page is first sent as rendered, and given
 * its own rules once the server's renders have paused (server/pages/live-pages.ts). One that is
 * still without them after a few seconds keeps the stylesheet's link.
 */
async function settledHtml(page: Page, path: string): Promise<string> {
  const deadline = Date.now() + 4_000;
  for (;;) {
    const html = await (await page.request.get(path)).text();
    if (html.includes("<style>") || Date.now() > deadline) return html;
    await page.waitForTimeout(200);
  }
}

// Every public page (the not-found page is sent with its status; /home is the same page as /).
const pages = prerenderPaths.filter((path) => path !== "/404" && path !== "/home");

for (const path of pages) {
  test(`${path}: what paints first is what the whole stylesheet gives`, async ({ page }) => {
    // React is kept out, so nothing but the stylesheet changes the page between the two readings.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    const html = await settledHtml(page, path);
    if (!html.includes("<style>")) {
      // Too large to fit the first flight with its rules: the stylesheet's link stays in <head>,
      // and nothing paints before the whole stylesheet is there.
      expect(html).toMatch(/<head>[^]*<link rel="stylesheet" href="\/assets\/app-[^"]+\.css" data-precedence="default"\/>[^]*<\/head>/);
      expect(html).not.toContain("<noscript>");
      return;
    }
    await page.goto(path, { waitUntil: "domcontentloaded" });
    // The heading font takes over after the first paint whatever the stylesheet does: read once it has.
    await page.waitForFunction(() => document.documentElement.dataset.headingFont === undefined);
    await page.evaluate(() => document.fonts.ready);
    await readStyles(page);

    releaseStylesheet();
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/app-")));
    expect(await readStyles(page), `${path}: styles the page's own rules got wrong`).toEqual([]);
  });
}

test("a page with its rules inlined fetches the stylesheet after its first paint, before React draws", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.setViewportSize({ width: 390, height: 800 });
  // /cart: the page furthest under the first flight's size with its rules (10.4 of 14 kB brotli),
  // so it carries them whatever the charity's details are. /book-call, once used here, is within
  // a few bytes of the limit, and rightly lost its rules when a spec changed those details.
  const html = await settledHtml(page, "/cart");
  expect(html, "/cart carries its rules").toMatch(/<style>[\s\S]+?<\/style>/);
  // Linked only for a browser without scripts, which applies the whole stylesheet at once.
  expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(1);
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/app-[^"]+\.css"\/><\/noscript>/);

  await gotoHydrated(page, "/cart");

  // The menu, drawn only by React, is styled by the whole stylesheet.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS("position", "fixed");
  // One stylesheet, adopted by React rather than written twice.
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/app-"]').count()).toBe(1);
  expect(requests.filter((url) => /\/assets\/app-[^/]+\.css$/.test(url))).toHaveLength(1);
});
