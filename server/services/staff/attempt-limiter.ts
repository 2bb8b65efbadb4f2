// Rate limits on sign-in, per address and per client IP, counted in the database so
// that several server processes share them (an attacker can't spread guesses across
// servers). Unknown addresses are counted like known ones, so the limit reveals nothing.
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInAttempts } from "../../db/schema/index";
import { TooManyAttemptsError } from "../../domain/errors";
import { hashToken } from "./secrets";

export interface AttemptLimits {
  /** Attempts allowed per address in the window. */
  perAddress: number;
  /** Attempts allowed per IP in the window. */
  perIp: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: AttemptLimits = { perAddress: 5, perIp: 30, windowMs: 15 * 60_000 };

export interface AttemptLimiter {
  /** Counts one attempt for each key, or throws TooManyAttemptsError (and counts nothing) when one is over its limit. */
  take(keys: { email?: string; ip: string }): Promise<void>;
}

export function createAttemptLimiter({
  db,
  limits = DEFAULT_SIGN_IN_LIMITS,
  scope = "staff",
  now = () => new Date(),
}: {
  db: Database;
  limits?: AttemptLimits;
  /** Whose sign-ins these are: staff and supporters count apart. */
  scope?: "staff" | "supporter";
  now?: () => Date;
}): AttemptLimiter {
  // Staff keys keep their first form, so attempts counted before supporters existed still count.
  const prefix = scope === "staff" ? "" : `${scope}:`;
  return {
    async take({ email, ip }) {
      const since = new Date(now().getTime() - limits.windowMs);
      // Addresses are kept hashed: this table says nothing about who tried to sign in.
      const checks = [
        ...(email ? [{ key: `${prefix}email:${hashToken(email)}`, max: limits.perAddress }] : []),
        { key: `${prefix}ip:${ip}`, max: limits.perIp },
      ];
      for (const { key, max } of checks) {
        const [row] = await db
          .select({ n: count() })
          .from(signInAttempts)
          .where(and(eq(signInAttempts.key, key), gt(signInAttempts.at, since)));
        if ((row?.n ?? 0) >= max) {
          throw new TooManyAttemptsError("Too many sign-in attempts. Wait a few minutes, then try again.", Math.ceil(limits.windowMs / 1000));
        }
      }
      await db.insert(signInAttempts).values(checks.map(({ key }) => ({ key, at: now() })));
      // Old attempts say nothing any more; drop them now and then rather than in a job.
      if (Math.random() < 0.02) await db.delete(signInAttempts).where(lt(signInAttempts.at, since));
    },
  };
}
