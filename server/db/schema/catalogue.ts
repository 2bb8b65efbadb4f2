import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's products (docs/decisions/0018-live-pages-from-the-database.md). Ids are stored in
 * carts and orders: never renamed, reused or deleted; a product leaves the shop by being archived.
 * `version` goes up with every save, so a save made from an older copy is refused, not merged.
 */
export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    /** Pence. */
    price: integer("price").notNull(),
    /** Pence; applies only while below `price`. */
    salePrice: integer("sale_price"),
    /** After this the sale price stops applying (pages are made again then). */
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** The sizes and colours it comes in, in the store's order (none: one form). */
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    colors: text("colors").array().notNull().default(sql`'{}'::text[]`),
    /** Whether buyers may leave print-preference notes. */
    printNotes: boolean("print_notes").notNull().default(false),
    /** False: made to order; its variants (if any) keep their counts but nothing is held or sold out. */
    trackStock: boolean("track_stock").notNull().default(true),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    emoji: text("emoji"),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("active"),
    /** The order the store lists products in. */
    position: integer("position").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_sale_below_price", sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`),
    check("products_status", sql`${t.status} in ('draft', 'active', 'archived')`),
    index("products_status_position").on(t.status, t.position),
  ],
);
