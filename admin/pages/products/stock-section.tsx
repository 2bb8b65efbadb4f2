// The Stock section of a product's page: counted per size and colour, or not tracked (made to
// order). Owners and fulfilment change it; finance reads. The page's one Save sends what changed
// here as stock changes with a reason (docs/admin-api.md, Stock), all counts in one transaction.
import { staffStockReasons, type ProductStock, type StaffStockReason, type StockChange } from "@core/schemas/admin-stock";
import { SelectField, TextField } from "~/components/ui/field";
import { formatWhen, Panel } from "../../components/page";

export const stockReasonLabels: Record<string, string> = {
  received: "Received",
  damaged: "Damaged",
  correction: "Correction",
  counted: "Counted",
  sold: "Sold",
  "refunded-and-restocked": "Refunded and restocked",
};

export interface StockDraft {
  tracked: boolean;
  /** Typed counts by `variantKey`. */
  counts: Record<string, string>;
  lowStockLevel: string;
  reason: StaffStockReason;
  note: string;
}

export type StockErrors = Partial<Record<string, string>>;

export function variantKey(size: string | null, color: string | null): string {
  return `${size ?? ""}|${color ?? ""}`;
}

/** "Stock, M, Black", or "Stock" for a product in one form: the names the checks rely on. */
export function stockFieldName(size: string | null, color: string | null): string {
  return ["Stock", size, color].filter(Boolean).join(", ");
}

/** The sizes and colours the product comes in once the page is saved (its form's, for owners). */
export interface OfferedOptions {
  sizes: readonly string[];
  colors: readonly string[];
}

export interface StockCell {
  size: string | null;
  color: string | null;
  onHand: number;
  held: number;
  lowStockLevel: number;
  /** Counted stock, but a size or colour this save adds: it starts at 0 (the server makes it). */
  added: boolean;
}

/**
 * The grid's cells: a cell for each size and colour the product will come in after the save, so
 * a size or colour ticked in the form can be counted in the same save. Counted options show their
 * count; one not counted yet (or the whole grid, for stock not counted yet) starts at 0.
 */
export function stockCells(stock: ProductStock, offered: OfferedOptions): StockCell[] {
  const options = offered.sizes.length && offered.colors.length ? offered.sizes.flatMap((size) => offered.colors.map((color) => ({ size, color }))) : [{ size: null, color: null }];
  return options.map((o) => {
    const counted = stock.tracked ? stock.variants.find((v) => v.size === o.size && v.color === o.color) : undefined;
    if (counted) return { size: counted.size, color: counted.color, onHand: counted.onHand, held: counted.held, lowStockLevel: counted.lowStockLevel, added: false };
    return { ...o, onHand: 0, held: 0, lowStockLevel: stock.lowStockLevel, added: stock.tracked };
  });
}

export function stockDraftOf(stock: ProductStock): StockDraft {
  return {
    tracked: stock.tracked,
    counts: Object.fromEntries(stock.variants.map((v) => [variantKey(v.size, v.color), String(v.onHand)])),
    lowStockLevel: String(stock.lowStockLevel),
    reason: "counted",
    note: "",
  };
}

const wholeNumber = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * What to send for the stock, in order, or the fields that are wrong. Starting or stopping the
 * count comes first; counts and the low-stock level only for stock that is counted.
 */
export function stockRequests(stock: ProductStock, draft: StockDraft, offered: OfferedOptions): { changes: StockChange[]; errors: StockErrors } {
  const errors: StockErrors = {};
  const changes: StockChange[] = [];
  const level = wholeNumber(draft.lowStockLevel);
  if (level === undefined) errors.lowStockLevel = "Enter the low-stock level as a whole number, like 3";
  if (!draft.tracked) {
    if (stock.tracked) changes.push({ action: "untrack" });
    return { changes, errors: {} };
  }
  // Counting starts with every option at 0; the counts typed follow in the same save.
  if (!stock.tracked) changes.push({ action: "track", onHand: 0, lowStockLevel: level ?? 0 });
  const levels: { size?: never; color?: never; onHand: number }[] = [];
  for (const v of stockCells(stock, offered)) {
    const key = variantKey(v.size, v.color);
    const typed = draft.counts[key] ?? String(v.onHand);
    const count = wholeNumber(typed);
    if (count === undefined) {
      errors[key] = `Enter the ${stockFieldName(v.size, v.color).toLowerCase()} as a whole number (0 or more)`;
      continue;
    }
    if (count !== v.onHand) levels.push({ ...(v.size && { size: v.size as never }), ...(v.color && { color: v.color as never }), onHand: count });
  }
  if (levels.length) changes.push({ action: "set-levels", levels, reason: draft.reason, ...(draft.note.trim() && { note: draft.note.trim() }) });
  if (stock.tracked && level !== undefined && level !== stock.lowStockLevel) changes.push({ action: "low-stock-level", lowStockLevel: level });
  return { changes, errors };
}

export function StockSection({
  stock,
  offered,
  draft,
  onChange,
  errors,
  canChange,
}: {
  stock: ProductStock;
  /** The sizes and colours it will come in after the save: the grid's rows and columns. */
  offered: OfferedOptions;
  draft: StockDraft;
  onChange: (draft: StockDraft) => void;
  errors: StockErrors;
  canChange: boolean;
}) {
  const set = <K extends keyof StockDraft>(field: K, value: StockDraft[K]) => onChange({ ...draft, [field]: value });
  const cells = stockCells(stock, offered);
  const sizes = [...new Set(cells.map((v) => v.size))];
  const colors = [...new Set(cells.map((v) => v.color))];
  const variantAt = (size: string | null, color: string | null) => cells.find((v) => v.size === size && v.color === color);
  const oneForm = cells.length === 1 && cells[0]!.size === null;
  const countField = (size: string | null, color: string | null) => {
    const key = variantKey(size, color);
    const variant = variantAt(size, color);
    if (!variant) return <span className="text-muted">—</span>;
    const error = errors[key];
    const errorId = `stock-${key.replace(/[^a-zA-Z0-9]/g, "-")}-error`;
    const soldOut = stock.tracked && !variant.added && variant.onHand <= 0;
    // "Low" only where a low-stock level is set, and only for stock that is counted.
    const low = stock.tracked && !soldOut && !variant.added && variant.lowStockLevel > 0 && variant.onHand <= variant.lowStockLevel;
    return (
      <div className="min-w-16">
        <input
          type="text"
          inputMode="numeric"
          aria-label={stockFieldName(size, color)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft.counts[key] ?? ""}
          // A count typed for a product made to order starts counting it.
          onChange={(e) => onChange({ ...draft, tracked: true, counts: { ...draft.counts, [key]: e.target.value } })}
          className="w-16 rounded-lg border border-line bg-white px-2 py-1.5 text-right tabular-nums aria-invalid:border-danger"
        />
        {(variant.added || soldOut || low || variant.held > 0) && (
          <span className="mt-0.5 block text-xs text-muted">
            {variant.added ? "New" : soldOut ? "Sold out" : low ? "Low" : ""}
            {variant.held > 0 ? `${soldOut || low ? " · " : ""}${variant.held} held` : ""}
          </span>
        )}
        {error && (
          <span id={errorId} className="mt-0.5 block text-xs font-medium text-danger">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <Panel title="Stock">
      <fieldset disabled={!canChange} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Counting</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="tracked" checked={draft.tracked} onChange={() => set("tracked", true)} className="size-5" />
              Track stock
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="tracked" checked={!draft.tracked} onChange={() => set("tracked", false)} className="size-5" />
              Not tracked (made to order)
            </label>
          </div>
        </fieldset>
        {!stock.tracked && (
          <p className="text-sm text-muted">
            {draft.tracked ? "Counting starts when you save: every option starts at 0, plus what you enter." : "Not counted: it never sells out. Enter a count to start counting."}
          </p>
        )}
        {stock.tracked && draft.tracked && cells.some((cell) => cell.added) && (
          <p className="text-sm text-muted">Sizes and colours marked New are added when you save, at 0 plus what you enter here.</p>
        )}
        {(draft.tracked || !stock.tracked) && (
          <>
            {oneForm ? (
              countField(null, null)
            ) : (
              <div className="overflow-x-auto">
                <table className="text-sm">
                  <caption className="sr-only">Stock on the shelf by size and colour</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="px-2 py-1 text-left font-medium">
                        Size
                      </th>
                      {colors.map((c) => (
                        <th key={c} scope="col" className="px-2 py-1 text-left font-medium">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sizes.map((s) => (
                      <tr key={s}>
                        <th scope="row" className="px-2 py-1 text-left font-medium">
                          {s}
                        </th>
                        {colors.map((c) => (
                          <td key={c} className="px-2 py-1 align-top">
                            {countField(s, c)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField label="Reason for the change" name="reason" value={draft.reason} onChange={(e) => set("reason", e.target.value as StaffStockReason)} error={errors.reason}>
                {staffStockReasons.map((r) => (
                  <option key={r} value={r}>
                    {stockReasonLabels[r]}
                  </option>
                ))}
              </SelectField>
              <TextField label="Note" name="stockNote" hint="Optional, kept with the change" value={draft.note} onChange={(e) => set("note", e.target.value)} maxLength={300} />
              <TextField
                label="Low-stock level"
                name="lowStockLevel"
                inputMode="numeric"
                hint="Fulfilment is emailed when an option falls to this"
                value={draft.lowStockLevel}
                onChange={(e) => set("lowStockLevel", e.target.value)}
                error={errors.lowStockLevel}
              />
            </div>
          </>
        )}
      </fieldset>
      {stock.movements.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">Recent stock movements</summary>
          {/* Wider than a phone: focusable, so the keyboard can scroll it too (axe, scrollable-region-focusable). */}
          <div className="mt-2 overflow-x-auto" role="region" aria-label="Recent stock movements" tabIndex={0}>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="px-2 py-1 font-medium">When</th>
                  <th scope="col" className="px-2 py-1 font-medium">Option</th>
                  <th scope="col" className="px-2 py-1 font-medium">Change</th>
                  <th scope="col" className="px-2 py-1 font-medium">After</th>
                  <th scope="col" className="px-2 py-1 font-medium">Reason</th>
                  <th scope="col" className="px-2 py-1 font-medium">By</th>
                </tr>
              </thead>
              <tbody>
                {stock.movements.slice(0, 30).map((m, i) => (
                  <tr key={i} className="border-t border-line">
                    <td className="px-2 py-1 whitespace-nowrap">{formatWhen(m.at)}</td>
                    <td className="px-2 py-1">{[m.size, m.color].filter(Boolean).join(", ") || "—"}</td>
                    <td className="px-2 py-1 tabular-nums">{m.change > 0 ? `+${m.change}` : m.change}</td>
                    <td className="px-2 py-1 tabular-nums">{m.onHandAfter}</td>
                    <td className="px-2 py-1">
                      {stockReasonLabels[m.reason] ?? m.reason}
                      {m.order ? ` (${m.order})` : ""}
                      {m.note ? `: ${m.note}` : ""}
                    </td>
                    <td className="px-2 py-1">{m.by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </Panel>
  );
}
