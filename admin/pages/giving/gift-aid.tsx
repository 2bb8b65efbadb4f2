// /admin/giving: Gift Aid. What can be claimed now (and what needs fixing first), a new claim,
// and the claims so far. Test gifts (the sandbox, Stripe test mode), shown when the person chose
// to see test payments, are claimed apart, only to try the process: their claims are marked TEST
// and can never be submitted.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatPence } from "@core/money";
import { countOf } from "@core/count-of";
import { claimListSchema, claimPreviewSchema, claimSummarySchema, type ClaimPreview, type ClaimSummary } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { api, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { AdminPage, ErrorNotice, formatDay, formatWhen, Panel } from "../../components/page";
import { SaveStatus } from "../../components/save-status";
import { TestPaymentsChoice } from "../../components/test-payments";
import { usePreferences } from "../../preferences";
import { CharityReference } from "./charity-reference";
import { GivingTabs } from "./tabs";

/** What can be claimed now, live or test (never both in one claim), and the button that freezes it into a claim. */
function ReadyToClaim({ test, version, onBuilt }: { test: boolean; version: number; onBuilt(): void }) {
  // Said beside the button that built the claim, where the person is looking.
  const [notice, setNotice] = useState<string | undefined>();
  const [preview, setPreview] = useState<ClaimPreview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const confirmation = useConfirmation();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => setPreview(await api("GET", `/gift-aid/preview${test ? "?test=1" : ""}`, { schema: claimPreviewSchema })), [test]);
  useEffect(() => {
    setPreview(undefined);
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load, version]);

  async function newClaim() {
    if (!preview) return;
    const gifts = countOf(preview.gifts.length, test ? "test gift" : "gift");
    const frozen = preview.gifts.length === 1 ? "It will be frozen into this claim." : "They will be frozen into this claim.";
    if (!(await confirmation.ask(`Claim Gift Aid on ${gifts} (${formatPence(preview.total)})? ${frozen}`, "Yes, build the claim"))) return;
    setBusy(true);
    setError(undefined);
    try {
      const claim = await api("POST", "/gift-aid/claims", { body: { test }, schema: claimSummarySchema });
      setNotice(`${test ? "Test claim" : "Claim"} built: ${countOf(claim.giftCount, "gift")}, ${formatPence(claim.giftAidDue)} of Gift Aid due. Download its schedule below.`);
      onBuilt();
    } catch (caught) {
      setError(messageOf(caught));
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ErrorNotice>{error}</ErrorNotice>
      <Panel title={test ? "Test gifts ready to claim (never sent to HMRC)" : "Ready to claim"}>
        {!preview ? (
          <p role="status">Working out what can be claimed…</p>
        ) : (
          <>
            <CharityReference reference={preview.charityReference} />
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">Gifts</dt>
                <dd className="text-2xl font-semibold">{countOf(preview.gifts.length, "gift")}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Total given</dt>
                <dd className="text-2xl font-semibold tabular-nums">{formatPence(preview.total)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Gift Aid due (25%)</dt>
                <dd className="text-2xl font-semibold tabular-nums">{formatPence(preview.giftAidDue)}</dd>
              </div>
            </dl>
            {preview.adjustments.length > 0 && (
              <p className="mt-3 text-sm">
                Set against this claim: {countOf(preview.adjustments.length, "gift")} claimed before and refunded since (
                {formatPence(preview.adjustmentsTotal)}).
              </p>
            )}
            <Button className="mt-4" onClick={() => void newClaim()} disabled={busy || preview.gifts.length === 0}>
              {test ? "New test claim" : "New claim"}
            </Button>
            {confirmation.prompt()}
            {preview.gifts.length === 0 && <p className="mt-2 text-sm text-muted">Nothing is waiting to be claimed.</p>}
          </>
        )}
        <div className="mt-3">
          <SaveStatus message={notice} />
        </div>
      </Panel>

      {preview && preview.needsFixing.length > 0 && (
        <Panel title={`${test ? "Test gifts that need" : "Needs"} fixing before it can be claimed (${countOf(preview.needsFixing.length, "gift")})`}>
          <p className="mb-3 text-sm text-muted">HMRC would refuse these rows. They stay out of claims until the donor's details are corrected; nothing is dropped.</p>
          <ul aria-label={test ? "Test gifts that need fixing" : "Gifts that need fixing"} className="divide-y divide-line">
            {preview.needsFixing.map((gift) => (
              <li key={gift.reference} className="py-2 text-sm">
                <p className="font-medium">
                  {gift.reference} · {formatPence(gift.amount)} · {formatWhen(gift.donatedAt)}
                </p>
                <ul className="list-disc pl-5 text-danger">
                  {gift.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}

export function GiftAidPage() {
  // Test gifts are shown as the person chose everywhere (admin/preferences.tsx): then apart, in
  // their own panel and claims, since a claim is all live or all test.
  const { preferences } = usePreferences();
  const showTest = preferences?.testPayments ?? false;
  const [claims, setClaims] = useState<ClaimSummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  // Raised after a claim is built: both panels and the claims read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api("GET", "/gift-aid/claims", { schema: claimListSchema })
      .then((list) => setClaims(list.claims))
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, [version]);
  const built = () => setVersion((v) => v + 1);
  const shownClaims = claims?.filter((claim) => showTest || !claim.test);

  return (
    <AdminPage title="Gift Aid" intro="25% more on every eligible gift, claimed from HMRC through Charities Online.">
      <GivingTabs />
      <TestPaymentsChoice />
      <ErrorNotice>{error}</ErrorNotice>
      {preferences && <ReadyToClaim test={false} version={version} onBuilt={built} />}
      {preferences && showTest && <ReadyToClaim test version={version} onBuilt={built} />}

      <Panel title="Claims">
        {!shownClaims ? (
          <p role="status">Loading…</p>
        ) : shownClaims.length === 0 ? (
          <p className="text-muted">No claims yet.</p>
        ) : (
          <ul aria-label="Claims" className="divide-y divide-line">
            {shownClaims.map((claim) => (
              <li key={claim.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <Link to={`/giving/claims/${claim.id}`} className="font-semibold text-evergreen-700 underline">
                    {claim.test ? "TEST claim" : "Claim"} of {formatWhen(claim.createdAt)}
                  </Link>
                  <p className="text-sm text-muted">
                    {countOf(claim.giftCount, "gift")} · {formatPence(claim.total)} · Gift Aid {formatPence(claim.giftAidDue)}
                  </p>
                </div>
                <span className="text-sm font-medium">
                  {claim.status === "submitted" ? `Received by HMRC ${formatDay(claim.submittedAt)} (${claim.hmrcReference ?? ""})` : claim.test ? "Test: never submitted" : "Not yet submitted"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}
