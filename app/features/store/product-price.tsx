import { effectiveUnitPrice, isOnSale, type Product } from "@core/product";
import { formatPence } from "@core/money";
import { cn } from "~/lib/utils";

/** The price, or on sale the sale price beside the old price struck through (docs/product-rules.md#pages: only when salePrice is below price). */
export function ProductPrice({ product, className }: { product: Product; className?: string }) {
  if (!isOnSale(product)) {
    return <p className={cn("font-semibold text-ink tabular-nums", className)}>{formatPence(product.price)}</p>;
  }
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 font-semibold tabular-nums", className)}>
      <span className="text-danger">
        <span className="sr-only">Sale price </span>
        {formatPence(effectiveUnitPrice(product))}
      </span>
      <s className="text-sm font-medium text-muted">
        <span className="sr-only">was </span>
        {formatPence(product.price)}
      </s>
    </p>
  );
}

export function SaleBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-danger px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm",
        className,
      )}
    >
      Sale
    </span>
  );
}
