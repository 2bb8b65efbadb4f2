import { describe, expect, it } from "vitest";
import { giftAidDeclaration } from "../../core/gift-aid";
import { NOT_OUR_WORDS } from "../test-support/not-our-words";
import type { EmailOrder } from "./email-order";
import { composeMonthlyReceipt, composeOrderEmails } from "./order-emails";

const config = { orgEmail: "team@purposemovement.test", publicUrl: "https://purposemovement.test", orderLinkSecret: "order-link-test-secret" };
const oneLine = (s: string) => s.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");

const order: EmailOrder = {
  reference: "PM-10001",
  type: "merchandise",
  test: false,
  paidAt: new Date("2025-03-12T10:00:00Z"),
  customer: { firstName: "Amara", lastName: "Campbell", email: "amara@example.test", phone: "07700 900123" },
  shippingAddress: { address: "12 Peckham Road", city: "London", postalCode: "SE15 5JR", country: "United Kingdom" },
  shipping: { name: "Standard Shipping", time: "5-7 business days", price: 0 },
  lines: [
    { name: "Faith Over Fear Hoodie", quantity: 1, size: "XL", color: "Green", giftWrap: true, giftWrapPrice: 299, notes: "Small print, please", unitPrice: 2799, lineTotal: 3098 },
  ],
  totals: { items: 2799, giftWrap: 299, subtotal: 3098, shipping: 0, donation: 0, total: 3098 },
};

const gift: EmailOrder = {
  ...order,
  type: "donation",
  lines: [],
  shipping: undefined,
  shippingAddress: undefined,
  frequency: "one-time",
  totals: { items: 0, giftWrap: 0, subtotal: 0, shipping: 0, donation: 5000, total: 5000 },
};

describe("order emails", () => {
  it("confirm a live order to the customer with its lines, options, gift wrap, notes, delivery and totals, and tell the organisation", async () => {
    const [confirmation, notice] = await composeOrderEmails(order, "order-1", config);
    expect(confirmation).toMatchObject({ kind: "order-confirmation", to: "amara@example.test", subject: "Your Purpose Movement order PM-10001", dedupeKey: "order:order-1:customer" });
    for (const part of [oneLine(confirmation!.html), oneLine(confirmation!.text)]) {
      expect(part).toContain("Faith Over Fear Hoodie × 1");
      expect(part).toContain("Size XL · Green");
      expect(part).toContain("Gift wrapped (+£2.99)");
      expect(part).toContain("Print preference: Small print, please");
      expect(part).toMatch(/Standard Shipping \(5-7 business days\) FREE/);
      expect(part).toContain("12 Peckham Road");
      expect(part).toMatch(/Total paid £30\.98/);
      expect(part).toContain("12 March 2025");
      expect(part).not.toContain("Test payment");
    }
    expect(notice).toMatchObject({ kind: "organisation-notice", to: "team@purposemovement.test", subject: "New order PM-10001: £30.98", headers: { "Reply-To": "amara@example.test" } });
    expect(oneLine(notice!.text)).toContain("07700 900123");
  });

  it("tell the buyer, on the confirmation they keep, who sold it, when it should arrive and how to cancel within 14 days", async () => {
    const [confirmation] = await composeOrderEmails(
      { ...order, deliveryEstimate: { earliest: new Date("2025-03-19T10:00:00Z"), latest: new Date("2025-03-21T10:00:00Z") } },
      "order-3",
      config,
    );
    for (const part of [oneLine(confirmation!.html), oneLine(confirmation!.text)]) {
      expect(part).toContain("Delivery estimate: between Wednesday 19 March and Friday 21 March");
      expect(part).toContain("Your right to cancel");
      expect(part).toContain("within 14 days of the day it reaches you");
      expect(part).toContain("post a letter to Purpose Movement Trust, PO Box 7781, London, SE15 4ZX, United Kingdom");
      expect(part).toContain("Sold by Purpose Movement Trust (trading as Purpose Movement), PO Box 7781, London, SE15 4ZX, United Kingdom");
      expect(part).toContain("Registered charity no. 1190000 (England and Wales)");
    }
    expect(confirmation!.html).toContain('href="https://purposemovement.test/terms#returns"');
    expect(confirmation!.html).toContain('href="https://purposemovement.test/terms#cancellation-form"');
  });

  it("say it in UK English, with the words the site uses: every email of an order, a one-off and a monthly gift", async () => {
    const emails = [
      ...(await composeOrderEmails(order, "order-1", config)),
      ...(await composeOrderEmails(gift, "gift-1", config)),
      ...(await composeOrderEmails({ ...gift, frequency: "monthly" }, "gift-2", config)),
    ];
    expect(emails.length).toBeGreaterThanOrEqual(6);
    for (const email of emails) {
      const words = `${email.subject} ${email.text} ${oneLine(email.html)}`;
      expect(words.match(NOT_OUR_WORDS), `${email.kind}: ${email.subject}`).toBeNull();
    }
  });

  it("receipt a one-off gift without Gift Aid, naming the charity, and mark test payments", async () => {
    const [receipt, notice] = await composeOrderEmails({ ...gift, test: true }, "gift-1", config);
    expect(receipt?.subject).toBe("[TEST] Thank you for your gift to Purpose Movement");
    expect(notice?.subject).toBe("[TEST] New one-off gift PM-10001: £50.00");
    const text = oneLine(receipt!.text);
    expect(text).toContain("Test payment: no money moves");
    expect(text).toContain("Gift reference PM-10001");
    expect(text).toContain("Amount £50.00");
    expect(text).toContain("Frequency One-off");
    expect(text).toContain("Gift Aid Not declared");
    expect(text).toContain("Purpose Movement Trust, Registered charity no. 1190000 (England and Wales)");
    expect(text).not.toContain("Next payment");
    expect(text).not.toContain("/account");
    expect(oneLine(notice!.text)).toContain("No Gift Aid declaration.");
  });

  it("tell a monthly donor when the next payment is and how to change or cancel it", async () => {
    const monthly = { ...gift, frequency: "monthly" as const, nextPaymentAt: new Date("2025-04-12T10:00:00Z"), manageUrl: "https://purposemovement.test/account/manage?token=abc" };
    const [receipt] = await composeOrderEmails(monthly, "gift-3", config);
    for (const part of [oneLine(receipt!.html), oneLine(receipt!.text)]) {
      expect(part).toContain("Next payment 12 April 2025");
      expect(part).toContain("We will take £50.00 each month, next on 12 April 2025");
      expect(part).toContain("https://purposemovement.test/account");
    }
    expect(receipt!.html).toContain('href="https://purposemovement.test/account/manage?token=abc"');
    expect(receipt!.html).toContain(">Manage or cancel your monthly gift</a>");
  });

  it("includes the Gift Aid declaration the donor made, with what it adds", async () => {
    const declared = {
      ...gift,
      frequency: "monthly" as const,
      giftAid: { name: "Amara Campbell", address: "4 Church Lane", postcode: "SW2 1AA", text: giftAidDeclaration("monthly"), declaredAt: gift.paidAt, value: 1250 },
    };
    const [receipt, notice] = await composeOrderEmails(declared, "gift-2", config);
    expect(receipt?.subject).toBe("Thank you for your monthly gift to Purpose Movement");
    const text = oneLine(receipt!.text);
    expect(text).toContain(giftAidDeclaration("monthly"));
    expect(text).toContain("Declared by Amara Campbell, 4 Church Lane, SW2 1AA, on 12 March 2025");
    expect(text).toContain("Gift Aid adds £12.50 to this gift each month");
    expect(text).toContain("Gift Aid Declared: adds £12.50 a month");
    expect(oneLine(notice!.text)).toContain("Claimable: £12.50");
  });

  it("receipt each later month of a monthly gift on its own, saying whether Gift Aid covers it, with a fresh link to manage it", async () => {
    const declaration = { name: "Amara Campbell", address: "4 Church Lane", postcode: "SW2 1AA", text: giftAidDeclaration("monthly"), declaredAt: new Date("2025-03-12T10:00:00Z"), value: 1250 };
    const month = { ...gift, frequency: "monthly" as const, paidAt: new Date("2025-05-12T10:00:00Z"), nextPaymentAt: new Date("2025-06-12T10:00:00Z"), manageUrl: "https://purposemovement.test/account/manage?token=may", giftAid: declaration };
    const receipt = await composeMonthlyReceipt(month, "gift-4", "in_may", config);
    expect(receipt).toMatchObject({ kind: "donation-receipt", to: gift.customer.email, subject: "Receipt for your monthly gift PM-10001: £50.00 on 12 May 2025", dedupeKey: "order:gift-4:payment:in_may" });
    const text = oneLine(receipt.text);
    expect(text).toContain("We received this month's gift of £50.00 on 12 May 2025");
    expect(text).toContain("Next payment 12 June 2025");
    expect(text).toContain("Your Gift Aid declaration of 12 March 2025 covers this gift: it adds £12.50");
    // The declaration's full wording was in the first receipt; each month says only that it applies.
    expect(text).not.toContain(giftAidDeclaration("monthly"));
    expect(receipt.html).toContain('href="https://purposemovement.test/account/manage?token=may"');

    const cancelled = await composeMonthlyReceipt({ ...month, giftAidCancelledAt: new Date("2025-04-20T09:00:00Z") }, "gift-4", "in_may", config);
    expect(oneLine(cancelled.text)).toContain("Gift Aid Not claimed: you cancelled your declaration on 20 April 2025");
    expect(oneLine(cancelled.text)).not.toContain("covers this gift");
  });

  it("escapes what customers type", async () => {
    const [confirmation] = await composeOrderEmails(
      { ...order, customer: { ...order.customer, firstName: "<script>alert(1)</script>" }, lines: [{ ...order.lines[0]!, notes: '<img src=x onerror="x">' }] },
      "order-2",
      config,
    );
    expect(confirmation!.html).not.toContain("<script>alert");
    expect(confirmation!.html).not.toContain("<img src=x");
    expect(confirmation!.html).toContain("&lt;script&gt;");
  });
});
