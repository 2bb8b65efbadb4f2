// /admin/giving/claims/:id: one Gift Aid claim: its totals, the charity's HMRC reference, the
// schedule files to upload to Charities Online (.ods, 1,000 gifts each) and CSV, its gifts, and
// marking it submitted (asked in the page first: it can't be undone).
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { Download } from "lucide-react";
import { countOf } from "@core/count-of";
import { formatPence } from "@core/money";
import { claimDetailSchema, claimSummarySchema, type ClaimDetail } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { AdminPage, ErrorNotice, formatDay, formatWhen, Panel } from "../../components/page";
import { SaveStatus } from "../../components/save-status";
import { CharityReference } from "./charity-reference";

export function ClaimPage() {
  const { id = "" } = useParams();
  const [claim, setClaim] = useState<ClaimDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [reference, setReference] = useState("");
  // Today in the UK, as the date field wants it.
  const [submittedOn, setSubmittedOn] = useState(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date()));
  const [formError, setFormError] = useState<ApiError | undefined>();
  const confirmation = useConfirmation();

  const load = useCallback(async () => setClaim(await api("GET", `/gift-aid/claims/${id}`, { schema: claimDetailSchema })), [id]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  async function markSubmitted(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setNotice(undefined);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(submittedOn) ? formatDay(`${submittedOn}T12:00:00Z`) : submittedOn;
    const question = `Mark this claim as received by HMRC on ${day}, reference ${reference.trim() || "(none given)"}? This can't be undone.`;
    if (!(await confirmation.ask(question, "Yes, mark as submitted"))) return;
    try {
      const done = await api("POST", `/gift-aid/claims/${id}/submitted`, { body: { hmrcReference: reference, submittedOn }, schema: claimSummarySchema });
      setNotice(`Marked as submitted: HMRC received it on ${formatDay(done.submittedAt)}, reference ${done.hmrcReference ?? ""}.`);
      await load();
    } catch (caught) {
      setFormError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    }
  }

  if (!claim) {
    return (
      <AdminPage title="Gift Aid claim">
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Loading the claim…</p>}
      </AdminPage>
    );
  }
  return (
    <AdminPage title={`${claim.test ? "TEST claim" : "Gift Aid claim"} of ${formatWhen(claim.createdAt)}`} intro={`Built by ${claim.createdBy}`}>
      {claim.test && <ErrorNotice>A test claim: its gifts moved no real money. Never send it to HMRC.</ErrorNotice>}
      <Panel title="Totals">
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">Gifts</dt>
            <dd className="text-lg font-semibold">{countOf(claim.giftCount, "gift")}</dd>
          </div>
          <div>
            <dt className="text-muted">Total</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPence(claim.total)}</dd>
          </div>
          <div>
            <dt className="text-muted">Refunds set against it</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPence(claim.adjustmentsTotal)}</dd>
          </div>
          <div>
            <dt className="text-muted">Gift Aid due</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPence(claim.giftAidDue)}</dd>
          </div>
        </dl>
      </Panel>
      <Panel title="Schedule for Charities Online">
        <CharityReference reference={claim.charityReference} />
        <ul className="flex flex-wrap gap-2">
          {Array.from({ length: claim.parts }, (_, i) => (
            <li key={i}>
              <a className="btn btn-primary btn-sm" href={`/api/admin/gift-aid/claims/${claim.id}/schedule/${i + 1}`} download>
                <Download aria-hidden="true" />
                {claim.parts > 1 ? `Schedule part ${i + 1} of ${claim.parts} (.ods)` : "Schedule (.ods)"}
              </a>
            </li>
          ))}
          <li>
            <a className="btn btn-outline btn-sm" href={`/api/admin/gift-aid/claims/${claim.id}/schedule.csv`} download>
              <Download aria-hidden="true" />
              All gifts (CSV)
            </a>
          </li>
        </ul>
        {claim.adjustments.length > 0 && (
          <p className="mt-3 text-sm">
            Adjustments to declare with this claim ({countOf(claim.adjustments.length, "gift")} claimed before and refunded since):{" "}
            {claim.adjustments.map((a) => `${a.reference} ${formatPence(a.amount)}`).join(", ")}.
          </p>
        )}
      </Panel>
      {!claim.test && (
        <Panel title="Submission">
          {claim.status === "submitted" ? (
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted">Received by HMRC on</dt>
                <dd className="text-lg font-semibold">{formatDay(claim.submittedAt)}</dd>
              </div>
              <div>
                <dt className="text-muted">HMRC's reference</dt>
                <dd className="text-lg font-semibold break-all">{claim.hmrcReference}</dd>
              </div>
              <div>
                <dt className="text-muted">Marked as submitted by</dt>
                <dd className="font-semibold [overflow-wrap:anywhere]">{claim.submittedBy ?? "—"}</dd>
              </div>
            </dl>
          ) : (
            <form onSubmit={(e) => void markSubmitted(e)} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-start">
              <p className="text-sm text-muted sm:col-span-2">Once Charities Online has taken the claim, record the date HMRC received it and the reference it gave.</p>
              {formError && !formError.issues.length && (
                <div className="sm:col-span-2">
                  <ErrorNotice>{formError.message}</ErrorNotice>
                </div>
              )}
              <TextField label="HMRC's reference" name="hmrc-reference" value={reference} onChange={(e) => setReference(e.target.value)} error={formError?.fieldMessage("hmrcReference")} autoComplete="off" />
              <TextField label="Received by HMRC on" type="date" name="submitted-on" value={submittedOn} onChange={(e) => setSubmittedOn(e.target.value)} error={formError?.fieldMessage("submittedOn")} />
              <div className="sm:col-span-2">
                <Button type="submit">Mark as submitted</Button>
                {confirmation.prompt()}
              </div>
            </form>
          )}
          <div className="mt-3">
            <SaveStatus message={notice} />
          </div>
        </Panel>
      )}
      <Panel title={`Gifts in this claim (${countOf(claim.gifts.length, "gift")})`}>
        {/* Wider than a phone: it scrolls sideways, so a keyboard can reach it and scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Gifts in this claim">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2">Reference</th>
                <th scope="col">Donor</th>
                <th scope="col">House</th>
                <th scope="col">Postcode</th>
                <th scope="col">Date</th>
                <th scope="col" className="text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {claim.gifts.slice(0, 200).map((g) => (
                <tr key={g.reference + g.donatedAt} className="border-b border-line">
                  <td className="py-1.5">{g.reference}</td>
                  <td>
                    {g.firstName} {g.lastName}
                  </td>
                  <td>{g.house}</td>
                  <td>{g.postcode}</td>
                  <td>{formatWhen(g.donatedAt)}</td>
                  <td className="text-right tabular-nums">{formatPence(g.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {claim.gifts.length > 200 && <p className="mt-2 text-sm text-muted">The first 200 of {countOf(claim.gifts.length, "gift")}; the files have them all.</p>}
      </Panel>
      <Link to="/giving" className="underline">
        Back to Gift Aid
      </Link>
    </AdminPage>
  );
}
