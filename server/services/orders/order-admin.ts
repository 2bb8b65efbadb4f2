// Orders as the back office sees them: the list (filters, search, keyset paging,
// totals), one order with its timeline, and the changes fulfilment staff make —
// dispatch (one or several at once) and notes. Each change checks the version the
// page showed, is audited, and queues its email in the same transaction.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type {
  Carrier,
  OrderDetail,
  OrderList,
  OrderListQuery,
  OrderSummary,
  TimelineEntry,
} from "../../../core/schemas/admin-orders";
import { getShippingOption, type ShippingOptionId } from "../../../core/pricing";
import { formatPence } from "../../../core/money";
import { exactReference, type ReferencePrefix } from "../../../core/references";
import { trackingUrl } from "../../../core/tracking";
import type { Database, Transaction } from "../../db/client";
import { qualified } from "../../db/qualified";
import { decodePreciseCursor, encodePreciseCursor, escapeLike, preciseTime } from "../keyset";
import { orderEvents, orderLines, orders, outboxEmails, payments, refunds, type OrderRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { dispatchEmail } from "../../email/templates/dispatch";
import type { AuditLog } from "../staff/audit-log";
import { orderPageUrl } from "./order-link";

export const ORDER_PAGE_SIZE = 50;

/** Orders that can be packed: paid (in full or in part), not yet sent. */
const dispatchable = ["paid", "partially_refunded"] as const;

export interface OrderAdminDeps {
  db: Database;
  outbox: Outbox;
  audit: AuditLog;
  publicUrl: string;
  orderLinkSecret: string;
}

/**
 * The filters as SQL, shared by the list, its totals and the CSV export. A whole reference typed
 * names one order: it is shown whatever the view and filters (issue 55), as staff expect.
 */
export function orderFilters(query: OrderListQuery): SQL[] {
  const filters: SQL[] = [eq(orders.type, "merchandise")];
  const reference = exactReference(query.q, "PM");
  if (reference) return [...filters, eq(orders.reference, reference)];
  if ((query.view ?? "to-dispatch") === "to-dispatch") {
    filters.push(inArray(orders.status, [...dispatchable]), eq(orders.fulfilmentStatus, "unfulfilled"));
  }
  if (query.payment) filters.push(eq(orders.status, query.payment));
  if (query.fulfilment) filters.push(eq(orders.fulfilmentStatus, query.fulfilment));
  if (query.from) filters.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.mode) filters.push(eq(orders.test, query.mode === "test"));
  const search = query.q ? searchFilter(query.q) : undefined;
  if (search) filters.push(search);
  return filters;
}


/**
 * One search box, read by what was typed: a reference, an email address (or its start),
 * a postcode (or its outward part), else a name (first name, full name or surname, by
 * their start). Each is one indexed prefix look-up; an OR over all of them would read
 * every order.
 */
export function searchFilter(raw: string, referencePrefix: ReferencePrefix = "PM"): SQL | undefined {
  const q = raw.trim();
  if (!q) return undefined;
  const compact = q.replace(/\s+/g, "").toUpperCase();
  const reference = exactReference(q, referencePrefix);
  if (reference) return eq(orders.reference, reference);
  if (q.includes("@")) return sql`lower(${orders.email}) like ${`${escapeLike(q.toLowerCase())}%`}`;
  if (/^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{0,2})?$/.test(compact)) {
    return sql`upper(replace(${orders.postalCode}, ' ', '')) like ${`${escapeLike(compact)}%`}`;
  }
  const name = `${escapeLike(q.toLowerCase().replace(/\s+/g, " "))}%`;
  return or(
    sql`lower(${orders.firstName} || ' ' || ${orders.lastName}) like ${name}`,
    sql`lower(${orders.lastName}) like ${name}`,
  );
}

/** Oldest first when packing (first paid, first sent); newest first otherwise. */
function oldestFirst(query: OrderListQuery): boolean {
  return (query.view ?? "to-dispatch") === "to-dispatch";
}

function summary(row: OrderRow & { items: number }): OrderSummary {
  return {
    reference: row.reference,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    postcode: row.postalCode,
    items: row.items,
    total: row.total,
    payment: row.status,
    fulfilment: row.fulfilmentStatus,
    test: row.test,
  };
}

const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${qualified(orders, orders.id)})`;

export interface OrderAdmin {
  list(query: OrderListQuery): Promise<OrderList>;
  /** The filtered set in pages, oldest cursor first: what the CSV export streams. */
  each(query: OrderListQuery, pageSize?: number): AsyncGenerator<(OrderRow & { items: number; lines: string })[]>;
  detail(reference: string): Promise<OrderDetail>;
  dispatch(
    input: { carrier: Carrier; orders: { reference: string; version: number; trackingNumber: string }[] },
    actor: Actor,
    context: RequestContext,
  ): Promise<{ dispatched: string[] }>;
  /** A dispatched order's carrier and tracking number put right; the customer emailed only if asked. */
  correctDispatch(
    reference: string,
    input: { version: number; carrier: Carrier; trackingNumber: string; emailCustomer: boolean },
    actor: Actor,
    context: RequestContext,
  ): Promise<OrderDetail>;
  addNote(reference: string, body: string, actor: Actor, context: RequestContext): Promise<void>;
}

/** A typed tracking number as kept: capitals, or none for untracked post. */
function keptTrackingNumber(typed: string): string | null {
  return typed.trim().toUpperCase() || null;
}

/** What the timeline says of a dispatch's carrier and tracking number. */
function trackingLine(trackingNumber: unknown): string {
  return trackingNumber ? `Tracking number ${String(trackingNumber)}` : "No tracking number (untracked post)";
}

export function createOrderAdmin(deps: OrderAdminDeps): OrderAdmin {
  const { db, audit } = deps;

  /** The dispatch email's details for `order`, sent with `carrier` and `trackingNumber`. */
  function dispatchEmailProps(
    order: { reference: string; firstName: string; test: boolean },
    carrier: Carrier,
    trackingNumber: string | null,
    corrected = false,
  ) {
    return {
      reference: order.reference,
      firstName: order.firstName,
      carrier,
      trackingNumber,
      trackingUrl: trackingNumber ? trackingUrl(carrier, trackingNumber) : null,
      orderPageUrl: orderPageUrl(deps.publicUrl, deps.orderLinkSecret, order.reference),
      test: order.test,
      publicUrl: deps.publicUrl,
      corrected,
    };
  }

  async function page(query: OrderListQuery, limit: number) {
    const ascending = oldestFirst(query);
    const filters = orderFilters(query);
    if (query.after) {
      const cursor = decodePreciseCursor(query.after);
      filters.push(
        ascending
          ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    const order = ascending ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
    return db
      .select({ order: orders, items: itemCount, cursorAt: preciseTime(orders.createdAt) })
      .from(orders)
      .where(and(...filters))
      .orderBy(...order)
      .limit(limit + 1);
  }

  async function lockedOrder(tx: Transaction, reference: string) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.reference, reference.toUpperCase()), eq(orders.type, "merchandise")))
      .for("update");
    if (!row) throw new NotFoundError(`There is no order ${reference}`);
    return row;
  }

  const admin: OrderAdmin = {
    async list(query) {
      // Two queries at once: on PostgreSQL they run on two connections side by side.
      // A search typed on "To dispatch" also counts its matches in every state (issue 31): staff
      // looking up a dispatched or refunded order by its reference are told where it is.
      // A whole reference is already looked up in every state: nothing more to point to.
      const searchingDefaultView =
        Boolean(query.q?.trim()) && !exactReference(query.q, "PM") && (query.view ?? "to-dispatch") === "to-dispatch" && !query.after;
      const [rows, [totals], everywhere] = await Promise.all([
        page(query, ORDER_PAGE_SIZE),
        db
          .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
          .from(orders)
          .where(and(...orderFilters(query))),
        searchingDefaultView
          ? db.select({ count: sql<number>`count(*)::int` }).from(orders).where(and(...orderFilters({ ...query, view: "all" })))
          : undefined,
      ]);
      const shown = rows.slice(0, ORDER_PAGE_SIZE);
      const last = shown.at(-1);
      const count = totals?.count ?? 0;
      return {
        orders: shown.map(({ order, items }) => summary({ ...order, items })),
        next: rows.length > ORDER_PAGE_SIZE && last ? encodePreciseCursor({ at: last.cursorAt, id: last.order.id }) : null,
        totals: { count, total: totals?.total ?? 0 },
        ...(everywhere && { moreInAll: Math.max(0, (everywhere[0]?.count ?? 0) - count) }),
      };
    },

    async *each(query, pageSize = 500) {
      let after = query.after;
      for (;;) {
        const rows = await page({ ...query, ...(after && { after }) }, pageSize);
        const shown = rows.slice(0, pageSize);
        if (shown.length === 0) return;
        const lines = await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, shown.map((r) => r.order.id)))
          .orderBy(asc(orderLines.position));
        yield shown.map(({ order, items }) => ({
          ...order,
          items,
          lines: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => `${line.quantity} × ${line.name}${line.size ? ` (${[line.size, line.color].filter(Boolean).join(", ")})` : ""}`)
            .join("; "),
        }));
        if (rows.length <= pageSize) return;
        const last = shown.at(-1)!;
        after = encodePreciseCursor({ at: last.cursorAt, id: last.order.id });
      }
    },

    async detail(reference) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.reference, reference.toUpperCase()), eq(orders.type, "merchandise")));
      if (!order) throw new NotFoundError(`There is no order ${reference}`);
      const [lines, paid, given, events, emails] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
        db.select().from(payments).where(eq(payments.orderId, order.id)),
        db.select().from(refunds).where(eq(refunds.orderId, order.id)),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
        db
          .select({ kind: outboxEmails.kind, to: outboxEmails.to, status: outboxEmails.status, createdAt: outboxEmails.createdAt, sentAt: outboxEmails.sentAt, subject: outboxEmails.subject })
          .from(outboxEmails)
          .where(sql`${outboxEmails.dedupeKey} like ${`order:${order.id}:%`}`),
      ]);
      const paidTotal = paid.reduce((sum, p) => sum + p.amount, 0);
      const held = given.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
      const shipping = order.shippingOption ? getShippingOption(order.shippingOption as ShippingOptionId) : undefined;

      const timeline: TimelineEntry[] = [
        { at: order.createdAt.toISOString(), kind: "created" as const, title: "Order placed", detail: formatPence(order.total), by: null },
        ...paid.map((p) => ({ at: p.paidAt.toISOString(), kind: "paid" as const, title: `Paid ${formatPence(p.amount)}`, detail: null, by: null })),
        ...emails.map((e) => ({
          at: (e.sentAt ?? e.createdAt).toISOString(),
          kind: "email" as const,
          title: `Email ${e.status === "sent" ? "sent" : e.status === "failed" ? "failed" : "queued"}: ${e.subject}`,
          detail: `To ${e.to}`,
          by: null,
        })),
        ...given.map((r) => ({
          at: (r.settledAt ?? r.createdAt).toISOString(),
          kind: "refund" as const,
          title: `Refund of ${formatPence(r.amount)} ${r.status === "succeeded" ? "made" : r.status === "failed" ? "failed" : "asked for"}`,
          detail: r.reason,
          by: r.createdByLabel,
        })),
        ...events.map((e) => ({
          at: e.at.toISOString(),
          kind: e.kind,
          title:
            e.kind === "dispatched"
              ? `Dispatched with ${String(e.details.carrier)}`
              : e.kind === "dispatch_corrected"
                ? `Dispatch details corrected: ${String(e.details.carrier)}${e.details.emailed ? ", customer emailed" : ""}`
                : "Note",
          detail: e.kind === "note" ? e.body : trackingLine(e.details.trackingNumber),
          by: e.actorLabel,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));

      return {
        reference: order.reference,
        version: order.version,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        payment: order.status,
        fulfilment: order.fulfilmentStatus,
        test: order.test,
        customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, phone: order.phone },
        delivery:
          order.address && order.city && order.postalCode && order.country
            ? { address: order.address, city: order.city, postcode: order.postalCode, country: order.country }
            : null,
        shipping: shipping ? { name: shipping.name, time: shipping.time, price: order.shippingTotal } : null,
        lines: lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          size: line.size,
          color: line.color,
          notes: line.notes,
          giftWrap: line.giftWrap,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
        })),
        totals: {
          items: order.itemsTotal,
          giftWrap: order.giftWrapTotal,
          shipping: order.shippingTotal,
          donation: order.donationTotal,
          total: order.total,
          refunded: order.refundedTotal,
          refundable: Math.max(0, paidTotal - held),
        },
        dispatch:
          order.carrier && order.dispatchedAt
            ? {
                carrier: order.carrier,
                trackingNumber: order.trackingNumber,
                trackingUrl: order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
                at: order.dispatchedAt.toISOString(),
              }
            : null,
        timeline,
        privacy:
          order.erasureRequestedAt || order.anonymisedAt
            ? { heldReason: order.heldReason, erasureRequestedAt: order.erasureRequestedAt?.toISOString() ?? null, anonymisedAt: order.anonymisedAt?.toISOString() ?? null }
            : null,
      };
    },

    async dispatch(input, actor, context) {
      const references = input.orders.map((o) => o.reference.toUpperCase());
      if (new Set(references).size !== references.length) {
        throw new InvalidInputError("An order appears twice in this dispatch", [{ field: "orders", message: "Each order once" }]);
      }
      await db.transaction(async (tx) => {
        for (const item of input.orders) {
          const order = await lockedOrder(tx, item.reference);
          if (order.version !== item.version) {
            throw new ConflictError(`${order.reference} changed since this page was opened: reload it and check before dispatching.`);
          }
          if (order.fulfilmentStatus === "dispatched") throw new ConflictError(`${order.reference} has already been dispatched.`);
          if (!(dispatchable as readonly string[]).includes(order.status)) {
            throw new ConflictError(`${order.reference} can't be dispatched: it is not paid.`);
          }
          const trackingNumber = keptTrackingNumber(item.trackingNumber);
          await tx
            .update(orders)
            .set({
              fulfilmentStatus: "dispatched",
              carrier: input.carrier,
              trackingNumber,
              dispatchedAt: sql`now()`,
              version: sql`${orders.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(orders.id, order.id));
          await tx.insert(orderEvents).values({
            orderId: order.id,
            kind: "dispatched",
            actorLabel: actor.actorLabel,
            details: { carrier: input.carrier, trackingNumber },
          });
          const email = await dispatchEmail(dispatchEmailProps(order, input.carrier, trackingNumber));
          await enqueueEmail(tx, { kind: "order-dispatched", to: order.email, ...email, dedupeKey: `order:${order.id}:dispatched` });
          await audit.record(
            {
              actor,
              action: "order.dispatched",
              target: { type: "order", id: order.reference },
              context,
              details: { carrier: input.carrier, trackingNumber },
            },
            tx,
          );
        }
      });
      deps.outbox.notify();
      return { dispatched: references };
    },

    async correctDispatch(reference, input, actor, context) {
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, reference);
        if (order.version !== input.version) {
          throw new ConflictError(`${order.reference} changed since this page was opened: reload it and check before correcting.`);
        }
        if (order.fulfilmentStatus !== "dispatched") throw new ConflictError(`${order.reference} has not been dispatched yet.`);
        const trackingNumber = keptTrackingNumber(input.trackingNumber);
        const before = { carrier: order.carrier, trackingNumber: order.trackingNumber };
        await tx
          .update(orders)
          .set({ carrier: input.carrier, trackingNumber, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          kind: "dispatch_corrected",
          actorLabel: actor.actorLabel,
          details: { carrier: input.carrier, trackingNumber, emailed: input.emailCustomer },
        });
        if (input.emailCustomer) {
          const email = await dispatchEmail(dispatchEmailProps(order, input.carrier, trackingNumber, true));
          // Each correction its own email: the version it was made from tells them apart.
          await enqueueEmail(tx, { kind: "order-dispatched", to: order.email, ...email, dedupeKey: `order:${order.id}:dispatch-corrected:${order.version}` });
        }
        await audit.record(
          {
            actor,
            action: "order.dispatch_corrected",
            target: { type: "order", id: order.reference },
            context,
            details: { before, after: { carrier: input.carrier, trackingNumber }, emailedCustomer: input.emailCustomer },
          },
          tx,
        );
      });
      if (input.emailCustomer) deps.outbox.notify();
      return admin.detail(reference);
    },

    async addNote(reference, body, actor, context) {
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, reference);
        // A note changes nothing a dispatch or refund decides on, so it leaves the version alone.
        await tx.insert(orderEvents).values({ orderId: order.id, kind: "note", actorLabel: actor.actorLabel, body });
        await audit.record({ actor, action: "order.note_added", target: { type: "order", id: order.reference }, context }, tx);
      });
    },
  };
  return admin;
}
