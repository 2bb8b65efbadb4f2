// Who receives a newsletter (docs/privacy.md): confirmed subscribers, and, only while an owner has
// the charitable soft opt-in turned on, supporters whose basis is the soft opt-in. Never an
// address that unsubscribed or never confirmed (its status says so), was erased (its row is gone),
// bounced (an SMTP server refused it for good) or is covered by a Fundraising Preference Service
// request (compared by the SHA-256 of the address, as every suppression check is). The same
// condition is checked again for each recipient just before their email leaves.
import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { marketingSuppressions, newsletterSubscribers } from "../../db/schema/index";
import { softOptInEnabled } from "../soft-opt-in";

const s = newsletterSubscribers;

/** The condition on newsletter_subscribers, with the soft opt-in setting as it is now. */
export function audienceCondition(softOptIn: boolean): SQL {
  const notSuppressed = sql`not exists (select 1 from ${marketingSuppressions} where ${marketingSuppressions.emailHash} = encode(sha256(convert_to(${s.email}, 'UTF8')), 'hex') and ${marketingSuppressions.liftedAt} is null)`;
  return and(eq(s.status, "confirmed"), isNull(s.bouncedAt), softOptIn ? undefined : eq(s.basis, "consent"), notSuppressed)!;
}

export async function countAudience(db: Database | Transaction): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s)
    .where(audienceCondition(await softOptInEnabled(db)));
  return row?.n ?? 0;
}

/** Everyone who would receive it now: id and address, in a stable order. */
export async function audience(db: Database | Transaction): Promise<Array<{ id: string; email: string }>> {
  return db
    .select({ id: s.id, email: s.email })
    .from(s)
    .where(audienceCondition(await softOptInEnabled(db)))
    .orderBy(s.email);
}

/** Whether one subscriber would still receive it (checked as their turn comes). */
export async function stillInAudience(db: Database | Transaction, subscriberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, subscriberId), audienceCondition(await softOptInEnabled(db))));
  return row !== undefined;
}
