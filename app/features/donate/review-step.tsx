// Step 3: everything the donor chose, each with a way back to the step that set it, then the
// shared payment button (from the page) and the terms the gift is made under.
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { giftAidValue } from "@core/gift-aid";
import { formatPence, type Pence } from "@core/money";
import { supporterAccountPath, termsLink } from "@core/deep-links";
import type { DonorDetails, GiftAidDetails } from "@core/schemas/donor";
import type { GiftFrequency } from "@core/gift-aid";

type ChangeStep = "amount" | "details";

export function ReviewStep({
  amount,
  frequency,
  donor,
  giftAid,
  payment,
  onBack,
  headingId,
  headingRef,
}: {
  amount: Pence;
  frequency: GiftFrequency;
  donor: DonorDetails;
  giftAid?: GiftAidDetails;
  payment: ReactNode;
  onBack: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const monthly = frequency === "monthly";
  const extra = `${formatPence(giftAidValue(amount))}${monthly ? " a month" : ""}`;
  return (
    <div>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-evergreen-900 outline-none">
        Review your gift
      </h2>
      <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-paper px-4">
        <Item label="Amount" value={formatPence(amount)} step="amount" />
        <Item
          label="Frequency"
          value={monthly ? `Monthly: ${formatPence(amount)} today, then on the same date each month` : "One-off"}
          step="amount"
        />
        <Item label="Name" value={`${donor.firstName} ${donor.lastName}`} step="details" />
        <Item label="Email" value={donor.email} note="Your receipt goes here." step="details" />
        <Item
          label="Gift Aid"
          value={giftAid ? `Yes: Gift Aid adds ${extra}, at no cost to you` : "Not added"}
          note={giftAid ? undefined : `If you pay UK tax, Gift Aid would add ${extra}.`}
          step="details"
          what="Gift Aid"
        />
      </dl>
      {monthly && (
        <p className="mt-3 text-sm text-muted">
          Change the amount or cancel at any time: sign in to{" "}
          <a href={supporterAccountPath} className="font-medium text-evergreen-800 underline underline-offset-2">
            your giving account
          </a>{" "}
          with this email address (your receipt has a link straight to it), or contact us.
        </p>
      )}
      <div className="mt-6">{payment}</div>
      <p className="mt-4 text-sm text-muted">
        Your gift is made under our{" "}
        <Link to={termsLink("donations")} className="font-medium text-evergreen-800 underline underline-offset-2">
          terms for gifts
        </Link>
        .
      </p>
      <Button type="button" variant="outline" size="lg" className="mt-4 w-full sm:w-auto" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}

/** One choice, with a Change link to the step that set it (steps live in `?step=`). */
function Item({ label, value, note, step, what = label.toLowerCase() }: { label: string; value: string; note?: string; step: ChangeStep; what?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="col-start-1 break-words font-medium text-ink [overflow-wrap:anywhere]">
        {value}
        {note && <span className="block text-sm font-normal text-muted">{note}</span>}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <Link
          to={{ search: `?step=${step}` }}
          className="text-sm font-semibold text-evergreen-700 underline underline-offset-2 hover:text-evergreen-900"
        >
          Change<span className="sr-only"> {what}</span>
        </Link>
      </dd>
    </div>
  );
}
