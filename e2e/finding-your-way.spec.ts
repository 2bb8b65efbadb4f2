// What a supporter stumbles on (issue 56): giving one tap away in every page's header, at a phone's
// width and a desk's, beside the navigation and never pushing it off; the footer leading to their
// own giving and to inviting a speaker; /connect, where Contact Us leads, saying how to reach us;
// the home page offering giving and the shop near its top on a phone; and the words we choose in
// UK English, one word for one thing.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { gotoHydrated } from "./fixtures/hydration";
import { routeChecks } from "./fixtures/routes";
import { NOT_OUR_WORDS } from "../server/test-support/not-our-words";

const publicPaths = routeChecks.filter((route) => (route.status ?? 200) === 200).map((route) => route.path);
const widths = [
  { name: "phone", viewport: { width: 375, height: 740 } },
  { name: "desk", viewport: { width: 1280, height: 800 } },
];

/** Nothing in the header reaches past the screen's right edge, and the page scrolls no way but down. */
async function expectHeaderFits(page: Page, width: number) {
  const header = page.getByRole("banner");
  const spill = await header.evaluate((element) => {
    const right = document.documentElement.clientWidth;
    return [...element.querySelectorAll("a, button")]
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().right > right + 0.5)
      .map((el) => el.textContent?.trim() || el.getAttribute("aria-label"));
  });
  expect(spill, "header controls past the right edge").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// The navigation shows from 1024 px: its narrowest width is checked with the two the issue names.
for (const { name, viewport } of [...widths, { name: "small desk", viewport: { width: 1024, height: 768 } }]) {
  test.describe(`the header on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("every public page's header has a Give link to the giving page, beside the navigation, all of it on screen", async ({ page }) => {
      for (const path of publicPaths) {
        await page.goto(path);
        const give = page.getByRole("banner").getByRole("link", { name: "Give", exact: true });
        await expect(give, path).toBeVisible();
        await expect(give, path).toHaveAttribute("href", "/support");
        await expect(give, path).toBeInViewport({ ratio: 1 });
        await expectHeaderFits(page, viewport.width);
        if (viewport.width >= 1024) {
          // The specification's navigation is all there, each link whole on screen, none under Give.
          const nav = page.getByRole("navigation", { name: "Main" });
          for (const link of await nav.getByRole("link").all()) await expect(link, path).toBeInViewport({ ratio: 1 });
          const [navBox, giveBox] = [await nav.boundingBox(), await give.boundingBox()];
          expect(navBox!.x + navBox!.width, path).toBeLessThanOrEqual(giveBox!.x);
        } else {
          await expect(page.getByRole("button", { name: "Open menu" }), path).toBeInViewport({ ratio: 1 });
          await expect(page.getByRole("banner").getByRole("button", { name: /^Cart/ }), path).toBeInViewport({ ratio: 1 });
        }
      }
      await page.goto("/movement");
      await page.getByRole("banner").getByRole("link", { name: "Give", exact: true }).click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole("heading", { level: 2, name: "Choose your gift" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, "header");
    });
  });
}

for (const { name, viewport } of widths) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("the footer leads to managing your giving and to inviting a speaker", async ({ page }) => {
      // Once the app runs, the router takes clicks on the footer's links: this one it must leave to the browser.
      await gotoHydrated(page, "/");
      const supporters = page.getByRole("contentinfo").getByRole("navigation", { name: "For supporters" });
      await supporters.getByRole("link", { name: "Manage your giving" }).click();
      // The account is the server's own page: it loads in full, not as the app's unknown route.
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { level: 1, name: "Your giving" })).toBeVisible();

      await page.goto("/store");
      await page.getByRole("contentinfo").getByRole("link", { name: "Invite a speaker" }).click();
      await expect(page).toHaveURL(/\/book-call$/);
      await expect(page.getByRole("heading", { level: 1, name: "Book a Speaking Engagement" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, "footer");
    });

    test("/connect, where Contact Us leads, gives the charity's email address and phone number beside the sign-up", async ({ page }) => {
      await page.goto("/connect");
      const contact = page.getByRole("region", { name: "Get in touch" });
      await expect(contact.getByRole("link", { name: "hello@purposemovement.org.uk" })).toHaveAttribute("href", "mailto:hello@purposemovement.org.uk");
      await expect(contact.getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
      await expect(page.getByRole("heading", { level: 2, name: "Sign up for the newsletter" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("the home page on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("offers giving and the shop within its first two screens, in the page itself", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const twoScreens = 2 * 740;
    for (const [name, href] of [
      ["Give once or monthly", "/support"],
      ["Shop the Marketplace", "/marketplace"],
    ] as const) {
      const link = main.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      const box = await link.boundingBox();
      expect(box!.y + box!.height, `${name} is within the first two screens`).toBeLessThanOrEqual(twoScreens);
    }
    await main.getByRole("link", { name: "Shop the Marketplace" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});

test("the home page's gift wrap promise says where it is chosen, and it is there", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Tick Gift wrap when you add an item to your cart, and we will wrap it with care.")).toBeVisible();
  await page.goto("/store");
  await page.getByRole("button", { name: "Add to Cart: Blessed Tee" }).click();
  await expect(page.getByRole("dialog", { name: /Blessed Tee/ }).getByRole("checkbox", { name: /Gift wrap/ })).toBeVisible();
});

test("every public page's words are UK English and call a thing by one name", async ({ request }) => {
  const found: string[] = [];
  for (const path of publicPaths) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " ");
    for (const word of text.match(NOT_OUR_WORDS) ?? []) found.push(`${path}: ${word}`);
  }
  expect(found).toEqual([]);
});
