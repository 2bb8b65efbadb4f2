// A photo chosen for a page, as a visitor meets it: the published page draws it as a <picture>
// offering AVIF and WebP at the page's widths, its size known before it loads, with the alt text
// staff wrote (or none when decorative); a shared link shows the page's social picture; a draft
// shows none of it. Alt text is required unless decorative, and never a file's name. Needs
// `npm run build` (the pages are rendered).
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageImageSrcSet, pageImageUrl } from "../../core/pages/images";
import type { PageContent } from "../../core/pages/template";
import type { homePage } from "../../core/pages/templates/home";
import type { missionPage } from "../../core/pages/templates/mission";
import type { movementPage } from "../../core/pages/templates/movement";
import type { AdminPageImage } from "../../core/schemas/admin-page-images";
import type { AdminPage } from "../../core/schemas/admin-pages";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";

type Movement = PageContent<typeof movementPage>;
type Home = PageContent<typeof homePage>;
type Mission = PageContent<typeof missionPage>;
const photoFile = readFileSync(new URL("../../e2e/fixtures/photos/tee-with-gps.jpg", import.meta.url));

describe.each(testDatabaseKinds)("photos on the site's pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffAgent;
  let photo: AdminPageImage;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { site: "built" });
    editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
    const uploaded = await editor.request({ method: "POST", url: "/api/admin/page-images?label=IMG_2041.jpg", payload: photoFile, headers: { "content-type": "image/jpeg" } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photo = uploaded.json<AdminPageImage>();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const pageOf = async <C,>(key: string) => (await editor.request({ method: "GET", url: `/api/admin/pages/${key}` })).json<AdminPage & { draft: C }>();
  const saveOf = async <C,>(key: string, action: "draft" | "publish", change: (content: C) => void) => {
    const current = await pageOf<C>(key);
    const content = structuredClone(current.draft);
    change(content);
    return editor.request({ method: action === "draft" ? "PUT" : "POST", url: `/api/admin/pages/${key}/${action}`, payload: { version: current.version, content } });
  };
  const publicPageAt = async (path: string) => (await app.inject({ method: "GET", url: path })).body;
  const page = () => pageOf<Movement>("movement");
  const publicPage = () => publicPageAt("/movement");
  const save = (action: "draft" | "publish", change: (content: Movement) => void) => saveOf("movement", action, change);
  const pictureIn = (html: string) => /<picture[^>]*>.*?<\/picture>/s.exec(html)?.[0] ?? "";

  it("refuses a photo without alt text, or with a file's name for it, on the alt text's field", async () => {
    const cases = [
      { alt: "", says: "Describe what the photo shows, or mark it as decorative" },
      // The name it was uploaded under, whatever its case or extension.
      { alt: "img_2041", says: "That is a file's name" },
      { alt: "DSC0042.JPG", says: "That is a file's name" },
    ];
    for (const { alt, says } of cases) {
      const response = await save("draft", (content) => (content.sections.story.photo = { photo: photo.id, alt, decorative: false }));
      expect(response.statusCode, alt).toBe(400);
      expect(response.json().issues, alt).toEqual([{ field: "content.sections.story.photo.alt", message: expect.stringContaining(says) }]);
    }
    const unknown = await save("draft", (content) => (content.sections.story.photo = { photo: "0".repeat(24), alt: "Somebody's photo", decorative: false }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ field: "content.sections.story.photo.photo", message: expect.stringContaining("no longer in the library") }]);
  });

  it("shows a chosen photo only once published, as a picture of AVIF and WebP at the page's widths with its alt text, and the page's social picture", async () => {
    const alt = "Volunteers unloading food parcels outside a church in Kingston";
    const drafted = await save("draft", (content) => {
      content.sections.story.photo = { photo: photo.id, alt, decorative: false };
      content.meta.socialImage = photo.id;
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(await publicPage()).not.toContain(photo.id);

    expect((await save("publish", () => undefined)).statusCode).toBe(200);
    await waitFor(async () => (await publicPage()).includes(photo.id), 5_000, "the photo on /movement");
    const html = await publicPage();
    const picture = pictureIn(html);
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(picture)?.[1]?.replaceAll("&amp;", "&");
    expect(picture).toContain(`<source type="image/avif" srcSet="${pageImageSrcSet(photo.id, "card", "avif")}"`);
    expect(picture).toContain(`<source type="image/webp" srcSet="${pageImageSrcSet(photo.id, "card", "webp")}"`);
    expect(attr("src")).toBe(pageImageUrl(photo.id, { shape: "card", width: 960, format: "webp" }));
    expect(attr("alt")).toBe(alt);
    // 4:3, known before it loads: nothing below it moves.
    expect([attr("width"), attr("height")]).toEqual(["960", "720"]);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://shop\\.test${pageImageUrl(photo.id, "social")}"`));
    // What the page names is there to load.
    for (const url of [attr("src")!, pageImageUrl(photo.id, "social")]) expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
  });

  it("draws a decorative photo with empty alt text, and the quotation alone with no photo chosen", async () => {
    expect((await save("publish", (content) => (content.sections.story.photo = { photo: photo.id, alt: "Forgotten words", decorative: true }))).statusCode).toBe(200);
    await waitFor(async () => /<img [^>]*alt=""/.test(pictureIn(await publicPage())), 5_000, "the decorative photo");
    expect(await publicPage()).not.toContain("Forgotten words");
    expect((await page()).draft.sections.story.photo).toEqual({ photo: photo.id, alt: "", decorative: true });

    expect((await save("publish", (content) => (content.sections.story.photo = { photo: null, alt: "", decorative: false }))).statusCode).toBe(200);
    await waitFor(async () => !(await publicPage()).includes("<picture"), 5_000, "the page without its photo");
    expect(await publicPage()).toContain("Ephesians 2:10");
  });

  it("takes a photo on the home page beside its ministry, and one in the place of the mission's drawn map, which comes back when it is removed", async () => {
    const homeAlt = "A grandmother and a boy reading together in a church hall";
    expect((await saveOf<Home>("home", "publish", (content) => (content.sections.ministry.photo = { photo: photo.id, alt: homeAlt, decorative: false }))).statusCode).toBe(200);
    await waitFor(async () => (await publicPageAt("/")).includes(photo.id), 5_000, "the photo on /");
    const home = pictureIn(await publicPageAt("/"));
    expect(home).toContain(`<source type="image/avif" srcSet="${pageImageSrcSet(photo.id, "card", "avif")}"`);
    expect(home).toContain(`alt="${homeAlt}"`);
    expect(await publicPageAt("/")).toContain("Isaiah 58:10"); // the quotation stays, under it

    const map = "A map sketch with a dotted flight path joining Jamaica and the United Kingdom";
    expect(await publicPageAt("/mission")).toContain(map);
    const missionAlt = "Children at the gate of a school in St Elizabeth, Jamaica";
    expect((await saveOf<Mission>("mission", "publish", (content) => (content.sections.places.photo = { photo: photo.id, alt: missionAlt, decorative: false }))).statusCode).toBe(200);
    await waitFor(async () => (await publicPageAt("/mission")).includes(photo.id), 5_000, "the photo on /mission");
    const mission = await publicPageAt("/mission");
    expect(mission).not.toContain(map);
    const picture = pictureIn(mission);
    expect(picture).toContain(`<source type="image/webp" srcSet="${pageImageSrcSet(photo.id, "wide", "webp")}"`);
    expect(picture).toContain(`alt="${missionAlt}"`);
    expect(picture).toMatch(/width="960" height="540"/); // 16:9, the map's place kept before it loads

    expect((await saveOf<Mission>("mission", "publish", (content) => (content.sections.places.photo = { photo: null, alt: "", decorative: false }))).statusCode).toBe(200);
    await waitFor(async () => (await publicPageAt("/mission")).includes(map), 5_000, "the drawn map back on /mission");
    expect(await publicPageAt("/mission")).not.toContain("<picture");
  });
});
