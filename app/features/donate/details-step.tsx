// Step 2: who is giving (docs/product-rules.md#data-shapes, #validation), and the Gift Aid declaration (docs/deviations.md, point 5).
import { Sparkles } from "lucide-react";
import { lazy, Suspense, type FormEvent, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { TextareaField, TextField } from "~/components/ui/field";
import { giftAidDeclaration, giftAidValue } from "@core/gift-aid";
import { formatPence } from "@core/money";
import { siteConfig } from "@core/site-config";
import { useCharity } from "~/lib/charity";
import { giftAmount, type DonationForm, type DonorErrors, type DonorField } from "./donation-form";

// Shown only when the owners' setting offers it, and only on this step: loaded with it, as at checkout.
const NewsOptOutBox = lazy(() => import("~/components/news-opt-out-box"));

export const DONOR_FORM_ID = "donor-details";

export function DetailsStep({
  form,
  errors,
  onChange,
  onGiftAidChange,
  newsOptOut,
  onNewsOptOutChange,
  onSubmit,
  onBack,
  headingId,
  headingRef,
}: {
  form: DonationForm;
  errors: DonorErrors;
  onChange: (field: DonorField, value: string) => void;
  onGiftAidChange: (checked: boolean) => void;
  /** The soft opt-in's box: ticked, left unticked, or not offered (undefined). */
  newsOptOut: boolean | undefined;
  onNewsOptOutChange: (choice: boolean | undefined) => void;
  onSubmit: () => void;
  onBack: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const charity = useCharity();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const field = (name: DonorField) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const amount = giftAmount(form);
  const monthly = form.frequency === "monthly";

  return (
    <form id={DONOR_FORM_ID} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-evergreen-900 outline-none">
        Your details
      </h2>
      <p className="mt-1 text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" required autoComplete="given-name" maxLength={100} {...field("firstName")} />
        <TextField label="Last Name" required autoComplete="family-name" maxLength={100} {...field("lastName")} />
        <TextField
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          hint="For your receipt."
          className="sm:col-span-2"
          {...field("email")}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} className="sm:col-span-2" {...field("phone")} />
        <TextareaField
          label="Message"
          maxLength={1000}
          rows={3}
          hint="Optional: a note or prayer request for our team."
          className="sm:col-span-2"
          {...field("message")}
        />
      </div>

      <div className="mt-6 rounded-xl border border-gold-300 bg-gold-100/60 p-4 sm:p-5">
      <fieldset>
        <legend className="flex items-center gap-2 font-semibold text-ink">
          <Sparkles aria-hidden="true" className="size-4 text-gold-700" />
          Boost your gift by 25% with Gift Aid
        </legend>
        <p className="mt-1 text-sm text-muted">
          If you're a UK taxpayer, {charity.legalName ?? siteConfig.name} can claim {amount > 0 ? formatPence(giftAidValue(amount)) : "25p for every £1"}
          {amount > 0 && (monthly ? " on each monthly gift" : " on your gift")} from HMRC, at no extra cost to you.
        </p>
        <Checkbox
          className="mt-4"
          name="gift-aid"
          checked={form.giftAid}
          onChange={(e) => onGiftAidChange(e.target.checked)}
          label={
            <>
              <strong className="font-semibold">Yes, add Gift Aid.</strong> {giftAidDeclaration(form.frequency)}
            </>
          }
        />
        {form.giftAid && (
          <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem]">
            <TextField
              label="Home Address"
              required
              autoComplete="street-address"
              maxLength={200}
              hint="HMRC needs the address where you live."
              {...field("giftAidAddress")}
            />
            <TextField
              label="Postcode"
              required
              autoComplete="postal-code"
              maxLength={10}
              {...field("giftAidPostcode")}
            />
          </div>
        )}
        <p className="mt-4 text-xs leading-relaxed text-muted">
          Please tell us if you want to cancel this declaration, change your name or home address, or no longer pay
          enough tax on your income and/or capital gains.
        </p>
      </fieldset>
      </div>

      <Suspense>
        <NewsOptOutBox className="mt-6" choice={newsOptOut} onChoice={onNewsOptOutChange} />
      </Suspense>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" className="sm:min-w-48">
          Continue
        </Button>
      </div>
    </form>
  );
}
