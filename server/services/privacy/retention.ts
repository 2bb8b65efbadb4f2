// The retention run: deletes or anonymises what has passed the period the privacy page states
// (core/retention.ts, one source for both), in one transaction with its report in the audit log.
// Safe to run any number of times: each statement touches only what is due and not yet done.
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { retentionCutoff, retentionRule, type RetentionRuleId } from "../../../core/retention";
import type { Database } from "../../db/client";
import {
  auditLog,
  complaints,
  giftAidClaimItems,
  newsletterSubscribers,
  orders,
  outboxEmails,
  signInAttempts,
  speakingRequests,
  staffInvites,
  staffSessions,
  staffSignInCodes,
  supporterSessions,
  supporterSignInLinks,
  webauthnChallenges,
} from "../../db/schema/index";
import type { Actor } from "../../domain/actor";
import type { AuditLog } from "../staff/audit-log";
import { anonymiseOrders, heldReasonSql } from "./kept-records";

/** The retention run's row in scheduled_jobs. */
export const RETENTION_JOB = "retention";

export const retentionActor: Actor = { actorId: null, actorLabel: "retention job" };

/** The outbox kinds that carry a sign-in link or code. */
const signInEmailKinds = ["account-sign-in", "staff-sign-in-code"];

export type RetentionReport = Record<string, number>;

const cutoff = (id: RetentionRuleId, now: Date) => {
  const { period } = retentionRule(id);
  if (!period) throw new Error(`${id} has no period`);
  return retentionCutoff(period, now);
};

export async function applyRetention(db: Database, audit: AuditLog, now = new Date()): Promise<RetentionReport> {
  return db.transaction(async (tx) => {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;

    // Orders and gifts past the accounts' period (and any Gift Aid declaration's): personal details go, amounts stay.
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNull(orders.anonymisedAt), sql`(${heldReasonSql(now)}) is null`, lt(orders.createdAt, cutoff("orders", now))));
    const dueIds = due.map((o) => o.id);
    await anonymiseOrders(tx, dueIds, now);
    // Gift Aid claims name the donors of anonymised gifts as HMRC saw them: those go too.
    const claimItems = await count(
      tx
        .update(giftAidClaimItems)
        .set({ firstName: "", lastName: "", house: "", postcode: "" })
        .where(and(ne(giftAidClaimItems.postcode, ""), sql`${giftAidClaimItems.orderId} in (select id from orders where anonymised_at is not null)`))
        .returning({ id: giftAidClaimItems.id }),
    );

    const unsubscribed = await count(
      tx
        .update(newsletterSubscribers)
        .set({ firstName: null, lastName: null })
        .where(and(eq(newsletterSubscribers.status, "unsubscribed"), or(isNotNull(newsletterSubscribers.firstName), isNotNull(newsletterSubscribers.lastName))))
        .returning({ id: newsletterSubscribers.id }),
    );
    const unconfirmed = await count(
      tx
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), lt(sql`coalesce(${newsletterSubscribers.confirmationSentAt}, ${newsletterSubscribers.createdAt})`, cutoff("unconfirmedSignups", now))))
        .returning({ id: newsletterSubscribers.id }),
    );
    const requests = await count(
      tx
        .delete(speakingRequests)
        .where(lt(sql`greatest(${speakingRequests.createdAt}, ${speakingRequests.updatedAt})`, cutoff("speakingRequests", now)))
        .returning({ id: speakingRequests.id }),
    );

    const complaintsDeleted = await count(
      tx
        .delete(complaints)
        .where(lt(sql`greatest(${complaints.createdAt}, ${complaints.updatedAt})`, cutoff("complaints", now)))
        .returning({ id: complaints.id }),
    );

    const delivered = or(eq(outboxEmails.status, "sent"), eq(outboxEmails.status, "failed"));
    const sentAt = sql`coalesce(${outboxEmails.sentAt}, ${outboxEmails.createdAt})`;
    const signInEmails = await count(
      tx
        .delete(outboxEmails)
        .where(and(delivered, inArray(outboxEmails.kind, signInEmailKinds), lt(sentAt, cutoff("signInEmails", now))))
        .returning({ id: outboxEmails.id }),
    );
    const emails = await count(tx.delete(outboxEmails).where(and(delivered, lt(sentAt, cutoff("emails", now)))).returning({ id: outboxEmails.id }));

    const accountBefore = cutoff("accountSignIns", now);
    const accountSignIns =
      (await count(tx.delete(supporterSignInLinks).where(lt(supporterSignInLinks.expiresAt, accountBefore)).returning({ id: supporterSignInLinks.id }))) +
      (await count(tx.delete(supporterSessions).where(lt(supporterSessions.expiresAt, accountBefore)).returning({ id: supporterSessions.id })));

    const staffBefore = cutoff("staffAccess", now);
    const staffAccess =
      (await count(tx.delete(staffSessions).where(lt(sql`coalesce(${staffSessions.endedAt}, ${staffSessions.expiresAt})`, staffBefore)).returning({ id: staffSessions.id }))) +
      (await count(tx.delete(staffSignInCodes).where(lt(staffSignInCodes.expiresAt, staffBefore)).returning({ id: staffSignInCodes.id }))) +
      (await count(tx.delete(staffInvites).where(lt(staffInvites.expiresAt, staffBefore)).returning({ id: staffInvites.id }))) +
      (await count(tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, staffBefore)).returning({ id: webauthnChallenges.id }))) +
      (await count(tx.delete(signInAttempts).where(lt(signInAttempts.at, staffBefore)).returning({ id: signInAttempts.id })));

    // The audit log refuses deletes unless this transaction names its cutoff (migration 0013, the privacy one).
    const auditBefore = cutoff("auditLog", now);
    await tx.execute(sql`select set_config('app.audit_retention_cutoff', ${auditBefore.toISOString()}, true)`);
    const auditEntries = await count(tx.delete(auditLog).where(lt(auditLog.at, auditBefore)).returning({ id: auditLog.id }));
    await tx.execute(sql`select set_config('app.audit_retention_cutoff', '', true)`);

    const report: RetentionReport = {
      ordersAnonymised: dueIds.length,
      giftAidClaimItemsAnonymised: claimItems,
      unsubscribedNamesRemoved: unsubscribed,
      unconfirmedSignupsDeleted: unconfirmed,
      speakingRequestsDeleted: requests,
      complaintsDeleted,
      signInEmailsDeleted: signInEmails,
      emailsDeleted: emails,
      accountSignInsDeleted: accountSignIns,
      staffSignInsDeleted: staffAccess,
      auditEntriesDeleted: auditEntries,
    };
    await audit.record({ actor: retentionActor, action: "retention.applied", details: report }, tx);
    return report;
  });
}
