// /admin/supporters: newsletter subscribers, each with the proof of their consent (when and
// where they signed up, when the confirmation went, when they confirmed), filtered by status
// and searched by the start of an address or a name; the confirmed ones as CSV for the
// mailing tool; unsubscribing someone who asks by phone, email or letter; and privacy requests
// (export what we hold about someone, erase them, the retention periods and last run).
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Download } from "lucide-react";
import {
  subscriberBasisLabels,
  subscriberListSchema,
  subscriberSchema,
  subscriberSourceLabels,
  subscriberStatuses,
  subscriberStatusLabels,
  type Subscriber,
  type SubscriberStatusName,
} from "@core/schemas/admin-subscribers";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../api";
import { useConfirmation } from "../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../components/page";
import { usePagedList } from "../components/use-paged-list";
import { PrivacyErase } from "./privacy-erase";
import { PrivacyExport } from "./privacy-export";
import { PrivacyRetention } from "./privacy-retention";
import { Suppressions } from "./suppressions";

const statusTone: Record<SubscriberStatusName, string> = {
  pending: "bg-sand text-ink",
  confirmed: "bg-evergreen-100 text-evergreen-900",
  unsubscribed: "border border-line bg-white text-muted",
};

function nameOf(subscriber: Subscriber): string | undefined {
  return [subscriber.firstName, subscriber.lastName].filter(Boolean).join(" ") || undefined;
}

export function SupportersPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status = subscriberStatuses.find((s) => s === requested) ?? "";
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ ...(status && { status }), ...(q && { q }) }).toString();

  const { rows: subscribers, setRows: setSubscribers, error, setError, reload, loadMore } = usePagedList(`/subscribers?${query}`, subscriberListSchema, "subscribers");
  const [notice, setNotice] = useState<string | undefined>();
  const confirmation = useConfirmation();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("q");
    const text = typeof typed === "string" ? typed.trim() : "";
    setParams({ ...(status && { status }), ...(text && { q: text }) });
  }

  async function unsubscribe(subscriber: Subscriber) {
    const question = `Unsubscribe ${subscriber.email}? They will get no more newsletters unless they sign up again.`;
    if (!(await confirmation.ask(question, "Yes, unsubscribe", subscriber.id))) return;
    setError(undefined);
    setNotice(undefined);
    try {
      const updated = await api("POST", `/subscribers/${subscriber.id}/unsubscribe`, { schema: subscriberSchema });
      setSubscribers((shown) => shown?.map((s) => (s.id === updated.id ? updated : s)));
      setNotice(`${updated.email} is unsubscribed.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  return (
    <AdminPage
      title="Supporters"
      intro="Newsletter subscribers, and why we may email each one: their consent (when and where they gave and confirmed it), or the soft opt-in (the gift or order that collected the address, and when)."
      actions={
        <a className="btn btn-outline btn-sm" href="/api/admin/subscribers.csv" download>
          <Download aria-hidden="true" />
          Download subscribers we may email (CSV)
        </a>
      }
    >
      <nav aria-label="Subscriber status" className="flex flex-wrap gap-2">
        {(["", ...subscriberStatuses] as const).map((s) => (
          <button
            key={s || "all"}
            type="button"
            aria-pressed={status === s}
            onClick={() => setParams({ ...(s && { status: s }), ...(q && { q }) })}
            className={cn("btn btn-sm", status === s ? "btn-primary" : "btn-outline")}
          >
            {s ? subscriberStatusLabels[s] : "All"}
          </button>
        ))}
      </nav>

      <Panel>
        <form onSubmit={search} role="search" aria-label="Find subscribers" key={q} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField label="Search" name="q" defaultValue={q} maxLength={100} hint="The start of an email address or a name." />
          <Button type="submit" className="sm:mt-7">
            Search
          </Button>
        </form>
      </Panel>

      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      {subscribers === undefined ? (
        !error && <p role="status">Loading subscribers…</p>
      ) : subscribers.length === 0 ? (
        <Panel>
          <p className="text-muted">No subscribers match.</p>
        </Panel>
      ) : (
        <ul aria-label="Subscribers" className="divide-y divide-line rounded-card border border-line bg-white">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all">{subscriber.email}</p>
                {nameOf(subscriber) && <p className="text-sm break-words">{nameOf(subscriber)}</p>}
                <dl className="mt-1 grid gap-x-3 text-sm text-muted sm:grid-cols-[auto_1fr]">
                  <dt>Basis</dt>
                  <dd>
                    {subscriberBasisLabels[subscriber.basis]}
                    {subscriber.basis === "soft_opt_in" && subscriber.softOptInAt && `: ${subscriberSourceLabels[subscriber.source].replace(/ \(soft opt-in\)$/, "").toLowerCase()} on ${formatWhen(subscriber.softOptInAt)}`}
                  </dd>
                  <dt>{subscriber.basis === "soft_opt_in" ? "First given" : "Signed up"}</dt>
                  <dd>
                    {formatWhen(subscriber.createdAt)}, {subscriberSourceLabels[subscriber.source]}
                  </dd>
                  {subscriber.confirmationSentAt && (
                    <>
                      <dt>Confirmation sent</dt>
                      <dd>{formatWhen(subscriber.confirmationSentAt)}</dd>
                    </>
                  )}
                  {subscriber.confirmedAt && (
                    <>
                      <dt>Confirmed</dt>
                      <dd>{formatWhen(subscriber.confirmedAt)}</dd>
                    </>
                  )}
                  {subscriber.unsubscribedAt && (
                    <>
                      <dt>{subscriber.status === "unsubscribed" ? "Unsubscribed" : "Unsubscribed before"}</dt>
                      <dd>{formatWhen(subscriber.unsubscribedAt)}</dd>
                    </>
                  )}
                </dl>
              </div>
              <span className={cn("inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", statusTone[subscriber.status])}>
                {subscriberStatusLabels[subscriber.status]}
              </span>
              {subscriber.status !== "unsubscribed" && (
                <Button size="sm" variant="destructive" aria-label={`Unsubscribe ${subscriber.email}`} onClick={() => void unsubscribe(subscriber)}>
                  Unsubscribe
                </Button>
              )}
              {confirmation.prompt(subscriber.id)}
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More subscribers
        </Button>
      )}
      <Suppressions />
      <PrivacyExport />
      {/* An erased person leaves the list at once, as they left the database. */}
      <PrivacyErase onErased={() => void reload().catch((caught: unknown) => setError(messageOf(caught)))} />
      <PrivacyRetention />
    </AdminPage>
  );
}
