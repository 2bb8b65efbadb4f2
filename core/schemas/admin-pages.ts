// The back office's pages (owners and editors; docs/admin-api.md, "Pages"): what the list and the
// editor read, and what a save, a publish, a schedule and a restore send. A page's content itself
// is checked against its template on the server (core/pages/template.ts), field by field.
import * as z from "zod/mini";

const version = z.number({ error: "Reload the page and try again" }).check(z.int(), z.minimum(1));

export const pageSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  path: z.string(),
  draftSavedAt: z.nullable(z.string()),
  draftSavedBy: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  publishedBy: z.nullable(z.string()),
  /** The draft differs from what visitors see. */
  unpublishedChanges: z.boolean(),
  scheduledFor: z.nullable(z.string()),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;
export const pageListSchema = z.object({ pages: z.array(pageSummarySchema) });

export const adminPageSchema = z.object({
  ...pageSummarySchema.shape,
  version: z.number(),
  /** What the editor opens. */
  draft: z.unknown(),
  /** What visitors see now. */
  published: z.unknown(),
  /** The number of the version visitors see (null: the words the site was installed with). */
  publishedNumber: z.nullable(z.number()),
  scheduledBy: z.nullable(z.string()),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

/** PUT …/draft and POST …/publish: the whole page as the form holds it, from the version it opened. */
export const pageSaveSchema = z.object({ version, content: z.unknown() });
export type PageSave = z.infer<typeof pageSaveSchema>;

/** POST …/schedule: the page as the form holds it, published at a UK date and time. */
export const pageScheduleSchema = z.object({
  version,
  content: z.unknown(),
  date: z.string({ error: "Choose the day to publish" }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day to publish")),
  time: z.string({ error: "Choose the time to publish" }).check(z.regex(/^\d{2}:\d{2}$/, "Choose the time to publish, like 09:30")),
});
export type PageSchedule = z.infer<typeof pageScheduleSchema>;

export const pageVersionOnlySchema = z.object({ version });

/** POST …/restore: an earlier version (0: the words the site was installed with) becomes the draft. */
export const pageRestoreSchema = z.object({ version, number: z.number({ error: "Choose a version to restore" }).check(z.int(), z.minimum(0)) });

export const pageVersionSummarySchema = z.object({
  /** 0 is the words the site was installed with. */
  number: z.number(),
  publishedAt: z.nullable(z.string()),
  publishedBy: z.nullable(z.string()),
  how: z.enum(["now", "scheduled", "installed"]),
  live: z.boolean(),
});
export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;
export const pageVersionListSchema = z.object({ versions: z.array(pageVersionSummarySchema) });
export const pageVersionSchema = z.object({ ...pageVersionSummarySchema.shape, content: z.unknown() });
export type PageVersion = z.infer<typeof pageVersionSchema>;
