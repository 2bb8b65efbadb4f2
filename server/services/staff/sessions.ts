// Staff sessions, kept in the database so that every server process sees the same
// ones: started at each sign-in with a new random id (the cookie holds it, the row
// its hash), ended by signing out, by an owner's change, or by the timeouts.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { passkeys, settings, staff, staffSessions, type StaffRow } from "../../db/schema/index";
import type { RequestContext } from "../../domain/actor";
import { REQUIRE_PASSKEYS_SETTING } from "./directory";
import { hashToken, newToken } from "./secrets";

export const IDLE_TIMEOUT_MS = 2 * 60 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often: one write a minute, not one per request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SignInMethod = "code" | "passkey" | "setup" | "invite";

export interface StartedSession {
  /** The cookie's value. Never stored, never logged. */
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: string;
  staff: StaffRow;
  expiresAt: Date;
  /** Owners require passkeys and this person has none yet: only adding one is open to them. */
  mustAddPasskey: boolean;
}

export interface StaffSessions {
  start(staffId: string, method: SignInMethod, context: RequestContext, tx?: Database | Transaction): Promise<StartedSession>;
  /** The live session this cookie value opens, or undefined (unknown, ended, idle too long, past its limit, staff removed). */
  resolve(token: string): Promise<ActiveSession | undefined>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of one person: sign out everywhere, removal, a role change. */
  endAllFor(staffId: string, tx?: Database | Transaction): Promise<number>;
}

// The look-up behind every signed-in request, in one statement with the passkey rule it needs
// (it was three), and prepared once: building it with drizzle for each request was a tenth of a
// back-office request's CPU, and PostgreSQL parses it once per connection.
function prepareResolve(db: Database) {
  const mustAddPasskey = sql<boolean>`(exists (select 1 from ${settings} where ${settings.key} = ${REQUIRE_PASSKEYS_SETTING} and ${settings.value} = 'true')
    and not exists (select 1 from ${passkeys} where ${passkeys.staffId} = ${staff.id}))`;
  return db
    .select({ session: staffSessions, staff, mustAddPasskey })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, sql.placeholder("at")),
        gt(staffSessions.lastSeenAt, sql.placeholder("idleSince")),
        isNull(staff.removedAt),
      ),
    )
    .prepare("resolve_staff_session");
}

export function createStaffSessions({ db, now = () => new Date() }: { db: Database; now?: () => Date }): StaffSessions {
  const resolveSession = prepareResolve(db);
  return {
    async start(staffId, method, context, tx = db) {
      const token = newToken();
      const started = now();
      const expiresAt = new Date(started.getTime() + ABSOLUTE_TIMEOUT_MS);
      await tx.insert(staffSessions).values({
        tokenHash: hashToken(token),
        staffId,
        method,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        createdAt: started,
        lastSeenAt: started,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async resolve(token) {
      const at = now();
      // Placeholders skip drizzle's encoders, so the times go as the ISO strings it would send.
      const [row] = await resolveSession.execute({
        tokenHash: hashToken(token),
        at: at.toISOString(),
        idleSince: new Date(at.getTime() - IDLE_TIMEOUT_MS).toISOString(),
      });
      if (!row) return undefined;
      if (at.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, row.session.id));
      }
      return { sessionId: row.session.id, staff: row.staff, expiresAt: row.session.expiresAt, mustAddPasskey: row.mustAddPasskey };
    },

    async end(sessionId) {
      await db
        .update(staffSessions)
        .set({ endedAt: now() })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
    },

    async endAllFor(staffId, tx = db) {
      const ended = await tx
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
        .returning({ id: staffSessions.id });
      return ended.length;
    },
  };
}
