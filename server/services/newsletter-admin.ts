// Newsletter subscribers as the owners see them: the list (status, search, keyset paging,
// newest first) with each address's proof of consent (when and where it was given, when the
// confirmation went and when it was confirmed), the confirmed ones for export, and a manual
// unsubscribe (a person who asks by phone or letter), audited in the same transaction.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Subscriber, SubscriberList, SubscriberListQuery } from "../../core/schemas/admin-subscribers";
import type { Database } from "../db/client";
import { newsletterSubscribers, type NewsletterSubscriber } from "../db/schema/index";
import type { Actor, RequestContext } from "../domain/actor";
import { NotFoundError } from "../domain/errors";
import { decodePreciseCursor, encodePreciseCursor, escapeLike, preciseTime } from "./keyset";
import type { AuditLog } from "./staff/audit-log";

export const SUBSCRIBER_PAGE_SIZE = 50;

export interface NewsletterAdminDeps {
  db: Database;
  audit: AuditLog;
}

const t = newsletterSubscribers;

/** The start of an email address, a first name, a surname or a full name, in any case. */
function searchFilter(raw: string): SQL | undefined {
  const q = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (!q) return undefined;
  const prefix = `${escapeLike(q)}%`;
  return or(
    sql`${t.email} like ${prefix}`,
    sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) like ${prefix}`,
    sql`lower(${t.lastName}) like ${prefix}`,
  );
}

export function subscriberOf(row: NewsletterSubscriber): Subscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    basis: row.basis,
    softOptInAt: row.softOptInAt?.toISOString() ?? null,
  };
}

export interface NewsletterAdmin {
  list(query: SubscriberListQuery, pageSize?: number): Promise<SubscriberList>;
  /** Every confirmed subscriber, oldest first, a page at a time: what the CSV export streams. */
  eachConfirmed(pageSize?: number): AsyncGenerator<NewsletterSubscriber[]>;
  /** Unsubscribes at once; an address already unsubscribed is left (and recorded) as it was. */
  unsubscribe(id: string, actor: Actor, context: RequestContext): Promise<Subscriber>;
}

export function createNewsletterAdmin({ db, audit }: NewsletterAdminDeps): NewsletterAdmin {
  return {
    async list(query, pageSize = SUBSCRIBER_PAGE_SIZE) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(t.status, query.status));
      const search = query.q ? searchFilter(query.q) : undefined;
      if (search) filters.push(search);
      if (query.after) {
        const cursor = decodePreciseCursor(query.after);
        filters.push(sql`(${t.createdAt}, ${t.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
      }
      const rows = await db
        .select({ subscriber: t, cursorAt: preciseTime(t.createdAt) })
        .from(t)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(pageSize + 1);
      const shown = rows.slice(0, pageSize);
      const last = shown.at(-1);
      return {
        subscribers: shown.map(({ subscriber }) => subscriberOf(subscriber)),
        next: rows.length > pageSize && last ? encodePreciseCursor({ at: last.cursorAt, id: last.subscriber.id }) : null,
      };
    },

    async *eachConfirmed(pageSize = 500) {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select({ subscriber: t, cursorAt: preciseTime(t.createdAt) })
          .from(t)
          .where(
            and(
              eq(t.status, "confirmed"),
              after ? sql`(${t.createdAt}, ${t.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
            ),
          )
          .orderBy(asc(t.createdAt), asc(t.id))
          .limit(pageSize);
        if (rows.length === 0) return;
        yield rows.map((row) => row.subscriber);
        if (rows.length < pageSize) return;
        const last = rows.at(-1)!;
        after = { at: last.cursorAt, id: last.subscriber.id };
      }
    },

    async unsubscribe(id, actor, context) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(t).where(eq(t.id, id)).for("update");
        if (!row) throw new NotFoundError("There is no such subscriber");
        if (row.status === "unsubscribed") return subscriberOf(row);
        const [updated] = await tx
          .update(t)
          .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
          .where(eq(t.id, id))
          .returning();
        // The address stays out of the append-only log: the target id finds it while it is kept.
        await audit.record(
          { actor, action: "subscriber.unsubscribed", target: { type: "subscriber", id }, context, details: { from: row.status } },
          tx,
        );
        return subscriberOf(updated!);
      });
    },
  };
}
