// The donors list of the back office (finance and owners): one row per donor, by email address
// (as /account and the donor page know them), with what they have given. A donor is anyone
// with a gift that moved money. Ordered by address, so a page is a prefix scan of the orders'
// email index and the figures are added up for those 50 donors only.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { exactReference } from "../../../core/references";
import type { Database } from "../../db/client";
import { qualified } from "../../db/qualified";
import { giftAidCancellations, orders, payments, refunds } from "../../db/schema/index";
import { decodeKeyCursor, encodeKeyCursor, escapeLike } from "../keyset";
import { searchFilter } from "../orders/order-admin";

export const DONOR_PAGE_SIZE = 50;

export interface DonorQuery {
  q?: string;
  mode?: "live" | "test";
  after?: string;
}

export interface DonorRow {
  email: string;
  /** As they gave it most recently. */
  name: string;
  /** Each one-time gift and each month of a monthly gift, as in the gifts list. */
  gifts: number;
  /** Every gift's amount, in pence, before refunds. */
  given: number;
  /** Given back to them, in pence. */
  refunded: number;
  activePlan: boolean;
  /** A Gift Aid declaration they have not cancelled. */
  giftAid: boolean;
  lastGiftAt: string;
  /** Every gift of theirs in the list is a test payment. */
  test: boolean;
}

const donorEmail = sql<string>`lower(${orders.email})`;
// Byte order, as the orders' email index (text_pattern_ops) keeps it: the same in every locale.
const byEmail = sql`lower(${orders.email}) using ~<~`;
const ofOrder = (table: typeof payments | typeof refunds) => sql`${table.orderId} = ${qualified(orders, orders.id)}`;
const hasPayment = sql`exists (select 1 from ${payments} where ${ofOrder(payments)})`;

export function createDonorList({ db }: { db: Database }) {
  /** The gifts that make someone a donor, live or test as asked. */
  function giving(query: DonorQuery): SQL[] {
    // A whole GF- reference names one donor's gift: found whether it was live or test (issue 55).
    const byMode = query.mode && !exactReference(query.q, "GF");
    return [eq(orders.type, "donation"), hasPayment, ...(byMode ? [eq(orders.test, query.mode === "test")] : [])];
  }

  async function page(query: DonorQuery, limit: number): Promise<DonorRow[]> {
    const filters = giving(query);
    const q = query.q?.trim();
    // A name, a GF- reference or the start of an address (with or without its @).
    if (q) filters.push(or(searchFilter(q, "GF"), sql`lower(${orders.email}) like ${`${escapeLike(q.toLowerCase())}%`}`)!);
    if (query.after) filters.push(sql`lower(${orders.email}) ~>~ ${decodeKeyCursor(query.after)}`);
    const emails = db.$with("page").as(
      db.select({ email: donorEmail.as("email") }).from(orders).where(and(...filters)).groupBy(donorEmail).orderBy(byEmail).limit(limit),
    );
    // The search picks the donors; their figures count every gift of theirs in the list.
    const rows = await db
      .with(emails)
      .select({
        email: donorEmail,
        name: sql<string>`(array_agg(${orders.firstName} || ' ' || ${orders.lastName} order by ${orders.createdAt} desc))[1]`,
        gifts: sql<number>`sum((select count(*) from ${payments} where ${ofOrder(payments)}))::int`,
        given: sql<number>`sum((select coalesce(sum(${payments.amount}), 0) from ${payments} where ${ofOrder(payments)}))::bigint`.mapWith(Number),
        refunded: sql<number>`sum((select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${ofOrder(refunds)} and ${refunds.status} = 'succeeded'))::bigint`.mapWith(Number),
        lastGiftAt: sql<string>`to_char(max((select max(${payments.paidAt}) from ${payments} where ${ofOrder(payments)})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        activePlan: sql<boolean>`bool_or(${orders.frequency} = 'monthly' and ${orders.subscriptionStatus} = 'active' and ${orders.status} in ('paid', 'partially_refunded', 'refunded'))`,
        declared: sql<boolean>`bool_or(${orders.giftAidDeclaredAt} is not null)`,
        cancelled: sql<boolean>`bool_or(exists (select 1 from ${giftAidCancellations} where ${giftAidCancellations.email} = lower(${orders.email})))`,
        test: sql<boolean>`bool_and(${orders.test})`,
      })
      .from(orders)
      .where(and(...giving(query), sql`lower(${orders.email}) in (select email from ${emails})`))
      .groupBy(donorEmail)
      .orderBy(byEmail);
    return rows.map(({ declared, cancelled, ...row }) => ({ ...row, giftAid: Boolean(declared) && !cancelled }));
  }

  return {
    async list(query: DonorQuery) {
      const rows = await page(query, DONOR_PAGE_SIZE + 1);
      const shown = rows.slice(0, DONOR_PAGE_SIZE);
      const last = shown.at(-1);
      return { donors: shown, next: rows.length > DONOR_PAGE_SIZE && last ? encodeKeyCursor(last.email) : null };
    },

    /** Every donor the filters match, a page at a time: what the CSV export streams. */
    async *each(query: DonorQuery) {
      let after = query.after;
      for (;;) {
        const rows = await page({ ...query, ...(after && { after }) }, 501);
        const shown = rows.slice(0, 500);
        if (shown.length) yield shown;
        const last = shown.at(-1);
        if (rows.length <= 500 || !last) return;
        after = encodeKeyCursor(last.email);
      }
    },
  };
}

export type DonorList = ReturnType<typeof createDonorList>;
