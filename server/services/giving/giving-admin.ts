// The giving side of the back office (finance and owners): gifts (each one-time gift and each
// month of a monthly gift), monthly plans (and cancelling one at the provider), Gift Aid
// declarations (and recording a cancellation the donor asked for by phone or letter), and the
// dashboard's figures. Lists are keyset-paged, newest first.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, sum, type SQL } from "drizzle-orm";
import { nextMonthlyPayment } from "../../../core/dates";
import { formatPence } from "../../../core/money";
import { exactReference } from "../../../core/references";
import type { DashboardPayments } from "../../../core/schemas/admin-giving";
import type { Database } from "../../db/client";
import { qualified } from "../../db/qualified";
import { giftAidCancellations, orders, payments, refunds } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import type { Outbox } from "../../email/outbox";
import type { PaymentProvider } from "../../payments/provider";
import { decodePreciseCursor, encodePreciseCursor, preciseTime } from "../keyset";
import { searchFilter } from "../orders/order-admin";
import type { AuditLog } from "../staff/audit-log";
import type { GiftAidClaims } from "./gift-aid";
import { createPaymentTotals } from "./payment-totals";
import { cancelPlanNow } from "./plan-cancellation";

export const GIVING_PAGE_SIZE = 50;

export interface GivingAdminDeps {
  db: Database;
  provider: PaymentProvider;
  outbox: Outbox;
  audit: AuditLog;
  claims: GiftAidClaims;
  publicUrl: string;
}

export interface GiftQuery {
  q?: string;
  from?: string;
  to?: string;
  mode?: "live" | "test";
  after?: string;
}

export interface PlanQuery {
  status?: "active" | "past_due" | "cancelled";
  mode?: "live" | "test";
  q?: string;
  after?: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const refundedOnPayment = sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded')`;
const cancelledBefore = (at: SQL | typeof payments.paidAt) =>
  sql<boolean>`exists (select 1 from ${giftAidCancellations} where ${giftAidCancellations.email} = lower(${orders.email}) and ${giftAidCancellations.cancelledAt} <= ${at})`;

function monthStart(date: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

export function createGivingAdmin(deps: GivingAdminDeps) {
  const { db, audit } = deps;
  const totals = createPaymentTotals({ db });

  /**
   * Read from the payment's own copy of its order's type and test flag: one index serves the page
   * without the orders. A whole GF- reference names one gift: its payments whatever the dates and mode.
   */
  function giftFilters(query: GiftQuery): SQL[] {
    const filters: SQL[] = [eq(payments.orderType, "donation")];
    const reference = exactReference(query.q, "GF");
    if (reference) return [...filters, eq(orders.reference, reference)];
    if (query.from) filters.push(gte(payments.paidAt, dayStart(query.from)));
    if (query.to) filters.push(lt(payments.paidAt, dayAfter(query.to)));
    if (query.mode) filters.push(eq(payments.test, query.mode === "test"));
    const search = query.q ? searchFilter(query.q, "GF") : undefined;
    if (search) filters.push(search);
    return filters;
  }

  /**
   * Without a search, the running totals per day answer (a few hundred rows, whatever the number
   * of gifts); a search narrows the gifts to a few, which are added up as they are.
   */
  async function giftTotals(query: GiftQuery): Promise<{ count: number; total: number; refunded: number }> {
    if (!query.q?.trim()) return totals.of("donation", { ...(query.mode && { test: query.mode === "test" }), from: query.from, to: query.to });
    const [row] = await db
      .select({ count: count(), total: sum(payments.amount).mapWith(Number), refunded: sql<number>`coalesce(sum(${refundedOnPayment}), 0)`.mapWith(Number) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(...giftFilters(query)));
    return { count: row?.count ?? 0, total: row?.total ?? 0, refunded: row?.refunded ?? 0 };
  }

  async function giftPage(query: GiftQuery, limit: number) {
    const filters = giftFilters(query);
    if (query.after) {
      const cursor = decodePreciseCursor(query.after);
      filters.push(sql`(${payments.paidAt}, ${payments.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
    }
    return db
      .select({
        id: payments.id,
        paidAt: payments.paidAt,
        cursorAt: preciseTime(payments.paidAt),
        amount: payments.amount,
        refunded: refundedOnPayment,
        reference: orders.reference,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
        frequency: orders.frequency,
        declared: isNotNull(orders.giftAidDeclaredAt),
        cancelled: cancelledBefore(payments.paidAt),
        test: orders.test,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(...filters))
      // As the payments' indexes keep them (drizzle-kit writes DESC NULLS LAST): a plain DESC
      // means NULLS FIRST, which no index matches, and every gift payment was sorted for a page.
      .orderBy(sql`${payments.paidAt} desc nulls last`, sql`${payments.id} desc nulls last`)
      .limit(limit + 1);
  }

  const giftRow = (row: Awaited<ReturnType<typeof giftPage>>[number]) => ({
    id: row.id,
    reference: row.reference,
    paidAt: row.paidAt.toISOString(),
    amount: row.amount,
    refunded: row.refunded,
    donor: `${row.firstName} ${row.lastName}`,
    email: row.email,
    monthly: row.frequency === "monthly",
    giftAid: Boolean(row.declared) && !row.cancelled,
    test: row.test,
  });

  function planPage(query: PlanQuery, limit: number) {
    const filters: SQL[] = [eq(orders.frequency, "monthly"), isNotNull(orders.providerSubscriptionId), inArray(orders.status, ["paid", "partially_refunded", "refunded", "needs_review"])];
    // A whole GF- reference names one plan: shown whatever its status (issue 55).
    const wholeReference = exactReference(query.q, "GF");
    if (query.status && !wholeReference) filters.push(eq(orders.subscriptionStatus, query.status));
    if (query.mode && !wholeReference) filters.push(eq(orders.test, query.mode === "test"));
    const search = query.q ? searchFilter(query.q, "GF") : undefined;
    if (search) filters.push(search);
    if (query.after) {
      const cursor = decodePreciseCursor(query.after);
      filters.push(sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
    }
    return db
      .select({
        order: orders,
        cursorAt: preciseTime(orders.createdAt),
        given: sql<number>`(select coalesce(sum(${payments.amount}), 0)::int from ${payments} where ${payments.orderId} = ${qualified(orders, orders.id)})`,
        lastPaidAt: sql<string | null>`(select max(${payments.paidAt}) from ${payments} where ${payments.orderId} = ${qualified(orders, orders.id)})`,
      })
      .from(orders)
      .where(and(...filters))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1);
  }

  const planRow = ({ order, given, lastPaidAt }: Awaited<ReturnType<typeof planPage>>[number]) => {
    const lastPaid = lastPaidAt ? new Date(lastPaidAt) : null;
    const status = order.subscriptionStatus ?? "active";
    return {
      reference: order.reference,
      donor: `${order.firstName} ${order.lastName}`,
      email: order.email,
      amount: order.total,
      status,
      since: (order.paidAt ?? order.createdAt).toISOString(),
      totalGiven: given,
      // Monthly from the last payment: what the provider will take next, unless it has stopped.
      nextPaymentAt: status === "cancelled" || !lastPaid ? null : nextMonthlyPayment(lastPaid).toISOString(),
      test: order.test,
    };
  };

  return {
    async gifts(query: GiftQuery) {
      const [rows, sums] = await Promise.all([giftPage(query, GIVING_PAGE_SIZE), giftTotals(query)]);
      const shown = rows.slice(0, GIVING_PAGE_SIZE);
      const last = shown.at(-1);
      return {
        gifts: shown.map(giftRow),
        next: rows.length > GIVING_PAGE_SIZE && last ? encodePreciseCursor({ at: last.cursorAt, id: last.id }) : null,
        totals: sums,
      };
    },

    /** Every gift the filters match, a page at a time: what the CSV export streams. */
    async *eachGift(query: GiftQuery) {
      let after = query.after;
      for (;;) {
        const rows = await giftPage({ ...query, ...(after && { after }) }, 500);
        const page = rows.slice(0, 500);
        if (page.length) yield page.map(giftRow);
        const last = page.at(-1);
        if (rows.length <= 500 || !last) return;
        after = encodePreciseCursor({ at: last.cursorAt, id: last.id });
      }
    },

    async plans(query: PlanQuery) {
      const rows = await planPage(query, GIVING_PAGE_SIZE);
      const shown = rows.slice(0, GIVING_PAGE_SIZE);
      const last = shown.at(-1);
      return {
        plans: shown.map(planRow),
        next: rows.length > GIVING_PAGE_SIZE && last ? encodePreciseCursor({ at: last.cursorAt, id: last.order.id }) : null,
      };
    },

    /** Every plan the filters match, a page at a time: what the CSV export streams. */
    async *eachPlan(query: PlanQuery) {
      let after = query.after;
      for (;;) {
        const rows = await planPage({ ...query, ...(after && { after }) }, 500);
        const page = rows.slice(0, 500);
        if (page.length) yield page.map(planRow);
        const last = page.at(-1);
        if (rows.length <= 500 || !last) return;
        after = encodePreciseCursor({ at: last.cursorAt, id: last.order.id });
      }
    },

    /** Staff stop a plan at the donor's request: at once at the provider; the donor is told once. */
    async cancelPlan(reference: string, actor: Actor, context: RequestContext) {
      const [order] = await db.select().from(orders).where(and(eq(orders.reference, reference.toUpperCase()), eq(orders.frequency, "monthly")));
      if (!order?.providerSubscriptionId) throw new NotFoundError(`There is no monthly gift ${reference}`);
      if (order.subscriptionStatus === "cancelled") throw new ConflictError(`${order.reference} is cancelled already.`);
      const cancelled = await cancelPlanNow(deps, order, { actor, context, details: { by: "staff", amount: formatPence(order.total) } });
      if (!cancelled) throw new ConflictError(`${order.reference} is cancelled already.`);
    },

    /** Each donor's newest declaration, and whether (and how) it was cancelled. */
    async declarations(query: { q?: string }) {
      const search = query.q?.trim().toLowerCase();
      const rows = await db
        .selectDistinctOn([sql`lower(${orders.email})`], {
          email: sql<string>`lower(${orders.email})`,
          name: orders.giftAidName,
          address: orders.giftAidAddress,
          postcode: orders.giftAidPostcode,
          wordingVersion: orders.giftAidWordingVersion,
          declaredAt: orders.giftAidDeclaredAt,
          reference: orders.reference,
          test: orders.test,
        })
        .from(orders)
        .where(and(isNotNull(orders.giftAidDeclaredAt), search ? sql`lower(${orders.email}) like ${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined))
        .orderBy(sql`lower(${orders.email})`, desc(orders.giftAidDeclaredAt))
        .limit(500);
      const cancellations = await db.select().from(giftAidCancellations);
      return {
        declarations: rows
          .map((row) => {
            const cancelled = cancellations.filter((c) => c.email === row.email).sort((a, b) => a.cancelledAt.getTime() - b.cancelledAt.getTime())[0];
            return {
              email: row.email,
              name: row.name ?? "",
              address: row.address ?? "",
              postcode: row.postcode ?? "",
              wordingVersion: row.wordingVersion ?? "",
              declaredAt: row.declaredAt!.toISOString(),
              reference: row.reference,
              test: row.test,
              cancelledAt: cancelled?.cancelledAt.toISOString() ?? null,
              cancelledHow: cancelled?.method ?? null,
            };
          })
          .sort((a, b) => b.declaredAt.localeCompare(a.declaredAt)),
      };
    },

    /** The donor asked (by phone, email or letter) to cancel: gifts from that date are no longer eligible. */
    async recordCancellation(input: { email: string; cancelledOn: string; method: string }, actor: Actor, context: RequestContext) {
      const email = input.email.trim().toLowerCase();
      const cancelledAt = dayStart(input.cancelledOn);
      if (cancelledAt.getTime() > Date.now()) throw new InvalidInputError("The date is in the future", [{ field: "cancelledOn", message: "Enter the date the donor asked, not a future one" }]);
      const [declared] = await db.select({ id: orders.id }).from(orders).where(and(sql`lower(${orders.email}) = ${email}`, isNotNull(orders.giftAidDeclaredAt))).limit(1);
      if (!declared) throw new NotFoundError(`${email} has made no Gift Aid declaration`);
      await db.transaction(async (tx) => {
        await tx.insert(giftAidCancellations).values({ email, cancelledAt, method: input.method, recordedBy: actor.actorLabel });
        await audit.record({ actor, action: "gift_aid.declaration_cancelled", target: { type: "donor", id: email }, context, details: { method: input.method, cancelledOn: input.cancelledOn } }, tx);
      });
    },

    /**
     * This month and last, and 12 months of income: live money, test money, or both together
     * (the page then says so: live and test are never mixed silently).
     */
    async dashboard(shown: DashboardPayments, now = new Date()) {
      const test = shown === "both" ? undefined : shown === "test";
      const live = test === undefined ? undefined : eq(orders.test, test);
      const paidKinds = inArray(orders.status, ["paid", "partially_refunded", "refunded"]);
      // Money received, by kind (orders and gifts, live or test), from the running totals per day.
      const income = async (from: Date, until: Date) => {
        const rows = await totals.byKind(test, from, until);
        const of = (kind: string) => rows.find((r) => r.kind === kind);
        return { sales: of("merchandise")?.total ?? 0, orders: of("merchandise")?.count ?? 0, gifts: of("donation")?.total ?? 0, giftCount: of("donation")?.count ?? 0 };
      };
      const thisMonth = monthStart(now);
      const [current, previous, [plans], [toDispatch], waiting, months] = await Promise.all([
        income(thisMonth, monthStart(now, -1)),
        income(monthStart(now, 1), thisMonth),
        db
          .select({ n: count(), monthly: sum(orders.total).mapWith(Number) })
          .from(orders)
          .where(and(live, eq(orders.frequency, "monthly"), eq(orders.subscriptionStatus, "active"), paidKinds)),
        db
          .select({ n: count() })
          .from(orders)
          .where(and(live, eq(orders.type, "merchandise"), eq(orders.fulfilmentStatus, "unfulfilled"), inArray(orders.status, ["paid", "partially_refunded"]))),
        deps.claims.waiting(test),
        totals.byMonth(test, monthStart(now, 11)),
      ]);
      const history = Array.from({ length: 12 }, (_, i) => {
        const start = monthStart(now, 11 - i);
        const key = start.toISOString().slice(0, 7);
        const of = (kind: string) => months.find((m) => m.month === key && m.kind === kind)?.total ?? 0;
        return { month: key, sales: of("merchandise"), gifts: of("donation") };
      });
      return {
        payments: shown,
        thisMonth: current,
        lastMonth: previous,
        activePlans: { count: plans?.n ?? 0, monthlyTotal: plans?.monthly ?? 0 },
        giftAidWaiting: waiting,
        ordersToDispatch: toDispatch?.n ?? 0,
        history,
      };
    },
  };
}

export type GivingAdmin = ReturnType<typeof createGivingAdmin>;
