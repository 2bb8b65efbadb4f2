// Field rules shared by forms and endpoints, with messages a person can act on.
// core/ ships to the browser, so it uses zod/mini (about 5 kB) rather than
// classic zod (which doesn't tree-shake): see docs/decisions/0005-zod-mini-in-core.md.
import * as z from "zod/mini";
import { isValidEmail } from "../email-address";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

/** Absent or blank becomes undefined. */
const blankToUndefined = (v: string | undefined) => (v ? v : undefined);

export interface TextOptions {
  /** Newlines and tabs allowed (a message); otherwise one line. */
  multiline?: boolean;
}

/** Trims, empties what is only invisible characters, refuses control characters (core/text-rules.ts). */
const textChecks = (label: string, max: number, options: TextOptions) =>
  [
    z.overwrite(visibleOrEmpty),
    z.refine<string>((v) => !hasForbiddenCharacters(v, options), `Your ${label} contains a character we can't accept: remove any control characters`),
    z.maxLength(max, `Keep your ${label} to ${max} characters or fewer`),
  ] as const;

export const requiredText = (label: string, max: number, options: TextOptions = {}) =>
  z.string({ error: `Enter your ${label}` }).check(...textChecks(label, max, options), z.minLength(1, `Enter your ${label}`));

export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  z.pipe(
    z.optional(z.string({ error: `Your ${label} must be text` }).check(...textChecks(label, max, options))),
    z.transform(blankToUndefined),
  );

export const emailField = z.string({ error: "Enter your email address" }).check(
  z.overwrite(visibleOrEmpty),
  z.minLength(1, "Enter your email address"),
  z.maxLength(254, "That email address is too long"),
  z.refine<string>((v) => v === "" || v.length > 254 || isValidEmail(v), "Enter a valid email address, like name@example.com"),
);

/** A money amount in pounds as the request body carries it: at most two decimals. */
export const poundsAmount = (limits: { min?: [number, string]; max?: [number, string] } = {}) =>
  z.number({ error: "Amount must be a number in pounds" }).check(
    z.refine((v) => Number.isFinite(v), "Amount must be a number in pounds"),
    z.gte(limits.min?.[0] ?? 0, limits.min?.[1] ?? "Amount cannot be negative"),
    ...(limits.max ? [z.lte(limits.max[0], limits.max[1])] : []),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Amount can have at most two decimal places"),
  );

export { blankToUndefined };

/**
 * A back-office list's search box: trimmed, at most 100 characters, and never a control character
 * (a NUL, which PostgreSQL refuses in text, answered 500 before; no person types one).
 */
export const adminSearchField = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(100, "Search for at most 100 characters"),
    z.refine((v: string) => !hasForbiddenCharacters(v), "Search for letters, numbers and punctuation only"),
  ),
);
