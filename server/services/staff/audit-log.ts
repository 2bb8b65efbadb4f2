// The audit log: every sign-in, failed sign-in and change staff make, appended in the
// same transaction as the change (so a change is never unrecorded), and read back by
// owners with filters (person, action, UK days) and keyset paging, with what each entry's subject
// and person are called now, for the sentences core/audit-sentences.ts makes of them. The table
// refuses UPDATE and DELETE.
import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { isPageKey, pageTemplates } from "../../../core/pages/registry";
import type { AuditEntry, AuditPage, AuditQuery } from "../../../core/schemas/admin";
import { instantOfUkTime } from "../../../core/uk-time";
import type { Database, Transaction } from "../../db/client";
import { InvalidInputError } from "../../domain/errors";
import { auditLog, newsletterIssues, products, productVariants, staff } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";

export interface AuditRecord {
  actor: Actor;
  /** A dotted verb: "staff.invited", "sign_in.failed", "passkey.added"… */
  action: string;
  target?: { type: string; id: string };
  context?: RequestContext;
  /** A short before/after or reason; never a secret, a token or a code. */
  details?: Record<string, unknown>;
}

/**
 * What part of a save would write on its own: the save that contains it writes one entry with
 * this inside (one entry per staff action, the changes listed in it), or this alone.
 */
export interface AuditPart {
  action: string;
  details: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLog {
  /** Appends an entry; pass the transaction that makes the change so both commit or neither. */
  record(entry: AuditRecord, tx?: Database | Transaction): Promise<void>;
  page(query: AuditQuery): Promise<AuditPage>;
}

export function createAuditLog(db: Database): AuditLog {
  /** What each entry's subject is called now: products, newsletters, pages and staff by id. */
  async function targetNames(rows: { targetType: string | null; targetId: string | null }[]): Promise<Map<string, string>> {
    const idsOf = (type: string) => [...new Set(rows.filter((r) => r.targetType === type && r.targetId).map((r) => r.targetId!))];
    const names = new Map<string, string>();
    const productIds = idsOf("product");
    if (productIds.length) {
      for (const p of await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds))) names.set(`product:${p.id}`, p.name);
    }
    const newsletterIds = idsOf("newsletter").filter((id) => UUID.test(id));
    if (newsletterIds.length) {
      const found = await db.select({ id: newsletterIssues.id, subject: newsletterIssues.subject }).from(newsletterIssues).where(inArray(newsletterIssues.id, newsletterIds));
      for (const n of found) if (n.subject) names.set(`newsletter:${n.id}`, n.subject);
    }
    const staffIds = idsOf("staff").filter((id) => UUID.test(id));
    if (staffIds.length) {
      for (const m of await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, staffIds))) names.set(`staff:${m.id}`, m.name.trim() || m.email);
    }
    for (const key of idsOf("page")) if (isPageKey(key)) names.set(`page:${key}`, pageTemplates[key].name);
    return names;
  }

  /** "M, Black" for each SKU that entries written one row per variant name. */
  async function variantNames(rows: { details: Record<string, unknown> }[]): Promise<Record<string, string>> {
    const skus = [...new Set(rows.flatMap((r) => [r.details.sku, ...Object.keys(r.details.before && typeof r.details.before === "object" ? r.details.before : {})]).filter((v): v is string => typeof v === "string" && v.length > 0))];
    if (skus.length === 0) return {};
    const found = await db.select({ sku: productVariants.sku, size: productVariants.size, color: productVariants.color }).from(productVariants).where(inArray(productVariants.sku, skus));
    return Object.fromEntries(found.map((v) => [v.sku, [v.size, v.color].filter(Boolean).join(", ")]).filter(([, label]) => label));
  }

  return {
    async record(entry, tx = db) {
      await tx.insert(auditLog).values({
        actorId: entry.actor.actorId,
        actorLabel: entry.actor.actorLabel,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        ip: entry.context?.ip ?? null,
        details: entry.details ?? {},
      });
    },

    async page(query) {
      const person = query.actor ? `%${escapeLike(query.actor)}%` : undefined;
      // UK days: from the start of `from` to the start of the day after `to`.
      const start = query.from ? instantOfUkTime(query.from, "00:00") : undefined;
      const end = query.to ? instantOfUkTime(nextDay(query.to), "00:00") : undefined;
      const issues = [
        ...(query.from && !start ? [{ field: "from", message: "There is no such day: use a date like 2026-11-25" }] : []),
        ...(query.to && !end ? [{ field: "to", message: "There is no such day: use a date like 2026-11-25" }] : []),
      ];
      if (issues.length) throw new InvalidInputError("Invalid filter", issues);
      const conditions = [
        person ? or(ilike(auditLog.actorLabel, person), ilike(staff.name, person)) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        start ? gte(auditLog.at, start) : undefined,
        end ? lt(auditLog.at, end) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ].filter((c) => c !== undefined);
      const rows = await db
        .select({ entry: auditLog, name: staff.name })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.actorId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      const shown = rows.slice(0, AUDIT_PAGE_SIZE);
      const actions = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(sql`1`);
      const names = await targetNames(shown.map((r) => r.entry));
      const variants = await variantNames(shown.filter((r) => r.entry.action.startsWith("product.")).map((r) => r.entry));
      const entries: AuditEntry[] = shown.map(({ entry: row, name }) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorLabel,
        who: name?.trim() || row.actorLabel,
        action: row.action,
        target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId, name: names.get(`${row.targetType}:${row.targetId}`) ?? null } : null,
        ip: row.ip,
        details: row.details,
      }));
      const last = entries.at(-1);
      return { entries, next: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null, actions: actions.map((a) => a.action), variants };
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "2026-03-01" from "2026-02-28": the calendar day after a date. */
function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
