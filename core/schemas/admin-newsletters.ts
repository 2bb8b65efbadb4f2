// The back office's newsletters (owners and editors; docs/admin-api.md, "Newsletters"): what the
// list and the editor read, and what a save sends. The body is the pages' rich text, checked on
// the server by core/pages/rich-text.ts against NEWSLETTER_BODY_RULES.
import * as z from "zod/mini";
import type { RichTextRules } from "../pages/rich-text";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_PREVIEW_MAX = 150;
/** A newsletter's body: headings, lists, bold, italic and links, as on the pages. */
export const NEWSLETTER_BODY_RULES: RichTextRules = { headings: [2, 3], lists: true, maxLength: 30_000 };

const line = (label: string, max: number) =>
  z.string({ error: `The ${label} must be text` }).check(
    z.overwrite(visibleOrEmpty),
    z.refine<string>((v) => !hasForbiddenCharacters(v), `Remove the control characters from the ${label}`),
    z.maxLength(max, `Keep the ${label} to ${max} characters or fewer`),
  );

/** POST (a new draft) and PUT (a save): the draft as the form holds it, from the version it opened. */
export const newsletterDraftSchema = z.object({
  /** The version the form opened (absent for a new draft). */
  version: z.optional(z.number({ error: "Reload the page and try again" }).check(z.int(), z.minimum(1))),
  subject: line("subject", NEWSLETTER_SUBJECT_MAX),
  preview: z._default(line("preview line", NEWSLETTER_PREVIEW_MAX), ""),
  body: z.unknown(),
});
export type NewsletterDraftInput = z.infer<typeof newsletterDraftSchema>;

/** POST …/send: the count the person saw and confirmed (the server refuses if it changed). */
export const newsletterConfirmSchema = z.object({
  audienceCount: z.number({ error: "Count the recipients again before sending" }).check(z.int(), z.minimum(0)),
});

export const newsletterStatuses = ["draft", "sending", "paused", "sent", "cancelled"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterProgress {
  /** The SMTP server accepted it. */
  sent: number;
  /** Not yet sent (including those waiting to retry after a temporary refusal). */
  waiting: number;
  /** Refused for good, or too many temporary refusals. */
  failed: number;
  /** Unsubscribed, bounced or asked not to be contacted before their turn. */
  skipped: number;
  /** Not sent because the issue was cancelled. */
  cancelled: number;
  /** Recipients who have unsubscribed since it was sent to them (through any link). */
  unsubscribedSince: number;
}

export interface NewsletterSummary {
  id: string;
  subject: string;
  status: NewsletterStatus;
  updatedAt: string;
  updatedBy: string;
  audienceCount: number | null;
  confirmedAt: string | null;
  sentAt: string | null;
}

export interface AdminNewsletter extends NewsletterSummary {
  version: number;
  preview: string;
  body: unknown;
  createdAt: string;
  createdBy: string;
  confirmedBy: string | null;
  /** The public page, once it has been sent. */
  archivePath: string | null;
  progress: NewsletterProgress | null;
}
