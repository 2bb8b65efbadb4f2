// The catalogue is the ministry's to change (decision 0018): an owner changes a product's price in
// the back office, at 1280 and 375 px, and the store shows it within 5 seconds, in its HTML, with
// no build or restart; archived, the product leaves the store. It runs after every other spec
// (playwright.config.ts), which read the seeded prices and count the products.
import { expect, test, type Page } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { formatPence } from "../core/money";
import { specOwner } from "./fixtures/spec-owner";
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
