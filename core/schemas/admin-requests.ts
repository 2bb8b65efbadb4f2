// The back office's inbox of speaking requests (owners; docs/admin-api.md, Requests and
// subscribers): list filters, what a row and a request's page show, a status change and a
// note. Shared by the pages and the server.
import * as z from "zod/mini";
import { adminSearchField } from "./fields";

export const speakingRequestStatuses = ["new", "replied", "booked", "declined"] as const;
export type SpeakingRequestStatus = (typeof speakingRequestStatuses)[number];
export const speakingRequestStatusLabels: Record<SpeakingRequestStatus, string> = {
  new: "New",
  replied: "Replied",
  booked: "Booked",
  declined: "Declined",
};

const statusField = z.enum(speakingRequestStatuses, { error: "Choose new, replied, booked or declined" });

/** GET /api/admin/requests: every status when `status` is absent; newest first, 50 a page. */
export const requestListQuerySchema = z.object({
  status: z.optional(statusField),
  /** The start of a name, an email address or an organisation. */
  q: adminSearchField,
  /** The cursor from the previous page's `next`. */
  after: z.optional(z.string().check(z.maxLength(200))),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  eventDate: z.string(),
  location: z.string(),
  status: z.enum(speakingRequestStatuses),
  notes: z.number(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestListSchema = z.object({
  requests: z.array(requestSummarySchema),
  next: z.nullable(z.string()),
  /** With a search on one status's tab: how many more requests match it on the others. */
  moreInAll: z.optional(z.number()),
});
export type RequestList = z.infer<typeof requestListSchema>;

/** GET /api/admin/requests/new-count: what the navigation shows beside "Requests". */
export const newRequestCountSchema = z.object({ count: z.number() });

export const requestNoteSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  body: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

export const requestDetailSchema = z.object({
  ...requestSummarySchema.shape,
  updatedAt: z.string(),
  phone: z.nullable(z.string()),
  audienceSize: z.nullable(z.number()),
  topic: z.nullable(z.string()),
  message: z.string(),
  /** Oldest first. */
  notes: z.array(requestNoteSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** PATCH /api/admin/requests/:id */
export const requestStatusChangeSchema = z.object({ status: statusField });
export type RequestStatusChange = z.input<typeof requestStatusChangeSchema>;

/** POST /api/admin/requests/:id/notes */
export const requestNoteBodySchema = z.object({
  body: z.string({ error: "Write the note" }).check(
    z.trim(),
    z.minLength(1, "Write the note"),
    z.maxLength(2000, "Keep a note to 2,000 characters"),
  ),
});
