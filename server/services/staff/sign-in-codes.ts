// Sign-in by a 6-digit code emailed to a staff address: ten minutes, one use, five
// tries. Asking for a code answers the same, in about the same time, whether or not
// the address is staff's, so the page can't be used to find out who works here.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staff, staffSignInCodes } from "../../db/schema/index";
import type { RequestContext } from "../../domain/actor";
import { InvalidInputError } from "../../domain/errors";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { staffSignInCodeEmail } from "../../email/templates/staff-emails";
import type { AttemptLimiter } from "./attempt-limiter";
import type { AuditLog } from "./audit-log";
import { hashSignInCode, newSignInCode, normaliseStaffEmail, sameDigest } from "./secrets";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const DEAD_CODE = "This code has expired or has already been used. Ask for a new one.";
const WRONG_CODE = "That code isn't right. Check the email and try again.";
const TOO_MANY_TRIES = "That was the fifth wrong try, so this code no longer works. Ask for a new one.";

export interface SignInCodesDeps {
  db: Database;
  outbox: Outbox;
  audit: AuditLog;
  limiter: AttemptLimiter;
  /** Keys the code hashes (the server's token secret). */
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

export interface SignInCodes {
  /** Emails a code when the address is an active staff member's; otherwise does the same work and sends nothing. */
  request(email: string, context: RequestContext): Promise<void>;
  /** The staff member the code signs in, or InvalidInputError naming `code`. */
  verify(email: string, code: string, context: RequestContext): Promise<{ staffId: string }>;
}

export function createSignInCodes(deps: SignInCodesDeps): SignInCodes {
  const { db, audit, limiter, secret } = deps;
  const now = deps.now ?? (() => new Date());

  async function activeStaff(email: string) {
    const [member] = await db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.email, normaliseStaffEmail(email)), isNull(staff.removedAt)));
    return member;
  }

  return {
    async request(email, context) {
      await limiter.take({ email: normaliseStaffEmail(email), ip: context.ip });
      const member = await activeStaff(email);
      const code = newSignInCode();
      // Rendered for every address, so an unknown one costs the same time as a known one.
      const message = await staffSignInCodeEmail({ code, publicUrl: deps.publicUrl });
      if (!member) return;
      const issuedAt = now();
      await db.transaction(async (tx) => {
        // Only the newest code works: asking again retires the one before.
        await tx
          .update(staffSignInCodes)
          .set({ usedAt: issuedAt })
          .where(and(eq(staffSignInCodes.staffId, member.id), isNull(staffSignInCodes.usedAt)));
        const id = crypto.randomUUID();
        await tx.insert(staffSignInCodes).values({
          id,
          staffId: member.id,
          codeHash: hashSignInCode(secret, id, code),
          expiresAt: new Date(issuedAt.getTime() + CODE_TTL_MS),
          createdAt: issuedAt,
        });
        await enqueueEmail(tx, { kind: "staff-sign-in-code", to: member.email, ...message, dedupeKey: `staff-sign-in-code:${id}` });
        await audit.record(
          { actor: { actorId: member.id, actorLabel: member.email }, action: "sign_in.code_sent", target: { type: "staff", id: member.id }, context },
          tx,
        );
      });
      deps.outbox.notify();
    },

    async verify(email, code, context) {
      await limiter.take({ ip: context.ip });
      const member = await activeStaff(email);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = member
          ? await tx
              .select()
              .from(staffSignInCodes)
              .where(and(eq(staffSignInCodes.staffId, member.id), isNull(staffSignInCodes.usedAt), gt(staffSignInCodes.expiresAt, at)))
              .orderBy(desc(staffSignInCodes.createdAt))
              .limit(1)
              .for("update")
          : [];
        // Hash even when there is nothing to compare with, so every answer takes about as long.
        const given = hashSignInCode(secret, row?.id ?? "none", code);
        if (!row || row.attempts >= CODE_MAX_TRIES) return { ok: false as const, message: DEAD_CODE, reason: row ? "too many tries" : "no live code" };
        if (!sameDigest(given, row.codeHash)) {
          const [updated] = await tx
            .update(staffSignInCodes)
            .set({ attempts: sql`${staffSignInCodes.attempts} + 1` })
            .where(eq(staffSignInCodes.id, row.id))
            .returning({ attempts: staffSignInCodes.attempts });
          const spent = (updated?.attempts ?? CODE_MAX_TRIES) >= CODE_MAX_TRIES;
          return { ok: false as const, message: spent ? TOO_MANY_TRIES : WRONG_CODE, reason: "wrong code" };
        }
        await tx.update(staffSignInCodes).set({ usedAt: at }).where(eq(staffSignInCodes.id, row.id));
        return { ok: true as const, staffId: row.staffId };
      });
      if (!outcome.ok) {
        if (member) {
          await audit.record({
            actor: { actorId: member.id, actorLabel: member.email },
            action: "sign_in.failed",
            target: { type: "staff", id: member.id },
            context,
            details: { method: "code", reason: outcome.reason },
          });
        }
        throw new InvalidInputError(outcome.message, [{ field: "code", message: outcome.message }]);
      }
      return { staffId: outcome.staffId };
    },
  };
}
