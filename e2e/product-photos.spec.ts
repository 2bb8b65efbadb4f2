// An owner gives a product a photograph (decision 0023), at 1280 and 375 px: uploads it in the
// editor, is told it needs alt text before the product can be active (on that photo's alt text
// field, linked from the page's notice), adds it, makes the product active, and within 5 seconds
// the store's card shows the photo as a <picture> offering AVIF and then WebP. Then a photo tied
// to a colour: a shopper who chooses that colour sees it in the add-to-cart dialog, the cart
// drawer and the checkout, and the product's first photo in any other colour. It changes what
// the store shows, so it runs after the other specs (playwright.config.ts).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { CartDrawer } from "./fixtures/cart";
import { CheckoutPage } from "./fixtures/checkout-page";
import { StorePage } from "./fixtures/store-page";
import { specOwner } from "./fixtures/spec-owner";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const owner = specOwner("PHOTOS", "Pat Photos");
test.afterAll(async () => owner.close());

const photo = new URL("./fixtures/photos/tee-with-gps.jpg", import.meta.url).pathname;

async function openProduct(page: Page, name: string) {
  await page.goto("/admin/products");
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function save(page: Page, status: "draft" | "active") {
  await page.getByLabel("Status").selectOption(status);
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

const cases = [
  { viewport: { width: 1280, height: 800 }, product: seedLookup("walk-by-faith-tee")!, alt: "The Walk By Faith tee on a wooden hanger" },
  { viewport: { width: 375, height: 740 }, product: seedLookup("grace-upon-grace-tee")!, alt: "The Grace Upon Grace tee, folded" },
];

for (const { viewport, product, alt } of cases) {
  test(`an owner adds a described photo and the store card shows it within 5 seconds (${viewport.width} px)`, async ({ browser, page }) => {
    const admin = await owner.page(browser);
    await admin.setViewportSize(viewport);
    await openProduct(admin, product.name);

    // Off sale while the photo is added, so it can wait for its description.
    await save(admin, "draft");
    await expect(admin.getByText("Saved. It is not on sale.")).toBeVisible();
    await admin.getByLabel("Photo to add").setInputFiles(photo);
    await admin.getByRole("button", { name: "Upload photo" }).click();
    await expect(admin.getByText("Photo added. Add its alt text before making the product active.")).toBeVisible({ timeout: 60_000 });
    await expect(admin.getByLabel("Alt text, photo 1")).toHaveAttribute("aria-invalid", "true");

    // Not on sale without alt text: the page says which photo, on that photo's alt text field (not
    // the status, which is not what is wrong), and the notice's link takes the keyboard there.
    await save(admin, "active");
    const refusal = admin.getByRole("alert").filter({ hasText: "Add alt text to photo 1" });
    await expect(refusal).toBeVisible();
    const altText = admin.getByLabel("Alt text, photo 1");
    await expect(altText).toHaveAttribute("aria-invalid", "true");
    await expect(altText).toHaveAccessibleDescription(/Add alt text to photo 1 before the product can be active/);
    await expect(admin.getByLabel("Status")).not.toHaveAttribute("aria-invalid", "true");
    await refusal.getByRole("link", { name: /photo 1/ }).click();
    await expect(altText).toBeFocused();

    await altText.fill(alt);
    await admin.getByRole("button", { name: "Update photo 1" }).click();
    await expect(admin.getByText("Photo 1 updated.")).toBeVisible();
    // Described, it is no longer what stops the product going on sale.
    await expect(refusal).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin);

    await save(admin, "active");
    await expect(admin.getByText("Saved. The site shows it within seconds.")).toBeVisible();
    const saved = Date.now();
    await expect.poll(async () => (await page.request.get("/store")).text(), { timeout: 5_000, intervals: [100] }).toContain(`alt="${alt}"`);
    expect(Date.now() - saved).toBeLessThan(5_000);

    // A supporter's store: the card's picture offers AVIF, then WebP, at the layout's sizes.
    await page.setViewportSize(viewport);
    await page.goto("/store");
    const card = page.getByRole("article", { name: product.name });
    const sources = card.locator("picture > source");
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    await expect(sources.nth(0)).toHaveAttribute("srcset", /\/images\/p\/[0-9a-f]{24}-240\.avif 240w, .*-480\.avif 480w, .*-960\.avif 960w/);
    await expect(sources.nth(0)).toHaveAttribute("sizes", /112px$/);
    const image = card.getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("width", "960");
    await expect(image).toHaveAttribute("height", "960");
    await image.scrollIntoViewIfNeeded();
    // The browser chose and decoded a rendition (AVIF in Chromium), served to be cached for a year.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\.avif$/);
    const served = await page.request.get(chosen);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers()["content-type"]).toBe("image/avif");
    await expectNoSeriousA11yViolations(page);
  });
}

/** The rendition a photo's small picture loads: its hash, from the editor's thumbnail. */
async function photoHash(admin: Page, number: number): Promise<string> {
  const src = await admin.getByRole("list", { name: "Photos, in the order the site shows them" }).getByRole("listitem").nth(number - 1).locator("img").getAttribute("src");
  return /\/images\/p\/([0-9a-f]{24})-/.exec(src ?? "")![1]!;
}

const srcOf = (image: Locator) => image.getAttribute("src");

test("a photo tied to a colour follows that colour into the dialog, the cart and the checkout; other colours show the first photo", async ({ browser, page }) => {
  // A hoodie no other spec counts the stock of (stock.spec sells the Grace Wins Hoodie out).
  const product = seedLookup("faith-over-fear-hoodie")!;
  const admin = await owner.page(browser);
  await openProduct(admin, product.name);

  // On sale already, so each photo is described as it is added; the second is of the navy one.
  for (const [file, alt] of [["tee-with-gps.jpg", "The Faith Over Fear hoodie in black, folded"], ["hoodie.png", "The Faith Over Fear hoodie in navy, on a hanger"]]) {
    await admin.getByLabel("Photo to add").setInputFiles(new URL(`./fixtures/photos/${file}`, import.meta.url).pathname);
    await admin.getByLabel("Alt text for the new photo").fill(alt!);
    await admin.getByRole("button", { name: "Upload photo" }).click();
    await expect(admin.getByText("Photo added. The site shows it within seconds.")).toBeVisible({ timeout: 60_000 });
  }
  await admin.getByLabel("Colour it shows, photo 2").selectOption("Navy");
  await admin.getByRole("button", { name: "Update photo 2" }).click();
  await expect(admin.getByText("Photo 2 updated: buyers who choose Navy see it.")).toBeVisible();
  await expect(admin.getByText(/Photo 2 · shown for Navy/)).toBeVisible();
  // Each photo has one text field, its alt text; the seeded illustration's description is named for it.
  for (const n of [1, 2]) await expect(admin.getByRole("textbox", { name: new RegExp(`photo ${n}$`) })).toHaveCount(1);
  await expect(admin.getByRole("textbox", { name: "Illustration's description" })).toHaveValue(product.imageAlt);
  await expectNoSeriousA11yViolations(admin);
  for (const width of [1280, 375]) {
    await admin.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await admin.getByLabel("Colour it shows, photo 2").scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `/tmp/shots-issue-56c/photo-colour-editor-${width}.png` });
  }
  await expectNoSeriousA11yViolations(admin);
  const main = `/images/p/${await photoHash(admin, 1)}-240.webp`;
  const navy = `/images/p/${await photoHash(admin, 2)}-240.webp`;
  await expect.poll(async () => (await page.request.get("/api/catalogue")).text(), { timeout: 5_000 }).toContain('"color":"Navy"');

  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ viewport });
    const shopper = await context.newPage();
    const store = new StorePage(shopper);
    await store.goto("/store");
    const dialog = await store.openDialog(product.name);
    const dialogImage = dialog.root.locator("img").first();
    await dialog.color("Black").click();
    await expect.poll(() => srcOf(dialogImage)).toBe(main);
    await dialog.color("Navy").click();
    await expect.poll(() => srcOf(dialogImage)).toBe(navy);
    // Decoded, not a broken picture.
    await expect.poll(() => dialogImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(shopper);
    await dialog.submit();
    await store.add(product.name, { color: "Red" });

    const drawer = new CartDrawer(shopper);
    await drawer.open();
    await expect.poll(() => srcOf(drawer.line(product.name, "Navy").root.locator("img"))).toBe(navy);
    // A colour with no photo of its own shows the product's first.
    await expect.poll(() => srcOf(drawer.line(product.name, "Red").root.locator("img"))).toBe(main);
    await shopper.screenshot({ path: `/tmp/shots-issue-56c/cart-drawer-colour-photo-${viewport.width}.png` });

    // Read back from localStorage on the next page, against the catalogue: the checkout too.
    const checkout = new CheckoutPage(shopper);
    await checkout.goto();
    const summaryImages = checkout.summary.locator("li img");
    await expect(summaryImages).toHaveCount(2);
    expect(await Promise.all([0, 1].map((n) => srcOf(summaryImages.nth(n))))).toEqual(expect.arrayContaining([navy, main]));
    await expect(checkout.summary.getByRole("listitem").filter({ hasText: "Colour: Navy" }).locator("img")).toHaveAttribute("src", navy);
    await shopper.screenshot({ path: `/tmp/shots-issue-56c/checkout-colour-photo-${viewport.width}.png`, fullPage: true });
    await context.close();
  }
});
