// The back office's stock (docs/admin-api.md, Stock): what a product's stock looks like and the
// changes staff make to it. Every change keeps a reason; "sold" and "refunded-and-restocked"
// are the shop's own, never typed by a person.
import * as z from "zod/mini";
import { colors, sizes } from "../product";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

/** Why staff change the count on the shelf. */
export const staffStockReasons = ["received", "damaged", "correction", "counted"] as const;
export type StaffStockReason = (typeof staffStockReasons)[number];

const MAX_STOCK = 100_000; // a typo guard, not a business rule
const count = (label: string) =>
  z.int({ error: `${label} must be a whole number` }).check(
    z.gte(0, { error: `${label} can't be below 0` }),
    z.lte(MAX_STOCK, { error: `${label} must be at most ${MAX_STOCK}` }),
  );

const option = {
  size: z.optional(z.enum(sizes, { error: `Size must be one of ${sizes.join(", ")}` })),
  color: z.optional(z.enum(colors, { error: `Colour must be one of ${colors.join(", ")}` })),
};
const reason = z.enum(staffStockReasons, { error: `The reason is one of ${staffStockReasons.join(", ")}` });
const note = z.optional(
  z.string({ error: "The note must be text" }).check(
    z.overwrite(visibleOrEmpty),
    z.maxLength(300, "Keep the note to 300 characters"),
    z.refine<string>((v) => !hasForbiddenCharacters(v), "The note contains a character we can't store: remove any control characters"),
  ),
);

/** POST /api/admin/products/:id/stock. */
export const stockChangeSchema = z.discriminatedUnion("action", [
  /** Start counting this product's stock: one variant per size and colour (or one, without options). */
  z.object({ action: z.literal("track"), onHand: z._default(count("Stock"), 0), lowStockLevel: z._default(count("Low-stock level"), 0) }),
  /** The count on the shelf is now `onHand`. */
  z.object({ action: z.literal("set"), ...option, onHand: count("Stock"), reason, note }),
  /** The count on the shelf moved by `change` (received: up; damaged: down). */
  z.object({
    action: z.literal("adjust"),
    ...option,
    change: z.int({ error: "The change must be a whole number" }).check(
      z.refine((v) => v !== 0, "The change can't be 0"),
      z.gte(-MAX_STOCK, { error: "That change is too large" }),
      z.lte(MAX_STOCK, { error: "That change is too large" }),
    ),
    reason,
    note,
  }),
  /** Stop counting: made to order. The counts are kept, and come back if counting starts again. */
  z.object({ action: z.literal("untrack") }),
  /** Several counts on the shelf at once (the editor's grid): applied together or not at all. */
  z.object({
    action: z.literal("set-levels"),
    levels: z
      .array(z.object({ ...option, onHand: count("Stock") }))
      .check(z.minLength(1, "Change at least one count"), z.maxLength(200, "Too many counts at once")),
    reason,
    note,
  }),
  /** Email fulfilment when a variant falls to this; without a size and colour, for every variant. */
  z.object({ action: z.literal("low-stock-level"), ...option, lowStockLevel: count("Low-stock level") }),
]);
export type StockChange = z.infer<typeof stockChangeSchema>;

export interface StockVariant {
  id: string;
  size: string | null;
  color: string | null;
  sku: string;
  onHand: number;
  /** In checkouts being paid (live holds). */
  held: number;
  /** What can still be sold: on hand minus live holds. */
  available: number;
  lowStockLevel: number;
}

export interface StockMovement {
  at: string;
  sku: string;
  size: string | null;
  color: string | null;
  change: number;
  onHandAfter: number;
  reason: string;
  by: string;
  order: string | null;
  note: string | null;
}

/** GET /api/admin/products/:id/stock. */
export interface ProductStock {
  productId: string;
  /** False: made to order, never sold out. */
  tracked: boolean;
  /** The level at which fulfilment is emailed (the highest of its variants'). */
  lowStockLevel: number;
  variants: StockVariant[];
  /** The latest 100, newest first. */
  movements: StockMovement[];
}
