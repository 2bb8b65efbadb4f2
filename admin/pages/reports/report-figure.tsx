// One report's figure: a sentence that says what the chart shows, the chart (reached by Tab;
// the arrow keys step through its months), the same numbers as a table, and that table as a CSV
// file made in the browser from the figures the server summed (no request, no personal data).
import { useId, type ReactNode } from "react";
import { Download } from "lucide-react";
import { csvText } from "@core/csv";
import { formatPence, groupThousands, penceToPounds } from "@core/money";
import { Button } from "~/components/ui/button";

export type ColumnKind = "pence" | "count" | "percent" | "text";

export interface Column<T> {
  label: string;
  kind: ColumnKind;
  value(row: T): string | number | null;
}

function shown(kind: ColumnKind, value: string | number | null): string {
  if (value === null) return "–";
  if (typeof value === "string") return value;
  if (kind === "pence") return formatPence(value);
  if (kind === "percent") return `${value.toFixed(1)}%`;
  return groupThousands(value);
}

/** Pounds as a spreadsheet reads them; counts and text as they are. */
function inCsv(kind: ColumnKind, value: string | number | null): string | number {
  if (value === null) return "";
  return kind === "pence" && typeof value === "number" ? penceToPounds(value) : value;
}

/** Saves a text as a file: an object URL for a moment, clicked, then let go. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ReportTable<T>({ caption, columns, rows, total, fileName }: { caption: string; columns: Column<T>[]; rows: T[]; total?: T; fileName: string }) {
  const download = () => {
    const all = total ? [...rows, total] : rows;
    saveFile(`${fileName}.csv`, csvText(columns.map((c) => c.label), all.map((row) => columns.map((c) => inCsv(c.kind, c.value(row))))));
  };
  return (
    <div className="space-y-2">
      <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand/60 text-left">
            <tr>
              {columns.map((column, i) => (
                <th key={column.label} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${i > 0 && column.kind !== "text" ? "text-right" : ""}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row, r) => (
              <tr key={r}>
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th key={column.label} scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                      {shown(column.kind, column.value(row))}
                    </th>
                  ) : (
                    <td key={column.label} className={`px-3 py-1.5 whitespace-nowrap tabular-nums ${column.kind !== "text" ? "text-right" : ""}`}>
                      {shown(column.kind, column.value(row))}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot className="border-t-2 border-line font-semibold">
              <tr>
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th key={column.label} scope="row" className="px-3 py-1.5 text-left">
                      {shown(column.kind, column.value(total))}
                    </th>
                  ) : (
                    <td key={column.label} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                      {shown(column.kind, column.value(total))}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Button type="button" size="sm" variant="outline" onClick={download}>
        <Download aria-hidden="true" />
        Download {caption.toLowerCase()} as CSV
      </Button>
    </div>
  );
}

/** The chart with its sentence: the sentence is what a screen reader hears on reaching the chart. */
export function ReportFigure({ summary, chart, children }: { summary: string; chart: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="space-y-4" aria-labelledby={id}>
      <figcaption id={id} className="text-ink">
        {summary}
      </figcaption>
      {chart}
      {children}
    </figure>
  );
}

/** "up 12% on £1,000.00 a year before", or "nothing a year before". */
export function againstLastYear(now: number, then: number, money = true): string {
  const was = money ? formatPence(then) : groupThousands(then);
  if (then === 0) return now === 0 ? "nothing this time or a year before" : "nothing a year before";
  const change = Math.round(((now - then) / then) * 100);
  return change === 0 ? `the same as ${was} a year before` : `${change > 0 ? "up" : "down"} ${Math.abs(change)}% on ${was} a year before`;
}
