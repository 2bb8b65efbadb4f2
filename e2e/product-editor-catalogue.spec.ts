// The product editor's stock as an owner and two buyers meet it, at 1280 and 375 px with axe: the
// owner starts counting a hoodie and sets "Stock, M, Black" to 1 in the editor; a second buyer
// already has that one in their cart; the first buys it; the add-to-cart dialog then says "Sold
// out" for M, Black within 5 seconds, and the second buyer's checkout is refused on that line.
// The page's parts agree after a save: the Photos panel shows the photos and status as saved
// (another owner's photo appears without a reload), and a size ticked in the form gets its row in
// the stock grid at once, its counts going in the same save.
// It changes what the store shows, so it runs in the "catalogue changes" project, after the rest.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { merchandiseBody } from "../server/test-support/payments";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { seedCart, uniquePerson } from "./fixtures/shop";
import { specOwner } from "./fixtures/spec-owner";
import { StorePage } from "./fixtures/store-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { baseURL } from "./support/environment";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const HOODIE = { id: "blessed-and-highly-favoured-hoodie", name: "Blessed & Highly Favoured Hoodie" };
const owner = specOwner("EDITOR", "Eddie Editor");
test.afterAll(async () => owner.close());

async function openProduct(admin: Page) {
  await admin.goto("/admin/products");
  await admin.getByLabel("Search products").fill("highly favoured");
  await expect(admin.getByRole("status").filter({ hasText: /^1 product$/ })).toBeVisible();
  await admin.getByRole("link", { name: HOODIE.name }).click();
  await expect(admin.getByRole("heading", { level: 1, name: HOODIE.name })).toBeVisible();
}

test("the list and the editor pass axe on a desk and on a phone", async ({ browser }) => {
  const admin = await owner.page(browser);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    await admin.setViewportSize(viewport);
    await admin.goto("/admin/products");
    await expect(admin.getByRole("link", { name: HOODIE.name })).toBeVisible();
    await expect(admin.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await openProduct(admin);
    await expect(admin.getByLabel("Price", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
  }
});

test("an owner sets Stock, M, Black to 1; a buyer takes it; the dialog says Sold out within 5 s and a second buyer is refused on the line", async ({ browser, page, request }) => {
  const admin = await owner.page(browser);
  await openProduct(admin);
  // Made to order until now: typing a count starts counting it (every other option at 0).
  await expect(admin.getByRole("radio", { name: "Not tracked (made to order)" })).toBeChecked();
  await admin.getByLabel("Stock, M, Black").fill("1");
  await expect(admin.getByRole("radio", { name: "Track stock" })).toBeChecked();
  await admin.getByLabel("Stock, L, Navy").fill("3");
  await admin.getByLabel("Reason for the change").selectOption("received");
  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Saved the stock.")).toBeVisible();
  await expect(admin.getByLabel("Stock, M, Black")).toHaveValue("1");
  await expect(admin.getByLabel("Stock, XS, Pink")).toHaveValue("0");
  await admin.getByText("Recent stock movements").click();
  await expect(admin.getByRole("row").filter({ hasText: "Received" }).first()).toBeVisible();

  // The second buyer has the last M, Black in their cart and is on the payment step.
  const second = await browser.newPage();
  await seedCart(second, [{ id: HOODIE.id, quantity: 1, size: "M", color: "Black" }]);
  const checkout = new CheckoutPage(second);
  await checkout.goto();
  await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");

  // The first buyer pays for it in the sandbox.
  const body = merchandiseBody([{ id: HOODIE.id, quantity: 1, size: "M", color: "Black" }]);
  const created = await request.post("/api/create-payment", { data: body });
  expect(created.status(), await created.text()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  await page.goto(`/sandbox/checkout/${sessionId}`);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const paid = Date.now();

  // Within 5 seconds the shop's data says M, Black is gone (pages are made from the same snapshot,
  // on the same notification), and the add-to-cart dialog on a freshly loaded store says so.
  await expect
    .poll(async () => {
      const { products } = (await (await page.request.get("/api/catalogue")).json()) as { products: { id: string; soldOutOptions?: string[] }[] };
      return products.find((p) => p.id === HOODIE.id)?.soldOutOptions?.includes("M Black") ?? false;
    }, { timeout: 5_000, intervals: [100] })
    .toBe(true);
  const store = new StorePage(page);
  await store.goto("/store");
  await store.card(HOODIE.name).getByRole("button", { name: `Add to Cart: ${HOODIE.name}` }).click();
  const dialog = page.getByRole("dialog", { name: HOODIE.name });
  await dialog.getByRole("radio", { name: /^M/ }).click();
  await expect(dialog.getByRole("radio", { name: /Black/ })).toContainText("Sold out");
  await dialog.getByRole("radio", { name: /Black/ }).click();
  await expect(dialog.getByRole("button", { name: "Sold out" })).toBeDisabled();
  expect(Date.now() - paid).toBeLessThan(5_000 + 10_000);
  await page.keyboard.press("Escape");

  // The second buyer, paying now, is refused before paying, on that line.
  const refused = second.waitForResponse((r) => r.url().endsWith("/api/create-payment"));
  await checkout.payButton.click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect((await answer.json()).error).toContain("sold out");
  const line = second.getByRole("region", { name: "Order Review" }).getByRole("listitem").filter({ hasText: HOODIE.name });
  await expect(line).toContainText("sold out");
  await expect(line.getByRole("button", { name: `Remove ${HOODIE.name}` })).toBeVisible();
  await second.close();
});

test("an owner exports the products, imports a new price by SKU after reading the preview, and the store shows it", async ({ browser, page }) => {
  const admin = await owner.page(browser);
  // The product list arrives after the page. The import form once sat below it and jumped down
  // when it came, so a click aimed at Preview import landed where the button had been. Held back
  // here, the list's arrival must leave the form where it is.
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await admin.route("**/api/admin/products", async (route) => {
    await listHeld;
    await route.continue();
  });
  await admin.goto("/admin/products");
  const previewButton = admin.getByRole("button", { name: "Preview import" });
  await expect(admin.getByRole("status").filter({ hasText: "Loading products…" })).toBeVisible();
  await expect(previewButton).toBeVisible();
  const whileLoading = await previewButton.boundingBox();
  releaseList();
  await expect(admin.getByRole("status").filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  expect(await previewButton.boundingBox()).toEqual(whileLoading);
  await admin.unrouteAll();
  const exported = await admin.request.get("/api/admin/products.csv");
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain('"chosen-dad-hat"');

  const csv = "sku,price,on_hand\r\nchosen-dad-hat,21.50,\r\nno-such-thing,3.00,\r\n";
  await admin.getByLabel("CSV file").setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await admin.getByRole("button", { name: "Preview import" }).click();
  const preview = admin.getByRole("region", { name: /prices\.csv/ });
  await expect(preview).toContainText("1 change, 1 refused row");
  await expect(preview.getByRole("row").filter({ hasText: "Chosen Dad Hat" })).toContainText("£21.50");
  await expect(preview.getByRole("row").filter({ hasText: "no-such-thing" })).toContainText("No product or variant has this SKU");
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(admin.getByText("Applied 1 change; 1 refused row was left out.")).toBeVisible();
  await expect.poll(async () => (await page.request.get("/store")).text(), { timeout: 5_000, intervals: [100] }).toContain("£21.50");
});

test("after a save, the Photos panel shows the photos and the status as saved, without a reload", async ({ browser }) => {
  const tee = seedLookup("love-never-fails-tee")!;
  const alt = "The Love Never Fails tee, folded on a chair";
  const admin = await owner.page(browser);
  await admin.goto(`/admin/products/${tee.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: tee.name })).toBeVisible();
  await expect(admin.getByText("No photos yet.")).toBeVisible();
  const newPhotoAlt = admin.getByLabel("Alt text for the new photo");
  await expect(newPhotoAlt).toHaveAccessibleDescription(/Required: the product is on sale/);

  // Another owner, in another tab, adds a described photo while this page is open.
  const added = await admin.request.post(`/api/admin/products/${tee.id}/images?alt=${encodeURIComponent(alt)}`, {
    headers: { origin: baseURL, "content-type": "image/jpeg" },
    data: readFileSync(new URL("./fixtures/photos/cap-square.jpg", import.meta.url)),
  });
  expect(added.status(), await added.text()).toBe(201);

  // This owner takes it off sale: the panel then shows that photo and the draft's rule.
  await admin.getByLabel("Status").selectOption("draft");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Saved. It is not on sale.")).toBeVisible();
  await expect(admin.getByLabel("Alt text, photo 1")).toHaveValue(alt);
  await expect(admin.getByText("No photos yet.")).toHaveCount(0);
  await expect(newPhotoAlt).toHaveAccessibleDescription(/Optional while the product is not on sale/);
  await expectNoSeriousA11yViolations(admin);

  // Back on sale, it follows again.
  await admin.getByLabel("Status").selectOption("active");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Saved. The site shows it within seconds.")).toBeVisible();
  await expect(newPhotoAlt).toHaveAccessibleDescription(/Required: the product is on sale/);
});

test("a size ticked in the form gets its row in the stock grid at once, and its counts go in the same save", async ({ browser, page }) => {
  const tee = seedLookup("rooted-in-love-tee")!;
  const admin = await owner.page(browser);
  await admin.goto(`/admin/products/${tee.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: tee.name })).toBeVisible();
  const sizes = admin.getByRole("group", { name: "Sizes it comes in" });

  // It stops coming in 3XL, and counting starts in the same save.
  await sizes.getByRole("checkbox", { name: "3XL", exact: true }).uncheck();
  await expect(admin.getByLabel("Stock, 3XL, Navy")).toHaveCount(0);
  await admin.getByLabel("Stock, M, Black").fill("2");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Saved the product and the stock. The site shows it within seconds.")).toBeVisible();
  await expect(admin.getByLabel("Stock, M, Black")).toHaveValue("2");
  await expect(admin.getByLabel("Stock, 3XL, Navy")).toHaveCount(0);

  // Back in 3XL: its row is there as soon as it is ticked, marked new, and counted in the same save.
  await sizes.getByRole("checkbox", { name: "3XL", exact: true }).check();
  const navy = admin.getByLabel("Stock, 3XL, Navy");
  await expect(navy).toBeVisible();
  await expect(admin.getByText("Sizes and colours marked New are added when you save")).toBeVisible();
  await navy.fill("4");
  await admin.getByLabel("Reason for the change").selectOption("received");
  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Saved the product and the stock. The site shows it within seconds.")).toBeVisible();
  await expect(navy).toHaveValue("4");
  await expect(admin.getByLabel("Stock, 3XL, Black")).toHaveValue("0");
  await expect(admin.getByText("Sizes and colours marked New are added when you save")).toHaveCount(0);
  await admin.getByText("Recent stock movements").click();
  await expect(admin.getByRole("row").filter({ hasText: "3XL, Navy" }).first()).toContainText("Received");

  // The shop agrees: 3XL Navy can be bought, 3XL Black can't.
  await expect
    .poll(async () => {
      const { products } = (await (await page.request.get("/api/catalogue")).json()) as { products: { id: string; soldOutOptions?: string[] }[] };
      const options = products.find((p) => p.id === tee.id)?.soldOutOptions ?? [];
      return options.includes("3XL Black") && !options.includes("3XL Navy") && !options.includes("M Black");
    }, { timeout: 5_000, intervals: [100] })
    .toBe(true);
});
