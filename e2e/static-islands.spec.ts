// The home page's sections, the header's logo, the skip links and the footer's columns are static
// islands (decision 0010): HTML the browser keeps as it is and never builds from code. These tests
// check what a visitor would notice if that went wrong: content lost or redrawn at hydration, links
// that reload the whole page, or a blank home page after a client-side navigation.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, holdScripts, waitForHydration } from "./fixtures/hydration";

const homeHeading = { name: /Your Passport to\s+Purpose/, level: 1 } as const;

/** Marks the window: the mark survives client-side navigation and is gone after a full page load. */
async function markThisDocument(page: Page) {
  await page.evaluate(() => (window.sameDocument = true));
}
const isSameDocument = (page: Page) => page.evaluate(() => window.sameDocument === true);

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("hydration keeps the pre-rendered home page, the header's logo, the skip links and the footer as they are, without errors", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForSelector("footer");
  // Expando properties live on the element objects: a redraw would create new elements without them.
  const islandElements = ["#home-hero-title", 'header a[aria-label$=", home"] svg', 'a[href="#main-content"]', 'footer nav[aria-label="Quick links"] a', 'footer ul[aria-label="Legal"] a'];
  await page.evaluate((selectors) => {
    for (const selector of selectors) document.querySelector(selector)!.kept = true;
  }, islandElements);
  release();
  await waitForHydration(page);
  const kept = await page.evaluate(
    (selectors) => selectors.map((selector) => document.querySelector(selector)?.kept === true),
    islandElements,
  );
  expect(kept).toEqual(islandElements.map(() => true));
  await expect(page.getByRole("heading", homeHeading)).toBeVisible();
  expect(errors).toEqual([]);
});

test("links in the home page and the footer move between pages without reloading", async ({ page }) => {
  await gotoHydrated(page, "/");
  await markThisDocument(page);

  await page.getByRole("link", { name: "Discover Our Movement", exact: true }).click();
  await expect(page).toHaveURL(/\/movement$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Our Movement");
  expect(await isSameDocument(page)).toBe(true);

  await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Ministry" }).click();
  await expect(page).toHaveURL(/\/ministry$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  expect(await isSameDocument(page)).toBe(true);

  // A new tab stays the browser's business: the page itself does not move.
  const [popup] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await popup.close();
  await expect(page).toHaveURL(/\/accessibility$/);
});

test("arriving at the home page from another page, and by Back and Forward, shows all of it", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, "/store");
  await markThisDocument(page);

  await page.getByRole("banner").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", homeHeading)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What We Do", level: 2 })).toBeAttached();
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/store$/);
  await page.goForward();
  await expect(page.getByRole("heading", homeHeading)).toBeVisible();
  // And its links still move without a reload.
  await page.getByRole("link", { name: "Visit the Marketplace" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("when the home page's HTML can't be fetched, the link loads the page the ordinary way", async ({ page }) => {
  await gotoHydrated(page, "/store");
  await markThisDocument(page);
  let refused = 0;
  await page.route("**/", (route) => {
    if (route.request().resourceType() !== "fetch") return route.fallback();
    refused += 1;
    return route.abort("internetdisconnected");
  });
  await page.getByRole("banner").getByRole("link", { name: /home/i }).first().click();
  await expect(page.getByRole("heading", homeHeading)).toBeVisible();
  expect(refused).toBe(1);
  expect(await isSameDocument(page)).toBe(false);
});
