// The site's pages in the back office: a draft changes nothing public, a publish is on the page at
// once, a save from an older copy is refused and what was typed is kept by the client, links and
// lengths are checked on the server, restore only makes a draft, a schedule publishes once however
// many servers look, and every change is audited. Needs `npm run build` (the pages are rendered).
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageSeeds } from "../../../core/pages/seeds/index";
import type { PageContent } from "../../../core/pages/template";
import type { movementPage } from "../../../core/pages/templates/movement";
import type { AdminPage, PageVersionSummary } from "../../../core/schemas/admin-pages";
import { ukDateAndTime } from "../../../core/uk-time";
import { auditLog, sitePages, sitePageVersions } from "../../db/schema/index";
import { createAuditLog } from "../../services/staff/audit-log";
import { createSitePages } from "../../services/pages/site-pages";
import { pageScheduleQueue } from "../../jobs/page-schedule";
import { buildTestApp, waitFor } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { adminRequest, joinAsStaff, type StaffAgent } from "../../test-support/staff";

type Movement = PageContent<typeof movementPage>;
/** Stored content as an older release wrote it: sections and slots by name. */
type Loose = { sections: Record<string, Record<string, unknown>> };
const clone = <T>(value: T): T => structuredClone(value);

describe.each(testDatabaseKinds)("the site's pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffAgent;
  let owner: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { site: "built" });
    editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (agent = editor) => (await agent.request({ method: "GET", url: "/api/admin/pages/movement" })).json<AdminPage & { draft: Movement }>();
  const publicPage = async () => (await app.inject({ method: "GET", url: "/movement" })).body;
  const auditActions = async () =>
    (await database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetType, "page"), eq(auditLog.targetId, "movement")))).map((r) => r.action);

  it("lists every page with its name and address, for owners and editors", async () => {
    for (const agent of [editor, owner]) {
      const response = await agent.request({ method: "GET", url: "/api/admin/pages" });
      expect(response.statusCode).toBe(200);
      expect(response.json().pages).toContainEqual(expect.objectContaining({ key: "movement", name: "Movement", path: "/movement", unpublishedChanges: false, publishedAt: null }));
    }
  });

  it("keeps a saved draft out of the public page, previews it to staff only, and publishes it live", async () => {
    const page = await get();
    expect(page.draft).toEqual(pageSeeds.movement);
    const content = clone(page.draft);
    content.sections.hero.heading = "Our Growing Movement";
    content.sections.values.cards[0]!.title = "Faithfulness";

    const saved = await editor.request({ method: "PUT", url: "/api/admin/pages/movement/draft", payload: { version: page.version, content } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: page.version + 1, unpublishedChanges: true, draftSavedBy: "editor@team.test" });
    expect(await publicPage()).toContain("Our Movement</h1>");
    expect(await publicPage()).not.toContain("Our Growing Movement");

    const preview = await editor.request({ method: "GET", url: "/api/admin/pages/movement/preview" });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toContain("text/html");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.body).toContain("Our Growing Movement</h1>");
    expect(preview.body).toContain("Faithfulness");
    expect(preview.body).toMatch(/aria-label="Preview"/);
    expect(preview.body).not.toMatch(/<script/);
    expect((await adminRequest(app, { method: "GET", url: "/api/admin/pages/movement/preview" })).statusCode).toBe(401);

    const published = await editor.request({ method: "POST", url: "/api/admin/pages/movement/publish", payload: { version: page.version + 1, content } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ unpublishedChanges: false, publishedBy: "editor@team.test", publishedNumber: 1 });
    await waitFor(async () => (await publicPage()).includes("Our Growing Movement</h1>"), 5_000, "the published heading on /movement");
    expect(await publicPage()).toContain("Faithfulness");
    // The sitemap says when the page's words last changed.
    await waitFor(async () => /<loc>http:\/\/shop\.test\/movement<\/loc><lastmod>\d{4}-/.test((await app.inject({ method: "GET", url: "/sitemap.xml" })).body), 5_000, "the page's lastmod in the sitemap");
    expect(await auditActions()).toEqual(expect.arrayContaining(["page.draft_saved", "page.published"]));
  });

  it("refuses a save made from an older copy, naming the version, and changes nothing", async () => {
    const page = await get();
    const mine = clone(page.draft);
    mine.sections.story.heading = "Mine";
    const theirs = clone(page.draft);
    theirs.sections.story.heading = "Theirs";
    expect((await owner.request({ method: "PUT", url: "/api/admin/pages/movement/draft", payload: { version: page.version, content: theirs } })).statusCode).toBe(200);
    const stale = await editor.request({ method: "PUT", url: "/api/admin/pages/movement/draft", payload: { version: page.version, content: mine } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ issues: [{ field: "version", message: expect.stringContaining("Someone else changed this page") }] });
    expect((await get()).draft.sections.story.heading).toBe("Theirs");
    const stalePublish = await editor.request({ method: "POST", url: "/api/admin/pages/movement/publish", payload: { version: page.version, content: mine } });
    expect(stalePublish.statusCode).toBe(409);
    expect(await publicPage()).not.toContain(">Mine<");
  });

  it("refuses a javascript: link in rich text and in a button, and text over a slot's limit, each on its field", async () => {
    const page = await get();
    const content = clone(page.draft);
    content.sections.values.cards[1]!.text = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }],
    };
    content.sections.join.primary.href = "javascript:alert(document.cookie)";
    content.sections.join.secondary.href = "data:text/html,<script>alert(1)</script>";
    content.sections.hero.heading = "x".repeat(61);
    // A node the rich-text subset doesn't have, as a client could send it.
    const story = { ...content.sections.story, body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] }, { type: "codeBlock" }] } };
    const sent = { ...content, sections: { ...content.sections, story } };
    const response = await editor.request({ method: "PUT", url: "/api/admin/pages/movement/draft", payload: { version: page.version, content: sent } });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { field: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: "content.sections.values.cards.1.text", message: expect.stringContaining("https://") },
        { field: "content.sections.join.primary.href", message: expect.stringContaining("https://") },
        { field: "content.sections.join.secondary.href", message: expect.stringContaining("https://") },
        { field: "content.sections.hero.heading", message: "Keep this to 60 characters or fewer (it has 61)" },
        { field: "content.sections.story.body", message: expect.stringContaining("Only paragraphs") },
      ]),
    );
    expect((await get()).version).toBe(page.version);
    // Text that looks like HTML is only ever text: it is escaped where it is drawn.
    const safe = clone(page.draft);
    safe.sections.story.heading = "<b>Bold?</b> & more";
    const saved = await editor.request({ method: "POST", url: "/api/admin/pages/movement/publish", payload: { version: page.version, content: safe } });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor(async () => (await publicPage()).includes("&lt;b&gt;Bold?&lt;/b&gt; &amp; more"), 5_000, "the escaped heading");
  });

  it("keeps every published version, restores one as the draft only, and publishes it when asked", async () => {
    const versions = (await editor.request({ method: "GET", url: "/api/admin/pages/movement/versions" })).json<{ versions: PageVersionSummary[] }>().versions;
    expect(versions.at(-1)).toMatchObject({ number: 0, how: "installed", live: false });
    expect(versions[0]).toMatchObject({ live: true, publishedBy: "editor@team.test", how: "now" });
    const page = await get();
    const restored = await editor.request({ method: "POST", url: "/api/admin/pages/movement/restore", payload: { version: page.version, number: 0 } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ draft: Movement }>().draft).toEqual(pageSeeds.movement);
    expect(restored.json()).toMatchObject({ unpublishedChanges: true });
    expect(await publicPage()).not.toContain("Our Movement</h1>");
    const again = await editor.request({ method: "POST", url: "/api/admin/pages/movement/publish", payload: { version: page.version + 1, content: pageSeeds.movement } });
    expect(again.statusCode).toBe(200);
    await waitFor(async () => (await publicPage()).includes("Our Movement</h1>"), 5_000, "the original heading back");
    const old = (await editor.request({ method: "GET", url: "/api/admin/pages/movement/versions/1" })).json<{ content: Movement }>();
    expect(old.content.sections.hero.heading).toBe("Our Growing Movement");
    expect(await auditActions()).toContain("page.restored");
  });

  it("schedules a publish at a UK time, refuses one in the past, and can cancel it", async () => {
    const page = await get();
    const content = clone(page.draft);
    content.sections.hero.heading = "Scheduled Heading";
    const past = await editor.request({ method: "POST", url: "/api/admin/pages/movement/schedule", payload: { version: page.version, content, date: "2020-01-01", time: "09:00" } });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues[0]).toMatchObject({ field: "date" });
    const soon = ukDateAndTime(new Date(Date.now() + 2 * 24 * 3_600_000));
    const scheduled = await editor.request({ method: "POST", url: "/api/admin/pages/movement/schedule", payload: { version: page.version, content, ...soon } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ scheduledBy: "editor@team.test", scheduledFor: expect.any(String) });
    expect(await publicPage()).not.toContain("Scheduled Heading");
    const cancelled = await editor.request({ method: "POST", url: "/api/admin/pages/movement/schedule/cancel", payload: { version: page.version + 1 } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ scheduledFor: null });
    expect(await auditActions()).toEqual(expect.arrayContaining(["page.scheduled", "page.schedule_cancelled"]));
  });

  it("publishes a schedule that has come due exactly once, however many servers look at the same moment", async () => {
    const page = await get();
    const content = clone(page.draft);
    content.sections.hero.heading = "Published By The Clock";
    const soon = ukDateAndTime(new Date(Date.now() + 5 * 60_000));
    expect((await editor.request({ method: "POST", url: "/api/admin/pages/movement/schedule", payload: { version: page.version, content, ...soon } })).statusCode).toBe(200);
    const versionsBefore = await database.db.select().from(sitePageVersions).where(eq(sitePageVersions.pageKey, "movement"));

    // Several servers' schedulers, each with its own connection where the database has them.
    const later = new Date(Date.now() + 10 * 60_000);
    const servers = await Promise.all(
      [0, 1, 2].map(async () => {
        const other = kind === "pglite" ? undefined : await createTestDatabaseAt(database.url!);
        const db = other?.db ?? database.db;
        return { queue: pageScheduleQueue(db, createSitePages({ db, audit: createAuditLog(db) }), silent), close: async () => other?.close() };
      }),
    );
    const claimed = await Promise.all(servers.map((server) => server.queue.runDue({ now: later })));
    await Promise.all(servers.map((server) => server.close()));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    const versionsAfter = await database.db.select().from(sitePageVersions).where(eq(sitePageVersions.pageKey, "movement"));
    expect(versionsAfter.length).toBe(versionsBefore.length + 1);
    expect(versionsAfter.find((v) => v.number === versionsBefore.length + 1)).toMatchObject({ how: "scheduled", publishedBy: "editor@team.test" });
    const [row] = await database.db.select().from(sitePages).where(eq(sitePages.key, "movement"));
    expect(row).toMatchObject({ scheduledFor: null, scheduledContent: null });
    // This server hears the publish like any other and makes its page again.
    await waitFor(async () => (await publicPage()).includes("Published By The Clock"), 5_000, "the scheduled heading");
  });

  it("gives an install made before its installed words changed the new words on pages no one edited, and keeps staff's words on pages they published", async () => {
    const pages = createSitePages({ db: database.db, audit: createAuditLog(database.db) });
    // Home as a release before this one installed it: the draft row holds the old words, never saved, never published.
    const oldHome: Loose = clone(pageSeeds.home);
    delete oldHome.sections.hero!.shortcuts;
    (oldHome.sections.marketplace!.promises as { text: string }[])[1]!.text = "Add it in the basket and we will wrap it with care.";
    await database.db.update(sitePages).set({ draft: oldHome }).where(eq(sitePages.key, "home"));
    expect(await pages.published("home")).toEqual(pageSeeds.home);
    const home = await pages.get("home");
    expect(home.draft).toEqual(pageSeeds.home);
    expect(home.unpublishedChanges).toBe(false);

    // Connect as staff published it before it had its Get in touch section: their heading stays, the new section takes the installed words.
    const theirs: Loose = clone(pageSeeds.connect);
    theirs.sections.signup!.heading = "Sign up here";
    delete theirs.sections.contact;
    await database.db.update(sitePages).set({ draft: theirs, published: theirs, draftSavedAt: new Date(), publishedAt: new Date(), publishedNumber: 1 }).where(eq(sitePages.key, "connect"));
    const connect = await pages.published("connect");
    expect(connect.sections.signup.heading).toBe("Sign up here");
    expect(connect.sections.contact).toEqual(pageSeeds.connect.sections.contact);
  });

  it("refuses the pages to finance and fulfilment, and the shop and giving to editors", async () => {
    for (const role of ["finance", "fulfilment"] as const) {
      const person = await joinAsStaff(app, database.db, { email: `${role}@pages.test`, role });
      expect((await person.request({ method: "GET", url: "/api/admin/pages" })).statusCode).toBe(403);
      expect((await person.request({ method: "GET", url: "/api/admin/pages/movement/preview" })).statusCode).toBe(403);
    }
    for (const url of ["/api/admin/orders", "/api/admin/products", "/api/admin/donors", "/api/admin/subscribers", "/api/admin/settings", "/api/admin/dashboard"]) {
      expect((await editor.request({ method: "GET", url })).statusCode, url).toBe(403);
    }
  });
});

const silent = { info() {}, warn() {}, error() {} };

/** A second connection to the same PostgreSQL database, as another server process would have. */
async function createTestDatabaseAt(url: string) {
  const { openDatabase } = await import("../../db/client");
  return openDatabase({ databaseUrl: url, migrate: false });
}
