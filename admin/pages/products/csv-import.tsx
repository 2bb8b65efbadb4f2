// Import prices, sale ends and stock from a CSV (owners): choose the file, read every change and
// every refused row with why, then apply them all in one go. Applying is refused when anything
// moved since the preview; the page then asks for a new preview.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { api, ApiError, messageOf } from "../../api";
import { ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";

interface Preview {
  token: string;
  rows: number;
  changes: { line: number; sku: string; item: string; field: "price" | "salePrice" | "saleEndsAt" | "onHand"; from: string; to: string }[];
  refused: { line: number; sku: string; reason: string }[];
}

const fieldLabels = { price: "Price", salePrice: "Sale price", saleEndsAt: "Sale ends", onHand: "Stock" } as const;
/** A value as people read it: pounds, a count, or a sale's end in UK time ("none" when empty). */
function shown(field: keyof typeof fieldLabels, value: string): string {
  if (value === "") return "none";
  if (field === "onHand") return value;
  return field === "saleEndsAt" ? formatWhen(value) : `£${value}`;
}

export function CsvImport({ onApplied }: { onApplied: () => void }) {
  const [csv, setCsv] = useState<string | undefined>();
  const [fileName, setFileName] = useState("");
  const [preview, setPreview] = useState<Preview | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setPreview(undefined);
    setNotice(undefined);
    setProblem(undefined);
    setFileName(file?.name ?? "");
    setCsv(file ? await file.text() : undefined);
  }

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    if (!csv) {
      setProblem("Choose a CSV file first: export one above, change prices or stock, and save it as CSV.");
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      setPreview(await api<Preview>("POST", "/products/import/preview", { body: { csv } }));
    } catch (caught) {
      setProblem(caught instanceof ApiError ? (caught.fieldMessage("csv") ?? caught.message) : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!csv || !preview) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await api<{ applied: number; refused: number }>("POST", "/products/import/apply", { body: { csv, token: preview.token } });
      setNotice(`Applied ${result.applied} ${result.applied === 1 ? "change" : "changes"}${result.refused ? `; ${result.refused} refused ${result.refused === 1 ? "row was" : "rows were"} left out` : ""}. The site shows them within seconds.`);
      setPreview(undefined);
      onApplied();
    } catch (caught) {
      setProblem(caught instanceof ApiError ? (caught.fieldMessage("token") ?? caught.message) : messageOf(caught));
      if (caught instanceof ApiError && caught.status === 409) setPreview(undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Import prices and stock">
      <form onSubmit={(e) => void runPreview(e)} noValidate className="space-y-3">
        <p className="text-sm text-muted">
          A CSV with a <code>sku</code> column and any of <code>price</code>, <code>sale_price</code> (empty for no sale), <code>sale_ends_at</code> (a date and time like the
          export's, in the future; empty for no end) and <code>on_hand</code>, like the export. Nothing changes until you apply the preview.
        </p>
        <div>
          <label htmlFor="product-csv" className="block text-sm font-medium text-ink">
            CSV file
          </label>
          <input id="product-csv" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} className="mt-1 block text-sm" />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy && !preview ? "Reading…" : "Preview import"}
        </Button>
      </form>
      <div className="mt-3 space-y-3">
        <ErrorNotice>{problem}</ErrorNotice>
        {notice && <InfoNotice>{notice}</InfoNotice>}
        {preview && (
          <section aria-labelledby="import-preview-heading" className="space-y-3">
            <h3 id="import-preview-heading" className="font-semibold">
              {fileName || "The file"}: {preview.changes.length} {preview.changes.length === 1 ? "change" : "changes"}, {preview.refused.length} refused{" "}
              {preview.refused.length === 1 ? "row" : "rows"}
            </h3>
            {preview.changes.length > 0 && (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Changes the import makes</caption>
                  <thead>
                    <tr className="text-left">
                      <th scope="col" className="px-2 py-1 font-medium">Line</th>
                      <th scope="col" className="px-2 py-1 font-medium">Item</th>
                      <th scope="col" className="px-2 py-1 font-medium">What</th>
                      <th scope="col" className="px-2 py-1 font-medium">From</th>
                      <th scope="col" className="px-2 py-1 font-medium">To</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.changes.map((c, i) => (
                      <tr key={i} className="border-t border-line">
                        <td className="px-2 py-1 tabular-nums">{c.line}</td>
                        <td className="px-2 py-1">{c.item}</td>
                        <td className="px-2 py-1">{fieldLabels[c.field]}</td>
                        <td className="px-2 py-1 tabular-nums">{shown(c.field, c.from)}</td>
                        <td className="px-2 py-1 tabular-nums">{shown(c.field, c.to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {preview.refused.length > 0 && (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="text-left font-medium">Refused rows (left out)</caption>
                  <thead>
                    <tr className="text-left">
                      <th scope="col" className="px-2 py-1 font-medium">Line</th>
                      <th scope="col" className="px-2 py-1 font-medium">SKU</th>
                      <th scope="col" className="px-2 py-1 font-medium">Why</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.refused.map((r, i) => (
                      <tr key={i} className="border-t border-line">
                        <td className="px-2 py-1 tabular-nums">{r.line}</td>
                        <td className="px-2 py-1">{r.sku || "—"}</td>
                        <td className="px-2 py-1">{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {preview.changes.length > 0 ? (
              <Button type="button" onClick={() => void apply()} disabled={busy}>
                {busy ? "Applying…" : `Apply ${preview.changes.length} ${preview.changes.length === 1 ? "change" : "changes"}`}
              </Button>
            ) : (
              <p className="text-sm">Nothing to apply: the file matches the shop.</p>
            )}
          </section>
        )}
      </div>
    </Panel>
  );
}
