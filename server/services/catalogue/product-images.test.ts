// Product photos, as an owner and a shopper's browser meet them: uploads that are photos are
// kept with their renditions (upright, square, without the camera's metadata) and served under
// content-hashed URLs cached for a year; anything else is refused naming the file, and nothing is
// stored; an active product's photos must all be described; a photo tied to one of the product's
// colours is what buyers of that colour see (the cart and the order confirmation); reorder,
// removal and ties are audited; only owners change photos.
import { readFileSync } from "node:fs";
import { count, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedLookup } from "../../../core/catalogue-seed";
import { photoWidths, type ProductPhoto } from "../../../core/product-photos";
import type { AdminProductImage } from "../../../core/schemas/admin-product-images";
import { productImageFor } from "../../../core/product-photos";
import { auditLog, outboxEmails, productImageRenditions, productImages } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { exifTags, GPS_INFO_TAG, GPS_LATITUDE_TAG } from "../../test-support/exif";
import { buyWithSandbox, merchandiseBody } from "../../test-support/payments";
import { joinAsStaff, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";

const fixture = (name: string) => readFileSync(new URL(`../../../e2e/fixtures/photos/${name}`, import.meta.url));
const gpsPhoto = fixture("tee-with-gps.jpg");

describe.each(testDatabaseKinds)("product photos on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let fulfilment: StaffAgent;
  let finance: StaffAgent;
  // Active and seeded with its illustration; made a draft for the alt-text rules.
  const cap = seedLookup("chosen-dad-hat")!;
  const tee = seedLookup("blessed-tee")!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@photos.test", role: "owner" });
    fulfilment = await joinAsStaff(app, database.db, { email: "packer@photos.test", role: "fulfilment" });
    finance = await joinAsStaff(app, database.db, { email: "finance@photos.test", role: "finance" });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const upload = (agent: StaffAgent, body: Buffer, options: { id?: string; alt?: string; type?: string } = {}) =>
    agent.request({
      method: "POST",
      url: `/api/admin/products/${options.id ?? tee.id}/images${options.alt === undefined ? "" : `?alt=${encodeURIComponent(options.alt)}`}`,
      payload: body,
      headers: { "content-type": options.type ?? "image/jpeg" },
    });
  const images = async (id = tee.id) => (await owner.request({ method: "GET", url: `/api/admin/products/${id}/images` })).json<{ images: AdminProductImage[] }>().images;
  const storedRows = async () => {
    const [images] = await database.db.select({ n: count() }).from(productImages);
    const [renditions] = await database.db.select({ n: count() }).from(productImageRenditions);
    return { images: images!.n, renditions: renditions!.n };
  };
  const setStatus = async (id: string, status: string) => {
    const product = (await owner.request({ method: "GET", url: `/api/admin/products/${id}` })).json<{ version: number }>();
    return owner.request({ method: "PATCH", url: `/api/admin/products/${id}`, payload: { version: product.version, status } });
  };
  const publicProduct = async (id: string) => {
    const catalogue = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: { id: string; image: string; imageAlt: string; photos?: ProductPhoto[]; colors?: string[] }[] }>();
    return catalogue.products.find((p) => p.id === id);
  };

  it("keeps an uploaded phone photo upright, square and without its camera's GPS position in every file it serves", async () => {
    // The fixture really carries a position, and is stored sideways with "rotate to view".
    const original = await sharp(gpsPhoto).metadata();
    expect(exifTags(original.exif!).ifd0).toContain(GPS_INFO_TAG);
    expect(exifTags(original.exif!).gps).toContain(GPS_LATITUDE_TAG);
    expect(original).toMatchObject({ width: 1600, height: 1200, orientation: 6 });

    const response = await upload(owner, gpsPhoto, { alt: "The Blessed tee on a hanger" });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<AdminProductImage>();
    expect(image).toMatchObject({ position: 0, alt: "The Blessed tee on a hanger", width: 1200, height: 1600, widths: [...photoWidths] });

    for (const width of image.widths) {
      for (const format of ["avif", "webp"] as const) {
        const served = await app.inject({ method: "GET", url: `/images/p/${image.hash}-${width}.${format}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(`image/${format}`);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height: width });
        // No EXIF (so no GPS, camera or orientation), no XMP, IPTC or colour profile.
        expect(metadata.exif, `${width}.${format}`).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);
      }
    }
    // What the database (and so every backup) keeps of it: the same photo, upright, with no EXIF,
    // XMP or IPTC left at all: no position, no camera, no serial number.
    const [stored] = await database.db.select({ original: productImages.original }).from(productImages).where(eq(productImages.hash, image.hash));
    const keptBytes = Buffer.from(stored!.original);
    const kept = await sharp(keptBytes).metadata();
    expect(kept).toMatchObject({ format: "jpeg", width: 1200, height: 1600 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(keptBytes.includes(Buffer.from("TestCam"))).toBe(false);

    // Served again from memory: the same bytes.
    const again = await app.inject({ method: "GET", url: `/images/p/${image.hash}-240.webp` });
    expect(again.statusCode).toBe(200);

    // The store shows it at once, the first photo standing in for the illustration.
    const shown = await publicProduct(tee.id);
    expect(shown?.photos).toEqual([{ hash: image.hash, widths: [...photoWidths], alt: "The Blessed tee on a hanger" }]);
    expect(shown?.image).toBe(`/images/p/${image.hash}-240.webp`);
    expect(shown?.imageAlt).toBe("The Blessed tee on a hanger");

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image.uploaded"));
    expect(entry).toMatchObject({ actorLabel: "owner@photos.test", targetId: tee.id });
    expect(entry!.details).toMatchObject({ before: null, after: { imageId: image.id, alt: "The Blessed tee on a hanger", type: "jpeg" } });
  });

  it("answers 404 for a rendition nobody uploaded, and for a name that isn't one", async () => {
    for (const url of [`/images/p/${"0".repeat(24)}-240.webp`, "/images/p/nothing.webp", `/images/p/${"a".repeat(24)}-240.gif`]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"]).not.toContain("immutable");
    }
  });

  it("refuses a photo over 10 MB naming the file, and stores nothing", async () => {
    const before = await storedRows();
    const huge = Buffer.concat([gpsPhoto, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(owner, huge, { alt: "Too big" });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: expect.stringContaining("10 MB"), issues: [{ field: "file" }] });
    expect(await storedRows()).toEqual(before);
  });

  it("refuses a GIF, and a text file or a truncated JPEG claiming to be a photo, naming the file, and stores nothing", async () => {
    const before = await storedRows();
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#224466" } }).gif().toBuffer();
    const cases = [
      { body: gif, type: "image/gif", says: "GIF" },
      { body: Buffer.from("%PDF-1.7 this is not a photo at all\n".repeat(40)), type: "image/jpeg", says: "isn't a photo" },
      { body: gpsPhoto.subarray(0, 4000), type: "image/jpeg", says: "damaged" },
    ];
    for (const { body, type, says } of cases) {
      const response = await upload(owner, body, { type, alt: "Nope" });
      expect(response.statusCode, says).toBe(400);
      expect(response.json(), says).toMatchObject({ error: expect.stringContaining(says), issues: [{ field: "file" }] });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("decides what a file is from its bytes, not the content type it claims", async () => {
    const response = await upload(owner, fixture("hoodie.png"), { type: "application/octet-stream", alt: "The hoodie, folded" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 640, height: 640, widths: [240, 480] });
  });

  it("will not leave an active product with a photo nobody has described", async () => {
    // On sale already: a photo must come with its alt text.
    const refused = await upload(owner, fixture("cap-square.jpg"), { id: cap.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ field: "alt", message: expect.stringContaining("alt text") }] });

    // A draft may gather photos first, but not go on sale until each is described. The refusal
    // names the photo that has none by its id (its own alt text field on the page), not the
    // status, and not the photo before it, which is described.
    expect((await setStatus(cap.id, "draft")).statusCode).toBe(200);
    expect((await upload(owner, fixture("journal.webp"), { id: cap.id, type: "image/webp", alt: "The cap's inside label" })).statusCode).toBe(201);
    const first = await upload(owner, fixture("cap-square.jpg"), { id: cap.id });
    expect(first.statusCode, first.body).toBe(201);
    const activate = await setStatus(cap.id, "active");
    expect(activate.statusCode).toBe(400);
    expect(activate.json()).toEqual({
      error: expect.stringContaining("Add alt text to photo 2 before this product can be active"),
      issues: [{ field: `images.${first.json().id}.alt`, message: expect.stringContaining("Add alt text to photo 2") }],
    });
    expect(await publicProduct(cap.id)).toBeUndefined();

    const described = await owner.request({ method: "PATCH", url: `/api/admin/products/${cap.id}/images/${first.json().id}`, payload: { alt: "A navy cap, seen from the front" } });
    expect(described.statusCode, described.body).toBe(200);
    expect((await setStatus(cap.id, "active")).statusCode).toBe(200);
    expect((await publicProduct(cap.id))?.photos?.map((p) => p.alt)).toEqual(["The cap's inside label", "A navy cap, seen from the front"]);

    // And once on sale, the description can't be taken away.
    const cleared = await owner.request({ method: "PATCH", url: `/api/admin/products/${cap.id}/images/${first.json().id}`, payload: { alt: "   " } });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ issues: [{ field: "alt" }] });

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image.described"));
    expect(entry!.details).toEqual({ before: { imageId: first.json().id, alt: "" }, after: { imageId: first.json().id, alt: "A navy cap, seen from the front" } });
  });

  it("keeps a new product, which has no illustration, a draft until it has a photo, and keeps its last photo while it is active", async () => {
    const created = await owner.request({ method: "POST", url: "/api/admin/products", payload: { name: "Faithful Beanie", category: "dad-hat", price: 1600 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string; version: number }>().id;
    // It starts with no sizes or colours ticked: the owner chooses them (apparel needs both to go on sale).
    expect(created.json()).toMatchObject({ sizes: [], colors: [] });
    const noOptions = await setStatus(id, "active");
    expect(noOptions.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["colors", "sizes"]);
    const chosen = await owner.request({ method: "PATCH", url: `/api/admin/products/${id}`, payload: { version: created.json<{ version: number }>().version, sizes: ["M", "L"], colors: ["Green"] } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const refused = await setStatus(id, "active");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ field: "status", message: expect.stringContaining("Add a photo before this product can be active") }]);
    expect(await publicProduct(id)).toBeUndefined();

    expect((await upload(owner, gpsPhoto, { id, alt: "A green beanie folded on a table" })).statusCode).toBe(201);
    expect((await setStatus(id, "active")).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await publicProduct(id))?.imageAlt).toBe("A green beanie folded on a table"), { timeout: 5000 });

    const [only] = await images(id);
    const removal = await owner.request({ method: "DELETE", url: `/api/admin/products/${id}/images/${only!.id}`, payload: {} });
    expect(removal.statusCode).toBe(400);
    expect(removal.json().issues).toEqual([{ field: "images", message: expect.stringContaining("make the product a draft first") }]);
    expect(await images(id)).toHaveLength(1);
  });

  it("reorders a product's photos, the first becoming the card's, and refuses an order made from a stale list", async () => {
    const [gps, hoodie] = await images();
    const reordered = await owner.request({ method: "PUT", url: `/api/admin/products/${tee.id}/image-order`, payload: { imageIds: [hoodie!.id, gps!.id] } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await images()).map((i) => i.id)).toEqual([hoodie!.id, gps!.id]);
    expect((await publicProduct(tee.id))?.photos?.map((p) => p.hash)).toEqual([hoodie!.hash, gps!.hash]);
    expect((await publicProduct(tee.id))?.image).toBe(`/images/p/${hoodie!.hash}-240.webp`);

    const stale = await owner.request({ method: "PUT", url: `/api/admin/products/${tee.id}/image-order`, payload: { imageIds: [gps!.id] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ issues: [{ field: "imageIds" }] });

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.images.reordered"));
    expect(entry!.details).toEqual({ before: { order: [gps!.id, hoodie!.id] }, after: { order: [hoodie!.id, gps!.id] } });
  });

  it("ties a photo to one of the product's colours: buyers of that colour see it in the cart and the order confirmation, others the first", async () => {
    const [main, navy] = await images();
    const product = (await owner.request({ method: "GET", url: `/api/admin/products/${tee.id}` })).json<{ version: number }>();
    expect((await owner.request({ method: "PATCH", url: `/api/admin/products/${tee.id}`, payload: { version: product.version, colors: ["Black", "Navy"] } })).statusCode).toBe(200);
    const tie = (imageId: string, color: unknown, agent = owner) => agent.request({ method: "PATCH", url: `/api/admin/products/${tee.id}/images/${imageId}`, payload: { color } });

    // Only a colour it comes in, named at the field; nothing changes.
    const notOffered = await tie(navy!.id, "Red");
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ issues: [{ field: "color", message: expect.stringContaining("doesn't come in Red") }] });
    expect((await tie(navy!.id, "Teal")).json()).toMatchObject({ issues: [{ field: "color" }] });
    expect((await tie(navy!.id, "Navy", fulfilment)).statusCode).toBe(403);
    expect((await images()).map((i) => i.color)).toEqual([null, null]);

    const tied = await tie(navy!.id, "Navy");
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json()).toMatchObject({ id: navy!.id, color: "Navy", alt: navy!.alt });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image.color_set"));
    expect(entry).toMatchObject({ targetId: tee.id, details: { before: { imageId: navy!.id, color: null }, after: { imageId: navy!.id, color: "Navy" } } });

    // The public catalogue carries the tie; the cart's picture follows the colour chosen.
    const shown = (await publicProduct(tee.id))!;
    expect(shown.photos?.map((p) => p.color ?? null)).toEqual([null, "Navy"]);
    expect(productImageFor(shown, "Navy")).toBe(`/images/p/${navy!.hash}-240.webp`);
    expect(productImageFor(shown, "Black")).toBe(`/images/p/${main!.hash}-240.webp`);

    // The order confirmation shows each line's own colour's photo.
    const order = await buyWithSandbox(app, merchandiseBody([{ id: tee.id, quantity: 1, size: "M", color: "Navy" }, { id: tee.id, quantity: 1, size: "L", color: "Black" }]));
    const confirmation = (await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "order-confirmation"))).find((e) => e.html.includes(order.reference));
    expect(confirmation?.html).toMatch(new RegExp(`<img[^>]+src="http://[^"]+/images/p/${navy!.hash}-240\\.webp"`));
    expect(confirmation?.html).toContain(`/images/p/${main!.hash}-240.webp`);

    // A colour it no longer comes in: the tie is kept for the owner but pages drop it.
    const again = (await owner.request({ method: "GET", url: `/api/admin/products/${tee.id}` })).json<{ version: number }>();
    expect((await owner.request({ method: "PATCH", url: `/api/admin/products/${tee.id}`, payload: { version: again.version, colors: ["Black"] } })).statusCode).toBe(200);
    expect((await publicProduct(tee.id))!.photos?.map((p) => p.color ?? null)).toEqual([null, null]);
    expect((await images()).map((i) => i.color)).toEqual([null, "Navy"]);
    // Untied.
    const untied = await tie(navy!.id, null);
    expect(untied.json()).toMatchObject({ color: null });
  });

  it("removes a photo, its renditions with it, and audits what it was", async () => {
    const [hoodie, gps] = await images();
    const removed = await owner.request({ method: "DELETE", url: `/api/admin/products/${tee.id}/images/${hoodie!.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await images()).map((i) => ({ id: i.id, position: i.position }))).toEqual([{ id: gps!.id, position: 0 }]);
    const rendition = await app.inject({ method: "GET", url: `/images/p/${hoodie!.hash}-240.avif` });
    expect(rendition.statusCode).toBe(404);
    expect(await database.db.select().from(productImageRenditions).where(like(productImageRenditions.hash, hoodie!.hash))).toEqual([]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image.removed"));
    expect(entry!.details).toMatchObject({ before: { imageId: hoodie!.id, alt: "The hoodie, folded" }, after: null });
  });

  it("lets fulfilment and finance see a product's photos but not change them", async () => {
    const [image] = await images();
    for (const agent of [fulfilment, finance]) {
      expect((await agent.request({ method: "GET", url: `/api/admin/products/${tee.id}/images` })).statusCode).toBe(200);
      expect((await upload(agent, fixture("journal.webp"), { alt: "Journal" })).statusCode).toBe(403);
      expect((await agent.request({ method: "PATCH", url: `/api/admin/products/${tee.id}/images/${image!.id}`, payload: { alt: "Changed" } })).statusCode).toBe(403);
      expect((await agent.request({ method: "DELETE", url: `/api/admin/products/${tee.id}/images/${image!.id}` })).statusCode).toBe(403);
      expect((await agent.request({ method: "PUT", url: `/api/admin/products/${tee.id}/image-order`, payload: { imageIds: [image!.id] } })).statusCode).toBe(403);
    }
    expect((await images()).map((i) => i.alt)).toEqual([image!.alt]);
  });

  it("refuses an upload a form on another site could send", async () => {
    for (const headers of [
      { origin: "https://elsewhere.test", "content-type": "image/jpeg" },
      { origin: TEST_ORIGIN, "content-type": "text/plain" },
      { origin: TEST_ORIGIN, "content-type": "multipart/form-data; boundary=x" },
    ]) {
      const response = await owner.request({ method: "POST", url: `/api/admin/products/${tee.id}/images?alt=x`, payload: fixture("journal.webp"), headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});
