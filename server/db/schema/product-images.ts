import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalogue";

/**
 * Bytes as the database keeps them. PGlite hands back a Uint8Array, node-postgres a Buffer: both
 * become a Buffer here, so the rest of the server sees one kind.
 */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Photographs staff upload for a product (docs/decisions/0023-product-images-in-the-database.md).
 * In the database, so every server process and every backup has them. `hash` names the
 * renditions made from this upload; the first by `position` is the card's image.
 */
export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull(),
    /** Empty until staff describe it; required before the product can be active. */
    alt: text("alt").notNull().default(""),
    /** The colour it shows, when an owner tied it to one (one of the product's colours when tied). */
    color: text("color"),
    /** The upload as sent (metadata and all): never served, kept to make renditions again. */
    original: bytes("original").notNull(),
    originalType: text("original_type").notNull(),
    /** Upright, after EXIF rotation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    hash: text("hash").notNull(),
    /** The square widths made for it, smallest first (each in AVIF and WebP). */
    widths: integer("widths").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_images_product_position").on(t.productId, t.position),
    check("product_images_original_type", sql`${t.originalType} in ('jpeg', 'png', 'webp')`),
  ],
);

/** The resized, metadata-free files the pages load, keyed by the upload's hash, width and format. */
export const productImageRenditions = pgTable(
  "product_image_renditions",
  {
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    body: bytes("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] }), check("product_image_renditions_format", sql`${t.format} in ('avif', 'webp')`)],
);
