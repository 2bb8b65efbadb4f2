// The site's pages as staff edit them (docs/decisions/0037-pages-as-slotted-templates.md): a draft
// each, saved without touching what visitors see; publishing, now or at a UK date and time, once;
// every published version kept, and any of them (or the words the site was installed with)
// restorable as the draft. A save made from an older copy than the one stored is refused, so one
// person's work never silently replaces another's. Every change is audited with what changed, and
// a publish is announced to every server process from the transaction that makes it.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { contentChanges, sameContent, type ContentChange } from "../../../core/pages/diff";
import { isPageKey, pageKeys, pageTemplates, type PageKey, type PageTemplateOf } from "../../../core/pages/registry";
import { pageSeeds } from "../../../core/pages/seeds/index";
import { sameFileName } from "../../../core/pages/images";
import { alignWithTemplate, checkPageContent, FILE_NAME_ALT, type ImageValue, type PageContent, type PageTemplate, type SlotDef } from "../../../core/pages/template";
import type { AdminPage, PageSave, PageSchedule, PageSummary, PageVersion, PageVersionSummary } from "../../../core/schemas/admin-pages";
import { formatUkDateTime, instantOfUkTime } from "../../../core/uk-time";
import type { Database, Transaction } from "../../db/client";
import { pageImages, sitePages, sitePageVersions, type SitePageRow } from "../../db/schema/index";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import type { Actor, RequestContext } from "../../domain/actor";
import { systemActor } from "../../domain/actor";
import { announceChange, pageDataKind } from "../../live/change-feed";
import type { AuditLog } from "../staff/audit-log";

export interface SitePagesDeps {
  db: Database;
  audit: AuditLog;
}

export interface SitePages {
  /** Gives every page in the registry its row (a draft of its installed words), once. */
  ensureRows(): Promise<void>;
  /** What visitors see, as this process last read it: kept until a change to it is heard. */
  published<K extends PageKey>(key: K): Promise<PageContent<PageTemplateOf<K>>>;
  /** Another process published: read again when next asked. */
  forget(key: PageKey): void;
  list(): Promise<PageSummary[]>;
  get(key: string): Promise<AdminPage>;
  /** The draft as the preview shows it. */
  draft(key: string): Promise<{ key: PageKey; content: PageContent }>;
  saveDraft(key: string, save: PageSave, actor: Actor, context?: RequestContext): Promise<AdminPage>;
  publish(key: string, save: PageSave, actor: Actor, context?: RequestContext): Promise<AdminPage>;
  schedule(key: string, schedule: PageSchedule, actor: Actor, context?: RequestContext, now?: Date): Promise<AdminPage>;
  cancelSchedule(key: string, version: number, actor: Actor, context?: RequestContext): Promise<AdminPage>;
  restore(key: string, version: number, number: number, actor: Actor, context?: RequestContext): Promise<AdminPage>;
  versions(key: string): Promise<PageVersionSummary[]>;
  version(key: string, number: number): Promise<PageVersion>;
  /**
   * Publishes a page's schedule that has come due, inside the job's transaction
   * (server/jobs/page-schedule.ts claims it once, whichever server gets there first); answers the
   * columns that clear the schedule, for the job's outcome.
   */
  publishScheduled(tx: Transaction, row: SitePageRow): Promise<Partial<SitePageRow>>;
}

const CONFLICT =
  "Someone else changed this page after you opened it. What you typed is still here: look at what they changed, then save again to keep yours.";

function keyOrNotFound(key: string): PageKey {
  if (!isPageKey(key)) throw new NotFoundError("No such page");
  return key;
}

function templateOf(key: PageKey): PageTemplate {
  return pageTemplates[key];
}

function seedOf(key: PageKey): PageContent {
  return pageSeeds[key] as PageContent;
}

/** Stored content, brought up to the page's template as it is now. */
function aligned(key: PageKey, stored: unknown): PageContent {
  return alignWithTemplate(templateOf(key), stored, seedOf(key));
}

/**
 * The draft as the editor opens it. A draft no one has saved is the installed words, read from
 * the seed as it is now: an install made before a release changed those words shows the new ones
 * on the page and in the editor alike, rather than a stale copy of the old as "draft changes".
 */
function draftOf(key: PageKey, row: Pick<SitePageRow, "draft" | "draftSavedAt">): PageContent {
  return row.draftSavedAt === null ? seedOf(key) : aligned(key, row.draft);
}

/** The audit log's short before and after: what changed, each side cut to a readable length. */
function auditChanges(changes: ContentChange[]): Record<string, unknown> {
  const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  return {
    changed: changes.length,
    changes: changes.slice(0, 20).map((change) => ({ where: change.label, before: cut(change.before), after: cut(change.after) })),
  };
}

/** Every photo a page's content names (with the alt text it is given there): each must be one uploaded for pages. */
function photosOf(template: PageTemplate, content: PageContent): { field: string; id: string; alt?: { field: string; text: string } }[] {
  const found: { field: string; id: string; alt?: { field: string; text: string } }[] = [];
  if (content.meta.socialImage) found.push({ field: "content.meta.socialImage", id: content.meta.socialImage });
  const visit = (slot: SlotDef, value: unknown, field: string) => {
    if (slot.kind === "image") {
      const image = value as ImageValue | undefined;
      if (image?.photo) found.push({ field: `${field}.photo`, id: image.photo, alt: { field: `${field}.alt`, text: image.alt } });
    } else if (slot.kind === "list" && Array.isArray(value)) {
      value.forEach((item: Record<string, unknown>, i) => {
        for (const [key, itemSlot] of Object.entries(slot.item)) visit(itemSlot, item[key], `${field}.${i}.${key}`);
      });
    }
  };
  for (const [sectionKey, section] of Object.entries(template.sections)) {
    const values = (content.sections as Record<string, Record<string, unknown>>)[sectionKey] ?? {};
    for (const [slotKey, slot] of Object.entries(section.slots)) visit(slot, values[slotKey], `content.sections.${sectionKey}.${slotKey}`);
  }
  return found;
}

export function createSitePages({ db, audit }: SitePagesDeps): SitePages {
  const cache = new Map<PageKey, Promise<PageContent>>();

  function summary(key: PageKey, row: SitePageRow): PageSummary {
    const template = templateOf(key);
    const published = row.published === null ? seedOf(key) : aligned(key, row.published);
    return {
      key,
      name: template.name,
      path: template.path,
      draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
      draftSavedBy: row.draftSavedBy,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      publishedBy: row.publishedBy,
      unpublishedChanges: !sameContent(draftOf(key, row), published),
      scheduledFor: row.scheduledFor?.toISOString() ?? null,
    };
  }

  function adminPage(key: PageKey, row: SitePageRow): AdminPage {
    return {
      ...summary(key, row),
      version: row.version,
      draft: draftOf(key, row),
      published: row.published === null ? seedOf(key) : aligned(key, row.published),
      publishedNumber: row.publishedNumber,
      scheduledBy: row.scheduledBy,
    };
  }

  async function rowOf(tx: Database | Transaction, key: PageKey, lock: boolean): Promise<SitePageRow> {
    const query = tx.select().from(sitePages).where(eq(sitePages.key, key));
    const [row] = lock ? await query.for("update") : await query;
    if (row) return row;
    // A page added to the registry since this database last started: its row, made now.
    await tx.insert(sitePages).values({ key, draft: seedOf(key) }).onConflictDoNothing();
    const [made] = lock ? await tx.select().from(sitePages).where(eq(sitePages.key, key)).for("update") : await tx.select().from(sitePages).where(eq(sitePages.key, key));
    return made!;
  }

  /** The content sent, checked against the template and the photo library, or every field that is wrong. */
  async function checked(tx: Transaction, key: PageKey, input: unknown): Promise<PageContent> {
    const template = templateOf(key);
    const result = checkPageContent(template, input);
    if (!result.content) {
      throw new InvalidInputError("Some of the page needs changing before it can be saved", result.issues.map((issue) => ({ field: `content.${issue.field}`, message: issue.message })));
    }
    const photos = photosOf(template, result.content);
    if (photos.length) {
      const labels = new Map(
        (await tx.select({ id: pageImages.id, label: pageImages.label }).from(pageImages).where(inArray(pageImages.id, photos.map((p) => p.id)))).map((r) => [r.id, r.label]),
      );
      const missing = photos.filter((photo) => !labels.has(photo.id));
      if (missing.length) throw new InvalidInputError("A photo on this page is no longer in the library", missing.map((m) => ({ field: m.field, message: "This photo is no longer in the library: choose another" })));
      // The name it was uploaded under is usually the file's ("team-at-camp.jpg"): never alt text.
      const named = photos.filter((photo) => photo.alt && sameFileName(photo.alt.text, labels.get(photo.id)!));
      if (named.length) throw new InvalidInputError("Describe what each photo shows", named.map((n) => ({ field: n.alt!.field, message: FILE_NAME_ALT })));
    }
    return result.content;
  }

  /** Locks the page's row and refuses a change made from an older copy. */
  async function lockAt(tx: Transaction, key: PageKey, version: number): Promise<SitePageRow> {
    const row = await rowOf(tx, key, true);
    if (row.version !== version) throw new ConflictError(CONFLICT, [{ field: "version", message: CONFLICT }]);
    return row;
  }

  /** Makes `content` what visitors see, as the next version in the page's history. */
  async function publishWithin(tx: Transaction, key: PageKey, row: SitePageRow, content: PageContent, by: Actor, how: "now" | "scheduled", label: string, context?: RequestContext, extra: Partial<typeof sitePages.$inferInsert> = {}) {
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${sitePageVersions.number}), 0)::int` })
      .from(sitePageVersions)
      .where(eq(sitePageVersions.pageKey, key))) as [{ last: number }];
    const number = last + 1;
    const now = new Date();
    await tx.insert(sitePageVersions).values({ pageKey: key, number, content, publishedAt: now, publishedBy: label, how });
    const before = row.published === null ? seedOf(key) : aligned(key, row.published);
    const [updated] = await tx
      .update(sitePages)
      .set({ published: content, publishedNumber: number, publishedAt: now, publishedBy: label, version: row.version + 1, ...extra })
      .where(eq(sitePages.key, key))
      .returning();
    await audit.record(
      { actor: by, action: "page.published", target: { type: "page", id: key }, context, details: { version: number, how, ...auditChanges(contentChanges(templateOf(key), before, content)) } },
      tx,
    );
    await announceChange(tx, pageDataKind(key));
    return updated!;
  }

  const service: SitePages = {
    async ensureRows() {
      await db
        .insert(sitePages)
        .values(pageKeys.map((key) => ({ key, draft: seedOf(key) })))
        .onConflictDoNothing();
    },

    published(key) {
      let kept = cache.get(key);
      if (!kept) {
        kept = db
          .select({ published: sitePages.published })
          .from(sitePages)
          .where(eq(sitePages.key, key))
          .then(([row]) => (row?.published ? aligned(key, row.published) : seedOf(key)));
        // A failed read is not kept: the next render asks again.
        kept.catch(() => cache.delete(key));
        cache.set(key, kept);
      }
      return kept as Promise<PageContent<PageTemplateOf<typeof key>>>;
    },

    forget(key) {
      cache.delete(key);
    },

    async list() {
      const rows = await db.select().from(sitePages);
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const missing = pageKeys.filter((key) => !byKey.has(key));
      if (missing.length) {
        await service.ensureRows();
        return service.list();
      }
      return pageKeys.map((key) => summary(key, byKey.get(key)!));
    },

    async get(key) {
      const page = keyOrNotFound(key);
      return adminPage(page, await rowOf(db, page, false));
    },

    async draft(key) {
      const page = keyOrNotFound(key);
      return { key: page, content: draftOf(page, await rowOf(db, page, false)) };
    },

    async saveDraft(key, save, actor, context) {
      const page = keyOrNotFound(key);
      const row = await db.transaction(async (tx) => {
        const current = await lockAt(tx, page, save.version);
        const content = await checked(tx, page, save.content);
        const before = draftOf(page, current);
        const [updated] = await tx
          .update(sitePages)
          .set({ draft: content, version: current.version + 1, draftSavedAt: new Date(), draftSavedBy: actor.actorLabel })
          .where(eq(sitePages.key, page))
          .returning();
        await audit.record({ actor, action: "page.draft_saved", target: { type: "page", id: page }, context, details: auditChanges(contentChanges(templateOf(page), before, content)) }, tx);
        return updated!;
      });
      return adminPage(page, row);
    },

    async publish(key, save, actor, context) {
      const page = keyOrNotFound(key);
      const row = await db.transaction(async (tx) => {
        const current = await lockAt(tx, page, save.version);
        const content = await checked(tx, page, save.content);
        // Publishing saves what the form holds first: the draft and the page are then the same.
        return publishWithin(tx, page, current, content, actor, "now", actor.actorLabel, context, {
          draft: content,
          draftSavedAt: new Date(),
          draftSavedBy: actor.actorLabel,
        });
      });
      cache.delete(page);
      return adminPage(page, row);
    },

    async schedule(key, schedule, actor, context, now = new Date()) {
      const page = keyOrNotFound(key);
      const at = instantOfUkTime(schedule.date, schedule.time);
      if (!at) throw new InvalidInputError("That time doesn't exist in the UK", [{ field: "time", message: "That time doesn't exist in the UK (the clocks go forward then): choose another" }]);
      if (at.getTime() <= now.getTime() + 60_000) throw new InvalidInputError("Choose a time in the future", [{ field: "date", message: "Choose a day and time at least a minute from now" }]);
      const row = await db.transaction(async (tx) => {
        const current = await lockAt(tx, page, schedule.version);
        const content = await checked(tx, page, schedule.content);
        const [updated] = await tx
          .update(sitePages)
          .set({
            draft: content,
            draftSavedAt: new Date(),
            draftSavedBy: actor.actorLabel,
            scheduledFor: at,
            scheduledContent: content,
            scheduledBy: actor.actorLabel,
            scheduledById: actor.actorId,
            version: current.version + 1,
          })
          .where(eq(sitePages.key, page))
          .returning();
        const published = current.published === null ? seedOf(page) : aligned(page, current.published);
        await audit.record(
          { actor, action: "page.scheduled", target: { type: "page", id: page }, context, details: { at: at.toISOString(), uk: formatUkDateTime(at), ...auditChanges(contentChanges(templateOf(page), published, content)) } },
          tx,
        );
        return updated!;
      });
      return adminPage(page, row);
    },

    async cancelSchedule(key, version, actor, context) {
      const page = keyOrNotFound(key);
      const row = await db.transaction(async (tx) => {
        const current = await lockAt(tx, page, version);
        if (!current.scheduledFor) throw new InvalidInputError("Nothing is scheduled for this page", [{ field: "version", message: "Nothing is scheduled for this page" }]);
        const [updated] = await tx
          .update(sitePages)
          .set({ scheduledFor: null, scheduledContent: null, scheduledBy: null, scheduledById: null, version: current.version + 1 })
          .where(eq(sitePages.key, page))
          .returning();
        await audit.record({ actor, action: "page.schedule_cancelled", target: { type: "page", id: page }, context, details: { was: current.scheduledFor.toISOString() } }, tx);
        return updated!;
      });
      return adminPage(page, row);
    },

    async restore(key, version, number, actor, context) {
      const page = keyOrNotFound(key);
      const row = await db.transaction(async (tx) => {
        const current = await lockAt(tx, page, version);
        let restored: PageContent;
        if (number === 0) restored = seedOf(page);
        else {
          const [kept] = await tx.select().from(sitePageVersions).where(and(eq(sitePageVersions.pageKey, page), eq(sitePageVersions.number, number)));
          if (!kept) throw new NotFoundError("No such version of this page");
          restored = aligned(page, kept.content);
        }
        // Restoring only makes it the draft: visitors see it once someone publishes.
        const before = draftOf(page, current);
        const [updated] = await tx
          .update(sitePages)
          .set({ draft: restored, version: current.version + 1, draftSavedAt: new Date(), draftSavedBy: actor.actorLabel })
          .where(eq(sitePages.key, page))
          .returning();
        await audit.record(
          { actor, action: "page.restored", target: { type: "page", id: page }, context, details: { restored: number, ...auditChanges(contentChanges(templateOf(page), before, restored)) } },
          tx,
        );
        return updated!;
      });
      return adminPage(page, row);
    },

    async versions(key) {
      const page = keyOrNotFound(key);
      const row = await rowOf(db, page, false);
      const rows = await db
        .select({ number: sitePageVersions.number, publishedAt: sitePageVersions.publishedAt, publishedBy: sitePageVersions.publishedBy, how: sitePageVersions.how })
        .from(sitePageVersions)
        .where(eq(sitePageVersions.pageKey, page))
        .orderBy(desc(sitePageVersions.number));
      return [
        ...rows.map((v) => ({ number: v.number, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy, how: v.how, live: row.publishedNumber === v.number })),
        { number: 0, publishedAt: null, publishedBy: null, how: "installed" as const, live: row.published === null },
      ];
    },

    async version(key, number) {
      const page = keyOrNotFound(key);
      const live = (await rowOf(db, page, false)).publishedNumber;
      if (number === 0) return { number: 0, publishedAt: null, publishedBy: null, how: "installed", live: live === null, content: seedOf(page) };
      const [kept] = await db.select().from(sitePageVersions).where(and(eq(sitePageVersions.pageKey, page), eq(sitePageVersions.number, number)));
      if (!kept) throw new NotFoundError("No such version of this page");
      return { number, publishedAt: kept.publishedAt.toISOString(), publishedBy: kept.publishedBy, how: kept.how, live: live === number, content: aligned(page, kept.content) };
    },

    async publishScheduled(tx, row) {
      const cleared = { scheduledFor: null, scheduledContent: null, scheduledBy: null, scheduledById: null };
      // A page taken out of the registry since: its schedule is dropped, nothing published.
      if (!isPageKey(row.key) || row.scheduledContent === null) return cleared;
      const page = row.key;
      const by: Actor = row.scheduledById ? { actorId: row.scheduledById, actorLabel: row.scheduledBy ?? "staff" } : systemActor;
      await publishWithin(tx, page, row, aligned(page, row.scheduledContent), by, "scheduled", row.scheduledBy ?? "schedule");
      return cleared;
    },
  };
  return service;
}
