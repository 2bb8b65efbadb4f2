// Emails carry the charity's details as saved; in production an example is never shown as if it
// were the charity's own (its line is left out), while in development it stays, marked.
import { describe, expect, it } from "vitest";
import { resolveCharityDetails, supporterCharityDetails } from "../../core/charity-details";
import { withCharityDetails } from "./charity-details-scope";
import type { EmailOrder } from "./email-order";
import { composeOrderEmails } from "./order-emails";

const config = { orgEmail: "team@purposemovement.test", publicUrl: "https://purposemovement.test", orderLinkSecret: "order-link-test-secret" };
const flat = (s: string) => s.replace(/\s+/g, " ");

const order: EmailOrder = {
  reference: "PM-10001",
  type: "merchandise",
  test: false,
  paidAt: new Date("2026-11-27T10:00:00Z"),
  customer: { firstName: "Amara", lastName: "Campbell", email: "amara@example.test" },
  shippingAddress: { address: "12 Peckham Road", city: "London", postalCode: "SE15 5JR", country: "United Kingdom" },
  shipping: { name: "Standard Shipping", time: "5-7 business days", price: 0 },
  lines: [{ name: "Faith Over Fear Hoodie", quantity: 1, giftWrap: false, giftWrapPrice: 0, unitPrice: 2799, lineTotal: 2799 }],
  totals: { items: 2799, giftWrap: 0, subtotal: 2799, shipping: 0, donation: 0, total: 2799 },
};
const gift: EmailOrder = { ...order, type: "donation", lines: [], shipping: undefined, shippingAddress: undefined, frequency: "one-time", totals: { items: 0, giftWrap: 0, subtotal: 0, shipping: 0, donation: 5000, total: 5000 } };

const render = (production: boolean, saved = {}) =>
  withCharityDetails(
    () => supporterCharityDetails(resolveCharityDetails(saved), { production }),
    async () => [...(await composeOrderEmails(order, "o-1", config)), ...(await composeOrderEmails(gift, "g-1", config))].filter((e) => e.kind !== "organisation-notice"),
  );

describe("the charity's details in emails", () => {
  it("in production, leaves out every example: no placeholder number, PO box or return wording reaches a buyer or donor", async () => {
    for (const email of await render(true)) {
      const text = flat(email.text);
      expect(text).not.toContain("1190000");
      expect(text).not.toContain("PO Box");
      expect(text).not.toContain("hello@purposemovement.org.uk");
      expect(text).not.toContain("the cost of returning them is yours");
      expect(text).not.toContain("examples");
    }
  });

  it("in development, keeps the examples and says they are examples", async () => {
    for (const email of await render(false)) {
      expect(flat(email.text)).toContain("Registered charity no. 1190000 (England and Wales)");
      expect(flat(email.text)).toContain("These charity details are examples");
    }
  });

  it("in production, shows what has been saved, and only that", async () => {
    const [confirmation, receipt] = await render(true, { registration: { register: "northern-ireland", number: "NIC100001" }, returnPostage: "buyer" });
    expect(flat(receipt!.text)).toContain("Registered charity no. NIC100001 (Northern Ireland)");
    expect(flat(confirmation!.text)).toContain("the cost of returning them is yours");
    expect(flat(confirmation!.text)).not.toContain("PO Box");
  });
});
