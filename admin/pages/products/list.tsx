// /admin/products: every product, searchable by name or id and filtered by status, each with its
// price, its stock at a glance (sold out and low stock in words) and a link to its page. Owners
// add products (as drafts) and import prices and stock from a CSV; every staff member exports.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";
import { formatPence } from "@core/money";
import { productStatuses, type ProductStatus } from "@core/product";
import { adminProductSchema, stockSummarySchema, type AdminProduct, type StockSummary } from "@core/schemas/admin-products";
import { SelectField, TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../../api";
import { AdminPage, ErrorNotice, Panel } from "../../components/page";
import { useMe } from "../../session";
import { CsvImport } from "./csv-import";
import { NewProductForm } from "./new-product";

export const productStatusLabels: Record<ProductStatus, string> = { draft: "Draft", active: "Active", archived: "Archived" };

const statusTone: Record<ProductStatus, string> = {
  draft: "bg-gold-100 text-gold-700",
  active: "bg-evergreen-100 text-evergreen-900",
  archived: "border border-line bg-white text-muted",
};

/** A product's status in words (colour is never the only signal). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", statusTone[status])}>
      {productStatusLabels[status]}
    </span>
  );
}

const productListSchema = z.object({ products: z.array(adminProductSchema), stock: z.record(z.string(), stockSummarySchema) });

/** Stock in words: sold out and low are never colour alone. */
function StockAtAGlance({ stock }: { stock: StockSummary | undefined }) {
  if (!stock?.tracked) return <span className="text-sm text-muted">Made to order</span>;
  const all = stock.soldOut === stock.options;
  return (
    <span className="text-sm tabular-nums">
      {all ? (
        <strong className="font-semibold text-danger">Sold out</strong>
      ) : (
        <>
          {stock.onHand} in stock
          {stock.soldOut > 0 && <strong className="font-semibold text-danger"> · {stock.soldOut} sold out</strong>}
          {stock.low > 0 && <strong className="font-semibold text-gold-700"> · {stock.low} low</strong>}
        </>
      )}
    </span>
  );
}

export function ProductListPage() {
  const me = useMe();
  const isOwner = me.staff.role === "owner";
  const [products, setProducts] = useState<AdminProduct[] | undefined>();
  const [stock, setStock] = useState<Record<string, StockSummary>>({});
  const [stockFilter, setStockFilter] = useState<"all" | "sold-out" | "low">("all");
  const [reloads, setReloads] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ProductStatus | "all">("all");

  useEffect(() => {
    api("GET", "/products", { schema: productListSchema })
      .then((list) => {
        setProducts(list.products);
        setStock(list.stock);
      })
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, [reloads]);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (products ?? []).filter(
      (p) =>
        (status === "all" || p.status === status) &&
        (!words || p.name.toLowerCase().includes(words) || p.id.includes(words)) &&
        (stockFilter === "all" || (stockFilter === "sold-out" ? (stock[p.id]?.soldOut ?? 0) > 0 : (stock[p.id]?.low ?? 0) > 0)),
    );
  }, [products, search, status, stock, stockFilter]);

  return (
    <AdminPage
      title="Products"
      intro="What the shop sells. A saved change is on the site within seconds."
      actions={
        <a className="btn btn-outline btn-sm" href="/api/admin/products.csv" download>
          Export CSV
        </a>
      }
    >
      <ErrorNotice>{error}</ErrorNotice>
      {isOwner && <NewProductForm />}
      {/* Above the list, not below it: the list arrives after the page and would push a form
          below it down by its whole length, between a person's aim and their click. */}
      {isOwner && <CsvImport onApplied={() => setReloads((n) => n + 1)} />}
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Search products" name="q" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="w-full sm:w-72" />
        <SelectField label="Status" name="status" value={status} onChange={(e) => setStatus(e.target.value as ProductStatus | "all")} className="w-full sm:w-48">
          <option value="all">Every status</option>
          {productStatuses.map((s) => (
            <option key={s} value={s}>
              {productStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Stock" name="stock" value={stockFilter} onChange={(e) => setStockFilter(e.target.value as "all" | "sold-out" | "low")} className="w-full sm:w-48">
          <option value="all">Any stock</option>
          <option value="sold-out">Something sold out</option>
          <option value="low">Something low</option>
        </SelectField>
      </div>
      {!products ? (
        !error && <p role="status">Loading products…</p>
      ) : (
        <Panel>
          <p role="status" className="mb-3 text-sm text-muted">
            {shown.length} {shown.length === 1 ? "product" : "products"}
          </p>
          <ul className="divide-y divide-line">
            {shown.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Link to={`/products/${encodeURIComponent(p.id)}`} className="min-w-0 flex-1 font-medium text-evergreen-800 underline-offset-2 hover:underline">
                  {p.name}
                </Link>
                <span className="tabular-nums">
                  {p.salePrice !== null ? (
                    <>
                      {formatPence(p.salePrice)} <s className="text-muted">{formatPence(p.price)}</s>
                    </>
                  ) : (
                    formatPence(p.price)
                  )}
                </span>
                <StockAtAGlance stock={stock[p.id]} />
                <ProductStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </AdminPage>
  );
}
