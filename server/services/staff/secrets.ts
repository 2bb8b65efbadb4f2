// The back office's secrets: random tokens (session ids, setup and invitation links)
// and 6-digit sign-in codes, and how each is stored — only ever as a hash, so a copy of
// the database opens no session and uses no link.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: a session id or a link token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token's stored form. A plain hash suffices: 256 random bits can't be guessed from it. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Six digits, leading zeros kept: "004213". */
export function newSignInCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * A code's stored form: keyed with the server's secret and bound to its row, because a
 * million possible codes would fall to a plain hash at once.
 */
export function hashSignInCode(secret: string, codeId: string, code: string): string {
  return createHmac("sha256", secret).update(`${codeId}:${code}`).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An email address as staff records keep it. */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}
