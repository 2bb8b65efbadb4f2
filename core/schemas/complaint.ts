// Complaints about how we handle someone's personal data: the public form at /privacy/complaint
// (server-rendered, no script) and the owners' back office share these rules and words.
import * as z from "zod/mini";
import { adminSearchField, emailField, requiredText } from "./fields";
import { honeypotField } from "./honeypot";

export const COMPLAINT_MESSAGE_MAX = 5000;

/** POST /privacy/complaint: a plain HTML form's fields. */
export const complaintFormSchema = z.object({
  name: requiredText("name", 100),
  email: emailField,
  message: requiredText("description of what happened", COMPLAINT_MESSAGE_MAX, { multiline: true }),
  website: honeypotField,
});
export type ComplaintForm = z.output<typeof complaintFormSchema>;

/** The law asks us to acknowledge within 30 days; we acknowledge at once and owe a full answer by then. */
export const COMPLAINT_ANSWER_DAYS = 30;

export const complaintStatuses = ["new", "acknowledged", "answered", "closed"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  new: "New",
  acknowledged: "Acknowledged",
  answered: "Answered",
  closed: "Closed",
};

const statusField = z.enum(complaintStatuses, { error: "Choose new, acknowledged, answered or closed" });

/** GET /api/admin/complaints: every status when `status` is absent; newest first, 50 a page. */
export const complaintListQuerySchema = z.object({
  status: z.optional(statusField),
  /** The start of a name or an email address. */
  q: adminSearchField,
  after: z.optional(z.string().check(z.maxLength(200))),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

export const complaintSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(complaintStatuses),
  /** YYYY-MM-DD */
  answerDueOn: z.string(),
  notes: z.number(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintListSchema = z.object({
  complaints: z.array(complaintSummarySchema),
  next: z.nullable(z.string()),
});
export type ComplaintList = z.infer<typeof complaintListSchema>;

/** GET /api/admin/complaints/new-count: what the navigation shows beside "Complaints". */
export const newComplaintCountSchema = z.object({ count: z.number() });

export const complaintDetailSchema = z.object({
  ...complaintSummarySchema.shape,
  updatedAt: z.string(),
  message: z.string(),
  notes: z.array(z.object({ id: z.string(), at: z.string(), by: z.string(), body: z.string() })),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** PATCH /api/admin/complaints/:id: a status, a due date, or both. */
export const complaintChangeSchema = z
  .object({
    status: z.optional(statusField),
    answerDueOn: z.optional(
      z.string({ error: "Give the due date as YYYY-MM-DD" }).check(z.refine(isCalendarDay, "Give the due date as a real date, YYYY-MM-DD")),
    ),
  })
  .check(z.refine((v) => v.status !== undefined || v.answerDueOn !== undefined, "Change the status or the due date"));
export type ComplaintChange = z.input<typeof complaintChangeSchema>;

/** POST /api/admin/complaints/:id/notes */
export const complaintNoteBodySchema = z.object({
  body: requiredText("note", 2000, { multiline: true }),
});
