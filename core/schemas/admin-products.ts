// The back office's products (docs/admin-api.md, Products): what a product's page shows and a
// save sends. Money is integer pence at this API. Owners edit; every staff member reads.
import * as z from "zod/mini";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";
import { colors, productCategories, productStatuses, sizes } from "../product";
import { stockChangeSchema } from "./admin-stock";

export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(productCategories),
  price: z.number(),
  salePrice: z.nullable(z.number()),
  /** ISO time the sale price stops applying, or null for no end. */
  saleEndsAt: z.nullable(z.string()),
  sizes: z.array(z.enum(sizes)),
  colors: z.array(z.enum(colors)),
  printNotes: z.boolean(),
  image: z.string(),
  imageAlt: z.string(),
  featured: z.boolean(),
  status: z.enum(productStatuses),
  position: z.number(),
  /** Send it back with a save: a save made from an older copy is refused. */
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

function text(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z.string({ error: `${label} must be text` }).check(
    z.overwrite(visibleOrEmpty),
    z.refine<string>((v) => !hasForbiddenCharacters(v, options), `${label} contains a character we can't store: remove any control characters`),
    z.maxLength(max, `Keep the ${label.toLowerCase()} to ${max} characters or fewer`),
    z.minLength(1, `Enter the ${label.toLowerCase()}`),
  );
}

const MAX_PRICE = 1_000_000; // £10,000: a typo guard, not a business rule
const pence = (label: string) =>
  z.int({ error: `${label} must be a whole number of pence` }).check(
    z.gt(0, { error: `${label} must be more than £0` }),
    z.lte(MAX_PRICE, { error: `${label} must be at most £10,000` }),
  );

/** PATCH /api/admin/products/:id: the fields to change, and the version they were made from. */
export const productChangeSchema = z
  .object({
    version: z.int({ error: "Send the version you edited" }).check(z.gt(0)),
    name: z.optional(text("Name", 120)),
    description: z.optional(text("Description", 2000, { multiline: true })),
    category: z.optional(z.enum(productCategories, { error: "Choose one of the store's categories" })),
    price: z.optional(pence("Price")),
    salePrice: z.optional(z.nullable(pence("Sale price"))),
    saleEndsAt: z.optional(
      z.nullable(
        z.iso.datetime({ offset: true, error: "Enter the sale's end as a date and time" }),
      ),
    ),
    sizes: z.optional(z.array(z.enum(sizes, { error: `Sizes are from ${sizes.join(", ")}` })).check(z.maxLength(sizes.length))),
    colors: z.optional(z.array(z.enum(colors, { error: `Colours are from ${colors.join(", ")}` })).check(z.maxLength(colors.length))),
    printNotes: z.optional(z.boolean({ error: "Print notes is yes or no" })),
    imageAlt: z.optional(text("Illustration's description", 300)),
    featured: z.optional(z.boolean({ error: "Featured is yes or no" })),
    status: z.optional(z.enum(productStatuses, { error: "Choose draft, active or archived" })),
    /**
     * The stock typed on the same page, applied after the fields above in the same transaction:
     * counts for a size or colour this save adds are accepted (docs/admin-api.md, Stock).
     */
    stock: z.optional(z.array(stockChangeSchema).check(z.maxLength(4, "Send at most 4 stock changes with a save"))),
  })
  .check(
    z.refine((change) => Object.keys(change).some((key) => key !== "version"), { error: "Nothing to change" }),
  );
export type ProductChange = z.infer<typeof productChangeSchema>;

/** POST /api/admin/products: a new product starts as a draft, with an id made from its name. */
export const newProductSchema = z.object({
  name: text("Name", 120),
  category: z.enum(productCategories, { error: "Choose one of the store's categories" }),
  price: pence("Price"),
  description: z._default(z.string().check(z.maxLength(2000, "Keep the description to 2000 characters or fewer")), ""),
});
export type NewProduct = z.infer<typeof newProductSchema>;

/** GET /api/admin/products: each product's stock at a glance. */
export const stockSummarySchema = z.object({
  /** False: made to order. */
  tracked: z.boolean(),
  onHand: z.number(),
  /** Sizes and colours counted. */
  options: z.number(),
  soldOut: z.number(),
  /** Above 0 but at or below the low-stock level. */
  low: z.number(),
});
export type StockSummary = z.infer<typeof stockSummarySchema>;
