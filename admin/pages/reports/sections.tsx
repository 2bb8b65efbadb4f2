// The four reports, each a panel with its sentence, chart, table and CSV: gifts, monthly
// supporters, Gift Aid and the shop. The figures come summed from the server
// (server/services/reports); here they are only laid out.
import { useEffect, useState } from "react";
import type * as z from "zod/mini";
import { formatPence, groupThousands } from "@core/money";
import { dayLabel, monthLabel } from "@core/report-periods";
import {
  giftAidReportSchema,
  givingReportSchema,
  plansReportSchema,
  shopReportSchema,
  type GiftAidReport,
  type GivingReport,
  type PlansReport,
  type ShopReport,
  type TopProduct,
} from "@core/schemas/admin-reports";
import { api, messageOf } from "../../api";
import { ErrorNotice, Panel } from "../../components/page";
import { TestBadge } from "../../components/status";
import { MonthChart, chartColours as colour } from "./month-chart";
import { againstLastYear, ReportFigure, ReportTable, type Column } from "./report-figure";

/** One report for the period asked, read again when the period or live/test changes. */
function useReport<T>(path: string, schema: z.ZodMiniType<T>, query: string) {
  const [state, setState] = useState<{ report?: T; error?: string }>({});
  useEffect(() => {
    let current = true;
    setState({});
    api("GET", `/reports/${path}?${query}`, { schema })
      .then((report) => current && setState({ report }))
      .catch((caught: unknown) => current && setState({ error: messageOf(caught) }));
    return () => {
      current = false;
    };
  }, [path, schema, query]);
  return state;
}

function ReportPanel<T extends { test: boolean; period: { from: string; to: string } }>({
  title,
  path,
  schema,
  query,
  children,
}: {
  title: string;
  path: string;
  schema: z.ZodMiniType<T>;
  query: string;
  children(report: T, fileName: string): React.ReactNode;
}) {
  const { report, error } = useReport(path, schema, query);
  return (
    <Panel>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {report && <TestBadge test={report.test} />}
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {!report && !error && <p role="status">Adding up…</p>}
      {report && children(report, `${path}-${report.test ? "test-" : ""}${report.period.from}-to-${report.period.to}`)}
    </Panel>
  );
}

const month = { label: "Month", kind: "text" as const };
const periodWords = (period: { from: string; to: string }) => `from ${dayLabel(period.from)} to ${dayLabel(period.to)}`;

export function GivingSection({ query }: { query: string }) {
  return (
    <ReportPanel title="Gifts" path="giving" schema={givingReportSchema} query={query}>
      {(report: GivingReport, fileName) => {
        const t = report.totals;
        type Row = GivingReport["months"][number];
        const columns: Column<Row>[] = [
          { ...month, value: (r) => (r.month ? monthLabel(r.month, "long") : "Total") },
          { label: "One-off", kind: "pence", value: (r) => r.oneOff },
          { label: "Monthly", kind: "pence", value: (r) => r.monthly },
          { label: "Gifts", kind: "count", value: (r) => r.gifts },
          { label: "Refunded", kind: "pence", value: (r) => r.refunded },
          { label: "A year before", kind: "pence", value: (r) => r.lastYear },
        ];
        const summary =
          `${formatPence(t.total)} from ${groupThousands(t.gifts)} ${t.gifts === 1 ? "gift" : "gifts"} ${periodWords(report.period)} ` +
          `(${formatPence(t.oneOff)} one-off, ${formatPence(t.monthly)} monthly), ${againstLastYear(t.total, report.lastYearTotals.total)}. ` +
          `Average gift ${formatPence(t.average)}, median ${formatPence(t.median)}.`;
        return (
          <ReportFigure
            summary={summary}
            chart={
              <MonthChart
                title={`Gifts by month: ${summary}`}
                rows={report.months}
                money
                series={[
                  { key: "oneOff", label: "One-off", value: (r) => r.oneOff, colour: colour.evergreen, stack: "gifts" },
                  { key: "monthly", label: "Monthly", value: (r) => r.monthly, colour: colour.gold, stack: "gifts" },
                  { key: "lastYear", label: "A year before", value: (r) => r.lastYear, colour: colour.ink, line: true, dashed: true },
                ]}
              />
            }
          >
            <ReportTable
              caption="Gifts by month"
              columns={columns}
              rows={report.months}
              total={{ month: "", oneOff: t.oneOff, monthly: t.monthly, gifts: t.gifts, refunded: t.refunded, lastYear: report.lastYearTotals.total }}
              fileName={fileName}
            />
          </ReportFigure>
        );
      }}
    </ReportPanel>
  );
}

export function PlansSection({ query }: { query: string }) {
  return (
    <ReportPanel title="Monthly supporters" path="plans" schema={plansReportSchema} query={query}>
      {(report: PlansReport, fileName) => {
        const t = report.totals;
        type Row = PlansReport["months"][number];
        const columns: Column<Row>[] = [
          { ...month, value: (r) => monthLabel(r.month, "long") },
          { label: "Running at the end", kind: "count", value: (r) => r.active },
          { label: "Started", kind: "count", value: (r) => r.started },
          { label: "Cancelled", kind: "count", value: (r) => r.cancelled },
          { label: "Churn", kind: "percent", value: (r) => r.churn },
          { label: "Committed a month", kind: "pence", value: (r) => r.committed },
        ];
        const summary =
          `${groupThousands(t.active)} monthly ${t.active === 1 ? "gift" : "gifts"} running at the end of the period (${groupThousands(t.activeAtStart)} at its start), ` +
          `giving ${formatPence(t.committed)} a month; ${groupThousands(t.started)} started and ${groupThousands(t.cancelled)} cancelled ${periodWords(report.period)}.`;
        return (
          <ReportFigure
            summary={summary}
            chart={
              <MonthChart
                title={`Monthly supporters by month: ${summary}`}
                rows={report.months}
                money={false}
                series={[
                  { key: "started", label: "Started", value: (r) => r.started, colour: colour.evergreen },
                  { key: "cancelled", label: "Cancelled", value: (r) => r.cancelled, colour: colour.danger },
                  { key: "active", label: "Running at the end", value: (r) => r.active, colour: colour.ink, line: true, right: true },
                ]}
              />
            }
          >
            <ReportTable caption="Monthly supporters by month" columns={columns} rows={report.months} fileName={fileName} />
          </ReportFigure>
        );
      }}
    </ReportPanel>
  );
}

export function GiftAidSection({ query }: { query: string }) {
  return (
    <ReportPanel title="Gift Aid" path="gift-aid" schema={giftAidReportSchema} query={query}>
      {(report: GiftAidReport, fileName) => {
        const t = report.totals;
        type Row = GiftAidReport["months"][number];
        const columns: Column<Row>[] = [
          { ...month, value: (r) => (r.month ? monthLabel(r.month, "long") : "Total") },
          { label: "Gift Aid claimable", kind: "pence", value: (r) => r.claimableGiftAid },
          { label: "Gift Aid claimed", kind: "pence", value: (r) => r.claimedGiftAid },
          { label: "Gifts claimable", kind: "pence", value: (r) => r.claimable },
          { label: "Gifts claimed", kind: "pence", value: (r) => r.claimed },
        ];
        const summary =
          `On gifts ${periodWords(report.period)}: ${formatPence(t.claimableGiftAid)} of Gift Aid still to claim and ${formatPence(t.claimedGiftAid)} claimed. ` +
          `${formatPence(report.waiting)} is waiting to be claimed on all gifts.`;
        return (
          <ReportFigure
            summary={summary}
            chart={
              <MonthChart
                title={`Gift Aid by month of the gifts: ${summary}`}
                rows={report.months}
                money
                series={[
                  { key: "claimed", label: "Gift Aid claimed", value: (r) => r.claimedGiftAid, colour: colour.evergreen, stack: "aid" },
                  { key: "claimable", label: "Gift Aid claimable", value: (r) => r.claimableGiftAid, colour: colour.gold, stack: "aid" },
                ]}
              />
            }
          >
            <ReportTable caption="Gift Aid by month of the gifts" columns={columns} rows={report.months} total={{ month: "", ...t }} fileName={fileName} />
          </ReportFigure>
        );
      }}
    </ReportPanel>
  );
}

const productColumns: Column<TopProduct>[] = [
  { label: "Product", kind: "text", value: (p) => p.name },
  { label: "Units", kind: "count", value: (p) => p.units },
  { label: "Income", kind: "pence", value: (p) => p.income },
];

export function ShopSection({ query }: { query: string }) {
  return (
    <ReportPanel title="The shop" path="shop" schema={shopReportSchema} query={query}>
      {(report: ShopReport, fileName) => {
        const t = report.totals;
        type Row = ShopReport["months"][number];
        const columns: Column<Row>[] = [
          { ...month, value: (r) => (r.month ? monthLabel(r.month, "long") : "Total") },
          { label: "Sales", kind: "pence", value: (r) => r.sales },
          { label: "Orders", kind: "count", value: (r) => r.orders },
          { label: "Average order", kind: "pence", value: (r) => r.averageOrder },
          { label: "Refunds", kind: "pence", value: (r) => r.refunds },
          { label: "Sales a year before", kind: "pence", value: (r) => r.lastYear },
        ];
        const summary =
          `${formatPence(t.sales)} of sales from ${groupThousands(t.orders)} ${t.orders === 1 ? "order" : "orders"} ${periodWords(report.period)} ` +
          `(average order ${formatPence(t.averageOrder)}), ${againstLastYear(t.sales, report.lastYearTotals.sales)}; ${formatPence(t.refunds)} refunded.`;
        return (
          <div className="space-y-6">
            <ReportFigure
              summary={summary}
              chart={
                <MonthChart
                  title={`Shop sales by month: ${summary}`}
                  rows={report.months}
                  money
                  series={[
                    { key: "sales", label: "Sales", value: (r) => r.sales, colour: colour.evergreen },
                    { key: "refunds", label: "Refunds", value: (r) => r.refunds, colour: colour.danger },
                    { key: "lastYear", label: "Sales a year before", value: (r) => r.lastYear, colour: colour.ink, line: true, dashed: true },
                  ]}
                />
              }
            >
              <ReportTable
                caption="Shop sales by month"
                columns={columns}
                rows={report.months}
                total={{ month: "", ...t, lastYear: report.lastYearTotals.sales }}
                fileName={fileName}
              />
            </ReportFigure>
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="space-y-2">
                <h3 className="font-semibold text-ink">Top products by units</h3>
                {report.topByUnits.length ? <ReportTable caption="Top products by units" columns={productColumns} rows={report.topByUnits} fileName={`${fileName}-top-by-units`} /> : <p className="text-muted">Nothing sold in this period.</p>}
              </div>
              <div className="space-y-2">
                <h3 className="font-semibold text-ink">Top products by income</h3>
                {report.topByIncome.length ? <ReportTable caption="Top products by income" columns={productColumns} rows={report.topByIncome} fileName={`${fileName}-top-by-income`} /> : <p className="text-muted">Nothing sold in this period.</p>}
              </div>
            </div>
          </div>
        );
      }}
    </ReportPanel>
  );
}
