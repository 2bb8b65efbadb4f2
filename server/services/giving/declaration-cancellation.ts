// When a donor cancelled their Gift Aid declaration, and what that means for a gift: the one rule
// the supporter's account and the monthly receipt both state (the claim builds it in SQL,
// gift-aid.ts, and the running totals in their triggers, decision 0015).
import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { giftAidCancellations } from "../../db/schema/index";

/** When the donor with this address first cancelled their declaration; undefined if they never did. */
export async function declarationCancelledAt(db: Database | Transaction, email: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ cancelledAt: giftAidCancellations.cancelledAt })
    .from(giftAidCancellations)
    .where(eq(giftAidCancellations.email, email.toLowerCase()))
    .orderBy(asc(giftAidCancellations.cancelledAt))
    .limit(1);
  return row?.cancelledAt;
}

/** A declared gift paid at `paidAt` is covered unless the declaration was cancelled by then. */
export const declarationCovers = (cancelledAt: Date | undefined, paidAt: Date): boolean => !cancelledAt || paidAt < cancelledAt;
