// Step 1, 'Customer Information' (docs/product-rules.md#pages, #data-shapes). Its Continue button lives in
// the order summary and submits this form through the `form` attribute.
import { lazy, Suspense, useState, type FormEvent, type Ref } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { commonCountries, countries } from "@core/countries";
import type { CustomerDetailsInput } from "@core/schemas/customer";
import { UK_COUNTRY, ukPostcode } from "@core/uk-postcode";
import type { DetailsErrors, DetailsField } from "./validate-details";

export const DETAILS_FORM_ID = "checkout-details";

// The soft opt-in's box, loaded once a person first reaches into the form: this page is at its
// script budget, and a page nobody touches should fetch none of it (docs/privacy.md).
const NewsOptOutBox = lazy(() => import("~/components/news-opt-out-box"));

interface DetailsFormProps {
  details: CustomerDetailsInput;
  errors: DetailsErrors;
  onChange: (field: DetailsField, value: string) => void;
  onSubmit: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Until the saved cart and draft are read: the form is drawn with the page but can't take input yet. */
  locked?: boolean;
  /** The soft opt-in's box: ticked, left unticked, or not offered (undefined). */
  newsOptOut: boolean | undefined;
  onNewsOptOutChange: (choice: boolean | undefined) => void;
}

export function DetailsForm({ details, errors, onChange, onSubmit, headingId, headingRef, locked = false, newsOptOut, onNewsOptOutChange }: DetailsFormProps) {
  const [reached, setReached] = useState(false);
  /** A UK postcode is shown as it will be stored ("b11aa" → "B1 1AA") once it is whole, so what the review shows is no surprise. */
  function tidyPostcode(postalCode: string, country: string) {
    const tidy = country === UK_COUNTRY ? ukPostcode(postalCode) : undefined;
    if (tidy && tidy !== postalCode) onChange("postalCode", tidy);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    tidyPostcode(details.postalCode ?? "", details.country ?? "");
    onSubmit();
  }
  const field = (name: DetailsField) => ({
    name,
    value: details[name] ?? "",
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <form id={DETAILS_FORM_ID} noValidate onSubmit={submit} onFocus={() => setReached(true)} aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-evergreen-900 outline-none sm:text-2xl">
        Customer Information
      </h2>
      <p className="mt-1 text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      {/* Disabled, not hidden, while locked: typing before the page is ready would be lost. */}
      <fieldset disabled={locked} className="mt-5 grid min-w-0 gap-4 sm:grid-cols-2">
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
          hint="We'll send your order confirmation here."
          {...field("email")}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} hint="Optional, for delivery questions." {...field("phone")} />
        <TextField label="Address" required autoComplete="street-address" maxLength={200} className="sm:col-span-2" {...field("address")} />
        <TextField label="Town or city" required autoComplete="address-level2" maxLength={100} {...field("city")} />
        <TextField
          label="Postcode"
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...field("postalCode")}
          onBlur={(event) => tidyPostcode(event.target.value, details.country ?? "")}
        />
        <SelectField
          label="Country"
          required
          autoComplete="country-name"
          className="sm:col-span-2"
          {...field("country")}
          onChange={(event) => {
            onChange("country", event.target.value);
            // A postcode's message was about the old country: set it afresh (which clears it), tidied for the UK.
            // An empty one is still missing, whatever the country.
            const postalCode = details.postalCode ?? "";
            if (postalCode) onChange("postalCode", (event.target.value === UK_COUNTRY && ukPostcode(postalCode)) || postalCode);
          }}
        >
          <option value="">Select a country</option>
          <optgroup label="Common">
            {commonCountries.map((country) => (
              <option key={`common-${country}`} value={country}>
                {country}
              </option>
            ))}
          </optgroup>
          <optgroup label="All countries">
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </optgroup>
        </SelectField>
        {reached && (
          <Suspense>
            <NewsOptOutBox className="sm:col-span-2" choice={newsOptOut} onChoice={onNewsOptOutChange} />
          </Suspense>
        )}
      </fieldset>
    </form>
  );
}
