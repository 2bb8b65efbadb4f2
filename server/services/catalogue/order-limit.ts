// The most of one size and colour one order may take (core/order-limit.ts): kept in `settings`,
// changed by owners with an audit entry, carried by the catalogue snapshot (so a payment reads
// no extra row) and checked against the priced order's lines, repeated lines of one variant
// added up first.
import { eq } from "drizzle-orm";
import { DEFAULT_ORDER_LIMIT, orderLimitMessage } from "../../../core/order-limit";
import type { Database, Transaction } from "../../db/client";
import { settings } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { InvalidInputError } from "../../domain/errors";
import { announceChange } from "../../live/change-feed";
import type { AuditLog } from "../staff/audit-log";

export const ORDER_LIMIT_SETTING = "order_limit_per_variant";

export async function readOrderLimit(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ORDER_LIMIT_SETTING));
  const limit = Number(row?.value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_ORDER_LIMIT;
}

/** Changes the limit, audited with before and after; pages and payments follow (a catalogue change). */
export async function setOrderLimit(db: Database, audit: AuditLog, limit: number, actor: Actor, context: RequestContext): Promise<number> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, ORDER_LIMIT_SETTING)).for("update");
    const before = row ? Number(row.value) : DEFAULT_ORDER_LIMIT;
    if (before === limit) return;
    const value = String(limit);
    await tx.insert(settings).values({ key: ORDER_LIMIT_SETTING, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    await audit.record({ actor, action: "settings.changed", target: { type: "setting", id: ORDER_LIMIT_SETTING }, context, details: { before, after: limit } }, tx);
    await announceChange(tx, "catalogue");
  });
  return limit;
}

export interface LimitedLine {
  productId: string;
  name: string;
  size?: string | null;
  color?: string | null;
  quantity: number;
}

/**
 * Refuses an order for more than `limit` of one size and colour, however many lines it is split
 * across, naming the line where the total goes over.
 */
export function checkOrderLimit(lines: readonly LimitedLine[], limit: number): void {
  const totals = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const key = JSON.stringify([line.productId, line.size ?? null, line.color ?? null]);
    const total = (totals.get(key) ?? 0) + line.quantity;
    totals.set(key, total);
    if (total <= limit) continue;
    const options = [line.size, line.color].filter(Boolean).join(", ");
    const message = `${orderLimitMessage(limit)}: lower the quantity of ${line.name}${options ? ` (${options})` : ""} to ${limit} or fewer.`;
    throw new InvalidInputError(message, [{ field: `items.${index}.quantity`, message }]);
  }
}
