// One-use links that make someone staff. The setup link exists only while nobody is
// an owner: the server logs a fresh one at every start until it is used, and the
// staff command prints one. An owner's invitation names the address and the role and
// is emailed; it lasts seven days. Only the token's hash is stored.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { LinkInfo, StaffRole } from "../../../core/schemas/admin";
import type { Database, Transaction } from "../../db/client";
import { staff, staffInvites } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, NotFoundError } from "../../domain/errors";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { staffInviteEmail } from "../../email/templates/staff-emails";
import type { AuditLog } from "./audit-log";
import { hashToken, newToken, normaliseStaffEmail } from "./secrets";

export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

export const staffLinkPaths = { setup: "/admin/setup", invite: "/admin/invite" } as const;

const LINK_INVALID = "This link has expired, has already been used or was withdrawn. Ask an owner for a new one.";

export interface StaffLinksDeps {
  db: Database;
  outbox: Outbox;
  audit: AuditLog;
  publicUrl: string;
  now?: () => Date;
}

export interface StaffLinks {
  /** A new setup link while no owner exists (undefined once one does). */
  setupLinkIfNoOwner(): Promise<string | undefined>;
  /** A setup link for a named address and role, for the command line: works whether or not an owner exists. */
  commandLineLink(email: string, role: StaffRole): Promise<string>;
  info(token: string): Promise<LinkInfo>;
  /** The setup page: the first owner (or the command line's named person) gives a name and address. */
  completeSetup(input: { token: string; name: string; email: string }, context: RequestContext): Promise<{ staffId: string }>;
  accept(input: { token: string; name: string }, context: RequestContext): Promise<{ staffId: string }>;
  invite(input: { email: string; role: StaffRole }, actor: Actor, context: RequestContext): Promise<{ inviteId: string }>;
  withdraw(inviteId: string, actor: Actor, context: RequestContext): Promise<void>;
}

export function createStaffLinks(deps: StaffLinksDeps): StaffLinks {
  const { db, audit, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownerExists(tx: Database | Transaction = db): Promise<boolean> {
    const [owner] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, "owner"), isNull(staff.removedAt)))
      .limit(1);
    return Boolean(owner);
  }

  async function issue(
    tx: Database | Transaction,
    values: { purpose: "setup" | "invite"; email: string | null; role: StaffRole; invitedBy: string | null; ttlMs: number },
  ) {
    const token = newToken();
    const [row] = await tx
      .insert(staffInvites)
      .values({
        tokenHash: hashToken(token),
        purpose: values.purpose,
        email: values.email,
        role: values.role,
        invitedBy: values.invitedBy,
        expiresAt: new Date(now().getTime() + values.ttlMs),
      })
      .returning({ id: staffInvites.id });
    if (!row) throw new Error("The link was not stored");
    const path = values.purpose === "setup" ? staffLinkPaths.setup : staffLinkPaths.invite;
    return { id: row.id, url: `${publicUrl}${path}?token=${token}` };
  }

  /** The live link this token opens, locked until the transaction ends so it is used once. */
  async function liveLink(tx: Transaction, token: string) {
    const [row] = await tx
      .select()
      .from(staffInvites)
      .where(
        and(
          eq(staffInvites.tokenHash, hashToken(token)),
          isNull(staffInvites.usedAt),
          isNull(staffInvites.revokedAt),
          gt(staffInvites.expiresAt, now()),
        ),
      )
      .for("update");
    return row;
  }

  /** Makes (or brings back) the staff member and spends the link, in the caller's transaction. */
  async function join(tx: Transaction, link: { id: string; role: StaffRole }, person: { email: string; name: string }) {
    const email = normaliseStaffEmail(person.email);
    const [existing] = await tx.select().from(staff).where(eq(staff.email, email)).for("update");
    if (existing && !existing.removedAt) {
      throw new ConflictError("That address already belongs to a member of staff: sign in instead.", [
        { field: "email", message: "That address already belongs to a member of staff: sign in instead." },
      ]);
    }
    const [member] = existing
      ? await tx
          .update(staff)
          .set({ name: person.name, role: link.role, removedAt: null, updatedAt: sql`now()` })
          .where(eq(staff.id, existing.id))
          .returning({ id: staff.id })
      : await tx.insert(staff).values({ email, name: person.name, role: link.role }).returning({ id: staff.id });
    if (!member) throw new Error("The staff member was not stored");
    await tx.update(staffInvites).set({ usedAt: now() }).where(eq(staffInvites.id, link.id));
    return member.id;
  }

  return {
    async setupLinkIfNoOwner() {
      if (await ownerExists()) return undefined;
      const link = await issue(db, { purpose: "setup", email: null, role: "owner", invitedBy: null, ttlMs: SETUP_LINK_TTL_MS });
      await audit.record({ actor: { actorId: null, actorLabel: "system" }, action: "staff.setup_link_issued", target: { type: "invite", id: link.id } });
      return link.url;
    },

    async commandLineLink(email, role) {
      const link = await issue(db, { purpose: "setup", email: normaliseStaffEmail(email), role, invitedBy: null, ttlMs: SETUP_LINK_TTL_MS });
      await audit.record({
        actor: { actorId: null, actorLabel: "command line" },
        action: "staff.setup_link_issued",
        target: { type: "invite", id: link.id },
        details: { email: normaliseStaffEmail(email), role },
      });
      return link.url;
    },

    async info(token) {
      return db.transaction(async (tx) => {
        const link = await liveLink(tx, token);
        // A bare setup link stops working once someone has become the owner.
        if (!link || (link.purpose === "setup" && !link.email && (await ownerExists(tx)))) throw new NotFoundError(LINK_INVALID);
        return { purpose: link.purpose, email: link.email, role: link.role };
      });
    },

    async completeSetup(input, context) {
      const staffId = await db.transaction(async (tx) => {
        const link = await liveLink(tx, input.token);
        if (!link || link.purpose !== "setup" || (!link.email && (await ownerExists(tx)))) throw new NotFoundError(LINK_INVALID);
        if (link.email && link.email !== normaliseStaffEmail(input.email)) {
          const message = `This link is for ${link.email}.`;
          throw new ConflictError(message, [{ field: "email", message }]);
        }
        const id = await join(tx, link, input);
        await audit.record(
          {
            actor: { actorId: id, actorLabel: normaliseStaffEmail(input.email) },
            action: "staff.joined",
            target: { type: "staff", id },
            context,
            details: { role: link.role, by: "setup link" },
          },
          tx,
        );
        return id;
      });
      return { staffId };
    },

    async accept(input, context) {
      const staffId = await db.transaction(async (tx) => {
        const link = await liveLink(tx, input.token);
        if (!link || link.purpose !== "invite" || !link.email) throw new NotFoundError(LINK_INVALID);
        const id = await join(tx, link, { email: link.email, name: input.name });
        await audit.record(
          {
            actor: { actorId: id, actorLabel: link.email },
            action: "staff.joined",
            target: { type: "staff", id },
            context,
            details: { role: link.role, by: "invitation" },
          },
          tx,
        );
        return id;
      });
      return { staffId };
    },

    async invite({ email: rawEmail, role }, actor, context) {
      const email = normaliseStaffEmail(rawEmail);
      const inviteId = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.email, email), isNull(staff.removedAt)));
        if (existing) {
          const message = "That address already belongs to a member of staff: change their role instead.";
          throw new ConflictError(message, [{ field: "email", message }]);
        }
        // A new invitation replaces any earlier one to the same address.
        await tx
          .update(staffInvites)
          .set({ revokedAt: now() })
          .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)));
        const link = await issue(tx, { purpose: "invite", email, role, invitedBy: actor.actorId, ttlMs: INVITE_TTL_MS });
        const message = await staffInviteEmail({ inviteUrl: link.url, role, invitedBy: actor.actorLabel, publicUrl });
        await enqueueEmail(tx, { kind: "staff-invite", to: email, ...message, dedupeKey: `staff-invite:${link.id}` });
        await audit.record({ actor, action: "staff.invited", target: { type: "invite", id: link.id }, context, details: { email, role } }, tx);
        return link.id;
      });
      deps.outbox.notify();
      return { inviteId };
    },

    async withdraw(inviteId, actor, context) {
      await db.transaction(async (tx) => {
        const [withdrawn] = await tx
          .update(staffInvites)
          .set({ revokedAt: now() })
          .where(and(eq(staffInvites.id, inviteId), eq(staffInvites.purpose, "invite"), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
          .returning({ email: staffInvites.email, role: staffInvites.role });
        if (!withdrawn) throw new NotFoundError("No pending invitation has that id");
        await audit.record({ actor, action: "staff.invite_withdrawn", target: { type: "invite", id: inviteId }, context, details: withdrawn }, tx);
      });
    },
  };
}
