// The back office's reports (docs/decisions/0035-reports-and-their-charts.md): each answers for
// a period of UK dates, live or test money (never both), with the same period a year before.
import { presetPeriod, periodYearBefore, type ReportPeriod } from "../../../core/report-periods";
import type { ReportQuery } from "../../../core/schemas/admin-reports";
import { ukDateAndTime } from "../../../core/uk-time";
import type { Database } from "../../db/client";
import { giftAidReport } from "./gift-aid-report";
import { givingReport } from "./giving-report";
import { plansReport } from "./plans-report";
import { shopReport } from "./shop-report";

type Report = (db: Database, period: ReportPeriod, test: boolean) => Promise<object>;

export function createReports({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  /** The period asked for; the last 12 months (to today, in the UK) when none was. */
  function periodOf(query: ReportQuery): ReportPeriod {
    if (query.from && query.to) return { from: query.from, to: query.to };
    return presetPeriod("last-12-months", ukDateAndTime(now()).date);
  }
  const answer =
    <R extends Report>(report: R) =>
    async (query: ReportQuery) => {
      const period = periodOf(query);
      const test = query.test === "1";
      const figures = (await report(db, period, test)) as Awaited<ReturnType<R>>;
      return { period, yearBefore: periodYearBefore(period), test, ...figures };
    };
  return {
    giving: answer(givingReport),
    plans: answer(plansReport),
    giftAid: answer(giftAidReport),
    shop: answer(shopReport),
  };
}

export type Reports = ReturnType<typeof createReports>;
