// The charitable-purpose soft opt-in (PECR as amended by the Data (Use and Access) Act 2025, from
// 5 February 2026): off until an owner turns it on. While it is on, the gift and checkout details
// steps offer, unticked, "Please don't send me news about our work by email"; a supporter who
// leaves it unticked joins the newsletter list, basis soft opt-in, with where and when, once the
// payment is recorded as paid (in fulfilment's transaction). Never an address that unsubscribed
// or that a Fundraising Preference Service request covers; never one already subscribed by
// consent (consent is the stronger basis and stays).
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { newsletterSubscribers, settings } from "../db/schema/index";
import type { Actor, RequestContext } from "../domain/actor";
import { isSuppressed, normaliseAddress } from "./privacy/suppressions";
import type { AuditLog } from "./staff/audit-log";

export const SOFT_OPT_IN_SETTING = "newsletter_soft_opt_in";

export async function softOptInEnabled(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SOFT_OPT_IN_SETTING));
  return row?.value === "true";
}

/** Turns the soft opt-in on or off, audited with before and after in the same transaction. */
export async function setSoftOptIn(db: Database, audit: AuditLog, on: boolean, actor: Actor, context: RequestContext): Promise<boolean> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, SOFT_OPT_IN_SETTING)).for("update");
    const value = String(on);
    if (before?.value === value) return;
    await tx.insert(settings).values({ key: SOFT_OPT_IN_SETTING, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    await audit.record(
      { actor, action: "settings.changed", target: { type: "setting", id: SOFT_OPT_IN_SETTING }, context, details: { before: before?.value === "true", after: on } },
      tx,
    );
  });
  return on;
}

export interface SoftOptInSupporter {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Where the address was collected. */
  source: "gift" | "order";
}

/**
 * Adds a paying supporter who left the box unticked, if the setting is on now and nothing forbids
 * it. A new address joins at once (no confirmation email: the basis is not consent); an address
 * waiting to confirm a signup joins on this basis instead. Answers whether they were added.
 */
export async function addBySoftOptIn(tx: Transaction, supporter: SoftOptInSupporter): Promise<boolean> {
  if (!(await softOptInEnabled(tx))) return false;
  const email = normaliseAddress(supporter.email);
  if (await isSuppressed(tx, email)) return false;
  const joined = {
    status: "confirmed" as const,
    basis: "soft_opt_in" as const,
    source: supporter.source,
    softOptInAt: sql`now()`,
  };
  const added = await tx
    .insert(newsletterSubscribers)
    .values({ email, firstName: supporter.firstName, lastName: supporter.lastName, ...joined })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        ...joined,
        firstName: sql`coalesce(${newsletterSubscribers.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${newsletterSubscribers.lastName}, excluded.last_name)`,
      },
      // Unsubscribed stays unsubscribed; confirmed by consent stays as it is.
      setWhere: sql`${newsletterSubscribers.status} = 'pending'`,
    })
    .returning({ id: newsletterSubscribers.id });
  return added.length > 0;
}
