// The sandbox provider in a real browser: its page, its CSP, its forms, and the emails a payment sends.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailsTo, expectEmailsTo, outboxSettled } from "./support/inbox";
import { purchaseStatus, SandboxCheckout } from "./fixtures/sandbox-checkout";

const customer = {
  firstName: "Amara",
  lastName: "Campbell",
  address: "12 Peckham Road",
  city: "London",
  postalCode: "SE15 5JR",
  country: "United Kingdom",
};

test.describe("sandbox checkout", () => {
  test("an order is paid on the test page, lands on the success page, and each email arrives once", async ({ page, request }) => {
    const email = `sandbox-order-${Date.now()}@example.test`;
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));

    const checkout = await SandboxCheckout.open(page, request, {
      type: "merchandise",
      amount: 41.96,
      currency: "gbp",
      // 2 × £16.99 + gift wrap £2.99 + express £4.99 = £41.96
      items: [{ id: "passport-to-purpose-tee", quantity: 2, giftWrap: true, size: "L", color: "Navy" }],
      donorInfo: { ...customer, email },
      shippingOption: "express",
      donationAmount: 0,
    });
    await expect(checkout.banner).toContainText("Test payment: no money moves");
    await expect(checkout.summary).toContainText("Passport to Purpose Tee");
    await expect(checkout.summary).toContainText("Size L · Navy");
    await expect(checkout.summary).toContainText("Express Shipping");
    await expectNoSeriousA11yViolations(page);

    await checkout.payButton("Pay £41.96").click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_sandbox_/);
    // The page's own CSP allowed its styles and its form's redirect: nothing was blocked.
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);

    const sessionId = checkout.sessionIdFromUrl();
    const status = await purchaseStatus(request, sessionId);
    expect(status).toMatchObject({ status: "paid", email: { to: email }, order: { test: true, totals: { total: 4196 } } });
    const [confirmation] = await expectEmailsTo(email, 1);
    expect(confirmation?.subject).toBe(`[TEST] Your Purpose Movement order ${status.reference}`);
    await expect.poll(async () => (await emailsTo("team@purposemovement.test")).filter((m) => m.subject.includes(status.reference)).length).toBe(1);
    await expect.poll(async () => (await purchaseStatus(request, sessionId)).email?.state).toBe("sent");

    // Asking again, or going back and paying again, sends nothing more.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();
    await purchaseStatus(request, sessionId);
    await outboxSettled();
    expect(await emailsTo(email)).toHaveLength(1);
  });

  test("a monthly gift says it repeats, and cancelling goes to the cancelled page and charges nothing", async ({ page, request }) => {
    const email = `sandbox-gift-${Date.now()}@example.test`;
    const checkout = await SandboxCheckout.open(page, request, {
      type: "donation",
      amount: 20,
      currency: "gbp",
      frequency: "monthly",
      donorInfo: { firstName: "Daniel", lastName: "Reid", email },
    });
    await expect(page.getByText("This gift repeats monthly")).toBeVisible();
    await expect(checkout.payButton("Donate £20.00")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await checkout.cancelButton.click();
    await expect(page).toHaveURL(/\/payment-cancelled\?for=gift$/);
    await outboxSettled();
    expect(await emailsTo(email)).toHaveLength(0);
  });
});
