// How a supporter gets into /account without a password: a one-use link emailed to an
// address that has given or bought (30 minutes), or the "Manage or cancel your monthly gift"
// link in a monthly receipt (signed, expiring, one use). Either opens a one-hour session.
// Asking for a link reads the same, and takes the same time, whether or not the address is
// known: the answer only counts the attempt and records the request; the look-up, the link and
// its email happen in the background (server/jobs/sign-in-requests.ts).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { orders, supporterSessions, supporterSignInLinks, usedManageLinks } from "../../db/schema/index";
import type { RequestContext } from "../../domain/actor";
import { enqueueEmail } from "../../email/outbox";
import { sameWorkKeptOrUndone, type SignInRequestQueue } from "../../jobs/sign-in-requests";
import { accountSignInEmail } from "../../email/templates/account-emails";
import type { AttemptLimiter } from "../staff/attempt-limiter";
import { hashToken, newToken } from "../staff/secrets";

export const SIGN_IN_LINK_MS = 30 * 60_000;
export const SUPPORTER_SESSION_MS = 60 * 60_000;
/** A receipt's manage link lasts until well after the next month's receipt. */
export const MANAGE_LINK_MS = 60 * 24 * 60 * 60_000;

export const ACCOUNT_LINK_SENT_MESSAGE = "If that address has given or ordered from us, a sign-in link is on its way. It works once, for 30 minutes.";

export interface SupporterAccessDeps {
  db: Database;
  /** Where a request waits for the background look-up and email. */
  queue: Pick<SignInRequestQueue, "enqueue">;
  limiter: AttemptLimiter;
  publicUrl: string;
  secret: string;
  now?: () => Date;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
  email: string;
}

export interface SupporterAccess {
  /** Counts the attempt and records the request, the same for every address; the link follows by email to a known one. */
  requestLink(email: string, context: RequestContext): Promise<void>;
  /** The background half (the sign-in request worker): a link and its email when the address has given or ordered. */
  issueLink(tx: Transaction, email: string): Promise<void>;
  /** A sign-in link's token: a new session, or undefined for a used, expired or unknown link. */
  openSignInLink(token: unknown): Promise<OpenedSession | undefined>;
  /** A receipt's manage link: a new session for that gift's donor, or undefined. */
  openManageLink(token: unknown): Promise<OpenedSession | undefined>;
  /** The signed-in supporter's email, or undefined. */
  session(token: string | undefined): Promise<{ email: string; expiresAt: Date } | undefined>;
  endSession(token: string | undefined): Promise<void>;
}

export function normaliseSupporterEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`manage:${payload}`).digest("base64url").slice(0, 32);
}

/** `/account/manage?token=…` for a monthly gift's receipt: the gift, an expiry and a nonce, signed. */
export function manageLinkUrl(publicUrl: string, secret: string, orderId: string, now = new Date()): string {
  const payload = `${orderId}.${Math.floor((now.getTime() + MANAGE_LINK_MS) / 1000)}.${randomBytes(12).toString("base64url")}`;
  return `${publicUrl}/account/manage?token=${payload}.${sign(secret, payload)}`;
}

function readManageToken(secret: string, token: unknown, now: Date): { orderId: string; nonce: string } | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const parts = token.split(".");
  if (parts.length !== 4) return undefined;
  const [orderId = "", expires = "", nonce = "", signature = ""] = parts;
  const expected = Buffer.from(sign(secret, `${orderId}.${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < now.getTime()) return undefined;
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return undefined;
  return { orderId, nonce };
}

export function createSupporterAccess(deps: SupporterAccessDeps): SupporterAccess {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function startSession(email: string): Promise<OpenedSession> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + SUPPORTER_SESSION_MS);
    await db.insert(supporterSessions).values({ tokenHash: hashToken(token), email, expiresAt });
    return { token, expiresAt, email };
  }

  return {
    async requestLink(rawEmail, context) {
      const email = normaliseSupporterEmail(rawEmail);
      await deps.limiter.take({ email, ip: context.ip });
      await deps.queue.enqueue("supporter", email, context);
    },

    async issueLink(tx, rawEmail) {
      const email = normaliseSupporterEmail(rawEmail);
      const [known] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(sql`lower(${orders.email}) = ${email}`, sql`${orders.status} <> 'pending'`))
        .limit(1);
      // An unknown address gets the same link and email, undone (server/jobs/sign-in-requests.ts).
      await sameWorkKeptOrUndone(tx, Boolean(known), async (savepoint) => {
        const token = newToken();
        await savepoint.insert(supporterSignInLinks).values({ tokenHash: hashToken(token), email, expiresAt: new Date(now().getTime() + SIGN_IN_LINK_MS) });
        const message = await accountSignInEmail({ url: `${deps.publicUrl}/account/sign-in?token=${token}`, publicUrl: deps.publicUrl });
        await enqueueEmail(savepoint, { kind: "account-sign-in", to: email, ...message, dedupeKey: `account-sign-in:${hashToken(token)}` });
      });
    },

    async openSignInLink(token) {
      if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      const [used] = await db
        .update(supporterSignInLinks)
        .set({ usedAt: now() })
        .where(and(eq(supporterSignInLinks.tokenHash, hashToken(token)), isNull(supporterSignInLinks.usedAt), gt(supporterSignInLinks.expiresAt, now())))
        .returning({ email: supporterSignInLinks.email });
      return used ? startSession(used.email) : undefined;
    },

    async openManageLink(token) {
      const read = readManageToken(deps.secret, token, now());
      if (!read) return undefined;
      const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, read.orderId));
      if (!order) return undefined;
      const fresh = await db.insert(usedManageLinks).values({ nonce: read.nonce }).onConflictDoNothing().returning({ nonce: usedManageLinks.nonce });
      return fresh.length ? startSession(normaliseSupporterEmail(order.email)) : undefined;
    },

    async session(token) {
      if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      const [row] = await db
        .select({ email: supporterSessions.email, expiresAt: supporterSessions.expiresAt })
        .from(supporterSessions)
        .where(and(eq(supporterSessions.tokenHash, hashToken(token)), gt(supporterSessions.expiresAt, now())));
      return row;
    },

    async endSession(token) {
      if (token) await db.delete(supporterSessions).where(eq(supporterSessions.tokenHash, hashToken(token)));
    },
  };
}
