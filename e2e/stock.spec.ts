// Stock as a buyer meets it in Chromium: fulfilment counts a hoodie through the back office's API
// (one left in M, Black), the dialog says which choices are sold out and won't add one, the last
// one is bought in the sandbox, the store's card says "Sold out" within 5 seconds, and a second
// attempt is refused before paying.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { merchandiseBody } from "../server/test-support/payments";
import { baseURL, E2E_FULFILMENT_EMAIL } from "./support/environment";
import { StorePage } from "./fixtures/store-page";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { seedCart, uniquePerson } from "./fixtures/shop";

const HOODIE = { id: "grace-wins-hoodie", name: "Grace Wins Hoodie" };

test.describe.configure({ mode: "serial" });

/** Fulfilment staff, signed in once through the setup link global setup made (the cookie stays with `staff`). */
let staff: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  staff = await playwright.request.newContext({ baseURL });
  const link = process.env.E2E_FULFILMENT_LINK;
  expect(link, "global setup makes a fulfilment setup link").toBeTruthy();
  const response = await staff.post("/api/admin/setup", {
    headers: { origin: baseURL },
    data: { token: new URL(link!).searchParams.get("token"), name: "Stock Keeper", email: E2E_FULFILMENT_EMAIL },
  });
  expect(response.status(), await response.text()).toBe(200);
});
test.afterAll(async () => staff.dispose());

const stock = (data: object) => staff.post(`/api/admin/products/${HOODIE.id}/stock`, { headers: { origin: baseURL }, data });

test("one left: the dialog marks what is sold out, the last one is bought, the card says Sold out within 5 s, and a second buyer is refused", async ({ page, request }) => {
  expect((await stock({ action: "track" })).status()).toBe(200);
  expect((await stock({ action: "set", size: "M", color: "Black", onHand: 1, reason: "counted" })).status()).toBe(200);

  const store = new StorePage(page);
  await expect
    .poll(async () => {
      await store.goto("/store");
      return store.card(HOODIE.name).getByRole("button", { name: `Add to Cart: ${HOODIE.name}` }).count();
    }, { timeout: 5000 })
    .toBe(1);
  await store.card(HOODIE.name).getByRole("button", { name: `Add to Cart: ${HOODIE.name}` }).click();
  const dialog = page.getByRole("dialog", { name: HOODIE.name });
  await expect(dialog.getByRole("radio", { name: "Black" })).toBeChecked();
  await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  await dialog.getByRole("radio", { name: /White/ }).click();
  await expect(dialog.getByRole("radio", { name: /White/ })).toContainText("Sold out");
  await expect(dialog.getByRole("button", { name: "Sold out" })).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: /^L/ })).toContainText("Sold out");
  await page.keyboard.press("Escape");

  // The last one, bought in the sandbox.
  const body = merchandiseBody([{ id: HOODIE.id, quantity: 1, size: "M", color: "Black" }]);
  const created = await request.post("/api/create-payment", { data: body });
  expect(created.status()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  await page.goto(`/sandbox/checkout/${sessionId}`);
  const started = Date.now();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success/);

  await expect
    .poll(async () => {
      await store.goto("/store");
      return store.card(HOODIE.name).getByText("Sold out").count();
    }, { timeout: 5000 })
    .toBe(1);
  expect(Date.now() - started).toBeLessThan(5000 + 3000);
  await expect(store.card(HOODIE.name).getByRole("button", { name: `Sold out: ${HOODIE.name}` })).toBeDisabled();

  const again = await request.post("/api/create-payment", { data: body });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toContain("sold out");
});

test("the last one held by another checkout: the Pay button is refused before paying, and the checkout says so on that line with a way to remove it", async ({ page, request }) => {
  expect((await stock({ action: "set", size: "L", color: "Navy", onHand: 1, reason: "received" })).status()).toBe(200);
  await seedCart(page, [
    { id: HOODIE.id, quantity: 1, size: "L", color: "Navy" },
    { id: "blessed-tee", quantity: 1, size: "M", color: "Black" },
  ]);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
  // Someone else's checkout holds the last one meanwhile.
  const other = await request.post("/api/create-payment", { data: merchandiseBody([{ id: HOODIE.id, quantity: 1, size: "L", color: "Navy" }]) });
  expect(other.status()).toBe(200);

  await checkout.payButton.click();
  const review = page.getByRole("region", { name: "Order Review" });
  const line = review.getByRole("listitem").filter({ hasText: HOODIE.name });
  await expect(line).toContainText("Grace Wins Hoodie (L, Navy) is sold out");
  await line.getByRole("button", { name: `Remove ${HOODIE.name}` }).click();
  await expect(review.getByRole("listitem").filter({ hasText: HOODIE.name })).toHaveCount(0);
  await expect(checkout.payButton).toHaveText("Pay £14.99");
});
