// /admin/products/:id: one product, in sections. Owners change its words, price, sale price and
// the sale's end (in pounds here, pence at the API), sizes and colours, print notes, category,
// status and whether it is featured; owners and fulfilment change its stock (StockSection); the
// images have a section of their own. A save names the version it was made from, so someone
// else's newer save is never overwritten (the server refuses it and this page says so). An owner's
// save sends the product and the stock typed beside it in one request (one transaction), so a
// size ticked in the form can be counted in the same save; after every save the stock and photos
// are read again, so every part of the page shows the product as saved. Other staff see the same
// fields, read-only.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { formatPence, penceToPounds, poundsToPence } from "@core/money";
import { categoryOptions, colors as allColors, productCategories, productStatuses, sizes as allSizes, type Color, type ProductCategory, type ProductStatus, type Size } from "@core/product";
import { adminProductSchema, type AdminProduct, type ProductChange } from "@core/schemas/admin-products";
import type { ProductStock } from "@core/schemas/admin-stock";
import { Button } from "~/components/ui/button";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { useMe } from "../../session";
import { focusPhotoAltText, photoAnchor, ProductImages } from "./images";
import { ProductStatusBadge, productStatusLabels } from "./list";
import { categoryLabels } from "./labels";
import { StockSection, stockDraftOf, stockRequests, type OfferedOptions, type StockDraft, type StockErrors } from "./stock-section";


/** The product's form: the save bar, outside it, submits it by this id. */
const FORM_ID = "product-form";

interface Draft {
  name: string;
  description: string;
  category: ProductCategory;
  price: string;
  salePrice: string;
  /** datetime-local text, in the browser's time zone; empty for no end. */
  saleEndsAt: string;
  sizes: Size[];
  colors: Color[];
  printNotes: boolean;
  imageAlt: string;
  featured: boolean;
  status: ProductStatus;
}

function draftOf(product: AdminProduct): Draft {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    price: penceToPounds(product.price).toFixed(2),
    salePrice: product.salePrice === null ? "" : penceToPounds(product.salePrice).toFixed(2),
    saleEndsAt: localDateTime(product.saleEndsAt),
    sizes: product.sizes,
    colors: product.colors,
    printNotes: product.printNotes,
    imageAlt: product.imageAlt,
    featured: product.featured,
    status: product.status,
  };
}

/** An ISO time as a datetime-local field shows it, in this browser's time zone. */
function localDateTime(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Pounds as typed ("12", "12.5", "£12.50") to pence; undefined when it isn't an amount. */
function typedPence(value: string): number | undefined {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return poundsToPence(Number(cleaned));
}

type Errors = Partial<Record<keyof Draft | "version", string>>;

/** A row of checkboxes for sizes or colours, in the store's order. */
function OptionChoices<T extends string>({ legend, all, chosen, onChange, error, name, hint }: { legend: string; all: readonly T[]; chosen: T[]; onChange: (next: T[]) => void; error?: string; name: string; hint?: string }) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {all.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={chosen.includes(option)}
              onChange={(e) => onChange(all.filter((o) => (o === option ? e.target.checked : chosen.includes(o))))}
              className="size-5"
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ProductEditPage() {
  const { id = "" } = useParams();
  const me = useMe();
  const canEdit = me.staff.role === "owner";
  const canCount = me.staff.role === "owner" || me.staff.role === "fulfilment";
  const [stock, setStock] = useState<ProductStock | undefined>();
  const [stockDraft, setStockDraft] = useState<StockDraft | undefined>();
  const [stockErrors, setStockErrors] = useState<StockErrors>({});
  const [product, setProduct] = useState<AdminProduct | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** Photos the last save named for lacking alt text: image id → message (linked from the notice). */
  const [photoErrors, setPhotoErrors] = useState<Record<string, string>>({});
  /** Bumped after every save, so the Photos panel reads the photos as they are saved now. */
  const [photosRead, setPhotosRead] = useState(0);
  /** What the last press of Save came to, said beside the button (the page's notices are at its top). */
  const [outcome, setOutcome] = useState<"saved" | "unchanged" | "refused" | undefined>();
  const notices = useRef<HTMLDivElement>(null);

  // The save bar stays at the bottom of the screen: a field the keyboard moves to scrolls clear of it.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = "6rem";
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const load = useCallback(async () => {
    const [loaded, counted] = await Promise.all([
      api("GET", `/products/${encodeURIComponent(id)}`, { schema: adminProductSchema }),
      api<ProductStock>("GET", `/products/${encodeURIComponent(id)}/stock`),
    ]);
    setProduct(loaded);
    setDraft(draftOf(loaded));
    setStock(counted);
    setStockDraft(stockDraftOf(counted));
  }, [id]);
  useEffect(() => {
    load().catch((caught: unknown) => setProblem(messageOf(caught)));
  }, [load]);

  const back = (
    <Link to="/products" className="underline">
      Back to products
    </Link>
  );
  if (!product || !draft || !stock || !stockDraft) {
    return (
      <AdminPage title="Product">
        {problem ? <ErrorNotice>{problem}</ErrorNotice> : <p role="status">Loading the product…</p>}
        {back}
      </AdminPage>
    );
  }

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft({ ...draft, [field]: value });

  /**
   * The sizes and colours it comes in once saved: the form's, for owners (so the stock grid has a
   * row for a size ticked just now), the saved product's for everyone else. A product in one form
   * has none, whatever boxes were ticked before. Apparel with no size or no colour ticked can't be
   * saved (the form says so), so until then the grid keeps the saved ones.
   */
  function offeredAfterSave(): OfferedOptions {
    const saved = { sizes: product?.sizes ?? [], colors: product?.colors ?? [] };
    if (!draft || !canEdit) return saved;
    const rule = categoryOptions(draft.category);
    if (rule === "none" || (rule === "optional" && !draft.sizes.length && !draft.colors.length)) return { sizes: [], colors: [] };
    return draft.sizes.length && draft.colors.length ? { sizes: draft.sizes, colors: draft.colors } : saved;
  }

  /** The product's own changes, or the fields that are wrong. */
  function productChange(): { change?: ProductChange; errors: Errors } {
    if (!product || !draft || !canEdit) return { errors: {} };
    const price = typedPence(draft.price);
    const salePrice = draft.salePrice.trim() === "" ? null : typedPence(draft.salePrice);
    const endTime = draft.saleEndsAt ? new Date(draft.saleEndsAt) : null;
    const saleEndsAt = endTime && !Number.isNaN(endTime.getTime()) ? endTime.toISOString() : null;
    const found: Errors = {};
    if (price === undefined) found.price = "Enter the price in pounds, like 14.99";
    if (salePrice === undefined) found.salePrice = "Enter the sale price in pounds, like 12.99, or leave it empty";
    else if (salePrice !== null && price !== undefined && salePrice >= price) found.salePrice = "The sale price must be below the price";
    if (draft.saleEndsAt && !saleEndsAt) found.saleEndsAt = "Enter the sale's end as a date and time";
    else if (saleEndsAt && saleEndsAt !== product.saleEndsAt && Date.parse(saleEndsAt) <= Date.now()) found.saleEndsAt = "The sale's end must be in the future";
    else if (saleEndsAt && salePrice === null) found.saleEndsAt = "Set a sale price for the sale to end, or clear the end date";
    // Apparel goes on sale in at least one size and colour (a draft may wait); "other" takes both or neither.
    const rule = categoryOptions(draft.category);
    if (rule === "required" && draft.status === "active") {
      if (draft.sizes.length === 0) found.sizes = "Choose at least one size it comes in";
      if (draft.colors.length === 0) found.colors = "Choose at least one colour it comes in";
    } else if (rule === "optional") {
      if (draft.sizes.length > 0 && draft.colors.length === 0) found.colors = "Choose at least one colour too, or clear the sizes for one form";
      if (draft.colors.length > 0 && draft.sizes.length === 0) found.sizes = "Choose at least one size too, or clear the colours for one form";
    }
    if (Object.keys(found).length > 0 || price === undefined || salePrice === undefined) return { errors: found };

    const change: ProductChange = { version: product.version };
    if (draft.name !== product.name) change.name = draft.name;
    if (draft.description !== product.description) change.description = draft.description;
    if (draft.category !== product.category) change.category = draft.category;
    if (price !== product.price) change.price = price;
    if (salePrice !== product.salePrice) change.salePrice = salePrice;
    if (saleEndsAt !== product.saleEndsAt) change.saleEndsAt = saleEndsAt;
    // A product in one form has no sizes or colours, whatever boxes were ticked before.
    const sizes = rule === "none" ? [] : draft.sizes;
    const colors = rule === "none" ? [] : draft.colors;
    if (!sameList(sizes, product.sizes)) change.sizes = sizes;
    if (!sameList(colors, product.colors)) change.colors = colors;
    if (draft.printNotes !== product.printNotes) change.printNotes = draft.printNotes;
    if (draft.imageAlt !== product.imageAlt) change.imageAlt = draft.imageAlt;
    if (draft.featured !== product.featured) change.featured = draft.featured;
    if (draft.status !== product.status) change.status = draft.status;
    return { ...(Object.keys(change).length > 1 && { change }), errors: {} };
  }

  /** The stock and photos as saved now, after any save: every part of the page shows the same product. */
  async function rereadAfterSave(keepTypedStock: boolean) {
    setPhotosRead((n) => n + 1);
    const latest = await api<ProductStock>("GET", `/products/${encodeURIComponent(id)}/stock`);
    setStock(latest);
    // After a refusal the counts typed stay, to be corrected; after a save they are the saved ones.
    if (!keepTypedStock) setStockDraft(stockDraftOf(latest));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!product || !draft || !stock || !stockDraft) return;
    setNotice(undefined);
    setProblem(undefined);
    setPhotoErrors({});
    setOutcome(undefined);
    const { change, errors: found } = productChange();
    const counted = canCount ? stockRequests(stock, stockDraft, offeredAfterSave()) : { changes: [], errors: {} };
    setErrors(found);
    setStockErrors(counted.errors);
    if (Object.keys(found).length > 0 || Object.keys(counted.errors).length > 0) {
      setProblem("Check the fields marked below.");
      refused();
      return;
    }
    if (!change && counted.changes.length === 0) {
      setNotice("Nothing has changed since the last save.");
      setOutcome("unchanged");
      return;
    }
    setBusy(true);
    const done: string[] = [];
    try {
      if (change) {
        // One request, one transaction: counts for a size or colour added here are accepted.
        const body: ProductChange = counted.changes.length ? { ...change, stock: counted.changes } : change;
        const saved = await api("PATCH", `/products/${encodeURIComponent(product.id)}`, { body, schema: adminProductSchema });
        setProduct(saved);
        setDraft(draftOf(saved));
        done.push("the product");
        if (counted.changes.length) done.push("the stock");
      } else {
        // Stock alone (fulfilment may only do this): the stock service's own requests, in order.
        for (const stockChange of counted.changes) {
          await api<ProductStock>("POST", `/products/${encodeURIComponent(product.id)}/stock`, { body: stockChange });
          if (!done.length) done.push("the stock");
        }
      }
      await rereadAfterSave(false);
      const status = change ? (draft.status === "active" ? " The site shows it within seconds." : " It is not on sale.") : " The site shows it within seconds.";
      setNotice(`${done.length === 1 && change ? "Saved." : `Saved ${done.join(" and ")}.`}${status}`);
      setOutcome("saved");
    } catch (caught) {
      refused();
      if (caught instanceof ApiError) {
        const fields: Errors = {};
        const stockFields: StockErrors = {};
        const photos: Record<string, string> = {};
        for (const issue of caught.issues) {
          // Stock sent with the product is named `stock.N.…` (N: the change sent); alone, without it.
          const [, sentAt, field = issue.field] = /^(?:stock\.(\d+)\.)?(.*)$/.exec(issue.field) ?? [];
          const sent = sentAt === undefined ? counted.changes.find((c) => c.action === "set-levels") : counted.changes[Number(sentAt)];
          const level = /^levels\.(\d+)/.exec(field);
          const photo = /^images\.([^.]+)\.alt$/.exec(issue.field);
          if (level) {
            const entry = sent?.action === "set-levels" ? sent.levels[Number(level[1])] : undefined;
            if (entry) stockFields[`${entry.size ?? ""}|${entry.color ?? ""}`] = issue.message;
          } else if (field === "reason" || field === "lowStockLevel") {
            stockFields[field] = issue.message;
          } else if (photo) {
            photos[photo[1]!] = issue.message;
          } else {
            fields[field as keyof Errors] = issue.message;
          }
        }
        setErrors(fields);
        setStockErrors(stockFields);
        setPhotoErrors(photos);
        const saved = done.length ? `Saved ${done.join(" and ")}, but not the rest: ` : "";
        setProblem(saved + (caught.fieldMessage("version") ?? caught.message));
      } else {
        setProblem(messageOf(caught));
      }
      await rereadAfterSave(true).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  /**
   * Save was refused: the page's message is at its top, which on a phone is far above the save
   * bar, so it is brought into view (its alert role has already read it out).
   */
  function refused() {
    setOutcome("refused");
    requestAnimationFrame(() => notices.current?.scrollIntoView({ block: "start", behavior: "smooth" }));
  }

  /** A photo's alt text was saved: it is no longer what stops the product being active. */
  function photoDescribed(imageId: string) {
    if (!(imageId in photoErrors)) return;
    const left = Object.fromEntries(Object.entries(photoErrors).filter(([named]) => named !== imageId));
    setPhotoErrors(left);
    if (Object.keys(left).length === 0) setProblem(undefined);
  }

  return (
    <AdminPage
      title={product.name}
      intro={`${product.id} · last saved ${formatWhen(product.updatedAt)}`}
      actions={back}
    >
      <div className="flex flex-wrap gap-2">
        <ProductStatusBadge status={product.status} />
      </div>
      <div ref={notices} className="scroll-mt-24 space-y-6 empty:hidden">
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>
        {problem && (
          <>
            <p>{problem}</p>
            {Object.keys(photoErrors).length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {Object.entries(photoErrors).map(([imageId, message]) => (
                  <li key={imageId}>
                    {/* Like a field error's link in an error summary: it takes you to the field. */}
                    <a
                      href={`#${photoAnchor(imageId)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusPhotoAltText(imageId);
                      }}
                      className="underline"
                    >
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ErrorNotice>
      </div>
      <form id={FORM_ID} onSubmit={(e) => void save(e)} noValidate className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <fieldset disabled={!canEdit || busy} className="min-w-0 space-y-6">
          <Panel title="What it is">
            <div className="space-y-4">
              <TextField label="Name" name="name" value={draft.name} onChange={(e) => set("name", e.target.value)} error={errors.name} maxLength={120} />
              <TextareaField label="Description" name="description" rows={5} value={draft.description} onChange={(e) => set("description", e.target.value)} error={errors.description} maxLength={2000} />
              <SelectField label="Category" name="category" value={draft.category} onChange={(e) => set("category", e.target.value as ProductCategory)} error={errors.category}>
                {productCategories.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabels[c]}
                  </option>
                ))}
              </SelectField>
              {/* Only a product with a drawn illustration (the seeded ones) has this; photos have their own alt text, under Photos. */}
              {product.image && (
                <TextField
                  label="Illustration's description"
                  name="imageAlt"
                  hint="What the drawn illustration shows, read out to people who can't see it. It is used while the product has no photos; each photo has its own alt text, under Photos."
                  value={draft.imageAlt}
                  onChange={(e) => set("imageAlt", e.target.value)}
                  error={errors.imageAlt}
                  maxLength={300}
                />
              )}
            </div>
          </Panel>
          <Panel title="Price">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Price" name="price" inputMode="decimal" hint="In pounds, like 14.99" value={draft.price} onChange={(e) => set("price", e.target.value)} error={errors.price} />
              <TextField label="Sale price" name="salePrice" inputMode="decimal" hint="Below the price; empty for none" value={draft.salePrice} onChange={(e) => set("salePrice", e.target.value)} error={errors.salePrice} />
              <TextField
                label="Sale ends"
                name="saleEndsAt"
                type="datetime-local"
                hint="Optional: after this the price applies again"
                value={draft.saleEndsAt}
                onChange={(e) => set("saleEndsAt", e.target.value)}
                error={errors.saleEndsAt}
              />
            </div>
          </Panel>
          <Panel title="Options">
            <div className="space-y-4">
              {categoryOptions(draft.category) !== "none" ? (
                <>
                  <OptionChoices
                    legend="Sizes it comes in"
                    name="sizes"
                    all={allSizes}
                    chosen={draft.sizes}
                    onChange={(v) => set("sizes", v)}
                    error={errors.sizes}
                    hint={categoryOptions(draft.category) === "optional" ? "Optional: tick sizes and colours if it comes in them, or leave both empty for one form." : undefined}
                  />
                  <OptionChoices legend="Colours it comes in" name="colors" all={allColors} chosen={draft.colors} onChange={(v) => set("colors", v)} error={errors.colors} />
                </>
              ) : (
                <p className="text-sm text-muted">Comes in one form: no size or colour to choose.</p>
              )}
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="printNotes" checked={draft.printNotes} onChange={(e) => set("printNotes", e.target.checked)} className="size-5" />
                Offer print-preference notes
              </label>
            </div>
          </Panel>
        </fieldset>
        <div className="space-y-6">
          <Panel title="On the site">
            <fieldset disabled={!canEdit || busy} className="space-y-4">
              <SelectField label="Status" name="status" value={draft.status} onChange={(e) => set("status", e.target.value as ProductStatus)} error={errors.status} hint="Archived products leave the shop; their orders keep them.">
                {productStatuses.map((s) => (
                  <option key={s} value={s}>
                    {productStatusLabels[s]}
                  </option>
                ))}
              </SelectField>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="featured" checked={draft.featured} onChange={(e) => set("featured", e.target.checked)} className="size-5" />
                Featured
              </label>
            </fieldset>
          </Panel>
          {!canEdit && (
            <p className="text-sm text-muted">
              {canCount ? "You can change the stock; only owners change the rest." : "Only owners change products; owners and fulfilment change stock."} Now{" "}
              {formatPence(product.salePrice ?? product.price)}.
            </p>
          )}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {/* The Images section (its own component) sits here, above the stock. */}
          <StockSection stock={stock} offered={offeredAfterSave()} draft={stockDraft} onChange={setStockDraft} errors={stockErrors} canChange={canCount && !busy} />
        </div>
      </form>
      <ProductImages productId={product.id} canEdit={canEdit} status={product.status} colors={product.colors} read={photosRead} altErrors={photoErrors} onDescribed={photoDescribed} />
      {canCount && (
        // The page's one Save, in a bar that stays at the bottom of the screen: reachable from any
        // field on a phone without scrolling back up. It submits the form above (`form`).
        <div className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur-sm md:mx-0 md:rounded-lg md:border print:hidden">
          <div className="flex items-center justify-end gap-4">
            <p role="status" className="min-w-0 flex-1 text-sm text-muted">
              {outcome === "saved" ? "All changes saved." : outcome === "unchanged" ? "No changes to save." : outcome === "refused" ? "Not saved: the message at the top says why." : ""}
            </p>
            <Button type="submit" form={FORM_ID} disabled={busy} className="min-w-32">
              {busy ? "Saving…" : "Save"}
            </Button>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
