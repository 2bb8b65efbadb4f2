// The product editor as fulfilment staff meet it, at 1280 and 375 px with axe: the product's
// fields are there to read but not to change, the photos can't be added to or described, and
// the stock is theirs: they count "Stock, M, Black", Save, and the count is kept, with them as
// who made it. The server refuses their product saves too (403), whatever a page sends. Counting
// stock changes what the store shows, so it runs in the "catalogue changes" project.
import { expect, test, type BrowserContext } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { baseURL, E2E_EDITOR_FULFILMENT_EMAIL } from "./support/environment";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const product = seedLookup("passport-to-purpose-hoodie")!;

/** The fulfilment member's own browser, signed in through the setup link global setup made. */
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const link = process.env.E2E_EDITOR_FULFILMENT_LINK;
  expect(link, "global setup makes this fulfilment member's setup link").toBeTruthy();
  const joined = await context.request.post("/api/admin/setup", {
    headers: { origin: baseURL },
    data: { token: new URL(link!).searchParams.get("token"), name: "Frankie Fulfilment", email: E2E_EDITOR_FULFILMENT_EMAIL },
  });
  expect(joined.status(), await joined.text()).toBe(200);
});
test.afterAll(async () => context?.close());

test("fulfilment reads the product and changes only its stock, on a desk and on a phone; the server refuses their product saves", async () => {
  const page = await context.newPage();
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

    // Everything about the product itself is shown, and none of it can be changed.
    for (const label of ["Name", "Description", "Category", "Illustration's description", "Price", "Sale price", "Sale ends", "Status"]) {
      await expect(page.getByLabel(label, { exact: true }), label).toBeDisabled();
    }
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(product.name);
    await expect(page.getByRole("group", { name: "Sizes it comes in" }).getByRole("checkbox", { name: "M", exact: true })).toBeDisabled();
    await expect(page.getByRole("group", { name: "Colours it comes in" }).getByRole("checkbox", { name: "Black", exact: true })).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Featured" })).toBeDisabled();
    await expect(page.getByText("You can change the stock; only owners change the rest.")).toBeVisible();

    // Photos are the owners' to add and describe.
    await expect(page.getByRole("heading", { level: 2, name: "Photos" })).toBeVisible();
    await expect(page.getByLabel("Photo to add")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Upload photo" })).toHaveCount(0);

    // The stock is theirs.
    await expect(page.getByRole("radio", { name: "Track stock" })).toBeEnabled();
    await expect(page.getByLabel("Stock, M, Black")).toBeEnabled();
    await expect(page.getByLabel("Reason for the change")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  }

  await page.getByLabel("Stock, M, Black").fill("5");
  await page.getByLabel("Reason for the change").selectOption("received");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved the stock.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Track stock" })).toBeChecked();
  await expect(page.getByLabel("Stock, M, Black")).toHaveValue("5");
  await expect(page.getByLabel("Stock, L, Navy")).toHaveValue("0");
  await page.getByText("Recent stock movements").click();
  await expect(page.getByRole("row").filter({ hasText: "Received" }).first()).toContainText(E2E_EDITOR_FULFILMENT_EMAIL);
  await expectNoSeriousA11yViolations(page);

  // Whatever a page sends, the server refuses their product saves, with stock in them or not.
  const { version } = (await (await context.request.get(`/api/admin/products/${product.id}`)).json()) as { version: number };
  const renamed = await context.request.patch(`/api/admin/products/${product.id}`, { headers: { origin: baseURL }, data: { version, name: "Renamed by fulfilment" } });
  expect(renamed.status()).toBe(403);
  const withStock = await context.request.patch(`/api/admin/products/${product.id}`, {
    headers: { origin: baseURL },
    data: { version, sizes: ["M"], stock: [{ action: "set-levels", reason: "counted", levels: [{ size: "M", color: "Black", onHand: 9 }] }] },
  });
  expect(withStock.status()).toBe(403);
  const after = (await (await context.request.get(`/api/admin/products/${product.id}`)).json()) as { name: string; sizes: string[]; version: number };
  expect(after).toMatchObject({ name: product.name, version });
  expect(after.sizes).toContain("XL");
  await page.reload();
  await expect(page.getByLabel("Stock, M, Black")).toHaveValue("5");
});
