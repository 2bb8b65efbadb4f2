import { expect, test } from "@playwright/test";
import { gotoHydrated, holdFiles, holdScripts, waitForHydration } from "./fixtures/hydration";

test.describe("site shell", () => {
  test("header links lead to each section of the site", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["Home", "/"],
      ["Movement", "/movement"],
      ["Ministry", "/ministry"],
      ["Mission", "/mission"],
      ["Store", "/marketplace"],
      ["Support", "/support"],
      ["Connect", "/connect"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "Movement", exact: true }).click();
    await expect(page).toHaveURL(/\/movement$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Our Movement");
    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/connect$/);
  });

  test("skip links move focus to the main content and the navigation", async ({ page }) => {
    await page.goto("/movement");
    await page.keyboard.press("Tab");
    const skipMain = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipMain).toBeFocused();
    await expect(skipMain).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();

    await page.goto("/movement");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main navigation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-navigation")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("every route change starts at the top of the page", async ({ page }) => {
    await gotoHydrated(page, "/movement");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Mission", exact: true }).click();
    await expect(page).toHaveURL(/\/mission$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths show the 404 page with status 404 and log the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => errors.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("client-side navigation to an unknown path renders the 404 page too", async ({ page }) => {
    // Navigated by the app once it is running: a history change before it hydrates would have it
    // hydrate the home page's HTML as the unknown path (the scripts load after the first paint).
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/missing-client-route");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the menu opens, traps focus, navigates and closes, returning focus", async ({ page }) => {
    // The menu button is React's: a tap before the page hydrates does nothing (the test below
    // covers a tap before the menu's own code has arrived).
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Focus stays inside the open menu.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Ministry" }).click();
    await expect(page).toHaveURL(/\/ministry$/);
    await expect(menu).toBeHidden();
  });

  test("a tap on the menu, the cart or Add to Cart before the page is ready opens it once the page is, and only once", async ({ page }) => {
    for (const [path, button, opened] of [
      ["/", "Open menu", page.getByRole("dialog", { name: "Menu" })],
      ["/", /^Cart/, page.getByRole("dialog", { name: "Your Cart" })],
      ["/store", "Add to Cart: Blessed Tee", page.getByRole("dialog", { name: /Blessed Tee/ })],
    ] as const) {
      // Hold the scripts back: the page shows as pre-rendered, and the tap lands before React does.
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      const target = page.getByRole("button", { name: button });
      await target.tap();
      await target.tap(); // a second, impatient tap: still opened once, not opened and shut
      await expect(opened).toBeHidden();
      release();
      await waitForHydration(page);
      await expect(opened).toBeVisible();
      await page.waitForTimeout(300);
      await expect(opened).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(opened).toBeHidden();
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });

  test("a tap on the menu button before the menu's code has arrived opens the menu when it does", async ({ page }) => {
    // The menu loads when a person reaches for its button; here it is slower than the tap.
    const release = await holdFiles(page, "**/assets/mobile-menu-sheet-*.js");
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();
    release();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Ministry" })).toBeVisible();
  });
});

// The framework's chunk (React, React DOM, React Router) runs on every page before anything is
// interactive. Marked at its top, Chromium compiles it whole while it downloads, off the main thread,
// instead of each function on first call during hydration (decision 0025).
test("the framework's code reaches the browser marked to compile while it downloads", async ({ page }) => {
  const framework = page.waitForResponse((response) => /\/assets\/framework-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto("/store");
  const code = await (await framework).text();
  const hint = "//# allFunctionsCalledOnLoad\n";
  expect(code.slice(0, hint.length)).toBe(hint);
});

test("a visitor who scrolls while the page is still loading stays where they scrolled", async ({ page }) => {
  // Hold the scripts back so the scroll lands before hydration.
  const release = await holdScripts(page);
  await page.goto("/movement", { waitUntil: "commit" });
  await page.waitForSelector("footer");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test.describe("content pages", () => {
  test("'Begin Your Journey' scrolls to What We Do", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Begin Your Journey" }).click();
    await expect(page).toHaveURL(/#what-we-do$/);
    await expect(page.getByRole("heading", { name: "What We Do", level: 2 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("coaching's Book Now links open the booking page in a new tab, safely", async ({ page }) => {
    await page.goto("/coaching");
    const links = page.getByRole("link", { name: /^Book Now/ });
    expect(await links.count()).toBeGreaterThan(1);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("/consultation shows the coaching page with its canonical at /coaching", async ({ page }) => {
    await page.goto("/consultation");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/coaching$/);
  });

  test("footer legal links lead to real pages", async ({ page }) => {
    await page.goto("/");
    for (const name of ["Terms", "Privacy Policy", "Accessibility"]) {
      const response = await page.request.get((await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).getAttribute("href"))!);
      expect(response.status(), name).toBe(200);
    }
  });
});
