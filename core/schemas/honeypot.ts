// A form field people never see and bots fill in. Endpoints that find it filled
// answer exactly as a success would and keep nothing, so bots learn nothing.
import * as z from "zod/mini";

export const HONEYPOT_FIELD = "website";

export const honeypotField = z.optional(z.string().check(z.maxLength(1000)));

export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
