// Gift Aid claims (finance): which gifts can be claimed now, freezing them into a claim, the
// HMRC schedule files, and marking a claim submitted. A gift is eligible when it is paid and not
// refunded, its order carries a Gift Aid declaration the donor had not cancelled by the gift's
// date, it is at most 4 years old, and no claim has it yet. A claimed gift refunded afterwards is
// set against the next claim as an adjustment. Live and test gifts are never claimed together.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { giftAidDueOn, houseFrom, scheduleProblems, schedulePostcode, splitName, type ScheduleDonor } from "../../../core/hmrc-schedule";
import type { Database, Transaction } from "../../db/client";
import {
  giftAidCancellations,
  giftAidClaimAdjustments,
  giftAidClaimItems,
  giftAidClaims,
  orders,
  payments,
  refunds,
  type GiftAidClaimRow,
} from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import type { AuditLog } from "../staff/audit-log";
import { createPaymentTotals } from "./payment-totals";

export interface EligibleGift extends ScheduleDonor {
  paymentId: string;
  orderId: string;
  reference: string;
  amount: number;
  donatedAt: Date;
  problems: string[];
}

export interface PendingAdjustment {
  paymentId: string;
  reference: string;
  amount: number;
}

export interface ClaimPreview {
  test: boolean;
  /** Ready to claim. */
  gifts: EligibleGift[];
  /** Eligible, but HMRC would refuse a field: fix the donor's details first. */
  needsFixing: EligibleGift[];
  adjustments: PendingAdjustment[];
  total: number;
  adjustmentsTotal: number;
  giftAidDue: number;
}

export interface ClaimSummary {
  id: string;
  test: boolean;
  status: "built" | "submitted";
  giftCount: number;
  total: number;
  adjustmentsTotal: number;
  giftAidDue: number;
  createdAt: Date;
  createdBy: string;
  hmrcReference: string | null;
  submittedAt: Date | null;
  submittedBy: string | null;
}

export interface ClaimDetail extends ClaimSummary {
  gifts: (ScheduleDonor & { reference: string; amount: number; donatedAt: Date })[];
  adjustments: PendingAdjustment[];
}

/**
 * The rules above as SQL, from scratch: the preview and the build use them. The database keeps
 * the same rule per payment (payment_gift_aid_eligible, migration 0014) for the dashboard's figure.
 */
function eligibility(test: boolean) {
  return and(
    eq(orders.type, "donation"),
    eq(orders.test, test),
    isNotNull(orders.giftAidDeclaredAt),
    inArray(orders.status, ["paid", "partially_refunded"]),
    sql`${payments.paidAt} >= now() - interval '4 years'`,
    sql`not exists (select 1 from ${giftAidClaimItems} where ${giftAidClaimItems.paymentId} = ${payments.id})`,
    sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')`,
    sql`not exists (select 1 from ${giftAidCancellations} where ${giftAidCancellations.email} = lower(${orders.email}) and ${giftAidCancellations.cancelledAt} <= ${payments.paidAt})`,
  );
}

/** The gifts a claim may take now, oldest first. */
function eligibleGifts(tx: Database | Transaction, test: boolean) {
  return tx
    .select({
      paymentId: payments.id,
      orderId: orders.id,
      reference: orders.reference,
      amount: payments.amount,
      paidAt: payments.paidAt,
      giftAidName: orders.giftAidName,
      firstName: orders.firstName,
      lastName: orders.lastName,
      address: orders.giftAidAddress,
      postcode: orders.giftAidPostcode,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eligibility(test))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/** Claimed gifts of this kind refunded since, not yet set against a claim. */
function pendingAdjustments(tx: Database | Transaction, test: boolean) {
  return tx
    .select({ paymentId: giftAidClaimItems.paymentId, reference: giftAidClaimItems.reference, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(giftAidClaimItems)
    .innerJoin(giftAidClaims, and(eq(giftAidClaims.id, giftAidClaimItems.claimId), eq(giftAidClaims.test, test)))
    .innerJoin(refunds, and(eq(refunds.paymentId, giftAidClaimItems.paymentId), eq(refunds.status, "succeeded")))
    .where(sql`not exists (select 1 from ${giftAidClaimAdjustments} where ${giftAidClaimAdjustments.paymentId} = ${giftAidClaimItems.paymentId})`)
    .groupBy(giftAidClaimItems.paymentId, giftAidClaimItems.reference)
    .orderBy(asc(giftAidClaimItems.reference));
}

type EligibleRow = Awaited<ReturnType<typeof eligibleGifts>>[number];

function toGift(row: EligibleRow): EligibleGift {
  const declared = row.giftAidName ? splitName(row.giftAidName) : { firstName: row.firstName, lastName: row.lastName };
  const donor: ScheduleDonor = {
    firstName: declared.firstName.trim(),
    lastName: declared.lastName.trim(),
    house: houseFrom(row.address ?? ""),
    postcode: schedulePostcode(row.postcode ?? ""),
  };
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    reference: row.reference,
    amount: row.amount,
    donatedAt: row.paidAt,
    ...donor,
    problems: scheduleProblems(donor),
  };
}

function summary(row: GiftAidClaimRow): ClaimSummary {
  return {
    id: row.id,
    test: row.test,
    status: row.status,
    giftCount: row.giftCount,
    total: row.total,
    adjustmentsTotal: row.adjustmentsTotal,
    giftAidDue: row.giftAidDue,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    hmrcReference: row.hmrcReference,
    submittedAt: row.submittedAt,
    submittedBy: row.submittedBy,
  };
}

/** "2026-11-25": the day in the UK. */
function londonDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/London" }).format(date);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export function createGiftAidClaims({ db, audit }: { db: Database; audit: AuditLog }) {
  const totals = createPaymentTotals({ db });

  async function preview(test: boolean, tx: Database | Transaction = db): Promise<ClaimPreview> {
    const [eligible, adjustments] = await Promise.all([eligibleGifts(tx, test), pendingAdjustments(tx, test)]);
    const all = eligible.map(toGift);
    const gifts = all.filter((g) => g.problems.length === 0);
    const pending = adjustments.map((a) => ({ paymentId: a.paymentId, reference: a.reference, amount: Number(a.amount) }));
    const total = gifts.reduce((sum, g) => sum + g.amount, 0);
    const adjustmentsTotal = pending.reduce((sum, a) => sum + a.amount, 0);
    return {
      test,
      gifts,
      needsFixing: all.filter((g) => g.problems.length > 0),
      adjustments: pending,
      total,
      adjustmentsTotal,
      giftAidDue: giftAidDueOn(total - adjustmentsTotal),
    };
  }

  return {
    preview: (test = false) => preview(test),

    /**
     * Gift Aid due on every eligible gift, those needing fixing included: the dashboard's figure,
     * from the running totals (each payment's state is kept by the database to the same rule as
     * eligibility() above; a test compares the two).
     */
    /** `test` undefined: live and test together, as the dashboard shows them when asked. */
    async waiting(test: boolean | undefined): Promise<number> {
      return giftAidDueOn(await totals.giftAidClaimable(test));
    },

    /** Freezes every gift ready to claim (and pending adjustments) into a new claim. */
    async build(test: boolean, actor: Actor, context: RequestContext): Promise<ClaimSummary> {
      try {
        return await db.transaction(async (tx) => {
          const ready = await preview(test, tx);
          if (ready.gifts.length === 0) throw new ConflictError("There is nothing to claim: no gift is eligible and ready.");
          const [claim] = await tx
            .insert(giftAidClaims)
            .values({ test, giftCount: ready.gifts.length, total: ready.total, adjustmentsTotal: ready.adjustmentsTotal, giftAidDue: ready.giftAidDue, createdBy: actor.actorLabel })
            .returning();
          // In slices: one statement per thousand rows keeps a 10,000-gift claim quick.
          for (let i = 0; i < ready.gifts.length; i += 1000) {
            await tx.insert(giftAidClaimItems).values(
              ready.gifts.slice(i, i + 1000).map((g) => ({
                claimId: claim!.id,
                paymentId: g.paymentId,
                orderId: g.orderId,
                reference: g.reference,
                amount: g.amount,
                donatedAt: g.donatedAt,
                firstName: g.firstName,
                lastName: g.lastName,
                house: g.house,
                postcode: g.postcode,
              })),
            );
          }
          if (ready.adjustments.length) {
            await tx.insert(giftAidClaimAdjustments).values(ready.adjustments.map((a) => ({ claimId: claim!.id, ...a })));
          }
          await audit.record(
            {
              actor,
              action: "gift_aid.claim_built",
              target: { type: "gift_aid_claim", id: claim!.id },
              context,
              details: { gifts: ready.gifts.length, total: ready.total, adjustments: ready.adjustmentsTotal, giftAidDue: ready.giftAidDue, test, needsFixing: ready.needsFixing.length },
            },
            tx,
          );
          return summary(claim!);
        });
      } catch (error) {
        // Two claims built at the same moment: the unique constraint let one have each gift.
        if (isUniqueViolation(error)) throw new ConflictError("Another claim was being built at the same moment and took these gifts. Open the claims list.");
        throw error;
      }
    },

    async list(): Promise<ClaimSummary[]> {
      return (await db.select().from(giftAidClaims).orderBy(desc(giftAidClaims.createdAt))).map(summary);
    },

    async detail(id: string): Promise<ClaimDetail> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError("There is no such claim");
      const [claim] = await db.select().from(giftAidClaims).where(eq(giftAidClaims.id, id));
      if (!claim) throw new NotFoundError("There is no such claim");
      const [gifts, adjustments] = await Promise.all([
        db.select().from(giftAidClaimItems).where(eq(giftAidClaimItems.claimId, id)).orderBy(asc(giftAidClaimItems.donatedAt), asc(giftAidClaimItems.id)),
        db.select().from(giftAidClaimAdjustments).where(eq(giftAidClaimAdjustments.claimId, id)).orderBy(asc(giftAidClaimAdjustments.reference)),
      ]);
      return {
        ...summary(claim),
        gifts: gifts.map((g) => ({ reference: g.reference, amount: g.amount, donatedAt: g.donatedAt, firstName: g.firstName, lastName: g.lastName, house: g.house, postcode: g.postcode })),
        adjustments: adjustments.map((a) => ({ paymentId: a.paymentId, reference: a.reference, amount: a.amount })),
      };
    },

    async markSubmitted(id: string, input: { hmrcReference: string; submittedOn: string }, actor: Actor, context: RequestContext): Promise<ClaimSummary> {
      // Noon UTC is the same day in London, summer or winter, so the day reads back as it was typed.
      const submittedAt = new Date(`${input.submittedOn}T12:00:00Z`);
      const wrongDay = (message: string) => new InvalidInputError(message, [{ field: "submittedOn", message }]);
      if (Number.isNaN(submittedAt.getTime()) || input.submittedOn > londonDay(new Date())) throw wrongDay("Enter the date HMRC received the claim, not in the future");
      return db.transaction(async (tx) => {
        const [claim] = await tx.select().from(giftAidClaims).where(eq(giftAidClaims.id, id)).for("update");
        if (!claim) throw new NotFoundError("There is no such claim");
        if (claim.test) throw new ConflictError("A test claim is never sent to HMRC.");
        if (claim.status === "submitted") throw new ConflictError(`This claim was marked submitted already (HMRC reference ${claim.hmrcReference ?? ""}).`);
        if (input.submittedOn < londonDay(claim.createdAt)) throw wrongDay("Enter the date HMRC received the claim: not before the claim was built");
        const [updated] = await tx
          .update(giftAidClaims)
          .set({ status: "submitted", hmrcReference: input.hmrcReference, submittedAt, submittedBy: actor.actorLabel })
          .where(and(eq(giftAidClaims.id, id), eq(giftAidClaims.status, "built")))
          .returning();
        await audit.record({ actor, action: "gift_aid.claim_submitted", target: { type: "gift_aid_claim", id }, context, details: { hmrcReference: input.hmrcReference, submittedOn: input.submittedOn } }, tx);
        return summary(updated!);
      });
    },
  };
}

export type GiftAidClaims = ReturnType<typeof createGiftAidClaims>;
