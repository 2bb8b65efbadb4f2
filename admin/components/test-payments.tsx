// The one "Show test payments" choice on the dashboard and every orders and giving page: the same
// box everywhere, the same remembered choice (admin/preferences.tsx), and, while test payments are
// shown, a notice on the page that says so, so live and test money are never mixed silently.
import { useId, useState } from "react";
import { FlaskConical } from "lucide-react";
import { messageOf } from "../api";
import { usePreferences } from "../preferences";
import { ErrorNotice } from "./page";

export function TestPaymentsChoice() {
  const { preferences, change } = usePreferences();
  const [error, setError] = useState<string | undefined>();
  const hint = useId();
  if (!preferences) return null;
  const shown = preferences.testPayments;
  return (
    <div className="grid gap-2">
      <div>
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-evergreen-700"
            checked={shown}
            aria-describedby={hint}
            onChange={(event) => {
              setError(undefined);
              change({ testPayments: event.target.checked }).catch((caught: unknown) => setError(messageOf(caught)));
            }}
          />
          Show test payments
        </label>
        <p id={hint} className="mt-1 pl-8 text-sm text-muted">
          The sandbox's and Stripe test mode's: no money moved for them. Your choice, kept for you on every page and device.
        </p>
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {shown && (
        <p className="flex items-start gap-2 rounded-lg border border-gold-500 bg-gold-100 px-4 py-3 text-sm text-gold-700" data-testid="test-payments-included">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Test payments are included.</strong>{" "}
            {preferences.paymentsLive
              ? "Figures and totals here add live and test money together; each test payment is marked Test."
              : "Payments run in the sandbox or Stripe's test mode, so no real money has moved: every payment here is a test, marked Test."}
          </span>
        </p>
      )}
    </div>
  );
}
