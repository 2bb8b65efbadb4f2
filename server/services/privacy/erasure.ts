// Erasure (UK GDPR, article 17): an owner erases a person. Their name, email, phone, address and
// what they wrote go from everywhere, except the orders and gifts the law makes us keep (the
// accounts, Gift Aid): those stay whole and are marked as held for that reason, until the
// retention job anonymises them when their period ends. Newsletter, speaking requests and complaints go at
// once; a Fundraising Preference Service request keeps only its address's hash. One transaction; erasing again changes nothing.
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  complaints,
  giftAidCancellations,
  marketingSuppressions,
  newsletterSubscribers,
  orders,
  outboxEmails,
  speakingRequests,
  supporterSessions,
  supporterSignInLinks,
} from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, NotFoundError } from "../../domain/errors";
import type { AuditLog } from "../staff/audit-log";
import type { ErasureResult } from "../../../core/schemas/admin-privacy";
import { anonymiseOrders, heldReasonSql, sameAddress } from "./kept-records";
import { addressHash } from "./suppressions";

export function createErasure({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    async erase(rawEmail: string, actor: Actor, context: RequestContext, now = new Date()): Promise<ErasureResult> {
      const email = rawEmail.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const own = await tx
          .select({ id: orders.id, reference: orders.reference, type: orders.type, subscriptionStatus: orders.subscriptionStatus, heldReason: heldReasonSql(now) })
          .from(orders)
          .where(and(sameAddress(orders.email, email), isNull(orders.anonymisedAt)))
          .for("update");
        // Erasing a donor who is still being charged would leave a plan nobody can reach.
        const livePlan = own.find((o) => o.subscriptionStatus === "active" || o.subscriptionStatus === "past_due");
        if (livePlan) throw new ConflictError(`${livePlan.reference} is a monthly gift still being taken: cancel it first, then erase`);

        const kept = own.filter((o) => o.heldReason !== null);
        const gone = own.filter((o) => o.heldReason === null).map((o) => o.id);
        for (const order of kept) {
          await tx
            .update(orders)
            .set({ heldReason: order.heldReason, erasureRequestedAt: sql`coalesce(${orders.erasureRequestedAt}, ${now.toISOString()}::timestamptz)` })
            .where(eq(orders.id, order.id));
        }
        await anonymiseOrders(tx, gone, now);
        const newsletter = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).returning({ id: newsletterSubscribers.id });
        // Their notes go with them (ON DELETE CASCADE).
        const requests = await tx.delete(speakingRequests).where(sameAddress(speakingRequests.email, email)).returning({ id: speakingRequests.id });
        // Emails to them, and the notices about them we sent ourselves (they reply to the person).
        const emails = await tx
          .delete(outboxEmails)
          .where(sql`lower(${outboxEmails.to}) = ${email} or lower(${outboxEmails.headers}->>'Reply-To') = ${email}`)
          .returning({ id: outboxEmails.id });
        // Complaints go with their notes (ON DELETE CASCADE).
        const theirComplaints = await tx.delete(complaints).where(eq(complaints.email, email)).returning({ id: complaints.id });
        // A Fundraising Preference Service request must still hold, or we could contact them again:
        // its address, name and postal address go; the hash of the address stays (docs/privacy.md).
        const suppressionDetails = await tx
          .update(marketingSuppressions)
          .set({ email: null, name: null, address: null })
          .where(and(eq(marketingSuppressions.emailHash, addressHash(email)), or(isNotNull(marketingSuppressions.email), isNotNull(marketingSuppressions.name), isNotNull(marketingSuppressions.address))))
          .returning({ id: marketingSuppressions.id });
        const links = await tx.delete(supporterSignInLinks).where(eq(supporterSignInLinks.email, email)).returning({ id: supporterSignInLinks.id });
        const sessions = await tx.delete(supporterSessions).where(eq(supporterSessions.email, email)).returning({ id: supporterSessions.id });
        // A declaration's cancellation belongs with the Gift Aid records it limits.
        const keepsGiftAid = kept.some((o) => o.heldReason === "gift_aid");
        const cancellations = keepsGiftAid ? [] : await tx.delete(giftAidCancellations).where(eq(giftAidCancellations.email, email)).returning({ id: giftAidCancellations.id });

        const erased = {
          orders: gone.length,
          newsletter: newsletter.length,
          speakingRequests: requests.length,
          emails: emails.length,
          signIns: links.length + sessions.length,
          giftAidCancellations: cancellations.length,
          complaints: theirComplaints.length,
          suppressionDetails: suppressionDetails.length,
        };
        // Kept records count as held: erasing such a person again answers the same, harmlessly.
        if (kept.length === 0 && Object.values(erased).every((n) => n === 0)) throw new NotFoundError(`Nothing is held about ${email}`);
        await audit.record(
          { actor, action: "privacy.erased", target: { type: "person", id: email }, context, details: { ...erased, kept: kept.map((o) => `${o.reference} (${o.heldReason})`) } },
          tx,
        );
        return { email, erased, kept: kept.map((o) => ({ reference: o.reference, type: o.type, reason: o.heldReason! })) };
      });
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
