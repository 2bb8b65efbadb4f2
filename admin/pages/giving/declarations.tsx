// /admin/giving/declarations: each donor's Gift Aid declaration with its wording and date, and
// recording a cancellation the donor asked for by phone, email or letter.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { cancellationMethods, declarationListSchema, type Declaration } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { TestBadge } from "../../components/status";
import { GivingTabs } from "./tabs";

export function DeclarationsPage() {
  const [q, setQ] = useState("");
  const [shown, setShown] = useState("");
  const [declarations, setDeclarations] = useState<Declaration[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [email, setEmail] = useState("");
  const [cancelledOn, setCancelledOn] = useState(new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<(typeof cancellationMethods)[number]>("phone");
  const [formError, setFormError] = useState<ApiError | undefined>();

  const load = useCallback(async () => {
    setDeclarations((await api("GET", `/declarations${shown ? `?q=${encodeURIComponent(shown)}` : ""}`, { schema: declarationListSchema })).declarations);
  }, [shown]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  async function record(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    try {
      await api("POST", "/declarations/cancellations", { body: { email, cancelledOn, method } });
      setNotice(`Recorded: ${email.trim()}'s declaration is cancelled from ${cancelledOn}. Their later gifts won't be claimed.`);
      setEmail("");
      await load();
    } catch (caught) {
      setFormError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    }
  }

  return (
    <AdminPage title="Gift Aid declarations">
      <GivingTabs />
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      <Panel title="Record a cancellation">
        <p className="mb-3 text-sm text-muted">When a donor asks by phone, email or letter. Gifts from that date on are no longer claimed.</p>
        <form onSubmit={(e) => void record(e)} noValidate className="grid gap-4 sm:grid-cols-[1fr_11rem_10rem_auto] sm:items-end">
          {formError && !formError.issues.length && (
            <div className="sm:col-span-4">
              <ErrorNotice>{formError.message}</ErrorNotice>
            </div>
          )}
          <TextField label="Donor's email address" type="email" name="cancel-email" value={email} onChange={(e) => setEmail(e.target.value)} error={formError?.fieldMessage("email")} />
          <TextField label="Asked on" type="date" name="cancelled-on" value={cancelledOn} onChange={(e) => setCancelledOn(e.target.value)} error={formError?.fieldMessage("cancelledOn")} />
          <SelectField label="How" name="method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)} error={formError?.fieldMessage("method")}>
            {cancellationMethods.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Record</Button>
        </form>
      </Panel>
      <form
        role="search"
        aria-label="Find a declaration"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(q.trim());
        }}
      >
        <TextField className="min-w-64 flex-1" label="Email address starts with" name="q" value={q} onChange={(e) => setQ(e.target.value)} />
        <Button type="submit" variant="outline">
          Find
        </Button>
      </form>
      {declarations === undefined ? (
        <p role="status">Loading…</p>
      ) : declarations.length === 0 ? (
        <Panel>
          <p className="text-muted">No declarations match.</p>
        </Panel>
      ) : (
        <ul aria-label="Declarations" className="divide-y divide-line rounded-card border border-line bg-white">
          {declarations.map((d) => (
            <li key={d.email} className="p-3 text-sm sm:p-4">
              <p className="font-medium">
                {d.name} · {d.email} <TestBadge test={d.test} />
              </p>
              <p className="text-muted">
                {d.address}, {d.postcode} · declared {formatWhen(d.declaredAt)} with {d.reference} · wording {d.wordingVersion}
              </p>
              {d.cancelledAt && (
                <p className="font-medium text-danger">
                  Cancelled from {formatWhen(d.cancelledAt)} ({d.cancelledHow === "online" ? "by the donor, online" : `by ${d.cancelledHow ?? ""}`})
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
