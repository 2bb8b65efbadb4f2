// /admin/giving/donors/:email: one donor: their monthly gifts, every gift and order, their Gift
// Aid declaration and newsletter status: what they see themselves at /account.
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { formatPence } from "@core/money";
import { donorSchema, type Donor } from "@core/schemas/admin-giving";
import { api, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { GivingTabs } from "./tabs";

const planStatus = { active: "Active", past_due: "Past due", cancelled: "Cancelled" } as const;

export function DonorPage() {
  const { email = "" } = useParams();
  const [donor, setDonor] = useState<Donor | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    api("GET", `/donors/${encodeURIComponent(email)}`, { schema: donorSchema })
      .then(setDonor)
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, [email]);

  return (
    <AdminPage title={`Donor ${email}`}>
      <GivingTabs />
      <ErrorNotice>{error}</ErrorNotice>
      {!donor ? (
        !error && <p role="status">Loading…</p>
      ) : (
        <>
          <Panel title="Monthly gifts">
            {donor.plans.length === 0 ? (
              <p className="text-muted">None.</p>
            ) : (
              <ul className="divide-y divide-line">
                {donor.plans.map((p) => (
                  <li key={p.reference} className="py-2 text-sm">
                    <span className="font-medium">
                      {p.reference} · {formatPence(p.amount)} a month · {planStatus[p.status]}
                    </span>
                    <span className="block text-muted">
                      since {formatWhen(p.since)} · {formatPence(p.totalGiven)} given{p.nextPaymentAt ? ` · next ${formatWhen(p.nextPaymentAt)}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/giving/plans" className="mt-2 inline-block text-sm underline">
              Cancel a plan from Monthly plans
            </Link>
          </Panel>
          <Panel title="Gifts and orders">
            {donor.history.length === 0 ? (
              <p className="text-muted">None.</p>
            ) : (
              <ul className="divide-y divide-line">
                {donor.history.map((h) => (
                  <li key={h.id} className="flex justify-between gap-3 py-2 text-sm">
                    <span>
                      {h.kind === "order" ? <Link to={`/orders/${h.reference}`} className="underline">{h.reference}</Link> : h.reference} · {h.kind} · {formatWhen(h.paidAt)}
                      {h.giftAid ? " · Gift Aid" : ""}
                      {h.refunded ? ` · ${formatPence(h.refunded)} refunded` : ""}
                    </span>
                    <span className="tabular-nums">{formatPence(h.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Gift Aid declaration">
            {donor.declaration ? (
              <div className="space-y-1 text-sm">
                <p>
                  {donor.declaration.name}, {donor.declaration.address}, {donor.declaration.postcode}
                </p>
                <p className="text-muted">
                  Declared {formatWhen(donor.declaration.declaredAt)} · wording {donor.declaration.wordingVersion}
                </p>
                <blockquote className="border-l-4 border-line pl-3">{donor.declaration.text}</blockquote>
                {donor.declaration.cancelledAt && <p className="font-medium text-danger">Cancelled from {formatWhen(donor.declaration.cancelledAt)}</p>}
              </div>
            ) : (
              <p className="text-muted">No declaration.</p>
            )}
          </Panel>
          <Panel title="Newsletter">
            <p className="text-sm">{donor.newsletter === "none" ? "Not signed up" : donor.newsletter}</p>
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
