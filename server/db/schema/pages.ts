// The site's pages as staff write them (docs/decisions/0037-pages-as-slotted-templates.md): one row
// per page with its draft, what is published and what is scheduled, and every published version
// kept. A page nobody has published yet shows the words it was installed with (core/pages/seeds/).
// Page photos live beside them (page_images), in the database like the products' (decision 0023).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { bytes } from "./product-images";

export const sitePages = pgTable(
  "site_pages",
  {
    /** The page's key in core/pages/registry.ts. */
    key: text("key").primaryKey(),
    /** What the editor opens: the last saved draft (a page's whole content). */
    draft: jsonb("draft").$type<unknown>().notNull(),
    /** Goes up with every change to this row: a save from an older one is refused. */
    version: integer("version").notNull().default(1),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
    draftSavedBy: text("draft_saved_by"),
    /** What visitors see; null while the page shows the words it was installed with. */
    published: jsonb("published").$type<unknown>(),
    /** The published version's number in site_page_versions (null: the original words). */
    publishedNumber: integer("published_number"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
    /** A publish asked for later: this content, at this time, once. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    scheduledContent: jsonb("scheduled_content").$type<unknown>(),
    scheduledBy: text("scheduled_by"),
    scheduledById: uuid("scheduled_by_id"),
    /** The job queue's claim on a due schedule (server/jobs/page-schedule.ts, decision 0034). */
    scheduleLeaseUntil: timestamp("schedule_lease_until", { withTimezone: true }),
    scheduleClaimToken: uuid("schedule_claim_token"),
  },
  (t) => [
    check("site_pages_schedule_whole", sql`(${t.scheduledFor} is null) = (${t.scheduledContent} is null)`),
    index("site_pages_scheduled_idx").on(t.scheduledFor).where(sql`${t.scheduledFor} is not null`),
  ],
);
export type SitePageRow = typeof sitePages.$inferSelect;

/** Every version of a page that was ever published, with who and when: what Restore offers. */
export const sitePageVersions = pgTable(
  "site_page_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageKey: text("page_key")
      .notNull()
      .references(() => sitePages.key),
    number: integer("number").notNull(),
    content: jsonb("content").$type<unknown>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by").notNull(),
    /** "now": published from the editor; "scheduled": by the schedule, for whoever set it. */
    how: text("how").$type<"now" | "scheduled">().notNull(),
  },
  (t) => [unique("site_page_versions_number").on(t.pageKey, t.number), check("site_page_versions_how", sql`${t.how} in ('now', 'scheduled')`)],
);


/** Photos uploaded for the site's pages. `id` is the hash of the upload, so the same photo twice is one. */
export const pageImages = pgTable(
  "page_images",
  {
    id: text("id").primaryKey(),
    /** The upload as sent: never served, kept to make renditions from. */
    original: bytes("original").notNull(),
    originalType: text("original_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** What the person uploading called it, to find it again in the library (never used as alt text). */
    label: text("label").notNull().default(""),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("page_images_original_type", sql`${t.originalType} in ('jpeg', 'png', 'webp')`)],
);

/** The resized, metadata-free files pages load, made on first request and kept. */
export const pageImageRenditions = pgTable(
  "page_image_renditions",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => pageImages.id),
    /** `wide-960.avif`, `social.jpg`: the file name's tail (core/pages/images.ts). */
    variant: text("variant").notNull(),
    body: bytes("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.variant] })],
);
