// Subject access (UK GDPR, article 15): everything held about one email address, for an owner
// to send to the person who asked. Every table that can hold a supporter's address is read
// here; a new one must be added, and the test seeds one person into each to prove it.
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  giftAidCancellations,
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
import type { AuditLog } from "./staff/audit-log";

export interface SubjectAccessExport {
  email: string;
  exportedAt: string;
  orders: unknown[];
  gifts: unknown[];
  giftAidCancellations: unknown[];
  newsletter: unknown[];
  speakingRequests: unknown[];
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
      const requestIds = requests.map((r) => r.id);
      const notes = requestIds.length ? await db.select().from(speakingRequestNotes).where(inArray(speakingRequestNotes.requestId, requestIds)) : [];
      if (own.length + subscribers.length + requests.length + emails.length === 0) {
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
        newsletter: subscribers,
        speakingRequests: requests.map((r) => ({ ...r, notes: notes.filter((n) => n.requestId === r.id) })),
        emailsSent: emails,
        accountSignIns: [...links.map((l) => ({ kind: "sign-in link", ...l })), ...sessions.map((s) => ({ kind: "session", ...s }))],
      };
    },
  };
}

export type SubjectAccess = ReturnType<typeof createSubjectAccess>;
