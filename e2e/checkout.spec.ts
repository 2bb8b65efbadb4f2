// /checkout end to end (docs/product-rules.md#flows, #validation, #messages; docs/http-contract.md). Tests marked "real server"
// pay through the sandbox provider and read the real SMTP inbox.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectEmailsTo, outboxSettled } from "./support/inbox";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { gotoHydrated, holdScripts } from "./fixtures/hydration";
import { confirmationEmailLine, expectOrgNoticesAbout, seedCart, storedCart, toasts, uniquePerson, type SeedLine } from "./fixtures/shop";

// 2 × £16.99 + £2.99 gift wrap, 1 × £15.99, a £5 donation: £57.96 before shipping.
const cart: SeedLine[] = [
  { id: "passport-to-purpose-tee", quantity: 2, size: "L", color: "Navy", giftWrap: true },
  { id: "faith-over-fear-t-shirt", quantity: 1, size: "M", color: "Black", customerNotes: "Small print on the back please" },
];

async function openCheckout(page: Page): Promise<CheckoutPage> {
  await seedCart(page, cart, 5);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.expectStep("details");
  return checkout;
}

test.describe("checkout steps", () => {
  test("an empty cart goes back to /cart", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the form shows with the page, before its scripts, and takes input once the saved cart is read", async ({ page }) => {
    await seedCart(page, cart, 5);
    const release = await holdScripts(page);
    const checkout = new CheckoutPage(page);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 2, name: "Customer Information" })).toBeVisible();
    await expect(checkout.field("First Name")).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Loading your cart" })).toBeVisible();

    release();
    await expect(checkout.field("First Name")).toBeEnabled();
    await expect(checkout.summary).toContainText("Passport to Purpose Tee");
    await checkout.field("First Name").fill("Ruth");
    await expect(checkout.field("First Name")).toHaveValue("Ruth");
  });

  test("the summary lists each line and the total follows the shipping choice", async ({ page }) => {
    const checkout = await openCheckout(page);
    const lines = checkout.summary.getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Passport to Purpose Tee");
    await expect(lines.nth(0)).toContainText("Qty: 2");
    await expect(lines.nth(0)).toContainText("Size: L");
    await expect(lines.nth(0)).toContainText("Colour: Navy");
    await expect(lines.nth(0)).toContainText("Gift wrapped");
    await expect(lines.nth(0)).toContainText("£36.97");
    await expect(lines.nth(1)).toContainText("Notes: Small print on the back please");
    await expect(checkout.summary).toContainText("Subtotal£52.96");
    await expect(checkout.summary).toContainText("Donation£5.00");
    await expect(checkout.total).toHaveText("£57.96");
    await expect(checkout.summary).toContainText("Secure checkout with Stripe");
    await expect(checkout.summary).toContainText("Your information is protected");

    await checkout.fillDetails(customerFor(uniquePerson()));
    await checkout.continueToShipping.click();
    await checkout.expectStep("shipping");
    await expect(checkout.shippingOption("Standard Shipping")).toBeChecked();
    await expect(page.getByText("5-7 business days")).toBeVisible();
    await expect(page.getByText("2-3 business days")).toBeVisible();
    await checkout.shippingOption("Express Shipping").check();
    await expect(checkout.total).toHaveText("£62.95");
    await checkout.continueToPayment.click();
    await checkout.expectStep("payment");
    // No Continue on the payment step; the button pays the total shown.
    await expect(checkout.continueToPayment).toHaveCount(0);
    await expect(checkout.payButton).toHaveText("Pay £62.95");
    await expect(page.getByText("Complete your order securely")).toBeVisible();
    // Completed steps are green.
    const done = checkout.progress.locator('[data-state="complete"]');
    await expect(done).toHaveCount(2);
    for (const circle of await done.all()) await expect(circle).toHaveCSS("background-color", "rgb(23, 112, 72)");
  });

  test("docs/product-rules.md#validation: 'Missing Information' marks every empty required field, and 'Invalid Email' the address", async ({ page }) => {
    const checkout = await openCheckout(page);
    await checkout.continueToShipping.click();
    await expect(toasts(page).getByText("Missing Information")).toBeVisible();
    await expect(toasts(page).getByText("Please fill in all required fields.")).toBeVisible();
    await checkout.expectStep("details");
    const required: [string, RegExp][] = [
      ["First Name", /Enter your first name/],
      ["Last Name", /Enter your last name/],
      ["Email", /Enter your email address/],
      ["Address", /Enter your address/],
      ["Town or city", /Enter your town or city/],
      ["Postcode", /Enter your postcode/],
    ];
    for (const [label, message] of required) {
      await expect(checkout.field(label)).toHaveAttribute("aria-invalid", "true");
      await expect(checkout.field(label)).toHaveAccessibleDescription(message);
    }
    await expect(checkout.country).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.country).toHaveAccessibleDescription(/Choose your country/);
    await expect(checkout.field("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await expect(checkout.field("First Name")).toBeFocused();

    // One field left empty is still Missing Information, and only that field is marked.
    await checkout.fillDetails({ ...customerFor(uniquePerson()), city: "" });
    await checkout.continueToShipping.click();
    await checkout.expectStep("details");
    await expect(checkout.field("Town or city")).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.field("Town or city")).toBeFocused();
    await expect(checkout.field("First Name")).not.toHaveAttribute("aria-invalid", "true");

    await checkout.field("Town or city").fill("London");
    await checkout.field("Email").fill("grace@example");
    await checkout.continueToShipping.click();
    await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
    await expect(toasts(page).getByText("Please enter a valid email address.")).toBeVisible();
    await checkout.expectStep("details");
    await expect(checkout.field("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.field("Email")).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(checkout.field("Email")).toBeFocused();

    await checkout.field("Email").fill("grace @example.com");
    await checkout.continueToShipping.click();
    await checkout.expectStep("details");

    await checkout.field("Email").fill("grace@example.com");
    await expect(checkout.field("Email")).not.toHaveAttribute("aria-invalid", "true");
    await checkout.field("Email").press("Enter");
    await checkout.expectStep("shipping");
  });

  test("Back goes payment → shipping → details → /cart, and the browser's Back agrees", async ({ page }) => {
    const checkout = await openCheckout(page);
    const customer = customerFor(uniquePerson());
    await checkout.completeDetailsAndShipping(customer, "Express Shipping");

    await page.goBack();
    await checkout.expectStep("shipping");
    await page.goForward();
    await checkout.expectStep("payment");

    await checkout.backControl().click();
    await checkout.expectStep("shipping");
    await expect(checkout.shippingOption("Express Shipping")).toBeChecked();
    await checkout.backControl().click();
    await checkout.expectStep("details");
    await expect(checkout.field("Email")).toHaveValue(customer.email);
    await expect(checkout.country).toHaveValue("United Kingdom");
    // The page's Back used the history it came from: no step is stacked twice.
    await page.goForward();
    await checkout.expectStep("shipping");
    await page.goBack();
    await checkout.expectStep("details");
    await checkout.backControl().click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("a refresh keeps the step and what was typed; a link can't skip the details", async ({ page, browser }) => {
    const checkout = await openCheckout(page);
    const customer = customerFor(uniquePerson());
    await checkout.field("First Name").fill(customer.firstName);
    await checkout.field("Email").fill(customer.email);
    await checkout.reload();
    await checkout.expectStep("details");
    await expect(checkout.field("First Name")).toHaveValue(customer.firstName);
    await expect(checkout.field("Email")).toHaveValue(customer.email);

    await checkout.fillDetails(customer);
    await checkout.continueToShipping.click();
    await checkout.shippingOption("Express Shipping").check();
    await checkout.reload();
    await checkout.expectStep("shipping");
    await expect(checkout.shippingOption("Express Shipping")).toBeChecked();
    await expect(checkout.total).toHaveText("£62.95");
    await checkout.continueToPayment.click();
    // The step is in the address once the page has moved on: refresh after that, as a person would.
    await expect(page).toHaveURL(/step=payment/);
    await checkout.reload();
    await checkout.expectStep("payment");
    await expect(page.getByRole("region", { name: "Order Review" })).toContainText(customer.lastName);
    await expect(checkout.payButton).toHaveText("Pay £62.95");

    // Another tab has the cart but none of these details: the payment link starts at details.
    const fresh = await browser.newPage();
    await seedCart(fresh, cart);
    const other = new CheckoutPage(fresh);
    await other.goto("payment");
    await expect(fresh).toHaveURL(/step=details$/);
    await other.expectStep("details");
    await expect(other.field("Email")).toHaveValue("");
    await fresh.close();
  });

  test("every step passes axe", async ({ page }) => {
    const checkout = await openCheckout(page);
    await expectNoSeriousA11yViolations(page);
    await checkout.continueToShipping.click();
    await expect(checkout.field("First Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    await checkout.fillDetails(customerFor(uniquePerson()));
    await checkout.continueToShipping.click();
    await checkout.expectStep("shipping");
    await expectNoSeriousA11yViolations(page);
    await checkout.continueToPayment.click();
    await checkout.expectStep("payment");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("when the payment can't start", () => {
  async function toPayment(page: Page): Promise<CheckoutPage> {
    const checkout = await openCheckout(page);
    await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
    return checkout;
  }

  // The one place the server is stood in for: it is made to fail on purpose.
  test("a server error shows 'Payment Error' with its message, closes the waiting tab and re-enables the button", async ({ page }) => {
    const checkout = await toPayment(page);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/create-payment", async (route) => {
      await answered;
      await route.fulfill({
        status: 422,
        json: { error: "Your cart has changed", issues: [{ field: "amount", message: "The total is now £59.96" }] },
      });
    });
    const popup = page.waitForEvent("popup");
    await checkout.payButton.click();
    const waitingTab = await popup;
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    answer();
    await expect(toasts(page).getByText("Payment Error")).toBeVisible();
    await expect(toasts(page).getByText("Your cart has changed: The total is now £59.96")).toBeVisible();
    await expect(checkout.payButton).toBeEnabled();
    await expect(checkout.payButton).toHaveText("Pay £57.96");
    await expect.poll(() => waitingTab.isClosed()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem("lastPurchaseInfo"))).toBeNull();
  });

  test("an answer without a URL says 'No checkout URL received'; a lost connection gets the fallback message", async ({ page }) => {
    const checkout = await toPayment(page);
    await page.route("**/api/create-payment", (route) => route.fulfill({ status: 200, json: {} }));
    await checkout.payButton.click();
    await expect(toasts(page).getByText("No checkout URL received")).toBeVisible();
    await expect(checkout.payButton).toBeEnabled();

    await page.unroute("**/api/create-payment");
    await page.route("**/api/create-payment", (route) => route.abort("connectionrefused"));
    await checkout.payButton.click();
    await expect(toasts(page).getByText("Unable to process payment. Please try again.")).toBeVisible();
    await expect(checkout.payButton).toBeEnabled();
  });
});

// Real server from here on: the sandbox provider and the SMTP inbox.
test.describe("paying, on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("express shipping and gift wrap: pays exactly the total shown, one confirmation and one notice, none on reload", async ({ page }) => {
    const checkout = await openCheckout(page);
    const person = uniquePerson();
    await checkout.completeDetailsAndShipping(customerFor(person), "Express Shipping");
    await expect(checkout.total).toHaveText("£62.95");
    await expect(checkout.payButton).toHaveText("Pay £62.95");

    const sandbox = await checkout.payInNewTab();
    await sandbox.expectCharge("£62.95");
    // This tab says where the payment is happening, with a way back to it.
    await expect(page.getByText("Complete your payment in the new tab…")).toBeVisible();
    await expect(page.getByRole("link", { name: /Open the payment page again/ })).toHaveAttribute("href", sandbox.page.url());
    const info = await page.evaluate(() => JSON.parse(window.localStorage.getItem("lastPurchaseInfo") ?? "null"));
    expect(info).toMatchObject({ customerEmail: person.email, orderTotal: "62.95", currency: "gbp" });

    const success = sandbox.page;
    const confirmCalls: string[] = [];
    success.on("request", (r) => {
      if (r.url().endsWith("/api/send-purchase-email")) confirmCalls.push(r.url());
    });
    const sessionId = await sandbox.pay();
    await expect(success.getByText(sessionId)).toBeVisible();
    await expect(
      success.getByText(`Confirmation email sent to ${person.email}`).or(success.getByText(`Your confirmation email is on its way to ${person.email}`)),
    ).toBeVisible();
    await expect(success.getByRole("region", { name: "Your order" })).toContainText("£62.95");
    expect(confirmCalls).toHaveLength(1);

    await expectEmailsTo(person.email, 1);
    await expectOrgNoticesAbout(person, 1);
    // Confirmed: the cart and the stored record are gone, in both tabs.
    expect(await storedCart(success)).toEqual([]);
    expect(await success.evaluate(() => window.localStorage.getItem("lastPurchaseInfo"))).toBeNull();
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();

    await success.reload();
    await expect(success.getByText(sessionId)).toBeVisible();
    await expect(success.getByText(confirmationEmailLine(person.email))).toBeVisible();
    await outboxSettled();
    await expectEmailsTo(person.email, 1);
    await expectOrgNoticesAbout(person, 1);
    await expectNoSeriousA11yViolations(success);
  });

  test("the cart empties even when the payment is confirmed before the saved cart has loaded", async ({ page }) => {
    const checkout = await openCheckout(page);
    const person = uniquePerson();
    await checkout.completeDetailsAndShipping(customerFor(person), "Standard Shipping");
    const sandbox = await checkout.payInNewTab();
    // The saved cart is re-priced with the catalogue, loaded after hydration: hold it back so
    // the confirmation arrives first.
    await sandbox.page.context().route("**/assets/catalogue-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await sandbox.pay();
    await expect(sandbox.page.getByText(confirmationEmailLine(person.email))).toBeVisible();
    await expect.poll(() => storedCart(sandbox.page), { timeout: 10_000 }).toEqual([]);
    await sandbox.page.waitForTimeout(2_000);
    expect(await storedCart(sandbox.page)).toEqual([]);
  });

  test("cancelling on the provider's page keeps the cart", async ({ page }) => {
    const checkout = await openCheckout(page);
    await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
    const sandbox = await checkout.payInNewTab();
    await sandbox.cancel();
    await expect(sandbox.page.getByText("Your payment was cancelled. No charges were made to your account.")).toBeVisible();
    // Try Again returns to the order's payment step (docs/deviations.md#13).
    await expect(sandbox.page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout?step=payment");
    await expect(sandbox.page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    expect(await storedCart(sandbox.page)).toHaveLength(2);
    await expectNoSeriousA11yViolations(sandbox.page);

    await sandbox.page.getByRole("link", { name: "Try Again" }).click();
    await expect(sandbox.page.getByRole("button", { name: "Pay £57.96" })).toBeVisible();
  });
});

test.describe("paying with pop-ups blocked", () => {
  test("the provider's page opens in the same tab instead", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const checkout = await openCheckout(page);
    const person = uniquePerson();
    await checkout.completeDetailsAndShipping(customerFor(person), "Standard Shipping");
    await checkout.payButton.click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole("button", { name: "Pay £57.96" }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByText(confirmationEmailLine(person.email))).toBeVisible();
    await expectEmailsTo(person.email, 1);
  });
});

test.describe("a buyer who paid and never came back", () => {
  // Two pages, a checkout and the provider's: longer than one page's test.
  test.slow();
  test("finds an empty cart on their next visit, with a note linking to the order", async ({ page, context }) => {
    await seedCart(page, cart, 5);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
    const sandbox = await checkout.payInNewTab();
    // They pay, and close the provider's tab before it brings them back: the payment goes through,
    // and the provider's redirect to the success page is never followed.
    const sessionId = new URL(sandbox.page.url()).pathname.split("/").pop()!;
    await sandbox.page.route(`**/sandbox/checkout/${sessionId}/pay`, async (route) => {
      const paid = await route.fetch({ maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      await route.fulfill({ status: 200, contentType: "text/plain", body: "The buyer closed this tab." });
    });
    await sandbox.payButton.click();
    await expect(sandbox.page.getByText("The buyer closed this tab.")).toBeVisible();
    await sandbox.page.close();
    await page.close();
    // The order was confirmed meanwhile (here by the sandbox, as the webhook does with Stripe).

    const later = await context.newPage();
    await later.goto("/store");
    const note = toasts(later).getByText(/^Your order PM-\d+ is paid, so your cart is empty now\.$/);
    await expect(note).toBeVisible();
    await expect(toasts(later).getByRole("link", { name: "View your order" })).toHaveAttribute("href", `/payment-success?session_id=${sessionId}`);
    await expect.poll(() => storedCart(later)).toEqual([]);
    // Asked once: the next page load says nothing more.
    await later.goto("/cart");
    await expect(later.getByText("Your cart is empty")).toBeVisible();
    await expect(toasts(later).getByText(/is paid/)).toHaveCount(0);
  });

  test("keeps the cart when the payment was cancelled, and doesn't ask again", async ({ page, context }) => {
    await seedCart(page, cart, 5);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
    const sandbox = await checkout.payInNewTab();
    // The cancelled page is the next page load with the cart: it asks, hears "cancelled", and forgets the session.
    const asked = sandbox.page.waitForResponse((response) => response.url().includes("/api/payment-status/"));
    await sandbox.cancel();
    expect((await (await asked).json()).status).toBe("cancelled");
    await expect.poll(() => sandbox.page.evaluate(() => localStorage.getItem("cart-payment"))).toBeNull();
    await sandbox.page.close();
    await page.close();

    const later = await context.newPage();
    let askedAgain = false;
    later.on("request", (request) => {
      if (request.url().includes("/api/payment-status/")) askedAgain = true;
    });
    await gotoHydrated(later, "/store");
    await expect.poll(() => storedCart(later)).toHaveLength(2);
    await expect(later.getByRole("button", { name: /^Cart/ })).toBeVisible();
    expect(askedAgain).toBe(false);
  });
});

// Issue 56: the tab the payment started from, while the provider's page is open in the other.
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the checkout's own tab while paying in another, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("says the payment is open there and starts no second one; paid, shows its thank-you from the top with the heading focused", async ({ page }) => {
      const checkout = await openCheckout(page);
      const person = uniquePerson();
      await checkout.completeDetailsAndShipping(customerFor(person), "Standard Shipping");
      const sandbox = await checkout.payInNewTab();
      const waiting = page.getByRole("button", { name: "Payment open in another tab" });
      await expect(waiting).toBeDisabled();
      await expect(checkout.payButton).toHaveCount(0);
      let popups = 0;
      page.on("popup", () => popups++);
      await waiting.click({ force: true });
      await page.waitForTimeout(500);
      expect(popups).toBe(0);
      await expectNoSeriousA11yViolations(page);

      // Scrolled down to the button, as a phone is when it is tapped.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await sandbox.pay();
      const thanks = page.getByRole("heading", { level: 1, name: "Thank you for your order" });
      await expect(thanks).toBeFocused();
      await expect(thanks).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("hears a cancel in the other tab: stops waiting and offers the payment again", async ({ page }) => {
      const checkout = await openCheckout(page);
      await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Standard Shipping");
      const sandbox = await checkout.payInNewTab();
      await expect(page.getByText("Complete your payment in the new tab…")).toBeVisible();
      await sandbox.cancel();
      await expect(page.getByText("Complete your payment in the new tab…")).toHaveCount(0);
      await expect(page.getByText("You cancelled the payment in the other tab, and nothing was charged.")).toBeVisible();
      await expect(checkout.payButton).toBeEnabled();
      await expect(checkout.payButton).toHaveText("Pay £57.96");
      await expectNoSeriousA11yViolations(page);

      // Pay again: a new tab, and closing it gives the button back too.
      const again = await checkout.payInNewTab();
      await expect(page.getByRole("button", { name: "Payment open in another tab" })).toBeDisabled();
      await again.page.close();
      await expect(checkout.payButton).toBeEnabled();
      await expect(page.getByText("Complete your payment in the new tab…")).toHaveCount(0);
    });
  });
}
