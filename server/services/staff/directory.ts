// Who works here, as owners manage it: the list with pending invitations, role
// changes and removals (each ends the person's sessions at once), and the
// "require passkeys" setting. The last owner can be neither removed nor demoted.
import { and, count, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { StaffList, StaffRole } from "../../../core/schemas/admin";
import type { Database, Transaction } from "../../db/client";
import { passkeys, settings, staff, staffInvites, staffSessions, type StaffRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, NotAllowedError, NotFoundError } from "../../domain/errors";
import type { AuditLog } from "./audit-log";
import type { StaffSessions } from "./sessions";

export const REQUIRE_PASSKEYS_SETTING = "staff_require_passkeys";

export interface StaffDirectory {
  list(): Promise<StaffList>;
  find(staffId: string): Promise<StaffRow | undefined>;
  changeRole(staffId: string, role: StaffRole, actor: Actor, context: RequestContext): Promise<StaffRow>;
  remove(staffId: string, actor: Actor, context: RequestContext): Promise<void>;
  requirePasskeys(): Promise<boolean>;
  setRequirePasskeys(required: boolean, actor: Actor, context: RequestContext): Promise<boolean>;
}

export function createStaffDirectory({
  db,
  audit,
  sessions,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditLog;
  sessions: StaffSessions;
  now?: () => Date;
}): StaffDirectory {
  /** The member, locked for this transaction; NotFoundError for an unknown or removed one. */
  async function lockMember(tx: Transaction, staffId: string): Promise<StaffRow> {
    const [member] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, staffId), isNull(staff.removedAt)))
      .for("update");
    if (!member) throw new NotFoundError("No member of staff has that id");
    return member;
  }

  /**
   * Locks every owner's row, always in the same order and before any other, so that two
   * owners changing each other at once queue up instead of deadlocking or both passing
   * the last-owner check. Refuses an acting owner who stopped being one meanwhile.
   * Answers how many owners there are.
   */
  async function lockOwners(tx: Transaction, actor: Actor): Promise<number> {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, "owner"), isNull(staff.removedAt)))
      .orderBy(staff.id)
      .for("update");
    if (actor.actorId && !owners.some((owner) => owner.id === actor.actorId)) {
      throw new NotAllowedError("Only an owner can do this, and you are no longer one");
    }
    return owners.length;
  }

  /** Refuses a change that would leave nobody able to manage staff. */
  function keepAnOwner(owners: number, member: StaffRow, what: string): void {
    if (member.role === "owner" && owners <= 1) {
      throw new ConflictError(`${what}: they are the only owner. Make someone else an owner first.`);
    }
  }

  function refuseSelf(actor: Actor, staffId: string, what: string): void {
    if (actor.actorId === staffId) throw new ConflictError(`You can't ${what} yourself: ask another owner.`);
  }

  return {
    async list() {
      const passkeyCounts = db
        .select({ staffId: passkeys.staffId, n: count().as("n") })
        .from(passkeys)
        .groupBy(passkeys.staffId)
        .as("passkey_counts");
      const lastSignIns = db
        .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as("at") })
        .from(staffSessions)
        .groupBy(staffSessions.staffId)
        .as("last_sign_ins");
      const members = await db
        .select({ member: staff, passkeys: passkeyCounts.n, lastSignInAt: lastSignIns.at })
        .from(staff)
        .leftJoin(passkeyCounts, eq(passkeyCounts.staffId, staff.id))
        .leftJoin(lastSignIns, eq(lastSignIns.staffId, staff.id))
        .where(isNull(staff.removedAt))
        .orderBy(staff.name);
      const invites = await db
        .select()
        .from(staffInvites)
        .where(
          and(
            eq(staffInvites.purpose, "invite"),
            isNull(staffInvites.usedAt),
            isNull(staffInvites.revokedAt),
            gt(staffInvites.expiresAt, now()),
          ),
        )
        .orderBy(staffInvites.createdAt);
      return {
        staff: members.map(({ member, passkeys: n, lastSignInAt }) => ({
          id: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
          createdAt: member.createdAt.toISOString(),
          passkeys: Number(n ?? 0),
          lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
        })),
        invites: invites.map((invite) => ({
          id: invite.id,
          email: invite.email ?? "",
          role: invite.role,
          expiresAt: invite.expiresAt.toISOString(),
          createdAt: invite.createdAt.toISOString(),
        })),
      };
    },

    async find(staffId) {
      const [member] = await db.select().from(staff).where(and(eq(staff.id, staffId), isNull(staff.removedAt)));
      return member;
    },

    async changeRole(staffId, role, actor, context) {
      return db.transaction(async (tx) => {
        const owners = await lockOwners(tx, actor);
        const member = await lockMember(tx, staffId);
        if (member.role === role) return member;
        refuseSelf(actor, staffId, "change the role of");
        if (role !== "owner") keepAnOwner(owners, member, "They can't stop being an owner");
        const [updated] = await tx
          .update(staff)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(staff.id, staffId))
          .returning();
        // What they may do has changed: they sign in again and get the new role's access.
        const ended = await sessions.endAllFor(staffId, tx);
        await audit.record(
          {
            actor,
            action: "staff.role_changed",
            target: { type: "staff", id: staffId },
            context,
            details: { email: member.email, before: member.role, after: role, sessionsEnded: ended },
          },
          tx,
        );
        return updated ?? member;
      });
    },

    async remove(staffId, actor, context) {
      await db.transaction(async (tx) => {
        const owners = await lockOwners(tx, actor);
        const member = await lockMember(tx, staffId);
        refuseSelf(actor, staffId, "remove");
        keepAnOwner(owners, member, "They can't be removed");
        await tx.update(staff).set({ removedAt: now(), updatedAt: sql`now()` }).where(eq(staff.id, staffId));
        const ended = await sessions.endAllFor(staffId, tx);
        await audit.record(
          {
            actor,
            action: "staff.removed",
            target: { type: "staff", id: staffId },
            context,
            details: { email: member.email, role: member.role, sessionsEnded: ended },
          },
          tx,
        );
      });
    },

    async requirePasskeys() {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_PASSKEYS_SETTING));
      return row?.value === "true";
    },

    async setRequirePasskeys(required, actor, context) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_PASSKEYS_SETTING));
        const value = String(required);
        await tx
          .insert(settings)
          .values({ key: REQUIRE_PASSKEYS_SETTING, value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
        await audit.record(
          {
            actor,
            action: "settings.changed",
            target: { type: "setting", id: REQUIRE_PASSKEYS_SETTING },
            context,
            details: { before: before?.value === "true", after: required },
          },
          tx,
        );
      });
      return required;
    },
  };
}
