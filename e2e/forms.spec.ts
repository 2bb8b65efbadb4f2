// Forms say what they refuse and change nothing silently (issue 24): a UK postcode at checkout,
// a typed quantity, a typed gift, and Undo for a line taken out of the cart.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { CartDrawer, CartPage } from "./fixtures/cart";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { gotoHydrated } from "./fixtures/hydration";
import { seedCart, storedCart, toasts, uniquePerson, type SeedLine } from "./fixtures/shop";
import { CartBadge, StorePage } from "./fixtures/store-page";
import { SupportPage } from "./fixtures/support-page";

const POSTCODE_RULE = "Enter a UK postcode, like SE15 4ZX";
// 10: the most of one size and colour one order may take, unless an owner changes it.
const QUANTITY_RULE = "Enter a whole number from 1 to 10.";
const GIFT_RULE = "Enter an amount from £1 to £10,000 in pounds and pence, like 25 or 12.50.";
const CART_DONATION_RULE = "Enter an amount from £1 to £10,000 in pounds and pence, like 5 or 12.50, or leave it empty for no donation.";

// Three lines, so the middle one has a place to go back to.
const lines: SeedLine[] = [
  { id: "blessed-tee", quantity: 2, size: "S", color: "Pink" },
  { id: "passport-to-purpose-tee-and-hat-bundle", quantity: 1, size: "L", color: "Navy", giftWrap: true, customerNotes: "GRACE on the back" },
  { id: "faith-over-fear-hoodie", quantity: 1, size: "XL", color: "Green" },
];
const bundle = "Passport to Purpose Tee & Hat Bundle";

/** What makes a line itself, in order: the saved cart's copy of product details is the store's business. */
async function savedLines(page: Page) {
  return (await storedCart(page)).map((line) => {
    const { id, quantity, size, color, giftWrap, customerNotes } = line as Record<string, unknown>;
    return { id, quantity, size, color, giftWrap, customerNotes };
  });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("checkout: a UK postcode must be one; b11aa is taken and sent as B1 1AA", async ({ page }) => {
      await seedCart(page, [lines[0]!]);
      const checkout = new CheckoutPage(page);
      await checkout.goto();
      await checkout.expectStep("details");
      // UK English labels; the fields keep their names.
      await expect(checkout.field("Town or city")).toHaveAttribute("name", "city");
      await expect(checkout.field("Postcode")).toHaveAttribute("name", "postalCode");

      await checkout.fillDetails({ ...customerFor(uniquePerson()), postalCode: "12345" });
      await checkout.continueToShipping.click();
      await checkout.expectStep("details");
      await expect(toasts(page).getByText("Check your details")).toBeVisible();
      const postcode = checkout.field("Postcode");
      await expect(postcode).toHaveAttribute("aria-invalid", "true");
      await expect(postcode).toHaveAccessibleDescription(POSTCODE_RULE);
      await expect(postcode).toBeFocused();
      await expect(page.getByText(POSTCODE_RULE)).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      // Another country's postcode is its own business.
      await checkout.country.selectOption("United States");
      await expect(postcode).not.toHaveAttribute("aria-invalid", "true");
      await checkout.continueToShipping.click();
      await checkout.expectStep("shipping");
      await checkout.backControl().click();
      await checkout.expectStep("details");

      await checkout.country.selectOption("United Kingdom");
      await postcode.fill("b11aa");
      await postcode.blur();
      await expect(postcode).toHaveValue("B1 1AA");
      await expect(postcode).not.toHaveAttribute("aria-invalid", "true");
      await checkout.continueToShipping.click();
      await checkout.expectStep("shipping");
      await checkout.continueToPayment.click();
      await checkout.expectStep("payment");
      await expect(page.getByRole("main")).toContainText("B1 1AA");

      // What the server is sent, and takes (it applies the same rule: server/routes/payments.test.ts).
      const request = page.waitForRequest("**/api/create-payment");
      const sandbox = await checkout.payInNewTab();
      expect((await request).postDataJSON()).toMatchObject({ donorInfo: { postalCode: "B1 1AA", city: "London", country: "United Kingdom" } });
      await sandbox.page.close();
    });

    test("a typed quantity that isn't a whole number from 1 to 10 (the order limit) is refused with the rule, and changes nothing", async ({ page }) => {
      const store = new StorePage(page);
      await store.goto();
      const dialog = await store.openDialog("Blessed Tee");
      await dialog.increase.click();
      await expect(dialog.total).toHaveText("£29.98");

      for (const typed of ["0", "1.5", "two", "11", "100", "1e3", ""]) {
        await dialog.quantity.fill(typed);
        await dialog.quantity.blur();
        await expect(dialog.quantity, typed).toHaveValue(typed);
        await expect(dialog.quantity).toHaveAttribute("aria-invalid", "true");
        await expect(dialog.quantity).toHaveAccessibleDescription(QUANTITY_RULE);
        await expect(dialog.total).toHaveText("£29.98");
      }
      await expect(dialog.root.getByText(QUANTITY_RULE)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      // Add to Cart won't guess: the dialog stays, focus goes back to the quantity.
      await dialog.quantity.fill("0");
      await dialog.addButton.click();
      await expect(dialog.root).toBeVisible();
      await expect(dialog.quantity).toBeFocused();
      await expect(dialog.root.getByText(QUANTITY_RULE)).toBeInViewport();
      await new CartBadge(page).expectCount(0);

      await dialog.quantity.fill("3");
      await expect(dialog.quantity).not.toHaveAttribute("aria-invalid", "true");
      await expect(dialog.root.getByText(QUANTITY_RULE)).toHaveCount(0);
      await expect(dialog.total).toHaveText("£44.97");
      await dialog.submit();
      await new CartBadge(page).expectCount(3);
    });

    test("a gift of £25.999, 1e3 or £0 is refused with the rule, not rounded or taken", async ({ page }) => {
      const support = new SupportPage(page);
      await support.goto();
      await support.expectStep("amount");
      for (const typed of ["25.999", "1e3", "0"]) {
        await support.customAmount.fill(typed);
        await support.continueButton.click();
        await support.expectStep("amount");
        await expect(support.customAmount, typed).toHaveValue(typed);
        await expect(support.customAmount).toHaveAttribute("aria-invalid", "true");
        await expect(support.customAmount).toHaveAccessibleDescription(GIFT_RULE);
        await expect(support.customAmount).toBeFocused();
      }
      // What the number field can't read at all, it reports as empty: still the rule, not "choose an amount".
      await support.customAmount.fill("");
      await support.customAmount.pressSequentially("2e");
      await support.continueButton.click();
      await expect(support.customAmount).toHaveAccessibleDescription(GIFT_RULE);
      await expect(page.getByText(GIFT_RULE)).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await support.customAmount.fill("25.99");
      await support.continueButton.click();
      await support.expectStep("details");
      await expect(page.getByText(/claim £6\.49 on your gift/)).toBeVisible();
    });

    test("the cart's own donation: £25.999, 1e3 or £0 is refused with the rule, and the total stays", async ({ page }) => {
      await seedCart(page, [lines[0]!]);
      const cart = new CartPage(page);
      await cart.goto();
      await cart.customAmount.fill("10");
      await expect(cart.total).toHaveText("£39.98");
      for (const typed of ["25.999", "1e3", "0", "0.50"]) {
        await cart.customAmount.fill(typed);
        await expect(cart.customAmount, typed).toHaveAttribute("aria-invalid", "true");
        await expect(cart.customAmount).toHaveAccessibleDescription(CART_DONATION_RULE);
        await expect(cart.total).toHaveText("£39.98");
        await expect(cart.donationRow).toHaveText("£10.00");
      }
      expect(await page.evaluate(() => localStorage.getItem("donation-amount"))).toBe("10");
      await expectNoSidewaysScroll(page);
      await cart.customAmount.fill("25.99");
      await expect(cart.customAmount).not.toHaveAttribute("aria-invalid", "true");
      await expect(cart.total).toHaveText("£55.97");
    });

    test("− at 1 in the drawer takes the line out and its toast's Undo puts it back as it was, where it was", async ({ page }) => {
      await seedCart(page, lines);
      await gotoHydrated(page, "/marketplace");
      const before = await savedLines(page);
      const drawer = new CartDrawer(page);
      await drawer.open();
      await expect(drawer.lines).toHaveCount(3);

      await drawer.line(bundle).decrease.click();
      await expect(drawer.lines).toHaveCount(2);
      await drawer.badge.expectCount(3);
      const toast = drawer.root.getByRole("region", { name: /Cart notifications/ }).getByRole("listitem");
      await expect(toast).toContainText("Removed from your cart");
      await expect(toast).toContainText(`${bundle}, L, Navy, gift wrapped`);
      await expect(toast.getByRole("button", { name: "Undo" })).toBeInViewport();
      // A pointer resting on a toast keeps it, as it would a person's: axe can take longer than the toast's 8 s on a busy machine.
      await toast.hover();
      await expectNoSeriousA11yViolations(page);

      await toast.getByRole("button", { name: "Undo" }).click();
      await expect(drawer.lines).toHaveCount(3);
      await expect(drawer.root).toBeVisible();
      const back = drawer.line(bundle);
      await back.expectQuantity(1);
      await expect(back.root).toContainText("Size L · Navy");
      await expect(back.root).toContainText("“GRACE on the back”");
      await expect(back.root).toContainText("Gift wrapped (+£2.99)");
      await expect(drawer.lines.nth(1)).toContainText(bundle);
      await expect(drawer.root.getByRole("heading", { name: bundle })).toBeFocused();
      await expect(drawer.announcer).toHaveText(`Put ${bundle}, L, Navy, gift wrapped back in your cart.`);
      await drawer.badge.expectCount(4);
      expect(await savedLines(page)).toEqual(before);
    });
  });
}

test("on /cart, the last line's − and Undo: the empty cart comes back whole, by keyboard too", async ({ page }) => {
  await seedCart(page, [lines[1]!]);
  const cart = new CartPage(page);
  await cart.goto();
  const before = await savedLines(page);
  await cart.line(bundle).decrease.focus();
  await page.keyboard.press("Enter");
  await expect(cart.emptyMessage).toBeVisible();
  await expect(cart.emptyMessage).toBeFocused();
  const toast = toasts(page).getByRole("listitem").filter({ hasText: "Removed from your cart" });
  await expect(toast).toContainText(`${bundle}, L, Navy, gift wrapped`);
  const undo = toast.getByRole("button", { name: "Undo" });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(cart.lines).toHaveCount(1);
  await cart.line(bundle).expectQuantity(1);
  await expect(page.getByRole("heading", { name: bundle })).toBeFocused();
  expect(await savedLines(page)).toEqual(before);
});
