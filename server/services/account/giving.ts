// What a signed-in supporter sees and does at /account: their monthly gifts (change the amount,
// cancel, update the card), every gift and order with a receipt, a statement per UK tax year,
// their Gift Aid declaration (and cancelling it), and the newsletter. Everything is looked up
// by the session's email: a reference that belongs to someone else is simply not found.
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { giftAidValue } from "../../../core/gift-aid";
import { MAX_GIFT, MIN_GIFT } from "../../../core/gift-limits";
import { formatPence, type Pence } from "../../../core/money";
import type { Database } from "../../db/client";
import { isSuppressed } from "../privacy/suppressions";
import { giftAidCancellations, newsletterSubscribers, orders, payments, type OrderRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import type { Logger } from "../../domain/logger";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { planEmail } from "../../email/templates/account-emails";
import { ProviderUnavailableError, type PaymentProvider } from "../../payments/provider";
import { declarationCancelledAt, declarationCovers } from "../giving/declaration-cancellation";
import { cancelPlanNow } from "../giving/plan-cancellation";
import type { AuditLog } from "../staff/audit-log";

export interface SupporterGivingDeps {
  db: Database;
  provider: PaymentProvider;
  outbox: Outbox;
  audit: AuditLog;
  log: Logger;
  publicUrl: string;
}

export interface SupporterPlan {
  reference: string;
  amount: Pence;
  status: "active" | "past_due" | "cancelled";
  nextPaymentAt?: Date;
  since: Date;
  totalGiven: Pence;
  giftAid: boolean;
}

export interface HistoryEntry {
  /** The payment's id: its receipt's address. */
  id: string;
  reference: string;
  kind: "gift" | "monthly gift" | "order";
  paidAt: Date;
  amount: Pence;
  refunded: Pence;
  giftAid: boolean;
}

export interface Declaration {
  name: string;
  address: string;
  postcode: string;
  text: string;
  wordingVersion: string;
  declaredAt: Date;
  cancelledAt?: Date;
}

export interface AccountOverview {
  email: string;
  firstName: string;
  plans: SupporterPlan[];
  history: HistoryEntry[];
  declaration?: Declaration;
  newsletter: "confirmed" | "pending" | "unsubscribed" | "none";
  /** UK tax years (their starting calendar year) with gifts in them, newest first. */
  taxYears: number[];
}

export interface Receipt extends HistoryEntry {
  name: string;
  frequency: "one-time" | "monthly" | null;
  declaration?: Declaration;
}

export interface Statement {
  taxYear: number;
  name: string;
  gifts: HistoryEntry[];
  total: Pence;
  giftAidTotal: Pence;
}

/** The UK tax year a date falls in, by its starting year: 6 April to 5 April. */
export function taxYearOf(date: Date): number {
  const year = date.getUTCFullYear();
  const startsThisYear = Date.UTC(year, 3, 6);
  return date.getTime() >= startsThisYear ? year : year - 1;
}

export function taxYearBounds(taxYear: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(taxYear, 3, 6)), to: new Date(Date.UTC(taxYear + 1, 3, 6)) };
}

const supporterActor = (email: string): Actor => ({ actorId: null, actorLabel: `supporter ${email}` });
const ofEmail = (email: string) => sql`lower(${orders.email}) = ${email}`;
const settled = ["paid", "partially_refunded", "refunded"] as const;

export function createSupporterGiving(deps: SupporterGivingDeps) {
  const { db, provider, audit } = deps;
  const accountUrl = `${deps.publicUrl}/account`;

  const cancellationOf = (email: string) => declarationCancelledAt(db, email);

  /** A gift is covered when it has a declaration and was paid before any cancellation. */
  const covered = (order: OrderRow, paidAt: Date, cancelledAt: Date | undefined) => Boolean(order.giftAidDeclaredAt) && declarationCovers(cancelledAt, paidAt);

  async function historyOf(email: string, cancelledAt: Date | undefined, range?: { from: Date; to: Date }, giftsOnly = false): Promise<HistoryEntry[]> {
    const rows = await db
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(payments.orderId, orders.id))
      .where(
        and(
          ofEmail(email),
          inArray(orders.status, [...settled]),
          giftsOnly ? eq(orders.type, "donation") : undefined,
          range ? and(gte(payments.paidAt, range.from), lt(payments.paidAt, range.to)) : undefined,
        ),
      )
      .orderBy(desc(payments.paidAt));
    return rows.map(({ order, payment }) => ({
      id: payment.id,
      reference: order.reference,
      kind: order.type === "merchandise" ? ("order" as const) : order.frequency === "monthly" ? ("monthly gift" as const) : ("gift" as const),
      paidAt: payment.paidAt,
      amount: payment.amount,
      // Refunds are per order; a one-off gift or order has one payment, so they are its own.
      refunded: order.frequency === "monthly" ? 0 : order.refundedTotal,
      giftAid: order.type === "donation" && covered(order, payment.paidAt, cancelledAt),
    }));
  }

  async function ownPlan(email: string, reference: string): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(ofEmail(email), eq(orders.reference, reference.toUpperCase()), eq(orders.frequency, "monthly")));
    // Someone else's plan, or none: the same answer.
    if (!order?.providerSubscriptionId) throw new NotFoundError("You have no monthly gift with that reference");
    return order;
  }

  async function tellDonor(order: OrderRow, kind: "changed", amount: Pence, dedupeKey: string) {
    const email = await planEmail(kind, { reference: order.reference, firstName: order.firstName, amount, accountUrl, test: order.test, publicUrl: deps.publicUrl });
    await enqueueEmail(db, { kind: `plan-${kind}`, to: order.email, ...email, dedupeKey });
    deps.outbox.notify();
  }

  return {
    async overview(email: string): Promise<AccountOverview> {
      const cancelledAt = await cancellationOf(email);
      const [own, history, [subscriber]] = await Promise.all([
        db.select().from(orders).where(and(ofEmail(email), inArray(orders.status, [...settled, "needs_review"]))).orderBy(desc(orders.createdAt)),
        historyOf(email, cancelledAt),
        db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      ]);
      const plans = await Promise.all(
        own
          .filter((o) => o.frequency === "monthly" && o.providerSubscriptionId)
          .map(async (order): Promise<SupporterPlan> => {
            let snapshot;
            try {
              snapshot = await provider.retrieveSubscription(order.providerSubscriptionId!);
            } catch (error) {
              if (!(error instanceof ProviderUnavailableError)) throw error;
              deps.log.warn({ reference: order.reference }, "could not ask the provider about a plan; showing what we stored");
            }
            const given = history.filter((h) => h.reference === order.reference).reduce((sum, h) => sum + h.amount, 0);
            const status = order.subscriptionStatus === "cancelled" || snapshot?.status === "cancelled" ? "cancelled" : (snapshot?.status ?? order.subscriptionStatus ?? "active");
            return {
              reference: order.reference,
              amount: snapshot?.amount ?? order.total,
              status,
              ...(status !== "cancelled" && snapshot?.nextPaymentAt && { nextPaymentAt: snapshot.nextPaymentAt }),
              since: order.paidAt ?? order.createdAt,
              totalGiven: given,
              giftAid: covered(order, new Date(), cancelledAt),
            };
          }),
      );
      const declared = own.find((o) => o.giftAidDeclaredAt && o.giftAidText);
      const newest = own[0];
      return {
        email,
        firstName: newest?.firstName ?? "",
        plans,
        history,
        ...(declared && {
          declaration: {
            name: declared.giftAidName ?? `${declared.firstName} ${declared.lastName}`,
            address: declared.giftAidAddress ?? "",
            postcode: declared.giftAidPostcode ?? "",
            text: declared.giftAidText ?? "",
            wordingVersion: declared.giftAidWordingVersion ?? "",
            declaredAt: declared.giftAidDeclaredAt!,
            ...(cancelledAt && { cancelledAt }),
          },
        }),
        newsletter: subscriber?.status ?? "none",
        taxYears: [...new Set(history.filter((h) => h.kind !== "order").map((h) => taxYearOf(h.paidAt)))].sort((a, b) => b - a),
      };
    },

    async changeAmount(email: string, reference: string, amount: number, context: RequestContext): Promise<{ amount: Pence }> {
      if (!Number.isSafeInteger(amount) || amount < MIN_GIFT || amount > MAX_GIFT) {
        const message = `Give between ${formatPence(MIN_GIFT)} and ${formatPence(MAX_GIFT)} a month, in pounds and pence`;
        throw new InvalidInputError(message, [{ field: "amount", message }]);
      }
      const order = await ownPlan(email, reference);
      if (order.subscriptionStatus === "cancelled") throw new ConflictError("This monthly gift has been cancelled: start a new one on the donation page.");
      if (amount === order.total) return { amount };
      await provider.changeSubscriptionAmount(order.providerSubscriptionId!, amount);
      // The order's total is what each month's payment is checked against (fulfilment).
      await db
        .update(orders)
        .set({ total: amount, donationTotal: amount, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await audit.record({ actor: supporterActor(email), action: "plan.amount_changed", target: { type: "gift", id: order.reference }, context, details: { from: formatPence(order.total), to: formatPence(amount) } });
      await tellDonor(order, "changed", amount, `order:${order.id}:plan-changed:${amount}:${Date.now()}`);
      return { amount };
    },

    /** Cancels at once at the provider. Cancelling a cancelled gift changes nothing and sends nothing. */
    async cancel(email: string, reference: string, context: RequestContext): Promise<{ alreadyCancelled: boolean }> {
      const order = await ownPlan(email, reference);
      if (order.subscriptionStatus === "cancelled") return { alreadyCancelled: true };
      const cancelled = await cancelPlanNow(deps, order, { actor: supporterActor(email), context, details: { by: "donor, online" } });
      return { alreadyCancelled: !cancelled };
    },

    async cardUpdateUrl(email: string, reference: string): Promise<string> {
      const order = await ownPlan(email, reference);
      if (order.subscriptionStatus === "cancelled") throw new ConflictError("This monthly gift has been cancelled: there is no card to update.");
      const portal = await provider.createBillingPortalSession({
        subscriptionId: order.providerSubscriptionId!,
        ...(order.providerCustomerId && { customerId: order.providerCustomerId }),
        returnUrl: accountUrl,
      });
      return portal.url;
    },

    /** From now on the donor's gifts are not covered by Gift Aid; earlier ones still are. */
    async cancelDeclaration(email: string, context: RequestContext): Promise<{ alreadyCancelled: boolean }> {
      if (await cancellationOf(email)) return { alreadyCancelled: true };
      await db.insert(giftAidCancellations).values({ email, method: "online", recordedBy: "the donor, in their account" });
      await audit.record({ actor: supporterActor(email), action: "gift_aid.declaration_cancelled", target: { type: "donor", id: email }, context, details: { method: "online" } });
      return { alreadyCancelled: false };
    },

    /** Signed in by a link sent to this address, the supporter has proven it: no confirmation email needed. */
    /** Subscribing by the supporter's own choice is consent; a standing Fundraising Preference Service request still wins ("suppressed"). */
    async setNewsletter(email: string, subscribe: boolean): Promise<"subscribed" | "unsubscribed" | "suppressed"> {
      const at = new Date();
      if (subscribe && (await isSuppressed(db, email))) return "suppressed";
      await db
        .insert(newsletterSubscribers)
        .values({ email, source: "account", status: subscribe ? "confirmed" : "unsubscribed", ...(subscribe ? { confirmedAt: at } : { unsubscribedAt: at }) })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: subscribe ? { status: "confirmed", basis: "consent", source: "account", confirmedAt: at, unsubscribedAt: null } : { status: "unsubscribed", unsubscribedAt: at },
        });
      return subscribe ? "subscribed" : "unsubscribed";
    },

    async receipt(email: string, paymentId: string): Promise<Receipt> {
      if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw new NotFoundError("No such receipt");
      const cancelledAt = await cancellationOf(email);
      const [row] = await db
        .select({ order: orders, payment: payments })
        .from(payments)
        .innerJoin(orders, eq(payments.orderId, orders.id))
        .where(and(eq(payments.id, paymentId), ofEmail(email)));
      if (!row) throw new NotFoundError("No such receipt");
      const [entry] = (await historyOf(email, cancelledAt)).filter((h) => h.id === paymentId);
      if (!entry) throw new NotFoundError("No such receipt");
      const { order } = row;
      return {
        ...entry,
        name: `${order.firstName} ${order.lastName}`,
        frequency: order.frequency,
        ...(entry.giftAid &&
          order.giftAidDeclaredAt && {
            declaration: {
              name: order.giftAidName ?? "",
              address: order.giftAidAddress ?? "",
              postcode: order.giftAidPostcode ?? "",
              text: order.giftAidText ?? "",
              wordingVersion: order.giftAidWordingVersion ?? "",
              declaredAt: order.giftAidDeclaredAt,
            },
          }),
      };
    },

    async statement(email: string, taxYear: number): Promise<Statement> {
      if (!Number.isInteger(taxYear) || taxYear < 2000 || taxYear > 2100) throw new NotFoundError("No such tax year");
      const cancelledAt = await cancellationOf(email);
      const gifts = (await historyOf(email, cancelledAt, taxYearBounds(taxYear), true)).reverse();
      const [order] = await db.select({ firstName: orders.firstName, lastName: orders.lastName }).from(orders).where(ofEmail(email)).orderBy(desc(orders.createdAt)).limit(1);
      const kept = gifts.map((g) => ({ ...g, amount: g.amount - g.refunded }));
      return {
        taxYear,
        name: order ? `${order.firstName} ${order.lastName}` : email,
        gifts: kept,
        total: kept.reduce((sum, g) => sum + g.amount, 0),
        giftAidTotal: kept.filter((g) => g.giftAid).reduce((sum, g) => sum + giftAidValue(g.amount), 0),
      };
    },
  };
}

export type SupporterGiving = ReturnType<typeof createSupporterGiving>;
