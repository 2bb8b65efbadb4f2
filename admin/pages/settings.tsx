// /admin/settings (owners): the charity's own details, backups, whether everyone must sign in
// with a passkey, whether the newsletter uses the charitable-purpose soft opt-in, the most of one
// size and colour an order may take, the charity's HMRC reference for Gift Aid, and the way to the
// staff list and the audit log. Each answer is shown beside the control that was used
// (admin/components/save-status.tsx).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { settingsSchema } from "@core/schemas/admin";
import { Checkbox } from "~/components/ui/checkbox";
import { api, messageOf } from "../api";
import { AdminPage, ErrorNotice, Panel } from "../components/page";
import { SaveStatus } from "../components/save-status";
import { BackupsPanel } from "./settings-backups";
import { CharityDetailsPanel } from "./settings-charity";
import { GiftAidReferencePanel } from "./settings-gift-aid";
import { OrderLimitPanel } from "./settings-order-limit";

export function SettingsPage() {
  const [requirePasskeys, setRequirePasskeys] = useState<boolean | undefined>();
  const [softOptIn, setSoftOptIn] = useState<boolean | undefined>();
  const [orderLimit, setOrderLimit] = useState<number | undefined>();
  const [giftAidReference, setGiftAidReference] = useState<string | null | undefined>();
  const [passkeyNotice, setPasskeyNotice] = useState<string | undefined>();
  const [softOptInNotice, setSoftOptInNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    api("GET", "/settings", { schema: settingsSchema })
      .then((settings) => {
        setRequirePasskeys(settings.requirePasskeys);
        setSoftOptIn(settings.softOptIn);
        setOrderLimit(settings.orderLimit);
        setGiftAidReference(settings.giftAidReference);
      })
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, []);

  async function change(value: boolean) {
    setError(undefined);
    setPasskeyNotice(undefined);
    try {
      const saved = await api("PATCH", "/settings", { body: { requirePasskeys: value }, schema: settingsSchema });
      setRequirePasskeys(saved.requirePasskeys);
      setPasskeyNotice(saved.requirePasskeys ? "Passkeys are now required: staff without one must add one before anything else." : "Staff may sign in with an emailed code again.");
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  async function changeSoftOptIn(value: boolean) {
    setError(undefined);
    setSoftOptInNotice(undefined);
    try {
      const saved = await api("PATCH", "/settings", { body: { softOptIn: value }, schema: settingsSchema });
      setSoftOptIn(saved.softOptIn);
      setSoftOptInNotice(
        saved.softOptIn
          ? "The soft opt-in is on: the gift and checkout details steps now offer the box, and supporters who leave it unticked join the newsletter list when they pay."
          : "The soft opt-in is off: nobody new joins the list from a gift or an order. Those already on it stay until they unsubscribe.",
      );
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  return (
    <AdminPage title="Settings">
      <ErrorNotice>{error}</ErrorNotice>
      <Panel title="Sign-in">
        {requirePasskeys === undefined ? (
          <p role="status">Loading…</p>
        ) : (
          <>
            <Checkbox
              label={<span className="font-medium">Require a passkey for everyone</span>}
              checked={requirePasskeys}
              onChange={(e) => void change(e.target.checked)}
              aria-describedby="require-passkeys-hint"
            />
            <p id="require-passkeys-hint" className="ml-8 mt-1 text-sm text-muted">
              Staff without a passkey can only add one until they do. Emailed codes still work to get in.
            </p>
            <div className="ml-8 mt-2">
              <SaveStatus message={passkeyNotice} />
            </div>
          </>
        )}
      </Panel>
      <CharityDetailsPanel />
      <BackupsPanel />
      <Panel title="Newsletter">
        {softOptIn === undefined ? (
          <p role="status">Loading…</p>
        ) : (
          <>
            <Checkbox
              label={<span className="font-medium">Use the charitable-purpose soft opt-in</span>}
              checked={softOptIn}
              onChange={(e) => void changeSoftOptIn(e.target.checked)}
              aria-describedby="soft-opt-in-hint"
            />
            <p id="soft-opt-in-hint" className="ml-8 mt-1 text-sm text-muted">
              Since February 2026 a charity may email news about its work to people who gave or bought from it, without asking first, if it offers a
              simple way to refuse at the time and in every email. When this is on, the gift and checkout details steps offer, unticked, “Please
              don’t send me news about our work by email”; a supporter who leaves it unticked joins the newsletter list (basis: soft opt-in) when their
              payment goes through. Nobody who unsubscribed, or asked through the Fundraising Preference Service not to be contacted, is added.
            </p>
            <div className="ml-8 mt-2">
              <SaveStatus message={softOptInNotice} />
            </div>
          </>
        )}
      </Panel>
      <OrderLimitPanel saved={orderLimit} onSaved={setOrderLimit} />
      <GiftAidReferencePanel saved={giftAidReference} onSaved={setGiftAidReference} />
      <Panel title="People and records">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/staff" className="btn btn-outline btn-sm">
              Staff and invitations
            </Link>
          </li>
          <li>
            <Link to="/audit" className="btn btn-outline btn-sm">
              Audit log
            </Link>
          </li>
        </ul>
      </Panel>
    </AdminPage>
  );
}
