// Sign-in by a 6-digit code emailed to a staff address: ten minutes, one use, five
// tries. Asking for a code answers the same, in the same time, whether or not the address
// is staff's, so the page can't be used to find out who works here: the answer only counts
// the attempt and records the request; the look-up, the code and its email happen in the
// background (server/jobs/sign-in-requests.ts), the same work for an unknown address, undone.
// A wrong code reads the same for every address too: one message for every code that doesn't
// sign in, and the same statements behind it.
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { signInAttempts, staff, staffSignInCodes } from "../../db/schema/index";
import type { RequestContext } from "../../domain/actor";
import { InvalidInputError } from "../../domain/errors";
import { enqueueEmail } from "../../email/outbox";
import { sameWorkKeptOrUndone, type SignInRequestQueue } from "../../jobs/sign-in-requests";
import { staffSignInCodeEmail } from "../../email/templates/staff-emails";
import type { AttemptLimiter } from "./attempt-limiter";
import type { AuditLog } from "./audit-log";
import { hashSignInCode, newSignInCode, normaliseStaffEmail, sameDigest } from "./secrets";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

/**
 * Every code that doesn't sign in, whatever the reason (wrong, expired, used, too many tries, or
 * an address that isn't staff's): different words would tell a stranger which addresses are staff.
 */
export const CODE_REFUSED = "That code didn't work. Check the newest email and try again, or ask for a new code (a code works once, for 10 minutes).";

/** A staff member's id that matches nobody: the look-up for an unknown address still runs. */
const NOBODY = "00000000-0000-0000-0000-000000000000";

/** The audit log's actor for a refused code typed for an address that is no staff member's. */
export const UNKNOWN_ADDRESS = "an address that is no staff member's";

export interface SignInCodesDeps {
  db: Database;
  /** Where a request waits for the background look-up and email. */
  queue: Pick<SignInRequestQueue, "enqueue">;
  audit: AuditLog;
  limiter: AttemptLimiter;
  /** Keys the code hashes (the server's token secret). */
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

export interface SignInCodes {
  /** Counts the attempt and records the request, the same for every address; the code follows by email to staff. */
  request(email: string, context: RequestContext): Promise<void>;
  /** The background half (the sign-in request worker): a code and its email when the address is an active staff member's. */
  issue(tx: Transaction, email: string, context: RequestContext): Promise<void>;
  /** The staff member the code signs in, or InvalidInputError naming `code`. */
  verify(email: string, code: string, context: RequestContext): Promise<{ staffId: string }>;
}

export function createSignInCodes(deps: SignInCodesDeps): SignInCodes {
  const { db, audit, limiter, secret } = deps;
  const now = deps.now ?? (() => new Date());

  /** Read in the sign-in request's transaction when there is one (issue), else on its own (verify). */
  async function activeStaff(email: string, reader: Pick<Transaction, "select"> = db) {
    const [member] = await reader
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.email, normaliseStaffEmail(email)), isNull(staff.removedAt)));
    return member;
  }

  async function issueCode(tx: Transaction, member: { id: string; email: string }, context: RequestContext) {
    const code = newSignInCode();
    const message = await staffSignInCodeEmail({ code, publicUrl: deps.publicUrl });
    const issuedAt = now();
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
  }

  return {
    async request(email, context) {
      const address = normaliseStaffEmail(email);
      await limiter.take({ email: address, ip: context.ip });
      await deps.queue.enqueue("staff", address, context);
    },

    async issue(tx, email, context) {
      const member = await activeStaff(email, tx);
      await sameWorkKeptOrUndone(tx, Boolean(member), async (savepoint) => {
        // For an unknown address, a stand-in member, undone with the code, its email and its entry.
        const [recipient] = member
          ? [member]
          : await savepoint
              .insert(staff)
              .values({ email: `${crypto.randomUUID()}@stand-in.invalid`, name: "stand-in", role: "fulfilment" })
              .returning({ id: staff.id, email: staff.email });
        await issueCode(savepoint, recipient!, context);
      });
    },

    async verify(email, code, context) {
      await limiter.take({ ip: context.ip });
      const member = await activeStaff(email);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        // The same look-up for an unknown address (it finds nothing), so every answer takes about as long.
        const [row] = await tx
          .select()
          .from(staffSignInCodes)
          .where(and(eq(staffSignInCodes.staffId, member?.id ?? NOBODY), isNull(staffSignInCodes.usedAt), gt(staffSignInCodes.expiresAt, at)))
          .orderBy(desc(staffSignInCodes.createdAt))
          .limit(1);
        // A code's tries are rows keyed by its id, under a lock on that key, rather than a count on
        // the code's own row: locking and rewriting that row was work only a staff address's
        // refusal did (0.3 ms that showed in every comparison). An unknown address takes a key
        // of its own each time, so it runs the same statements, counts nothing and waits for no one.
        const triesKey = `code:${row?.id ?? crypto.randomUUID()}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${triesKey}))`);
        const [counted] = await tx.select({ tries: count() }).from(signInAttempts).where(eq(signInAttempts.key, triesKey));
        // Hash even when there is nothing to compare with, so every answer takes about as long.
        const given = hashSignInCode(secret, row?.id ?? "none", code);
        const live = row && (counted?.tries ?? 0) < CODE_MAX_TRIES ? row : undefined;
        if (live && sameDigest(given, live.codeHash)) {
          // Used by a concurrent right answer since it was read: refused like any other.
          const [used] = await tx
            .update(staffSignInCodes)
            .set({ usedAt: at })
            .where(and(eq(staffSignInCodes.id, live.id), isNull(staffSignInCodes.usedAt)))
            .returning({ staffId: staffSignInCodes.staffId });
          if (used) return { ok: true as const, staffId: used.staffId };
        }
        // A refusal counts a try (against an unknown address's throwaway key too). Every refusal
        // is recorded, an unknown address's too (without the address: it is a stranger's, or a
        // typo), in this transaction: each refusal then commits the same two writes, whoever asked.
        await tx.insert(signInAttempts).values({ key: triesKey, at });
        const reason = live ? "wrong code" : row ? "too many tries" : "no live code";
        await audit.record(
          {
            // No actor id: whoever typed the code is not known to be the member (the address typed is
            // the label, the member the target), and an id made the database check, and lock, the
            // member's row for the reference, work an unknown address's refusal never did.
            actor: { actorId: null, actorLabel: member ? member.email : UNKNOWN_ADDRESS },
            action: "sign_in.failed",
            ...(member && { target: { type: "staff", id: member.id } }),
            context,
            details: { method: "code", reason: member ? reason : "not a staff address" },
          },
          tx,
        );
        return { ok: false as const };
      });
      if (!outcome.ok) throw new InvalidInputError(CODE_REFUSED, [{ field: "code", message: CODE_REFUSED }]);
      return { staffId: outcome.staffId };
    },
  };
}
