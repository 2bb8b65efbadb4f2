// The audit log: every sign-in, failed sign-in and change staff make, appended in the
// same transaction as the change (so a change is never unrecorded), and read back by
// owners with filters and keyset paging. The table refuses UPDATE and DELETE.
import { and, desc, eq, ilike, lt, sql } from "drizzle-orm";
import type { AuditEntry, AuditPage } from "../../../core/schemas/admin";
import type { Database, Transaction } from "../../db/client";
import { auditLog } from "../../db/schema/index";
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

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  /** Part of the actor's label (an email address). */
  actor?: string;
  action?: string;
  before?: number;
}

export interface AuditLog {
  /** Appends an entry; pass the transaction that makes the change so both commit or neither. */
  record(entry: AuditRecord, tx?: Database | Transaction): Promise<void>;
  page(query: AuditQuery): Promise<AuditPage>;
}

export function createAuditLog(db: Database): AuditLog {
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
      const conditions = [
        query.actor ? ilike(auditLog.actorLabel, `%${escapeLike(query.actor)}%`) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ].filter((c) => c !== undefined);
      const rows = await db
        .select()
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      const actions = await db
        .selectDistinct({ action: auditLog.action })
        .from(auditLog)
        .orderBy(sql`1`);
      const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorLabel,
        action: row.action,
        target: row.targetType && row.targetId ? `${row.targetType}:${row.targetId}` : null,
        ip: row.ip,
        details: row.details,
      }));
      const last = entries.at(-1);
      return { entries, next: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null, actions: actions.map((a) => a.action) };
    },
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
