// The newsletter signup (docs/product-rules.md#data-shapes) and its rules (#validation): /connect needs first name, last name
// and email; the footer needs only an email. The forms and POST /api/newsletter share these.
import * as z from "zod/mini";
import { emailField, optionalText, requiredText } from "./fields";
import { honeypotField } from "./honeypot";

export const newsletterSources = ["connect", "footer"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const connectSignupSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailField,
});

export const footerSignupSchema = z.object({
  email: emailField,
});

export type ConnectSignupInput = z.input<typeof connectSignupSchema>;
export type FooterSignupInput = z.input<typeof footerSignupSchema>;

/** POST /api/newsletter: which fields are required depends on the form it came from (footer when unsaid). */
export const newsletterSignupSchema = z.pipe(
  z.transform((body: unknown) =>
    body && typeof body === "object" && !Array.isArray(body) && !("source" in body)
      ? { ...body, source: "footer" }
      : body,
  ),
  z.discriminatedUnion(
    "source",
    [
      z.object({
        source: z.literal("connect"),
        firstName: requiredText("first name", 100),
        lastName: requiredText("last name", 100),
        email: emailField,
        website: honeypotField,
      }),
      z.object({
        source: z.literal("footer"),
        firstName: optionalText("first name", 100),
        lastName: optionalText("last name", 100),
        email: emailField,
        website: honeypotField,
      }),
    ],
    { error: "source must be connect or footer" },
  ),
);

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The request body as a client sends it. */
export interface NewsletterSignupRequest {
  email: string;
  firstName?: string;
  lastName?: string;
  source?: NewsletterSource;
  website?: string;
}
/** The one answer to every signup, new or repeated, so nobody can learn who is subscribed. */
export const SIGNUP_ACCEPTED_MESSAGE = "Check your inbox: we've sent a link to confirm your subscription.";

export interface NewsletterSignupResponse {
  message: string;
}
