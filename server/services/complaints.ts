// Complaints about how we handle someone's personal data. The public form records one and, in the
// same transaction, queues the acknowledgement to the person (at most one a day to an address)
// and the notice to the organisation (nothing accepted is lost). Owners then work through them in the back office: the list, the
// count of new ones for the navigation, one complaint with its notes, its status and the date a
// full answer is due, each change audited with before and after in the same transaction.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import {
  COMPLAINT_ANSWER_DAYS,
  type ComplaintDetail,
  type ComplaintForm,
  type ComplaintList,
  type ComplaintListQuery,
  type ComplaintStatus,
  type ComplaintSummary,
} from "../../core/schemas/complaint";
import type { Database, Transaction } from "../db/client";
import { qualified } from "../db/qualified";
import { complaintNotes, complaints, type ComplaintRow } from "../db/schema/index";
import type { Actor, RequestContext } from "../domain/actor";
import { NotFoundError } from "../domain/errors";
import { enqueueEmail, type Outbox } from "../email/outbox";
import { complaintAcknowledgementEmail, complaintNoticeEmail } from "../email/templates/complaint";
import { addressHash } from "./privacy/suppressions";
import { decodePreciseCursor, encodePreciseCursor, escapeLike, preciseTime } from "./keyset";
import type { AuditLog } from "./staff/audit-log";

export const COMPLAINT_PAGE_SIZE = 50;

/** The calendar day (UTC) COMPLAINT_ANSWER_DAYS after `at`: when a full answer is due at the latest. */
export function answerDueOn(at: Date): string {
  return new Date(at.getTime() + COMPLAINT_ANSWER_DAYS * 86_400_000).toISOString().slice(0, 10);
}

export interface Complaints {
  /** Stores the complaint and queues both emails in one transaction. */
  record(input: ComplaintForm): Promise<{ id: string }>;
}

export function createComplaints({ db, outbox, emails }: { db: Database; outbox: Outbox; emails: { orgEmail: string; publicUrl: string } }): Complaints {
  return {
    async record(input) {
      const receivedAt = new Date();
      const email = input.email.trim().toLowerCase();
      const details = { name: input.name, email, message: input.message, receivedAt, answerDueOn: answerDueOn(receivedAt) };
      // Rendered before the transaction, so it holds its locks briefly.
      const [acknowledgement, notice] = await Promise.all([
        complaintAcknowledgementEmail(details, emails.publicUrl),
        complaintNoticeEmail(details, emails.publicUrl),
      ]);
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(complaints)
          .values({ name: input.name, email, message: input.message, answerDueOn: details.answerDueOn, createdAt: receivedAt, updatedAt: receivedAt })
          .returning({ id: complaints.id });
        if (!row) throw new Error("The complaint was not stored");
        // One acknowledgement per address per day (UTC), however many complaints name it: the form
        // can't be used to fill someone's inbox. The key is unique in the outbox, so two at once
        // still send one. Every complaint is stored, and the organisation told of each.
        const day = receivedAt.toISOString().slice(0, 10);
        await enqueueEmail(tx, { kind: "complaint-acknowledgement", to: email, ...acknowledgement, dedupeKey: `complaint-acknowledgement:${addressHash(email)}:${day}` });
        await enqueueEmail(tx, { kind: "complaint-notice", to: emails.orgEmail, ...notice, headers: { "Reply-To": email }, dedupeKey: `complaint:${row.id}:notice` });
        return row;
      });
      outbox.notify();
      return stored;
    },
  };
}

/** The start of a name or an email address, in any case. */
function searchFilter(raw: string): SQL | undefined {
  const q = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (!q) return undefined;
  const prefix = `${escapeLike(q)}%`;
  return or(sql`lower(${complaints.name}) like ${prefix}`, sql`${complaints.email} like ${prefix}`);
}

const noteCount = sql<number>`(select count(*)::int from ${complaintNotes} where ${complaintNotes.complaintId} = ${qualified(complaints, complaints.id)})`;

function summary(row: ComplaintRow, notes: number): ComplaintSummary {
  return { id: row.id, createdAt: row.createdAt.toISOString(), name: row.name, email: row.email, status: row.status, answerDueOn: row.answerDueOn, notes };
}

export interface ComplaintAdmin {
  list(query: ComplaintListQuery, pageSize?: number): Promise<ComplaintList>;
  /** How many complaints nobody has picked up yet. */
  newCount(): Promise<number>;
  detail(id: string): Promise<ComplaintDetail>;
  /** A new status, a new due date, or both; what is unchanged is neither written nor recorded. */
  change(id: string, change: { status?: ComplaintStatus; answerDueOn?: string }, actor: Actor, context: RequestContext): Promise<ComplaintDetail>;
  addNote(id: string, body: string, actor: Actor, context: RequestContext): Promise<void>;
}

export function createComplaintAdmin({ db, audit }: { db: Database; audit: AuditLog }): ComplaintAdmin {
  async function locked(tx: Transaction, id: string) {
    const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for("update");
    if (!row) throw new NotFoundError("There is no such complaint");
    return row;
  }

  const admin: ComplaintAdmin = {
    async list(query, pageSize = COMPLAINT_PAGE_SIZE) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(complaints.status, query.status));
      const search = query.q ? searchFilter(query.q) : undefined;
      if (search) filters.push(search);
      if (query.after) {
        const cursor = decodePreciseCursor(query.after);
        filters.push(sql`(${complaints.createdAt}, ${complaints.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
      }
      const rows = await db
        .select({ complaint: complaints, notes: noteCount, cursorAt: preciseTime(complaints.createdAt) })
        .from(complaints)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(pageSize + 1);
      const shown = rows.slice(0, pageSize);
      const last = shown.at(-1);
      return {
        complaints: shown.map(({ complaint, notes }) => summary(complaint, notes)),
        next: rows.length > pageSize && last ? encodePreciseCursor({ at: last.cursorAt, id: last.complaint.id }) : null,
      };
    },

    async newCount() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(complaints).where(eq(complaints.status, "new"));
      return row?.count ?? 0;
    },

    async detail(id) {
      const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
      if (!row) throw new NotFoundError("There is no such complaint");
      const notes = await db.select().from(complaintNotes).where(eq(complaintNotes.complaintId, id)).orderBy(asc(complaintNotes.at), asc(complaintNotes.id));
      return {
        ...summary(row, notes.length),
        updatedAt: row.updatedAt.toISOString(),
        message: row.message,
        notes: notes.map((note) => ({ id: note.id, at: note.at.toISOString(), by: note.actorLabel, body: note.body })),
      };
    },

    async change(id, change, actor, context) {
      await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const before: Record<string, string> = {};
        const after: Record<string, string> = {};
        if (change.status !== undefined && change.status !== row.status) {
          before.status = row.status;
          after.status = change.status;
        }
        if (change.answerDueOn !== undefined && change.answerDueOn !== row.answerDueOn) {
          before.answerDueOn = row.answerDueOn;
          after.answerDueOn = change.answerDueOn;
        }
        if (Object.keys(after).length === 0) return;
        await tx
          .update(complaints)
          .set({ ...(after.status && { status: after.status as ComplaintStatus }), ...(after.answerDueOn && { answerDueOn: after.answerDueOn }), updatedAt: sql`now()` })
          .where(eq(complaints.id, id));
        await audit.record({ actor, action: "complaint.changed", target: { type: "complaint", id }, context, details: { before, after } }, tx);
      });
      return admin.detail(id);
    },

    async addNote(id, body, actor, context) {
      await db.transaction(async (tx) => {
        await locked(tx, id);
        await tx.insert(complaintNotes).values({ complaintId: id, body, actorLabel: actor.actorLabel });
        await tx.update(complaints).set({ updatedAt: sql`now()` }).where(eq(complaints.id, id));
        // The note itself stays with the complaint: the audit log is append-only, and a note may name people.
        await audit.record({ actor, action: "complaint.note_added", target: { type: "complaint", id }, context }, tx);
      });
    },
  };
  return admin;
}
