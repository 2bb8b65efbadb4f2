// Speaking requests as the owners' inbox sees them: the list (status, search, keyset paging,
// newest first), the count of new ones for the navigation, one request with its notes, and
// the two changes staff make: its status, and a note. Each change is audited in the same
// transaction.
import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type {
  RequestDetail,
  RequestList,
  RequestListQuery,
  RequestSummary,
  SpeakingRequestStatus,
} from "../../core/schemas/admin-requests";
import type { Database, Transaction } from "../db/client";
import { qualified } from "../db/qualified";
import { speakingRequestNotes, speakingRequests, type SpeakingRequestRow } from "../db/schema/index";
import type { Actor, RequestContext } from "../domain/actor";
import { NotFoundError } from "../domain/errors";
import { decodePreciseCursor, encodePreciseCursor, escapeLike, preciseTime } from "./keyset";
import type { AuditLog } from "./staff/audit-log";

export const REQUEST_PAGE_SIZE = 50;

export interface SpeakingRequestAdminDeps {
  db: Database;
  audit: AuditLog;
}


/** The start of a name, an email address or an organisation, in any case. */
function searchFilter(raw: string): SQL | undefined {
  const q = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (!q) return undefined;
  const prefix = `${escapeLike(q)}%`;
  return or(
    sql`lower(${speakingRequests.name}) like ${prefix}`,
    sql`lower(${speakingRequests.email}) like ${prefix}`,
    sql`lower(${speakingRequests.organisation}) like ${prefix}`,
  );
}

const noteCount = sql<number>`(select count(*)::int from ${speakingRequestNotes} where ${speakingRequestNotes.requestId} = ${qualified(speakingRequests, speakingRequests.id)})`;

function summary(row: SpeakingRequestRow, notes: number): RequestSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    eventDate: row.eventDate,
    location: row.location,
    status: row.status,
    notes,
  };
}

export interface SpeakingRequestAdmin {
  list(query: RequestListQuery, pageSize?: number): Promise<RequestList>;
  /** How many requests nobody has answered yet. */
  newCount(): Promise<number>;
  detail(id: string): Promise<RequestDetail>;
  /** Moves a request to a status; the same status again changes (and records) nothing. */
  changeStatus(id: string, status: SpeakingRequestStatus, actor: Actor, context: RequestContext): Promise<RequestDetail>;
  addNote(id: string, body: string, actor: Actor, context: RequestContext): Promise<void>;
}

export function createSpeakingRequestAdmin({ db, audit }: SpeakingRequestAdminDeps): SpeakingRequestAdmin {
  async function lockedRequest(tx: Transaction, id: string) {
    const [row] = await tx.select().from(speakingRequests).where(eq(speakingRequests.id, id)).for("update");
    if (!row) throw new NotFoundError("There is no such speaking request");
    return row;
  }

  const admin: SpeakingRequestAdmin = {
    async list(query, pageSize = REQUEST_PAGE_SIZE) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(speakingRequests.status, query.status));
      const search = query.q ? searchFilter(query.q) : undefined;
      if (search) filters.push(search);
      if (query.after) {
        const cursor = decodePreciseCursor(query.after);
        filters.push(sql`(${speakingRequests.createdAt}, ${speakingRequests.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
      }
      const rows = await db
        .select({ request: speakingRequests, notes: noteCount, cursorAt: preciseTime(speakingRequests.createdAt) })
        .from(speakingRequests)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(speakingRequests.createdAt), desc(speakingRequests.id))
        .limit(pageSize + 1);
      const shown = rows.slice(0, pageSize);
      const last = shown.at(-1);
      // A search on one tab (the inbox opens on "New") also counts its matches on the others, so
      // a request already replied to or booked isn't "not found" (issue 31). First page only.
      let moreInAll: number | undefined;
      if (search && query.status && !query.after) {
        const [elsewhere] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(speakingRequests)
          .where(and(search, ne(speakingRequests.status, query.status)));
        moreInAll = elsewhere?.count ?? 0;
      }
      return {
        requests: shown.map(({ request, notes }) => summary(request, notes)),
        next: rows.length > pageSize && last ? encodePreciseCursor({ at: last.cursorAt, id: last.request.id }) : null,
        ...(moreInAll !== undefined && { moreInAll }),
      };
    },

    async newCount() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(speakingRequests)
        .where(eq(speakingRequests.status, "new"));
      return row?.count ?? 0;
    },

    async detail(id) {
      const [row] = await db.select().from(speakingRequests).where(eq(speakingRequests.id, id));
      if (!row) throw new NotFoundError("There is no such speaking request");
      const notes = await db
        .select()
        .from(speakingRequestNotes)
        .where(eq(speakingRequestNotes.requestId, id))
        .orderBy(asc(speakingRequestNotes.at), asc(speakingRequestNotes.id));
      return {
        ...summary(row, notes.length),
        updatedAt: row.updatedAt.toISOString(),
        phone: row.phone,
        audienceSize: row.audienceSize,
        topic: row.topic,
        message: row.message,
        notes: notes.map((note) => ({ id: note.id, at: note.at.toISOString(), by: note.actorLabel, body: note.body })),
      };
    },

    async changeStatus(id, status, actor, context) {
      await db.transaction(async (tx) => {
        const row = await lockedRequest(tx, id);
        if (row.status === status) return;
        await tx.update(speakingRequests).set({ status, updatedAt: sql`now()` }).where(eq(speakingRequests.id, id));
        await audit.record(
          { actor, action: "request.status_changed", target: { type: "speaking_request", id }, context, details: { from: row.status, to: status } },
          tx,
        );
      });
      return admin.detail(id);
    },

    async addNote(id, body, actor, context) {
      await db.transaction(async (tx) => {
        await lockedRequest(tx, id);
        await tx.insert(speakingRequestNotes).values({ requestId: id, body, actorLabel: actor.actorLabel });
        await tx.update(speakingRequests).set({ updatedAt: sql`now()` }).where(eq(speakingRequests.id, id));
        // The note itself stays with the request: the audit log is append-only, and a note may name people.
        await audit.record({ actor, action: "request.note_added", target: { type: "speaking_request", id }, context }, tx);
      });
    },
  };
  return admin;
}
