// /admin/products/:id: one product. Owners change its words, price and sale price (in pounds
// here, pence at the API), category, status and whether it is featured; a save names the version
// it was made from, so someone else's newer save is never overwritten (the server refuses it and
// this page says so). Other staff see the same fields, read-only.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { formatPence, penceToPounds, poundsToPence } from "@core/money";
import { productCategories, productStatuses, type ProductCategory, type ProductStatus } from "@core/product";
import { adminProductSchema, type AdminProduct, type ProductChange } from "@core/schemas/admin-products";
import { Button } from "~/components/ui/button";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { useMe } from "../../session";
import { ProductImages } from "./images";
import { ProductStatusBadge, productStatusLabels } from "./list";

const categoryLabels: Record<ProductCategory, string> = {
  tee: "T-shirt",
  hoodie: "Hoodie",
  "long-sleeve": "Long sleeve",
  "mesh-snapback": "Mesh snapback",
  "dad-hat": "Dad hat",
  "fitted-hat": "Fitted hat",
  bundle: "Bundle",
  devotional: "Devotional",
};

interface Draft {
  name: string;
  description: string;
  category: ProductCategory;
  price: string;
  salePrice: string;
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
    imageAlt: product.imageAlt,
    featured: product.featured,
    status: product.status,
  };
}

/** Pounds as typed ("12", "12.5", "£12.50") to pence; undefined when it isn't an amount. */
function typedPence(value: string): number | undefined {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return poundsToPence(Number(cleaned));
}

type Errors = Partial<Record<keyof Draft | "version", string>>;

export function ProductEditPage() {
  const { id = "" } = useParams();
  const me = useMe();
  const canEdit = me.staff.role === "owner";
  const [product, setProduct] = useState<AdminProduct | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const loaded = await api("GET", `/products/${encodeURIComponent(id)}`, { schema: adminProductSchema });
    setProduct(loaded);
    setDraft(draftOf(loaded));
  }, [id]);
  useEffect(() => {
    load().catch((caught: unknown) => setProblem(messageOf(caught)));
  }, [load]);

  const back = (
    <Link to="/products" className="underline">
      Back to products
    </Link>
  );
  if (!product || !draft) {
    return (
      <AdminPage title="Product">
        {problem ? <ErrorNotice>{problem}</ErrorNotice> : <p role="status">Loading the product…</p>}
        {back}
      </AdminPage>
    );
  }

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft({ ...draft, [field]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!product || !draft) return;
    setNotice(undefined);
    setProblem(undefined);
    const price = typedPence(draft.price);
    const salePrice = draft.salePrice.trim() === "" ? null : typedPence(draft.salePrice);
    const found: Errors = {};
    if (price === undefined) found.price = "Enter the price in pounds, like 14.99";
    if (salePrice === undefined) found.salePrice = "Enter the sale price in pounds, like 12.99, or leave it empty";
    else if (salePrice !== null && price !== undefined && salePrice >= price) found.salePrice = "The sale price must be below the price";
    setErrors(found);
    if (Object.keys(found).length > 0 || price === undefined || salePrice === undefined) return;

    const change: ProductChange = { version: product.version };
    if (draft.name !== product.name) change.name = draft.name;
    if (draft.description !== product.description) change.description = draft.description;
    if (draft.category !== product.category) change.category = draft.category;
    if (price !== product.price) change.price = price;
    if (salePrice !== product.salePrice) change.salePrice = salePrice;
    if (draft.imageAlt !== product.imageAlt) change.imageAlt = draft.imageAlt;
    if (draft.featured !== product.featured) change.featured = draft.featured;
    if (draft.status !== product.status) change.status = draft.status;
    if (Object.keys(change).length === 1) {
      setNotice("Nothing has changed since the last save.");
      return;
    }
    setBusy(true);
    try {
      const saved = await api("PATCH", `/products/${encodeURIComponent(product.id)}`, { body: change, schema: adminProductSchema });
      setProduct(saved);
      setDraft(draftOf(saved));
      setNotice(`Saved. ${saved.status === "active" ? "The site shows it within seconds." : "It is not on sale."}`);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const fields: Errors = {};
        for (const issue of caught.issues) fields[issue.field as keyof Errors] = issue.message;
        setErrors(fields);
        setProblem(caught.fieldMessage("version") ?? caught.message);
      } else {
        setProblem(messageOf(caught));
      }
    } finally {
      setBusy(false);
    }
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
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{problem}</ErrorNotice>
      <form onSubmit={(e) => void save(e)} noValidate className="grid gap-6 lg:grid-cols-[1fr_18rem]">
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
              <TextField label="Image description" name="imageAlt" hint="What the photo shows, read out to people who can't see it." value={draft.imageAlt} onChange={(e) => set("imageAlt", e.target.value)} error={errors.imageAlt} maxLength={300} />
            </div>
          </Panel>
          <Panel title="Price">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Price" name="price" inputMode="decimal" hint="In pounds, like 14.99" value={draft.price} onChange={(e) => set("price", e.target.value)} error={errors.price} />
              <TextField label="Sale price" name="salePrice" inputMode="decimal" hint="Below the price; empty for none" value={draft.salePrice} onChange={(e) => set("salePrice", e.target.value)} error={errors.salePrice} />
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
          {canEdit ? (
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? "Saving…" : "Save"}
            </Button>
          ) : (
            <p className="text-sm text-muted">Only owners change products. Now {formatPence(product.salePrice ?? product.price)}.</p>
          )}
        </div>
      </form>
      <ProductImages productId={product.id} canEdit={canEdit} />
    </AdminPage>
  );
}
