import { formatPence } from "@core/money";
import type { OrderTotals } from "@core/pricing";
import { cn } from "~/lib/utils";

/** The cart's money, from the shared pricing functions: what the server will charge with standard shipping. */
export function SummaryRows({
  totals,
  itemCount,
  className,
}: {
  totals: OrderTotals;
  itemCount: number;
  className?: string;
}) {
  const row = "flex items-baseline justify-between gap-4";
  return (
    <dl className={cn("space-y-2 text-sm", className)}>
      <div className={row}>
        <dt className="text-muted">
          Items ({itemCount})
        </dt>
        <dd className="font-medium text-ink tabular-nums">{formatPence(totals.items)}</dd>
      </div>
      {totals.giftWrap > 0 && (
        <div className={row}>
          <dt className="text-muted">Gift wrap</dt>
          <dd className="font-medium text-ink tabular-nums">{formatPence(totals.giftWrap)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-muted">Shipping</dt>
        <dd className="font-semibold text-evergreen-700">FREE</dd>
      </div>
      {totals.donation > 0 && (
        <div className={row}>
          <dt className="text-muted">Donation</dt>
          <dd className="font-medium text-ink tabular-nums" data-testid="summary-donation">
            {formatPence(totals.donation)}
          </dd>
        </div>
      )}
      <div className={cn(row, "border-t border-line pt-3 text-base")}>
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="text-lg font-semibold text-ink tabular-nums" data-testid="summary-total">
          {formatPence(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
