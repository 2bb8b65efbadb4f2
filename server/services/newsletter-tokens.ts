// The signed tokens in newsletter links. A token names a subscriber, what it may
// do (confirm or unsubscribe), when it was issued and, for confirmation, when it
// expires; an HMAC-SHA256 over all of that means none of it can be changed.
// Format: `<purpose>.<subscriber id>.<issued ms, base36>.<expires ms, base36 or empty>.<signature>`,
// every character URL-safe.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";

/** Confirmation links work for a week; unsubscribe links never expire (old emails must keep working). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  subscriberId: string;
  purpose: TokenPurpose;
  issuedAt: number;
  expiresAt?: number;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: "malformed" | "signature" | "purpose" | "expired" };

const purposeCodes: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE36 = /^[0-9a-z]{1,12}$/;
// Keeps these signatures from ever matching one the same secret makes for something else.
const DOMAIN = "pm-newsletter-link-v1";

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${DOMAIN}:${payload}`).digest();
}

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = [
    purposeCodes[claims.purpose],
    claims.subscriberId,
    claims.issuedAt.toString(36),
    claims.expiresAt === undefined ? "" : claims.expiresAt.toString(36),
  ].join(".");
  return `${payload}.${sign(secret, payload).toString("base64url")}`;
}

export function confirmToken(secret: string, subscriberId: string, now = Date.now()): string {
  return signToken(secret, { subscriberId, purpose: "confirm", issuedAt: now, expiresAt: now + CONFIRM_TOKEN_TTL_MS });
}

export function unsubscribeToken(secret: string, subscriberId: string, now = Date.now()): string {
  return signToken(secret, { subscriberId, purpose: "unsubscribe", issuedAt: now });
}

export function verifyToken(secret: string, token: unknown, purpose: TokenPurpose, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 5) return { ok: false, reason: "malformed" };
  const [code, subscriberId, issued, expires, signature] = parts as [string, string, string, string, string];
  const given = Buffer.from(signature, "base64url");
  const expected = sign(secret, parts.slice(0, 4).join("."));
  // Compare in constant time, and only buffers of equal length (timingSafeEqual demands it).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  if (!UUID.test(subscriberId) || !BASE36.test(issued) || (expires !== "" && !BASE36.test(expires))) {
    return { ok: false, reason: "malformed" };
  }
  if (code !== purposeCodes[purpose]) return { ok: false, reason: "purpose" };
  const expiresAt = expires === "" ? undefined : parseInt(expires, 36);
  if (expiresAt !== undefined && now >= expiresAt) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: { subscriberId, purpose, issuedAt: parseInt(issued, 36), ...(expiresAt !== undefined && { expiresAt }) },
  };
}
