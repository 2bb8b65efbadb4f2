// The catalogue is the ministry's to change (decision 0018): an owner changes a product's price in
// the back office, at 1280 and 375 px, and the store shows it within 5 seconds, in its HTML, with
// no build or restart; archived, the product leaves the store. A new product, at both widths:
// nothing ticked, an "Other" category, "Low" only where a level is set, one Save that stays on
// screen on a phone; active with a photo, the store shows it as Other. It runs after every other
// spec (playwright.config.ts), which read the seeded prices and count the products.
import { expect, test, type Page } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { formatPence } from "../core/money";
import { specOwner } from "./fixtures/spec-owner";
import { StorePage } from "./fixtures/store-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const product = seedLookup("kingdom-come-hoodie")!;
const owner = specOwner("CATALOGUE", "Cara Catalogue");
test.afterAll(async () => owner.close());

async function openProduct(page: Page) {
  await page.goto("/admin/products");
  await page.getByLabel("Search products").fill("kingdom come");
  await page.getByRole("link", { name: product.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
}

/** /store as a supporter loads it: the HTML itself, not what scripts draw later. */
async function storeHtml(page: Page): Promise<string> {
  return (await page.request.get("/store")).text();
}

test("an owner changes a price and the store's HTML shows it within 5 seconds, on a desk and on a phone", async ({ browser, page }) => {
  const admin = await owner.page(browser);
  for (const [viewport, pounds] of [[{ width: 1280, height: 800 }, "29.49"], [{ width: 375, height: 740 }, "28.75"]] as const) {
    await admin.setViewportSize(viewport);
    await openProduct(admin);
    await expect(admin.getByLabel("Price", { exact: true })).toHaveValue(/^\d+\.\d\d$/);
    await admin.getByLabel("Price", { exact: true }).fill(pounds);
    await expectNoSeriousA11yViolations(admin);
    // The clock starts when the server has saved the change (issue 28: "a change saved through the
    // server shows ... within 5 seconds"), not at the click: on a busy two-core machine the browser
    // alone took seconds to send the form.
    const answered = admin.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/api/admin/products/"));
    await admin.getByRole("button", { name: "Save" }).click();
    expect((await answered).ok()).toBe(true);
    const saved = Date.now();
    await expect(admin.getByText("Saved. The site shows it within seconds.")).toBeVisible();
    const shown = formatPence(Math.round(Number(pounds) * 100));
    await expect.poll(() => storeHtml(page), { timeout: 5_000, intervals: [100] }).toContain(shown);
    expect(Date.now() - saved).toBeLessThan(5_000);
    // A supporter opening the store sees it on the product's card.
    await page.setViewportSize(viewport);
    await page.goto("/store");
    await expect(page.getByRole("article", { name: product.name })).toContainText(shown);
  }
});

test("a sale price must be below the price, and the page says so by the field", async ({ browser }) => {
  const admin = await owner.page(browser);
  await openProduct(admin);
  const price = await admin.getByLabel("Price", { exact: true }).inputValue();
  await admin.getByLabel("Sale price").fill(price);
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("The sale price must be below the price")).toBeVisible();
  await expect(admin.getByLabel("Sale price")).toHaveAttribute("aria-invalid", "true");
});

test("an archived product leaves the store", async ({ browser, page }) => {
  const admin = await owner.page(browser);
  await openProduct(admin);
  await admin.getByLabel("Status").selectOption("archived");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Saved. It is not on sale.")).toBeVisible();
  await expect.poll(() => storeHtml(page), { timeout: 5_000, intervals: [100] }).not.toContain(product.name);
});

test("a new product starts with nothing ticked, can be Other, says Low only where a level is set, and its one Save stays on a phone's screen", async ({ browser, page }) => {
  test.setTimeout(240_000);
  const admin = await owner.page(browser);
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    const name = `Purpose Mug ${viewport.width}`;
    await admin.setViewportSize(viewport);
    await admin.goto("/admin/products");
    await admin.getByRole("button", { name: "New product" }).click();
    await admin.getByLabel("Name").fill(name);
    await admin.getByLabel("Category").selectOption("Other");
    await admin.getByLabel("Price", { exact: true }).fill("12");
    await admin.getByRole("button", { name: "Create draft" }).click();
    await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();

    // Nothing ticked: an Other product is in one form until both sizes and colours are chosen,
    // and apparel too starts empty.
    const sizes = admin.getByRole("group", { name: "Sizes it comes in" });
    const colours = admin.getByRole("group", { name: "Colours it comes in" });
    for (const box of await sizes.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    for (const box of await colours.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await admin.getByLabel("Category").selectOption("Hoodie");
    await expect(sizes.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await admin.getByLabel("Category").selectOption("Other");
    // A photo has its own alt text; a new product has no drawn illustration to describe.
    await expect(admin.getByLabel("Illustration's description")).toHaveCount(0);
    await expect(admin.getByLabel("Image description")).toHaveCount(0);

    // Made to order, nothing is "Low"; one Save, which stays on the screen wherever you are.
    const save = admin.getByRole("button", { name: "Save" });
    await expect(save).toHaveCount(1);
    await expect(admin.getByText("Low", { exact: true })).toHaveCount(0);
    await admin.getByRole("button", { name: "Upload photo" }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await admin.getByLabel("Name").scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();

    // Counted at 0 it is sold out; with no low-stock level, 5 is not "Low"; with a level of 6, it is.
    await admin.getByLabel("Stock", { exact: true }).fill("0");
    await save.click();
    await expect(admin.getByText("All changes saved.")).toBeVisible();
    await expect(admin.getByText("Sold out", { exact: true })).toBeVisible();
    await admin.getByLabel("Stock", { exact: true }).fill("5");
    await save.click();
    await expect(admin.getByText("All changes saved.")).toBeVisible();
    await expect(admin.getByText("Sold out", { exact: true })).toHaveCount(0);
    await expect(admin.getByText("Low", { exact: true })).toHaveCount(0);
    await admin.getByLabel("Low-stock level").fill("6");
    await save.click();
    await expect(admin.getByText("Low", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await admin.screenshot({ path: `/tmp/shots-issue-56c/product-editor-${viewport.width}.png`, fullPage: true });
    await admin.screenshot({ path: `/tmp/shots-issue-56c/product-editor-viewport-${viewport.width}.png` });
  }

  // Active, with its photo, an Other product is on the store's shelf, labelled Other, with a filter of its own.
  const name = "Purpose Mug 1280";
  await admin.getByLabel("Photo to add").setInputFiles(new URL("./fixtures/photos/cap-square.jpg", import.meta.url).pathname);
  await admin.getByLabel("Alt text for the new photo").fill("A white mug with the Purpose Movement mark");
  await admin.getByRole("button", { name: "Upload photo" }).click();
  await expect(admin.getByText("Photo added. The site shows it within seconds.")).toBeVisible({ timeout: 60_000 });
  await admin.getByLabel("Status").selectOption("active");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Saved. The site shows it within seconds.")).toBeVisible();
  await expect.poll(() => storeHtml(page), { timeout: 5_000, intervals: [100] }).toContain(name);
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await new StorePage(page).goto("/store");
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Other");
    await page.getByRole("group", { name: "Show products" }).getByRole("button", { name: "Other" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots-issue-56c/store-other-${viewport.width}.png` });
  }
});
