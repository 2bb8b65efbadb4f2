// Pricing a create-payment request on the server: pure, from the shared catalogue.
// What comes out is what to store and what to ask the provider to charge; a client
// amount that disagrees is refused (a ConflictError), never charged.
import { GIFT_WRAP_PRICE, offersPrintNotes, productColors, productSizes, type Color, type ProductLookup, type Size } from "../../../core/product";
import { GIFT_AID_WORDING_VERSION, giftAidDeclaration, type GiftFrequency } from "../../../core/gift-aid";
import { formatPence, poundsToPence, type Pence } from "../../../core/money";
import { getShippingOption, priceOrder, UnknownProductError, type OrderTotals } from "../../../core/pricing";
import type { ParsedPaymentRequest } from "../../../core/schemas/payment-request";
import { siteConfig } from "../../../core/site-config";
import type { orderLines, orders } from "../../db/schema/index";
import { ConflictError, InvalidInputError } from "../../domain/errors";
import type { CheckoutLine } from "../../payments/provider";
import type { PendingOrderColumn } from "./store";

type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, "orderId">;

/** A request priced by the server: what to store, and what to ask the provider to charge. */
export interface OrderDraft {
  order: Pick<NewOrder, Exclude<PendingOrderColumn, "provider" | "test" | "buyerBrowser">>;
  lines: NewLine[];
  checkout: { purpose: "order" | "gift"; interval?: "month"; lines: CheckoutLine[] };
}

function amountMismatch(expected: Pence, sent: Pence, changed?: { name: string; now: Pence }): ConflictError {
  const what = changed ? `The price of ${changed.name} has changed to ${formatPence(changed.now)}, so the` : "Prices have changed: the";
  const message = `${what} total is now ${formatPence(expected)}, not ${formatPence(sent)}. Nothing was charged: please review your cart and try again.`;
  return new ConflictError(message, [{ field: "amount", message }]);
}

export function giftName(frequency: GiftFrequency): string {
  return `${frequency === "monthly" ? "Monthly" : "One-off"} gift to ${siteConfig.name}`;
}

/** Prices a validated request from the live catalogue. Refuses a client amount that disagrees. */
export function draftOrder(request: ParsedPaymentRequest, lookup: ProductLookup, now = new Date()): OrderDraft {
  if (request.type === "merchandise") {
    const priceable = request.items.map((item) => ({ productId: item.id, quantity: item.quantity, giftWrap: item.giftWrap }));
    let priced: ReturnType<typeof priceOrder>;
    try {
      priced = priceOrder({ lines: priceable, shipping: request.shippingOption, donation: poundsToPence(request.donationAmount) }, lookup, now.getTime());
    } catch (error) {
      if (!(error instanceof UnknownProductError)) throw error;
      const index = request.items.findIndex((item) => item.id === error.productId);
      const message = "This product is no longer available: remove it from your cart";
      throw new InvalidInputError("Invalid request", [{ field: `items.${index}.id`, message }]);
    }
    checkOptions(request.items, lookup);
    const { totals } = priced;
    if (poundsToPence(request.amount) !== totals.total) {
      // Name the line whose price the buyer saw differently, when the request says what it saw.
      const changedAt = priced.lines.findIndex((line, i) => {
        const seen = request.items[i]!.price;
        return seen !== undefined && poundsToPence(seen) !== line.unitPrice && poundsToPence(seen) !== lookup(line.productId)!.price;
      });
      const changed = priced.lines[changedAt];
      throw amountMismatch(totals.total, poundsToPence(request.amount), changed && { name: lookup(changed.productId)!.name, now: changed.unitPrice });
    }

    const lines: NewLine[] = priced.lines.map((line, position) => {
      const item = request.items[position]!;
      return {
        position,
        productId: line.productId,
        name: lookup(line.productId)!.name,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        size: item.size ?? null,
        color: item.color ?? null,
        giftWrap: line.giftWrap,
        giftWrapPrice: line.giftWrap ? GIFT_WRAP_PRICE : 0,
        // Notes only where the product offers them (as the add-to-cart dialog asks for them).
        notes: (offersPrintNotes(lookup(line.productId)!) && item.customerNotes) || null,
        lineTotal: line.lineTotal,
      };
    });

    const checkoutLines: CheckoutLine[] = lines.map((line) => {
      const description = [line.size && `Size ${line.size}`, line.color].filter(Boolean).join(" · ");
      return { name: line.name, ...(description && { description }), unitAmount: line.unitPrice, quantity: line.quantity };
    });
    const wrapped = lines.filter((line) => line.giftWrap).length;
    if (wrapped > 0) checkoutLines.push({ name: "Gift wrap", description: "Per wrapped item", unitAmount: GIFT_WRAP_PRICE, quantity: wrapped });
    const shipping = getShippingOption(request.shippingOption);
    if (shipping.price > 0) checkoutLines.push({ name: shipping.name, description: shipping.time, unitAmount: shipping.price, quantity: 1 });
    if (totals.donation > 0) checkoutLines.push({ name: `Donation to ${siteConfig.name}`, unitAmount: totals.donation, quantity: 1 });

    const customer = request.donorInfo;
    return {
      order: {
        type: "merchandise",
        ...totalsColumns(totals),
        shippingOption: request.shippingOption,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone ?? null,
        address: customer.address,
        city: customer.city,
        postalCode: customer.postalCode,
        country: customer.country,
        newsChoice: newsChoiceOf(request.newsOptOut),
      },
      lines,
      checkout: { purpose: "order", lines: checkoutLines },
    };
  }

  const amount = poundsToPence(request.amount);
  const stated = request.items?.[0]?.price;
  if (stated !== undefined && poundsToPence(stated) !== amount) {
    const message = `The gift is ${formatPence(amount)}, but its item says ${formatPence(poundsToPence(stated))}`;
    throw new ConflictError(message, [{ field: "items.0.price", message }]);
  }
  const donor = request.donorInfo;
  const frequency = request.frequency;
  const giftAid = request.giftAid;
  return {
    order: {
      type: "donation",
      ...totalsColumns({ items: 0, giftWrap: 0, subtotal: 0, shipping: 0, donation: amount, total: amount }),
      frequency,
      firstName: donor.firstName,
      lastName: donor.lastName,
      email: donor.email,
      phone: donor.phone ?? null,
      message: donor.message ?? null,
      newsChoice: newsChoiceOf(request.newsOptOut),
      ...(giftAid && {
        giftAidName: `${donor.firstName} ${donor.lastName}`,
        giftAidAddress: giftAid.address,
        giftAidPostcode: giftAid.postcode,
        giftAidWordingVersion: GIFT_AID_WORDING_VERSION,
        giftAidText: giftAidDeclaration(frequency),
        giftAidDeclaredAt: now,
      }),
    },
    lines: [],
    checkout: {
      purpose: "gift",
      ...(frequency === "monthly" && { interval: "month" as const }),
      lines: [{ name: giftName(frequency), unitAmount: amount, quantity: 1 }],
    },
  };
}

/**
 * Each line's size and colour are ones its product comes in (staff choose them per product); a
 * product in one form takes none. A line without a size is still taken, as the original site's
 * API took it (a counted product then refuses it when holding stock, naming the item).
 */
function checkOptions(items: readonly { id: string; size?: Size; color?: Color }[], lookup: ProductLookup) {
  const issues: { field: string; message: string }[] = [];
  for (const [index, item] of items.entries()) {
    const product = lookup(item.id)!;
    const sizes = productSizes(product);
    const colors = productColors(product);
    if (sizes.length === 0) {
      if (item.size !== undefined) issues.push({ field: `items.${index}.size`, message: `${product.name} comes in one size: remove the size` });
    } else if (item.size !== undefined && !sizes.includes(item.size)) {
      issues.push({ field: `items.${index}.size`, message: `${product.name} doesn't come in ${item.size}: choose another size` });
    }
    if (colors.length === 0) {
      if (item.color !== undefined) issues.push({ field: `items.${index}.color`, message: `${product.name} comes in one colour: remove the colour` });
    } else if (item.color !== undefined && !colors.includes(item.color)) {
      issues.push({ field: `items.${index}.color`, message: `${product.name} doesn't come in ${item.color}: choose another colour` });
    }
  }
  if (issues.length) throw new InvalidInputError("Invalid request", issues);
}

/** The soft opt-in's box as the order keeps it: left unticked, ticked, or not offered (null). */
function newsChoiceOf(newsOptOut: boolean | undefined): "soft_opt_in" | "declined" | null {
  if (newsOptOut === undefined) return null;
  return newsOptOut ? "declined" : "soft_opt_in";
}

function totalsColumns(totals: OrderTotals) {
  return {
    itemsTotal: totals.items,
    giftWrapTotal: totals.giftWrap,
    shippingTotal: totals.shipping,
    donationTotal: totals.donation,
    total: totals.total,
  };
}

