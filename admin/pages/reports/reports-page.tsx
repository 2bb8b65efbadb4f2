// /admin/reports: how giving, monthly supporters, Gift Aid and the shop changed over a period,
// each as a chart with its table and CSV. Loaded only when someone opens it (a lazy route), so
// the chart library is never part of the back office's first screen. The period and live/test
// are in the address, so a report can be bookmarked or sent to a colleague.
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { dayLabel, isCalendarDay, MAX_REPORT_MONTHS, monthsOf, presetPeriod, reportPresetLabels, reportPresets, type ReportPreset } from "@core/report-periods";
import { ukDateAndTime } from "@core/uk-time";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { AdminPage, Panel } from "../../components/page";
import { hasRole, useMe } from "../../session";
import { GiftAidSection, GivingSection, PlansSection, ShopSection } from "./sections";

function PeriodPicker({ preset, from, to, test, seesMoney, onChange }: { preset: ReportPreset; from: string; to: string; test: boolean; seesMoney: boolean; onChange(next: URLSearchParams): void }) {
  const [chosen, setChosen] = useState(preset);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ period: chosen });
    if (chosen === "custom") {
      const [start, end] = [String(form.get("from") ?? ""), String(form.get("to") ?? "")];
      const problems = {
        ...(!isCalendarDay(start) && { from: "Enter the first day" }),
        ...(!isCalendarDay(end) ? { to: "Enter the last day" } : start > end ? { to: "The end date must not be before the start date" } : monthsOf({ from: start, to: end }).length > MAX_REPORT_MONTHS && { to: `Choose at most ${MAX_REPORT_MONTHS / 12} years` }),
      };
      setErrors(problems);
      if (problems.from || problems.to) return;
      next.set("from", start);
      next.set("to", end);
    }
    if (form.get("test") === "1") next.set("test", "1");
    onChange(next);
  }
  return (
    <form onSubmit={submit} aria-label="Choose the period" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[14rem_auto_auto_auto] lg:items-end">
      <SelectField label="Period" name="period" value={chosen} onChange={(e) => setChosen(e.target.value as ReportPreset)}>
        {reportPresets.map((p) => (
          <option key={p} value={p}>
            {reportPresetLabels[p]}
          </option>
        ))}
      </SelectField>
      {chosen === "custom" && (
        <>
          <TextField label="From" type="date" name="from" required defaultValue={from} error={errors.from} />
          <TextField label="To" type="date" name="to" required defaultValue={to} error={errors.to} />
        </>
      )}
      {seesMoney && (
        <label className="flex items-center gap-3 text-sm sm:col-span-2 lg:col-span-1">
          <input type="checkbox" name="test" value="1" className="size-5 accent-evergreen-700" defaultChecked={test} />
          Test payments instead (the sandbox or Stripe test mode)
        </label>
      )}
      <Button type="submit">Show reports</Button>
    </form>
  );
}

export function ReportsPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const seesMoney = hasRole(me, ["owner", "finance"]);
  const preset = (reportPresets as readonly string[]).includes(params.get("period") ?? "") ? (params.get("period") as ReportPreset) : "last-12-months";
  const today = ukDateAndTime(new Date()).date;
  const period = preset === "custom" ? { from: params.get("from") ?? today, to: params.get("to") ?? today } : presetPeriod(preset, today);
  const test = seesMoney && params.get("test") === "1";
  const query = new URLSearchParams({ from: period.from, to: period.to, ...(test && { test: "1" }) }).toString();
  return (
    <AdminPage title="Reports" intro={`${dayLabel(period.from)} to ${dayLabel(period.to)}, by UK calendar month, against the same dates a year before.`}>
      <Panel>
        <PeriodPicker key={params.toString()} preset={preset} from={period.from} to={period.to} test={test} seesMoney={seesMoney} onChange={setParams} />
      </Panel>
      {seesMoney && (
        <>
          <GivingSection query={query} />
          <PlansSection query={query} />
          <GiftAidSection query={query} />
        </>
      )}
      <ShopSection query={query} />
    </AdminPage>
  );
}
