// Step 3: what's about to be given, then the shared payment button (from the page).
import type { ReactNode, Ref } from "react";
import { Button } from "~/components/ui/button";
import { giftAidValue } from "@core/gift-aid";
import { formatPence, type Pence } from "@core/money";
import type { DonorDetails, GiftAidDetails } from "@core/schemas/donor";
import type { GiftFrequency } from "@core/gift-aid";

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
  return (
    <div>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-evergreen-900 outline-none">
        Review your gift
      </h2>
      <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-paper px-4">
        <Item label="Your gift" value={`${formatPence(amount)}${monthly ? " every month" : " once"}`} />
        <Item label="From" value={`${donor.firstName} ${donor.lastName}`} />
        <Item label="Receipt to" value={donor.email} />
        <Item
          label="Gift Aid"
          value={giftAid ? `Yes: +${formatPence(giftAidValue(amount))}${monthly ? " a month" : ""} from HMRC` : "Not added"}
        />
      </dl>
      {monthly && (
        <p className="mt-3 text-sm text-muted">
          Your card will be charged {formatPence(amount)} today and on the same date each month. You can cancel at any time
          by contacting us.
        </p>
      )}
      <div className="mt-6">{payment}</div>
      <Button type="button" variant="outline" size="lg" className="mt-4 w-full sm:w-auto" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="break-all font-medium text-ink">{value}</dd>
    </div>
  );
}
