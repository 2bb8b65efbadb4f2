import { expect, test, type Page } from "@playwright/test";
import { seedLookup } from "../core/catalogue-seed";
import { formatPence } from "../core/money";
import { priceOrder } from "../core/pricing";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { CartDrawer, CartPage } from "./fixtures/cart";
import { gotoHydrated, holdFiles, holdScripts, waitForHydration } from "./fixtures/hydration";
import { shiftsOnceTheDocumentIsRead } from "./fixtures/layout-shifts";
import { CartBadge, StorePage } from "./fixtures/store-page";

const tee = { id: "blessed-tee", name: "Blessed Tee" }; // £14.99
const hoodie = { id: "faith-over-fear-hoodie", name: "Faith Over Fear Hoodie" }; // £27.99
const bundle = { id: "passport-to-purpose-tee-and-hat-bundle", name: "Passport to Purpose Tee & Hat Bundle" }; // £29.99 on sale

/** Writes a cart in docs/product-rules.md#data-shapes's stored shape (as the original site saved it), then opens `path`. */
async function seedCart(page: Page, items: unknown[] | string, donation?: unknown, path = "/cart") {
  await page.goto("/404");
  await page.evaluate(
    ([items, donation]) => {
      localStorage.setItem("cart-items", typeof items === "string" ? items : JSON.stringify(items));
      if (donation !== undefined) localStorage.setItem("donation-amount", String(donation));
    },
    [items, donation] as const,
  );
  await gotoHydrated(page, path);
}

function storedItem(id: string, quantity: number, extra: object = {}) {
  const product = seedLookup(id)!;
  return { id, name: product.name, image: product.image, price: product.price / 100, quantity, giftWrap: false, ...extra };
}

test.describe("cart drawer", () => {
  test("opens from the header as a dialog: focus trapped, Escape closes it, focus returns to the cart button", async ({ page }) => {
    const store = new StorePage(page);
    await store.goto();
    await store.add(tee.name);
    const drawer = new CartDrawer(page);
    await drawer.badge.button.focus();
    await page.keyboard.press("Enter");
    await expect(drawer.root).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.root.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer.root).toBeHidden();
    await expect(drawer.badge.button).toBeFocused();
    // Closed, nothing of it is left in the page to take focus.
    await expect(page.getByRole("link", { name: /^Checkout £/ })).toHaveCount(0);

    await drawer.open();
    await drawer.root.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer.root).toBeHidden();
    await expect(drawer.badge.button).toBeFocused();
  });

  test("a click on the cart button before the drawer's code has arrived opens the drawer when it does", async ({ page }) => {
    // The drawer loads when a person reaches for the button; here it is slower than the click.
    const release = await holdFiles(page, "**/assets/cart-drawer*.js");
    await gotoHydrated(page, "/");
    const drawer = new CartDrawer(page);
    await drawer.badge.button.click();
    await expect(drawer.root).toBeHidden();
    release();
    await expect(drawer.root).toBeVisible();
    await expect(drawer.root.getByText("Your cart is empty")).toBeVisible();
  });

  test("each line shows its options, notes and gift wrap; +, − and remove change it and say so", async ({ page }) => {
    const store = new StorePage(page);
    await store.goto();
    await store.add(bundle.name, { size: "L", color: "Navy", notes: "GRACE on the back", giftWrap: true });
    await store.add(tee.name, { quantity: 2 });
    const drawer = new CartDrawer(page);
    await drawer.open();
    await expect(drawer.lines).toHaveCount(2);
    const wrapped = drawer.line(bundle.name);
    await expect(wrapped.root).toContainText("Size L · Navy");
    await expect(wrapped.root).toContainText("“GRACE on the back”");
    await expect(wrapped.root).toContainText("Gift wrapped (+£2.99)");
    await expect(wrapped.root.locator("img")).toHaveAttribute("src", seedLookup(bundle.id)!.image);
    await expect(wrapped.total).toHaveText("Line total £32.98");

    await wrapped.increase.click();
    await wrapped.expectQuantity(2);
    await expect(wrapped.total).toHaveText("Line total £62.97"); // 2 × £29.99 + £2.99
    await expect(drawer.announcer).toHaveText(`${bundle.name}, L, Navy, gift wrapped: quantity 2.`);
    await drawer.badge.expectCount(4);
    await expect(drawer.total).toHaveText("£92.95"); // £62.97 + 2 × £14.99
    await expect(drawer.checkoutLink).toHaveText("Checkout £92.95");

    const plain = drawer.line(tee.name);
    await plain.decrease.click();
    await plain.expectQuantity(1);
    await expect(drawer.announcer).toHaveText(`${tee.name}, M, Black: quantity 1.`);
    // − at 1 takes the line out (docs/product-rules.md#cart: zero removes), and focus moves to the next line rather than being lost.
    await plain.decrease.click();
    await expect(drawer.lines).toHaveCount(1);
    await expect(drawer.announcer).toHaveText(`Removed ${tee.name}, M, Black from your cart.`);
    await expect(drawer.root.getByRole("heading", { name: bundle.name })).toBeFocused();
    await drawer.badge.expectCount(2);

    await wrapped.remove.click();
    await expect(drawer.lines).toHaveCount(0);
    await expect(drawer.emptyMessage).toBeVisible();
    await expect(drawer.emptyMessage).toBeFocused();
    await drawer.badge.expectCount(0);
  });

  test("clear asks first, then empties the cart and the donation", async ({ page }) => {
    await seedCart(page, [storedItem(tee.id, 2), storedItem(hoodie.id, 1)], 10, "/marketplace");
    const drawer = new CartDrawer(page);
    await drawer.open();
    await expect(drawer.total).toHaveText("£67.97"); // 2 × £14.99 + £27.99 + £10 donation
    await drawer.root.getByRole("button", { name: "Clear cart" }).click();
    await drawer.root.getByRole("button", { name: "Keep items" }).click();
    await expect(drawer.lines).toHaveCount(2);
    await expect(drawer.root.getByRole("button", { name: "Clear cart" })).toBeFocused();
    await drawer.clear();
    await expect(drawer.emptyMessage).toBeVisible();
    await drawer.badge.expectCount(0);
    expect(await page.evaluate(() => [localStorage.getItem("cart-items"), localStorage.getItem("donation-amount")])).toEqual(["[]", "0"]);
    await drawer.root.getByRole("link", { name: "Browse the store" }).click();
    await expect(drawer.root).toBeHidden();
  });

  test("Checkout £total goes to /checkout and View Cart to /cart, closing the drawer", async ({ page }) => {
    await seedCart(page, [storedItem(bundle.id, 1, { giftWrap: true })], undefined, "/marketplace");
    const drawer = new CartDrawer(page);
    await drawer.open();
    await expect(drawer.checkoutLink).toHaveText("Checkout £32.98");
    await expect(drawer.checkoutLink).toHaveAttribute("href", "/checkout");
    await drawer.viewCartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(drawer.root).toBeHidden();
    await drawer.open();
    await drawer.checkoutLink.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer.root).toBeHidden();
  });

  test("the checkout dialog: secure checkout, funds go to the organisation, Back to Cart, and it closes with the drawer", async ({ page }) => {
    await seedCart(page, [storedItem(tee.id, 3)], undefined, "/marketplace");
    const drawer = new CartDrawer(page);
    await drawer.open();
    const secure = drawer.root.getByRole("button", { name: "Secure checkout" });
    await secure.click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await expect(checkout).toBeVisible();
    await expect(checkout).toContainText("Secure checkout with Stripe");
    await expect(checkout).toContainText("Funds are deposited directly to Purpose Movement");
    await expect(checkout).toContainText("£44.97");
    await checkout.getByRole("button", { name: "Back to Cart" }).click();
    await expect(checkout).toBeHidden();
    await expect(drawer.root).toBeVisible();
    await expect(secure).toBeFocused();

    // Escape closes the checkout dialog first, then the drawer. Pressed once the dialog has taken
    // focus and a frame has been drawn, as soon as a person could: in two CI runs an Escape sent
    // the moment the dialog showed closed both (Radix registers a dialog's layer, which decides
    // who gets Escape, in an effect after it is drawn).
    await secure.click();
    await expect(checkout).toBeVisible();
    await expect.poll(() => checkout.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press("Escape");
    await expect(checkout).toBeHidden();
    await expect(drawer.root).toBeVisible();

    // Leaving for /checkout closes both.
    await secure.click();
    await checkout.getByRole("link", { name: "Continue to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout).toBeHidden();
    await expect(drawer.root).toBeHidden();
  });

  test("has no serious accessibility violations with the drawer open", async ({ page }) => {
    const store = new StorePage(page);
    await store.goto("/store");
    await store.add(bundle.name, { giftWrap: true, notes: "Gold thread please" });
    const drawer = new CartDrawer(page);
    await drawer.open();
    await expectNoSeriousA11yViolations(page);
    await drawer.root.getByRole("button", { name: "Secure checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("/cart", () => {
  test("says 'Your cart is empty' with a way back to the store", async ({ page }) => {
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.emptyMessage).toBeVisible();
    await expect(cart.proceed).toHaveCount(0);
    await cart.main.getByRole("link", { name: "Browse the store" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test("a first visit shows the empty cart from its first paint, and it neither changes nor moves once the page is ready", { tag: "@paint" }, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/cart", { waitUntil: "commit" });
    const cart = new CartPage(page);
    await expect(cart.emptyMessage).toBeVisible();
    await expect(cart.main.getByText("Loading your cart")).toBeHidden();
    await cart.emptyMessage.evaluate((heading) => (heading.kept = true));
    release();
    await waitForHydration(page);
    await expect(cart.emptyMessage).toBeVisible();
    // The same element, not one drawn again.
    expect(await cart.emptyMessage.evaluate((heading) => heading.kept)).toBe(true);
    // Counted once the document has been read: a CPU-starved browser may paint it half-read.
    const { afterReading, whileReading, timeline } = await shiftsOnceTheDocumentIsRead(page);
    expect(afterReading, JSON.stringify({ whileReading, timeline })).toEqual([]);
  });

  test("with a saved cart, a placeholder shows until its lines are read, never the empty cart", async ({ page }) => {
    await page.goto("/404");
    await page.evaluate(() => localStorage.setItem("cart-items", JSON.stringify([{ id: "blessed-tee", quantity: 1, size: "M", color: "Black" }])));
    const release = await holdScripts(page);
    await page.goto("/cart", { waitUntil: "commit" });
    const cart = new CartPage(page);
    await expect(cart.main.getByText("Loading your cart")).toBeVisible();
    await expect(cart.emptyMessage).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(cart.main.getByRole("heading", { name: tee.name })).toBeVisible();
    await expect(cart.emptyMessage).toHaveCount(0);
  });

  test("lists the lines with an order summary that matches the shared pricing to the penny", async ({ page }) => {
    const lines = [
      storedItem(bundle.id, 2, { size: "XL", color: "Green", giftWrap: true, customerNotes: "Name: JOY" }),
      storedItem(tee.id, 3, { size: "S", color: "Pink" }),
      storedItem(hoodie.id, 1, { size: "3XL", color: "Purple", giftWrap: true }),
    ];
    await seedCart(page, lines);
    const cart = new CartPage(page);
    await expect(cart.lines).toHaveCount(3);
    const expected = priceOrder({
      lines: [
        { productId: bundle.id, quantity: 2, giftWrap: true },
        { productId: tee.id, quantity: 3, giftWrap: false },
        { productId: hoodie.id, quantity: 1, giftWrap: true },
      ],
      shipping: "standard",
    }, seedLookup).totals;
    expect(expected.total).toBe(2 * 2999 + 3 * 1499 + 2799 + 2 * 299);
    await expect(cart.summary).toContainText(`Items (6)${formatPence(expected.items)}`);
    await expect(cart.summary).toContainText(`Gift wrap${formatPence(expected.giftWrap)}`);
    await expect(cart.summary).toContainText("ShippingFREE");
    await expect(cart.total).toHaveText(formatPence(expected.total));
    await expect(cart.line(bundle.name).root).toContainText("“Name: JOY”");
    await expect(cart.line(bundle.name).total).toHaveText("Line total £62.97");

    await cart.line(tee.name).increase.click();
    await expect(cart.total).toHaveText(formatPence(expected.total + 1499));
    await cart.badge.expectCount(7);

    await cart.proceed.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("donation presets £5, £10 and £25 and a custom amount add to the total and are saved", async ({ page }) => {
    await seedCart(page, [storedItem(tee.id, 1)]);
    const cart = new CartPage(page);
    await expect(cart.total).toHaveText("£14.99");
    await expect(cart.donationRow).toHaveCount(0);

    await cart.preset("£5").click();
    await expect(cart.preset("£5")).toHaveAttribute("aria-pressed", "true");
    await expect(cart.donationRow).toHaveText("£5.00");
    await expect(cart.total).toHaveText("£19.99");
    await expect(cart.customAmount).toHaveValue("5.00");

    await cart.preset("£25").click();
    await expect(cart.preset("£5")).toHaveAttribute("aria-pressed", "false");
    await expect(cart.preset("£25")).toHaveAttribute("aria-pressed", "true");
    await expect(cart.total).toHaveText("£39.99");
    await cart.preset("£10").click();
    await expect(cart.total).toHaveText("£24.99");

    await cart.customAmount.fill("12.34");
    await expect(cart.preset("£10")).toHaveAttribute("aria-pressed", "false");
    await expect(cart.donationRow).toHaveText("£12.34");
    await expect(cart.total).toHaveText("£27.33");
    expect(await page.evaluate(() => localStorage.getItem("donation-amount"))).toBe("12.34");

    await page.reload();
    await cart.goto();
    await expect(cart.customAmount).toHaveValue("12.34");
    await expect(cart.total).toHaveText("£27.33");

    // Empty input counts as no donation.
    await cart.customAmount.fill("");
    await expect(cart.donationRow).toHaveCount(0);
    await expect(cart.total).toHaveText("£14.99");
    expect(await page.evaluate(() => localStorage.getItem("donation-amount"))).toBe("0");

    // A negative amount is explained and changes nothing (more such amounts: e2e/forms.spec.ts).
    await cart.preset("£5").click();
    await cart.customAmount.fill("-3");
    await expect(cart.customAmount).toHaveAttribute("aria-invalid", "true");
    await expect(cart.customAmount).toHaveAccessibleDescription(/^Enter an amount from £1 to £10,000 in pounds and pence/);
    await expect(cart.total).toHaveText("£19.99");
    await cart.customAmount.fill("2.5");
    await expect(cart.customAmount).not.toHaveAttribute("aria-invalid");
    await expect(cart.total).toHaveText("£17.49");

    // The field is a number, minimum 0, in pennies.
    await expect(cart.customAmount).toHaveAttribute("type", "number");
    await expect(cart.customAmount).toHaveAttribute("min", "0");
    await expect(cart.customAmount).toHaveAttribute("step", "0.01");
  });

  test("has no serious accessibility violations with items and a donation", async ({ page }) => {
    await seedCart(page, [storedItem(bundle.id, 1, { giftWrap: true, size: "M", color: "Black", customerNotes: "Hi" })], 5);
    const cart = new CartPage(page);
    await expect(cart.lines).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("cart storage", () => {
  test("survives a reload, saved under cart-items in the stored shape (pounds)", async ({ page }) => {
    const store = new StorePage(page);
    await store.goto();
    await store.add(bundle.name, { size: "XS", color: "Yellow", quantity: 2, notes: "Small print", giftWrap: true });
    await store.add(tee.name);
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem("cart-items")))!);
    expect(saved).toEqual([
      expect.objectContaining({ id: bundle.id, name: bundle.name, price: 34.99, salePrice: 29.99, quantity: 2, size: "XS", color: "Yellow", customerNotes: "Small print", giftWrap: true, image: seedLookup(bundle.id)!.image }),
      expect.objectContaining({ id: tee.id, price: 14.99, quantity: 1, size: "M", color: "Black", giftWrap: false }),
    ]);

    await page.reload();
    const badge = new CartBadge(page);
    await badge.expectCount(3);
    const drawer = new CartDrawer(page);
    await drawer.open();
    await expect(drawer.line(bundle.name).root).toContainText("“Small print”");
    await expect(drawer.total).toHaveText("£77.96"); // 2 × £29.99 + £2.99 + £14.99
  });

  test("two tabs stay in step: badge, drawer and /cart", async ({ context }) => {
    const shop = await context.newPage();
    const other = await context.newPage();
    const store = new StorePage(shop);
    await store.goto();
    const otherCart = new CartPage(other);
    await otherCart.goto();
    await expect(otherCart.emptyMessage).toBeVisible();

    await store.add(tee.name, { quantity: 2 });
    await otherCart.badge.expectCount(2);
    await expect(otherCart.lines).toHaveCount(1);
    await expect(otherCart.total).toHaveText("£29.98");

    await otherCart.preset("£10").click();
    await otherCart.line(tee.name).increase.click();
    const drawer = new CartDrawer(shop);
    await drawer.badge.expectCount(3);
    await drawer.open();
    await drawer.line(tee.name).expectQuantity(3);
    await expect(drawer.total).toHaveText("£54.97"); // 3 × £14.99 + £10

    await drawer.line(tee.name).remove.click();
    await expect(otherCart.emptyMessage).toBeVisible();
    await otherCart.badge.expectCount(0);
    await shop.close();
    await other.close();
  });

  test("a tab that hears two changes close together shows the later, whichever of its reads finishes last", async ({ context }) => {
    const shop = await context.newPage();
    const other = await context.newPage();
    const store = new StorePage(shop);
    await store.goto();
    const otherCart = new CartPage(other);
    await otherCart.goto();
    await store.add(tee.name, { quantity: 2 });
    await otherCart.badge.expectCount(2);

    // The shop tab reads each change back against the live catalogue: its read of the first change
    // is held until its read of the second has been shown.
    let reads = 0;
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await shop.route("**/api/catalogue", async (route) => {
      reads += 1;
      if (reads === 1) await firstHeld;
      await route.continue();
    });
    await otherCart.preset("£10").click();
    await expect.poll(() => reads).toBe(1);
    await otherCart.line(tee.name).increase.click();
    const shopBadge = new CartBadge(shop);
    await shopBadge.expectCount(3);

    const firstAnswered = shop.waitForResponse("**/api/catalogue");
    releaseFirst();
    await firstAnswered;
    // Time for the earlier read to land, as it once did: the tab went back to 2 and stayed there.
    await shop.waitForTimeout(500);
    await shopBadge.expectCount(3);
    const drawer = new CartDrawer(shop);
    await drawer.open();
    await drawer.line(tee.name).expectQuantity(3);
    await expect(drawer.total).toHaveText("£54.97"); // 3 × £14.99 + £10
    await shop.close();
    await other.close();
  });

  test("a saved cart is read against the live catalogue: a changed price says so, a product no longer sold can be removed, and neither is charged wrongly", async ({ page }) => {
    await seedCart(page, [storedItem(tee.id, 2, { price: 9.99 }), { ...storedItem(hoodie.id, 1), id: "retired-hoodie", name: "Retired Hoodie" }]);
    const cart = new CartPage(page);
    await expect(cart.line(tee.name).root).toContainText("Price changed: now £14.99 each (was £9.99)");
    await expect(cart.line(tee.name).total).toHaveText("Line total £29.98");
    const retired = cart.line("Retired Hoodie");
    await expect(retired.root).toContainText("No longer available: it isn't in your total. Please remove it.");
    await expect(retired.total).toHaveCount(0);
    await expect(cart.total).toHaveText("£29.98");
    await cart.badge.expectCount(2);
    await expectNoSeriousA11yViolations(page);

    // The checkout charges what it shows, and says what it left out.
    await gotoHydrated(page, "/checkout");
    await expect(page.getByText("1 item in your cart is no longer available and not included.")).toBeVisible();
    await gotoHydrated(page, "/cart");
    await retired.remove.click();
    await expect(cart.lines).toHaveCount(1);
    // Saved without the notice: the next visit shows the current price plainly.
    await page.reload();
    await waitForHydration(page);
    await expect(cart.line(tee.name).root).not.toContainText("Price changed");
  });

  test("corrupt or tampered storage gives a working cart, never a crash", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await seedCart(page, "{not json", "lots");
    const cart = new CartPage(page);
    await expect(cart.emptyMessage).toBeVisible();
    await cart.badge.expectCount(0);

    // Prices and names come from the live catalogue, never from storage; bad lines are dropped, and
    // a product no longer sold stays, saying so, outside the total.
    await seedCart(page, [
      { ...storedItem(bundle.id, 1), name: "Free stuff", price: 0.01, salePrice: 0.01 },
      { id: "no-such-product", name: "Ghost", price: 1, quantity: 1 },
      { id: tee.id, quantity: "many" },
      "junk",
    ], -20);
    await expect(cart.lines).toHaveCount(2);
    await expect(cart.line(bundle.name).total).toHaveText("Line total £29.99");
    await expect(cart.line("Ghost").root).toContainText("No longer available");
    await expect(cart.total).toHaveText("£29.99");
    await expect(cart.donationRow).toHaveCount(0);
    await cart.badge.expectCount(1);

    // The cart still works afterwards.
    await cart.line(bundle.name).increase.click();
    await expect(cart.total).toHaveText("£59.98");
    expect(errors).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the drawer fills the screen and its controls work; /cart fits without sideways scrolling", async ({ page }) => {
    await seedCart(page, [storedItem(tee.id, 1, { size: "M", color: "Black" }), storedItem(hoodie.id, 2)], undefined, "/marketplace");
    const drawer = new CartDrawer(page);
    await drawer.open();
    // Within a hundredth of a pixel: measured while it slides in, the width can be 375.00002.
    const box = await drawer.root.boundingBox();
    expect(box?.width).toBeCloseTo(375, 2);
    await drawer.line(tee.name).increase.click();
    await drawer.line(tee.name).expectQuantity(2);
    await expect(drawer.checkoutLink).toBeInViewport();
    await expect(drawer.checkoutLink).toHaveText("Checkout £85.96");
    await drawer.viewCartLink.click();
    const cart = new CartPage(page);
    await expect(cart.lines).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
