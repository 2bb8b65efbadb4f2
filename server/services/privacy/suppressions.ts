// The Fundraising Preference Service: an owner records a person's request that we stop
// contacting them; from then on the address gets no marketing email, and neither a signup nor
// the soft opt-in adds it again (transactional email still goes: it is not marketing). Every
// check compares a SHA-256 of the normalised address, so the request still holds after an
// erasure has removed the address itself (docs/privacy.md). Recording and lifting are audited,
// without the address: the target id finds it while it is kept.
import { createHash } from "node:crypto";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Suppression, SuppressionList } from "../../../core/schemas/admin-suppressions";
import type { Database, Transaction } from "../../db/client";
import { marketingSuppressions, newsletterSubscribers, type MarketingSuppressionRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { NotFoundError } from "../../domain/errors";
import type { AuditLog } from "../staff/audit-log";

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** hex SHA-256 of the trimmed, lower-cased address. */
export function addressHash(email: string): string {
  return createHash("sha256").update(normaliseAddress(email)).digest("hex");
}

/** Is there a standing request not to contact this address? */
export async function isSuppressed(db: Database | Transaction, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketingSuppressions.id })
    .from(marketingSuppressions)
    .where(and(eq(marketingSuppressions.emailHash, addressHash(email)), isNull(marketingSuppressions.liftedAt)))
    .limit(1);
  return row !== undefined;
}

function view(row: MarketingSuppressionRow): Suppression {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    address: row.address,
    reference: row.reference,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftedBy: row.liftedBy,
    liftedReason: row.liftedReason,
  };
}

export interface SuppressionInputParsed {
  email: string;
  name?: string;
  address?: string;
  reference?: string;
}

export interface Suppressions {
  /** Standing requests first, then lifted ones; newest first. */
  list(): Promise<SuppressionList>;
  /** Records a request (an address already suppressed answers its standing request, changed nothing). */
  record(input: SuppressionInputParsed, actor: Actor, context: RequestContext): Promise<{ suppression: Suppression; created: boolean }>;
  /** Lifts a standing request; its address, name and postal address are removed at once. */
  lift(id: string, reason: string, actor: Actor, context: RequestContext): Promise<Suppression>;
}

export function createSuppressions({ db, audit }: { db: Database; audit: AuditLog }): Suppressions {
  const t = marketingSuppressions;
  return {
    async list() {
      const rows = await db
        .select()
        .from(t)
        .orderBy(sql`${t.liftedAt} is not null`, desc(t.createdAt), desc(t.id))
        .limit(1000);
      return { suppressions: rows.map(view) };
    },

    async record(input, actor, context) {
      const email = normaliseAddress(input.email);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(t)
          .values({ emailHash: addressHash(email), email, name: input.name ?? null, address: input.address ?? null, reference: input.reference ?? null, recordedBy: actor.actorLabel })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          const [standing] = await tx.select().from(t).where(and(eq(t.emailHash, addressHash(email)), isNull(t.liftedAt)));
          if (!standing) throw new Error("A suppression conflicted but none stands");
          return { suppression: view(standing), created: false };
        }
        // From now on: no newsletter. The subscriber keeps their row, unsubscribed, as if they had clicked the link.
        const unsubscribed = await tx
          .update(newsletterSubscribers)
          .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
          .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, "unsubscribed")))
          .returning({ id: newsletterSubscribers.id });
        await audit.record(
          {
            actor,
            action: "suppression.recorded",
            target: { type: "suppression", id: created.id },
            context,
            details: { before: null, after: { status: "standing", name: created.name !== null, address: created.address !== null, reference: created.reference }, newsletterUnsubscribed: unsubscribed.length },
          },
          tx,
        );
        return { suppression: view(created), created: true };
      });
    },

    async lift(id, reason, actor, context) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(t).where(eq(t.id, id)).for("update");
        if (!row) throw new NotFoundError("There is no such request");
        if (row.liftedAt) return view(row);
        const [lifted] = await tx
          .update(t)
          .set({ liftedAt: sql`now()`, liftedBy: actor.actorLabel, liftedReason: reason, emailHash: null, email: null, name: null, address: null })
          .where(eq(t.id, id))
          .returning();
        await audit.record(
          { actor, action: "suppression.lifted", target: { type: "suppression", id }, context, details: { before: { status: "standing" }, after: { status: "lifted", reason } } },
          tx,
        );
        return view(lifted!);
      });
    },
  };
}
