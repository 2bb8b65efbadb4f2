// Orders and gifts: pricing a create-payment request on the server, storing it
// as pending, and reading it back for emails and the success page.
import { asc, eq, sql } from "drizzle-orm";
import { GIFT_WRAP_PRICE } from "../../core/catalogue";
import { getProduct } from "../../core/catalogue";
import { GIFT_AID_WORDING_VERSION, giftAidDeclaration, giftAidValue, type GiftFrequency } from "../../core/gift-aid";
import { formatPence, poundsToPence, type Pence } from "../../core/money";
import {
  getShippingOption,
  priceOrder,
  UnknownProductError,
  type OrderTotals,
  type ShippingOptionId,
} from "../../core/pricing";
import type { ParsedPaymentRequest } from "../../core/schemas/payment-request";
import { siteConfig } from "../../core/site-config";
import type { Database, Transaction } from "../db/client";
import { orderLines, orders, type OrderLineRow, type OrderRow, type ProviderName } from "../db/schema/index";
import type { EmailOrder } from "../email/email-order";
import { HttpError } from "../http/errors";
import type { CheckoutLine } from "../payments/provider";

type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, "orderId">;

/** A request priced by the server: what to store, and what to ask the provider to charge. */
export interface OrderDraft {
  order: Pick<NewOrder, Exclude<PendingOrderColumn, "provider" | "test">>;
  lines: NewLine[];
  checkout: { purpose: "order" | "gift"; interval?: "month"; lines: CheckoutLine[] };
}

function amountMismatch(expected: Pence, sent: Pence): HttpError {
  const message = `The total is ${formatPence(expected)}, not ${formatPence(sent)}. Prices may have changed: please review your cart and try again.`;
  return new HttpError(409, message, [{ field: "amount", message }]);
}

export function giftName(frequency: GiftFrequency): string {
  return `${frequency === "monthly" ? "Monthly" : "One-time"} gift to ${siteConfig.name}`;
}

/** Prices a validated request from the catalogue. Refuses a client amount that disagrees. */
export function draftOrder(request: ParsedPaymentRequest, now = new Date()): OrderDraft {
  if (request.type === "merchandise") {
    const priceable = request.items.map((item) => ({ productId: item.id, quantity: item.quantity, giftWrap: item.giftWrap }));
    let priced: ReturnType<typeof priceOrder>;
    try {
      priced = priceOrder({ lines: priceable, shipping: request.shippingOption, donation: poundsToPence(request.donationAmount) });
    } catch (error) {
      if (!(error instanceof UnknownProductError)) throw error;
      const index = request.items.findIndex((item) => item.id === error.productId);
      const message = "This product is no longer available: remove it from your cart";
      throw new HttpError(400, "Invalid request", [{ field: `items.${index}.id`, message }]);
    }
    const { totals } = priced;
    if (poundsToPence(request.amount) !== totals.total) throw amountMismatch(totals.total, poundsToPence(request.amount));

    const lines: NewLine[] = priced.lines.map((line, position) => {
      const item = request.items[position]!;
      return {
        position,
        productId: line.productId,
        name: getProduct(line.productId)!.name,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        size: item.size ?? null,
        color: item.color ?? null,
        giftWrap: line.giftWrap,
        giftWrapPrice: line.giftWrap ? GIFT_WRAP_PRICE : 0,
        notes: item.customerNotes ?? null,
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
      },
      lines,
      checkout: { purpose: "order", lines: checkoutLines },
    };
  }

  const amount = poundsToPence(request.amount);
  const stated = request.items?.[0]?.price;
  if (stated !== undefined && poundsToPence(stated) !== amount) {
    const message = `The gift is ${formatPence(amount)}, but its item says ${formatPence(poundsToPence(stated))}`;
    throw new HttpError(409, message, [{ field: "items.0.price", message }]);
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

function totalsColumns(totals: OrderTotals) {
  return {
    itemsTotal: totals.items,
    giftWrapTotal: totals.giftWrap,
    shippingTotal: totals.shipping,
    donationTotal: totals.donation,
    total: totals.total,
  };
}

// Every column a draft may set. The insert is prepared once per database with a placeholder
// for each (null where a draft leaves one out): building the query with drizzle for every
// request was a fifth of create-payment's CPU, and on PostgreSQL it is parsed only once
// per connection.
const pendingOrderColumns = [
  "type", "provider", "test", "itemsTotal", "giftWrapTotal", "shippingTotal", "donationTotal", "total",
  "shippingOption", "frequency", "firstName", "lastName", "email", "phone", "address", "city", "postalCode",
  "country", "message", "giftAidName", "giftAidAddress", "giftAidPostcode", "giftAidWordingVersion",
  "giftAidText", "giftAidDeclaredAt",
] as const satisfies readonly (keyof NewOrder)[];
type PendingOrderColumn = (typeof pendingOrderColumns)[number];

function prepareOrderInsert(db: Database | Transaction) {
  // Wrapped in sql``, a placeholder skips drizzle's column encoders, which refuse null; every
  // value here is a string, number, boolean, Date or null, which both drivers take as it is.
  const values = Object.fromEntries(pendingOrderColumns.map((column) => [column, sql`${sql.placeholder(column)}`]));
  return db
    .insert(orders)
    .values(values as unknown as NewOrder)
    .returning({ id: orders.id })
    .prepare("insert_pending_order");
}
const preparedOrderInserts = new WeakMap<Database, ReturnType<typeof prepareOrderInsert>>();

export async function insertPendingOrder(
  db: Database,
  draft: OrderDraft,
  provider: { name: ProviderName; test: boolean },
): Promise<string> {
  const row: Record<string, unknown> = { ...draft.order, provider: provider.name, test: provider.test };
  const values = Object.fromEntries(pendingOrderColumns.map((column) => [column, row[column] ?? null]));
  const insertOrder = async (statement: ReturnType<typeof prepareOrderInsert>) => {
    const [order] = await statement.execute(values);
    if (!order) throw new Error("order was not stored");
    return order.id;
  };
  // A gift is one row, atomic on its own; a transaction would add two round trips to the busiest route.
  if (draft.lines.length === 0) {
    let statement = preparedOrderInserts.get(db);
    if (!statement) preparedOrderInserts.set(db, (statement = prepareOrderInsert(db)));
    return insertOrder(statement);
  }
  return db.transaction(async (tx) => {
    const orderId = await insertOrder(prepareOrderInsert(tx));
    await tx.insert(orderLines).values(draft.lines.map((line) => ({ ...line, orderId })));
    return orderId;
  });
}

export interface OrderView extends OrderRow {
  lines: OrderLineRow[];
}

export async function loadOrder(db: Database | Transaction, id: string): Promise<OrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
  return { ...order, lines };
}

export async function findOrderIdBySession(db: Database | Transaction, sessionId: string): Promise<string | undefined> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerSessionId, sessionId));
  return order?.id;
}

export async function findOrderIdBySubscription(db: Database | Transaction, subscriptionId: string): Promise<string | undefined> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerSubscriptionId, subscriptionId));
  return order?.id;
}

/** What customers quote: short, unambiguous, derived from the id. */
export function orderReference(id: string): string {
  return `PM-${id.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
}

export function orderTotals(order: OrderRow): OrderTotals {
  const subtotal = order.itemsTotal + order.giftWrapTotal;
  return {
    items: order.itemsTotal,
    giftWrap: order.giftWrapTotal,
    subtotal,
    shipping: order.shippingTotal,
    donation: order.donationTotal,
    total: order.total,
  };
}

export function toEmailOrder(order: OrderView, paidAt = order.paidAt ?? new Date()): EmailOrder {
  const shipping = order.shippingOption ? getShippingOption(order.shippingOption as ShippingOptionId) : undefined;
  return {
    reference: orderReference(order.id),
    type: order.type,
    test: order.test,
    paidAt,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      ...(order.phone && { phone: order.phone }),
    },
    ...(order.address &&
      order.city &&
      order.postalCode &&
      order.country && {
        shippingAddress: { address: order.address, city: order.city, postalCode: order.postalCode, country: order.country },
      }),
    ...(shipping && { shipping: { name: shipping.name, time: shipping.time, price: order.shippingTotal } }),
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...(line.size && { size: line.size }),
      ...(line.color && { color: line.color }),
      giftWrap: line.giftWrap,
      giftWrapPrice: line.giftWrapPrice,
      ...(line.notes && { notes: line.notes }),
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    totals: orderTotals(order),
    ...(order.frequency && { frequency: order.frequency }),
    ...(order.message && { message: order.message }),
    ...(order.giftAidText &&
      order.giftAidDeclaredAt && {
        giftAid: {
          name: order.giftAidName ?? `${order.firstName} ${order.lastName}`,
          address: order.giftAidAddress ?? "",
          postcode: order.giftAidPostcode ?? "",
          text: order.giftAidText,
          declaredAt: order.giftAidDeclaredAt,
          value: giftAidValue(order.total),
        },
      }),
  };
}
