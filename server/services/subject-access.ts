// Subject access (UK GDPR, article 15): everything held about one email address, for an owner
// to send to the person who asked. Every table that can hold a supporter's address is read
// here; a new one must be added, and the test seeds one person into each to prove it.
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  complaintNotes,
  complaints,
  giftAidCancellations,
  marketingSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  orderEvents,
  orderLines,
  orders,
  outboxEmails,
  payments,
  refunds,
  speakingRequestNotes,
  speakingRequests,
  supporterSessions,
  supporterSignInLinks,
} from "../db/schema/index";
import type { Actor, RequestContext } from "../domain/actor";
import { NotFoundError } from "../domain/errors";
import { sameAddress } from "./privacy/kept-records";
import { addressHash } from "./privacy/suppressions";
import type { AuditLog } from "./staff/audit-log";

export interface SubjectAccessExport {
  email: string;
  exportedAt: string;
  orders: unknown[];
  gifts: unknown[];
  giftAidCancellations: unknown[];
  newsletter: unknown[];
  /** Each newsletter sent to the address: its subject, whether the mail server took it, and when. */
  newslettersSent: unknown[];
  speakingRequests: unknown[];
  complaints: unknown[];
  fundraisingPreferenceRequests: unknown[];
  emailsSent: unknown[];
  accountSignIns: unknown[];
}

export function createSubjectAccess({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    async export(rawEmail: string, actor: Actor, context: RequestContext): Promise<SubjectAccessExport> {
      const email = rawEmail.trim().toLowerCase();
      const own = await db.select().from(orders).where(sameAddress(orders.email, email));
      const ids = own.map((o) => o.id);
      const [lines, paid, given, events, cancellations, subscribers, requests, emails, links, sessions] = await Promise.all([
        ids.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [],
        ids.length ? db.select().from(payments).where(inArray(payments.orderId, ids)) : [],
        ids.length ? db.select().from(refunds).where(inArray(refunds.orderId, ids)) : [],
        ids.length ? db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)) : [],
        db.select().from(giftAidCancellations).where(eq(giftAidCancellations.email, email)),
        db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
        db.select().from(speakingRequests).where(sameAddress(speakingRequests.email, email)),
        // What we sent them, not the bodies' markup: the subject and the plain text.
        db
          .select({ kind: outboxEmails.kind, subject: outboxEmails.subject, text: outboxEmails.text, status: outboxEmails.status, createdAt: outboxEmails.createdAt, sentAt: outboxEmails.sentAt })
          .from(outboxEmails)
          .where(sameAddress(outboxEmails.to, email)),
        db.select({ createdAt: supporterSignInLinks.createdAt, usedAt: supporterSignInLinks.usedAt }).from(supporterSignInLinks).where(eq(supporterSignInLinks.email, email)),
        db.select({ createdAt: supporterSessions.createdAt, expiresAt: supporterSessions.expiresAt }).from(supporterSessions).where(eq(supporterSessions.email, email)),
      ]);
      const newslettersSent = await db
        .select({ subject: newsletterIssues.subject, status: newsletterDeliveries.status, sentAt: newsletterDeliveries.sentAt, unsubscribedAt: newsletterDeliveries.unsubscribedAt })
        .from(newsletterDeliveries)
        .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
        .where(eq(newsletterDeliveries.email, email));
      const requestIds = requests.map((r) => r.id);
      const notes = requestIds.length ? await db.select().from(speakingRequestNotes).where(inArray(speakingRequestNotes.requestId, requestIds)) : [];
      const [theirComplaints, suppressions] = await Promise.all([
        db.select().from(complaints).where(eq(complaints.email, email)),
        db.select().from(marketingSuppressions).where(eq(marketingSuppressions.emailHash, addressHash(email))),
      ]);
      const complaintIds = theirComplaints.map((c) => c.id);
      const complaintNoteRows = complaintIds.length ? await db.select().from(complaintNotes).where(inArray(complaintNotes.complaintId, complaintIds)) : [];
      if (own.length + subscribers.length + requests.length + emails.length + theirComplaints.length + suppressions.length === 0) {
        throw new NotFoundError(`Nothing is held about ${email}`);
      }
      const withParts = (order: (typeof own)[number]) => ({
        ...order,
        lines: lines.filter((l) => l.orderId === order.id),
        payments: paid.filter((p) => p.orderId === order.id),
        refunds: given.filter((r) => r.orderId === order.id),
        events: events.filter((e) => e.orderId === order.id),
      });
      await audit.record({ actor, action: "privacy.exported", target: { type: "person", id: email }, context });
      return {
        email,
        exportedAt: new Date().toISOString(),
        orders: own.filter((o) => o.type === "merchandise").map(withParts),
        gifts: own.filter((o) => o.type === "donation").map(withParts),
        giftAidCancellations: cancellations,
        // Each with why we may email them: consent (and its proof) or the soft opt-in (where and when).
        newsletter: subscribers.map((s) => ({ ...s, basisInWords: newsletterBasisInWords(s) })),
        newslettersSent,
        speakingRequests: requests.map((r) => ({ ...r, notes: notes.filter((n) => n.requestId === r.id) })),
        complaints: theirComplaints.map((c) => ({ ...c, notes: complaintNoteRows.filter((n) => n.complaintId === c.id) })),
        fundraisingPreferenceRequests: suppressions.map(({ emailHash: _hash, ...rest }) => rest),
        emailsSent: emails,
        accountSignIns: [...links.map((l) => ({ kind: "sign-in link", ...l })), ...sessions.map((s) => ({ kind: "session", ...s }))],
      };
    },
  };
}

/** The basis of a subscription, as the person would want it said. */
export function newsletterBasisInWords(row: { basis: string; source: string; status: string; createdAt: Date; confirmedAt: Date | null; softOptInAt: Date | null }): string {
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? "unknown date";
  if (row.basis === "soft_opt_in") {
    return `Soft opt-in: collected with your ${row.source === "order" ? "order" : "gift"} on ${day(row.softOptInAt)}, when you were offered the choice not to hear from us`;
  }
  return row.status === "pending"
    ? `Consent asked for on ${day(row.createdAt)} (${row.source}), not yet confirmed`
    : `Consent: given on ${day(row.createdAt)} (${row.source})${row.confirmedAt ? `, confirmed on ${day(row.confirmedAt)}` : ""}`;
}

export type SubjectAccess = ReturnType<typeof createSubjectAccess>;
