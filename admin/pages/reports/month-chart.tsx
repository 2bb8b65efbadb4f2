// A chart of figures by month with Recharts (docs/decisions/0035-reports-and-their-charts.md):
// bars, stacked or side by side, and lines (last year's, or a count on its own axis). Its
// styles are set through the DOM, never as an inline style attribute or a <style> element, so
// it draws under the back office's Content-Security-Policy (style-src 'self'). Recharts' keyboard
// layer makes the chart one Tab stop whose arrow keys step through the months.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPence, groupThousands } from "@core/money";
import { monthLabel } from "@core/report-periods";

export interface Series<T> {
  key: string;
  label: string;
  value(row: T): number;
  colour: string;
  /** Bars with the same stack are drawn one on another. */
  stack?: string;
  line?: boolean;
  dashed?: boolean;
  /** On the right-hand axis: a count beside money. */
  right?: boolean;
}

const palette = { evergreen: "#177048", gold: "#e0a81e", ink: "#1d1b16", danger: "#b42318", muted: "#5c5648", line: "#e4dccb" };
export { palette as chartColours };

/** "£1.2k" on an axis; the tooltip and the table give the pence. */
function axisPounds(pence: number): string {
  const pounds = pence / 100;
  if (Math.abs(pounds) >= 1000) return `£${(pounds / 1000).toFixed(pounds >= 10_000 ? 0 : 1)}k`;
  return `£${Math.round(pounds)}`;
}

export function MonthChart<T extends { month: string }>({ title, rows, series, money }: { title: string; rows: T[]; series: Series<T>[]; money: boolean }) {
  const data = rows.map((row) => ({ month: monthLabel(row.month), ...Object.fromEntries(series.map((s) => [s.key, s.value(row)])) }));
  const hasRight = series.some((s) => s.right);
  const format = (value: unknown, right = false) => (money && !right ? formatPence(Number(value)) : groupThousands(Number(value)));
  return (
    <div className="w-full">
      {/* A height in pixels: the container measures its width, and the chart's height is fixed. */}
      <ResponsiveContainer width="100%" height={288}>
        <ComposedChart data={data} title={title} margin={{ top: 8, right: hasRight ? 8 : 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={palette.line} vertical={false} />
          <XAxis dataKey="month" tick={{ fill: palette.muted, fontSize: 12 }} tickLine={false} />
          <YAxis yAxisId="left" tickFormatter={(v: number) => (money ? axisPounds(v) : groupThousands(v))} tick={{ fill: palette.muted, fontSize: 12 }} width={56} allowDecimals={false} />
          {hasRight && <YAxis yAxisId="right" orientation="right" tickFormatter={(v: number) => groupThousands(v)} tick={{ fill: palette.muted, fontSize: 12 }} width={40} allowDecimals={false} />}
          <Tooltip formatter={(value, name) => [format(value, series.find((s) => s.label === name)?.right), name]} />
          <Legend />
          {series.map((s) =>
            s.line ? (
              <Line key={s.key} yAxisId={s.right ? "right" : "left"} dataKey={s.key} name={s.label} stroke={s.colour} strokeWidth={2} strokeDasharray={s.dashed ? "6 4" : undefined} dot={{ r: 3 }} isAnimationActive={false} />
            ) : (
              <Bar key={s.key} yAxisId={s.right ? "right" : "left"} dataKey={s.key} name={s.label} fill={s.colour} stackId={s.stack} isAnimationActive={false} />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
