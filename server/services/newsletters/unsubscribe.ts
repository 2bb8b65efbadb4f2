// One newsletter email's unsubscribe link: a GET shows a page with a button (link scanners and
// previews follow links, and must not unsubscribe anyone), a POST (that button, or a mail client's
// RFC 8058 one-click request) unsubscribes at once, with no cookie or sign-in: the token in the
// URL is the proof. A second POST changes nothing and still answers that they are unsubscribed.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterDeliveries, newsletterSubscribers } from "../../db/schema/index";
import { UNSUBSCRIBE_TOKEN, unsubscribeTokenHash } from "./unsubscribe-links";

async function deliveryFor(db: Database, token: unknown) {
  if (typeof token !== "string" || !UNSUBSCRIBE_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ id: newsletterDeliveries.id, subscriberId: newsletterDeliveries.subscriberId })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.unsubscribeTokenHash, unsubscribeTokenHash(token)));
  return row;
}

/** Whether the link is one of ours, for a person still on file (an erased person's rows are gone). */
export async function isUnsubscribeLink(db: Database, token: unknown): Promise<boolean> {
  return (await deliveryFor(db, token)) !== undefined;
}

export async function unsubscribeByLink(db: Database, token: unknown): Promise<"unsubscribed" | "invalid"> {
  const delivery = await deliveryFor(db, token);
  if (!delivery) return "invalid";
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.id, delivery.subscriberId), ne(newsletterSubscribers.status, "unsubscribed")));
    await tx
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: sql`coalesce(${newsletterDeliveries.unsubscribedAt}, now())` })
      .where(eq(newsletterDeliveries.id, delivery.id));
  });
  return "unsubscribed";
}
