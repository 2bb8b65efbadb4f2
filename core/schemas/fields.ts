// Field rules shared by forms and endpoints, with messages a person can act on.
import { z } from "zod";
import { EMAIL_PATTERN } from "../email-address";

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Keep your ${label} to ${max} characters or fewer`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `Keep your ${label} to ${max} characters or fewer`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const emailField = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .regex(EMAIL_PATTERN, "Enter a valid email address, like name@example.com");

/** A money amount in pounds as SPEC's request body carries it: at most two decimals. */
export const poundsAmount = z
  .number({ error: "Amount must be a number in pounds" })
  .finite("Amount must be a number in pounds")
  .nonnegative("Amount cannot be negative")
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Amount can have at most two decimal places");
