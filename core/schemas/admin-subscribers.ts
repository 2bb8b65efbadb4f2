// The back office's newsletter subscribers (owners; docs/admin-api.md, Requests and
// subscribers): the list with each address's proof of consent (when and where it was given,
// when it was confirmed), and a manual unsubscribe. Shared by the pages and the server.
import * as z from "zod/mini";
import { adminSearchField } from "./fields";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatusName = (typeof subscriberStatuses)[number];
export const subscriberStatusLabels: Record<SubscriberStatusName, string> = {
  pending: "Not yet confirmed",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const subscriberSources = ["connect", "footer", "account", "gift", "order"] as const;
export const subscriberSourceLabels: Record<(typeof subscriberSources)[number], string> = {
  connect: "Connect page",
  footer: "Footer form",
  account: "Supporter account",
  gift: "A gift (soft opt-in)",
  order: "An order (soft opt-in)",
};

/** Why we may email them: confirmed consent, or the charitable-purpose soft opt-in. */
export const subscriberBases = ["consent", "soft_opt_in"] as const;
export const subscriberBasisLabels: Record<(typeof subscriberBases)[number], string> = {
  consent: "Consent",
  soft_opt_in: "Soft opt-in",
};

/** GET /api/admin/subscribers: every status when `status` is absent; newest first, 50 a page. */
export const subscriberListQuerySchema = z.object({
  status: z.optional(z.enum(subscriberStatuses, { error: "Choose pending, confirmed or unsubscribed" })),
  /** The start of an email address or a name. */
  q: adminSearchField,
  /** The cursor from the previous page's `next`. */
  after: z.optional(z.string().check(z.maxLength(200))),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  status: z.enum(subscriberStatuses),
  source: z.enum(subscriberSources),
  /** When the address was first given. */
  createdAt: z.string(),
  /** The last confirmation email queued. */
  confirmationSentAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
  basis: z.enum(subscriberBases),
  /** Soft opt-in: when the gift or order (the source) that collected the address was paid. */
  softOptInAt: z.nullable(z.string()),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(subscriberSchema),
  next: z.nullable(z.string()),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
