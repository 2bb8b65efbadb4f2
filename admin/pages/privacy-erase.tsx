// Erasure, on the Supporters page: an owner erases a person who asked. It cannot be undone, so
// the address is typed twice (the server checks too), and the answer says what went and which
// records the law keeps, marked as held for that reason.
import { useState, type FormEvent } from "react";
import { Trash2 } from "lucide-react";
import { erasureResultSchema, heldReasonLabels, type ErasureResult } from "@core/schemas/admin-privacy";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { ErrorNotice, InfoNotice, Panel } from "../components/page";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function summary({ email, erased, kept }: ErasureResult): string {
  const gone = [
    erased.orders && `${plural(erased.orders, "unpaid order")} anonymised`,
    erased.newsletter && "newsletter subscription deleted",
    erased.speakingRequests && `${plural(erased.speakingRequests, "speaking request")} deleted`,
    erased.emails && `${plural(erased.emails, "email")} deleted`,
    erased.signIns && `${plural(erased.signIns, "account sign-in")} deleted`,
    erased.giftAidCancellations && `${plural(erased.giftAidCancellations, "declaration cancellation")} deleted`,
    erased.complaints && `${plural(erased.complaints, "complaint")} deleted`,
    erased.suppressionDetails && "their Fundraising Preference Service request keeps only a hash of the address, so it still holds",
  ].filter(Boolean);
  const held = kept.map((record) => `${record.reference} (${heldReasonLabels[record.reason]})`);
  return [
    `${email}: ${gone.length ? gone.join(", ") : "nothing more to erase"}.`,
    held.length ? `Kept, marked as held: ${held.join("; ")}.` : "No records are kept.",
  ].join(" ");
}

export function PrivacyErase({ onErased }: { onErased?: () => void }) {
  const [email, setEmail] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; confirmEmail?: string; form?: string }>({});
  const [done, setDone] = useState<string | undefined>();

  function ask(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    if (!email.trim()) return setErrors({ email: "Enter the address of the person to erase" });
    setErrors({});
    setConfirming(true);
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await api("POST", "/privacy/erase", { body: { email, confirmEmail }, schema: erasureResultSchema });
      setDone(summary(result));
      onErased?.();
      setConfirming(false);
      setEmail("");
      setConfirmEmail("");
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length) {
        setErrors({ email: caught.fieldMessage("email"), confirmEmail: caught.fieldMessage("confirmEmail") });
      } else {
        setErrors({ form: messageOf(caught) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Erase someone">
      <p className="mb-3 text-sm text-muted">
        When a person asks to be forgotten: their name, contact details, address and what they wrote go from everywhere. Orders and gifts the law makes us
        keep (the accounts; Gift Aid for HMRC) stay whole, marked as held for that reason, until their retention period ends. Newsletter and speaking
        requests go at once. Cancel a monthly gift first. Recorded in the audit log; it cannot be undone.
      </p>
      {done && <InfoNotice>{done}</InfoNotice>}
      {!confirming ? (
        <form onSubmit={ask} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField label="Address to erase" type="email" name="erase-email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <Button type="submit" variant="outline">
            <Trash2 aria-hidden="true" />
            Erase…
          </Button>
        </form>
      ) : (
        <form onSubmit={erase} noValidate className="mt-3 grid gap-3" aria-label={`Confirm erasing ${email}`}>
          <ErrorNotice>{errors.form}</ErrorNotice>
          <p className="text-sm font-medium text-ink">
            Erase <span className="break-all">{email}</span>? This cannot be undone.
          </p>
          <TextField
            label="Type the address again to confirm"
            type="email"
            name="erase-confirm"
            autoComplete="off"
            value={confirmEmail}
            onChange={(e) => setConfirmEmail(e.target.value)}
            error={errors.confirmEmail ?? errors.email}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2 aria-hidden="true" />
              {busy ? "Erasing…" : "Erase permanently"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
