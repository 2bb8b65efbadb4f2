// "New product" on the products list (owners): a name, a category and a price make a draft, seen
// only in the back office until it is made active; its id comes from the name and is never reused.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { poundsToPence } from "@core/money";
import { productCategories, type ProductCategory } from "@core/product";
import { adminProductSchema } from "@core/schemas/admin-products";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { ErrorNotice, Panel } from "../../components/page";
import { categoryLabels } from "./labels";

type Errors = Partial<Record<"name" | "category" | "price", string>>;

export function NewProductForm() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [category, setCategory] = useState<ProductCategory>("tee");
  const [price, setPrice] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <div>
        <Button type="button" onClick={() => setOpen(true)}>
          New product
        </Button>
      </div>
    );
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const cleaned = price.replace(/[£,\s]/g, "");
    const found: Errors = {};
    if (!name.trim()) found.name = "Enter the product's name";
    if (!/^\d+(\.\d{1,2})?$/.test(cleaned) || Number(cleaned) <= 0) found.price = "Enter the price in pounds, like 14.99";
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const created = await api("POST", "/products", { body: { name, category, price: poundsToPence(Number(cleaned)) }, schema: adminProductSchema });
      void navigate(`/products/${encodeURIComponent(created.id)}`);
    } catch (caught) {
      if (caught instanceof ApiError) {
        const fields: Errors = {};
        for (const issue of caught.issues) fields[issue.field as keyof Errors] = issue.message;
        setErrors(fields);
      }
      setProblem(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <Panel title="New product">
      <form onSubmit={(e) => void create(e)} noValidate className="space-y-4">
        <p className="text-sm text-muted">It starts as a draft: only the back office sees it until you make it active.</p>
        <ErrorNotice>{problem}</ErrorNotice>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={120} />
          <SelectField label="Category" name="category" value={category} onChange={(e) => setCategory(e.target.value as ProductCategory)} error={errors.category}>
            {productCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </SelectField>
          <TextField label="Price" name="price" inputMode="decimal" hint="In pounds, like 14.99" value={price} onChange={(e) => setPrice(e.target.value)} error={errors.price} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Creating…" : "Create draft"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
