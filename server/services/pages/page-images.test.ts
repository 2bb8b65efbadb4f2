// Photos for the site's pages, as an editor and a visitor's browser meet them: an upload that is a
// photo is kept (the same photo twice is one), its files are served upright, cut to the page's
// shapes, never enlarged and without the camera's metadata, under URLs cached for a year; anything
// else is refused naming the file, and nothing is stored; only owners and editors upload.
import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageImageUrl } from "../../../core/pages/images";
import type { AdminPageImage } from "../../../core/schemas/admin-page-images";
import { auditLog, pageImageRenditions, pageImages } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { exifTags, GPS_INFO_TAG } from "../../test-support/exif";
import { joinAsStaff, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";

const fixture = (name: string) => readFileSync(new URL(`../../../e2e/fixtures/photos/${name}`, import.meta.url));
/** 1600 × 1200 stored sideways ("rotate to view"), with a GPS position and a camera's name. */
const gpsPhoto = fixture("tee-with-gps.jpg");

describe.each(testDatabaseKinds)("photos for the site's pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffAgent;
  let owner: StaffAgent;
  let finance: StaffAgent;
  let fulfilment: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    editor = await joinAsStaff(app, database.db, { email: "editor@photos.test", role: "editor" });
    owner = await joinAsStaff(app, database.db, { email: "owner@photos.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@photos.test", role: "finance" });
    fulfilment = await joinAsStaff(app, database.db, { email: "packer@photos.test", role: "fulfilment" });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const upload = (agent: StaffAgent, body: Buffer, options: { label?: string; type?: string } = {}) =>
    agent.request({
      method: "POST",
      url: `/api/admin/page-images${options.label === undefined ? "" : `?label=${encodeURIComponent(options.label)}`}`,
      payload: body,
      headers: { "content-type": options.type ?? "image/jpeg" },
    });
  const library = async (agent = editor) => (await agent.request({ method: "GET", url: "/api/admin/page-images" })).json<{ images: AdminPageImage[] }>().images;
  const storedRows = async () => {
    const [images] = await database.db.select({ n: count() }).from(pageImages);
    const [renditions] = await database.db.select({ n: count() }).from(pageImageRenditions);
    return { images: images!.n, renditions: renditions!.n };
  };
  /** Every file served is bare: no EXIF (GPS, camera, orientation), XMP, IPTC or colour profile. */
  const expectBare = async (body: Buffer, what: string) => {
    const metadata = await sharp(body).metadata();
    expect(metadata.exif, what).toBeUndefined();
    expect(metadata.xmp, what).toBeUndefined();
    expect(metadata.iptc, what).toBeUndefined();
    expect(metadata.icc, what).toBeUndefined();
    expect(body.includes(Buffer.from("TestCam")), what).toBe(false);
    return metadata;
  };

  it("keeps an editor's phone photo and serves it upright, cut to each shape, without its GPS position, cached for a year", async () => {
    expect(exifTags((await sharp(gpsPhoto).metadata()).exif!).ifd0).toContain(GPS_INFO_TAG);

    const response = await upload(editor, gpsPhoto, { label: "team-at-camp.jpg" });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<AdminPageImage>();
    expect(image).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), label: "team-at-camp.jpg", width: 1200, height: 1600, uploadedBy: "editor@photos.test" });

    // The picture shared links show: exactly 1200 × 630, a JPEG, made at upload.
    const social = await app.inject({ method: "GET", url: pageImageUrl(image.id, "social") });
    expect(social.statusCode).toBe(200);
    expect(social.headers["content-type"]).toBe("image/jpeg");
    expect(social.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await expectBare(social.rawPayload, "social")).toMatchObject({ format: "jpeg", width: 1200, height: 630 });

    // A page's files are made when first asked for, then kept for every process and backup.
    const before = await storedRows();
    const files = [
      { shape: "wide", width: 960, format: "avif", size: [960, 540] },
      { shape: "card", width: 480, format: "webp", size: [480, 360] },
      { shape: "square", width: 960, format: "webp", size: [960, 960] },
      // The upload is 1200 px wide: the 1440 file is never enlarged past it, and keeps its shape.
      { shape: "wide", width: 1440, format: "webp", size: [1200, 675] },
    ] as const;
    for (const { shape, width, format, size } of files) {
      const url = pageImageUrl(image.id, { shape, width, format });
      const served = await app.inject({ method: "GET", url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"]).toBe(`image/${format}`);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await expectBare(served.rawPayload, url);
      expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
      expect([metadata.width, metadata.height], url).toEqual(size);
    }
    expect(await storedRows()).toEqual({ images: before.images, renditions: before.renditions + files.length });
    // Asked for again: the same bytes, nothing made twice.
    const again = await app.inject({ method: "GET", url: pageImageUrl(image.id, { shape: "card", width: 480, format: "webp" }) });
    expect(again.statusCode).toBe(200);
    expect((await storedRows()).renditions).toBe(before.renditions + files.length);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "page.image.uploaded"));
    expect(entry).toMatchObject({ actorLabel: "editor@photos.test", targetType: "page_image", targetId: image.id });
    expect(entry!.details).toMatchObject({ before: null, after: { id: image.id, label: "team-at-camp.jpg", type: "jpeg", width: 1200, height: 1600 } });
  }, 120_000); // five encodes, AVIF among them, one after another: on a busy 2-core machine that passes 30 s

  it("keeps the same photo uploaded twice as one, and lists the library newest first for owners and editors", async () => {
    const before = await storedRows();
    const again = await upload(owner, gpsPhoto, { label: "copy.jpg" });
    expect(again.statusCode).toBe(200);
    expect(await storedRows()).toEqual(before);
    const hoodie = await upload(owner, fixture("hoodie.png"), { type: "application/octet-stream" });
    expect(hoodie.statusCode, hoodie.body).toBe(201);
    expect(hoodie.json()).toMatchObject({ label: "", width: 640, height: 640, uploadedBy: "owner@photos.test" });
    for (const agent of [editor, owner]) {
      const images = await library(agent);
      expect(images.map((i) => i.id)).toEqual([hoodie.json<AdminPageImage>().id, again.json<AdminPageImage>().id]);
      expect(images[1]).toMatchObject({ label: "team-at-camp.jpg", thumbnail: pageImageUrl(again.json<AdminPageImage>().id, { shape: "card", width: 480, format: "webp" }) });
    }
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "page.image.uploaded"))).toHaveLength(2);
  });

  it("answers 404, never cached, for a photo nobody uploaded and for a name that isn't one of its files", async () => {
    const [kept] = await library();
    for (const url of [
      `/images/s/${"0".repeat(24)}-card-480.webp`,
      `/images/s/${"0".repeat(24)}-social.jpg`,
      `/images/s/${kept!.id}-card-500.webp`,
      `/images/s/${kept!.id}-banner-480.webp`,
      `/images/s/${kept!.id}-card-480.gif`,
      "/images/s/nothing.webp",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("refuses a file over 10 MB, a GIF, a PDF, a truncated JPEG and a photo too small, naming the file, and stores nothing", async () => {
    const before = await storedRows();
    const huge = await upload(editor, Buffer.concat([gpsPhoto, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: expect.stringContaining("10 MB"), issues: [{ field: "file" }] });
    const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#224466" } }).jpeg().toBuffer();
    const gif = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#224466" } }).gif().toBuffer();
    const cases = [
      { body: gif, type: "image/gif", says: "GIF" },
      { body: Buffer.from("%PDF-1.7 this is not a photo at all\n".repeat(40)), type: "image/jpeg", says: "isn't a photo" },
      { body: gpsPhoto.subarray(0, 4000), type: "image/jpeg", says: "damaged" },
      { body: small, type: "image/jpeg", says: "at least 480 pixels" },
    ];
    for (const { body, type, says } of cases) {
      const response = await upload(editor, body, { type, label: "refused" });
      expect(response.statusCode, says).toBe(400);
      expect(response.json(), says).toMatchObject({ error: expect.stringContaining(says), issues: [{ field: "file" }] });
    }
    const badLabel = await upload(editor, gpsPhoto, { label: "a\u0000b" });
    expect(badLabel.statusCode).toBe(400);
    expect(badLabel.json()).toMatchObject({ issues: [{ field: "label" }] });
    expect(await storedRows()).toEqual(before);
  });

  it("lets only owners and editors see the library or upload, and only from the back office itself", async () => {
    const before = await storedRows();
    for (const agent of [finance, fulfilment]) {
      expect((await agent.request({ method: "GET", url: "/api/admin/page-images" })).statusCode).toBe(403);
      expect((await upload(agent, fixture("journal.webp"), { type: "image/webp" })).statusCode).toBe(403);
    }
    for (const headers of [
      { origin: "https://elsewhere.test", "content-type": "image/jpeg" },
      { origin: TEST_ORIGIN, "content-type": "multipart/form-data; boundary=x" },
    ]) {
      const response = await editor.request({ method: "POST", url: "/api/admin/page-images", payload: fixture("journal.webp"), headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await storedRows()).toEqual(before);
  });
});
