// The /support donation flow (docs/product-rules.md#flows): amount → details → payment, with
// the step in the URL and what was typed kept for this tab. The payment button
// comes from the page (features don't import each other).
import { Clock, Mail, PartyPopper, Phone } from "lucide-react";
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Steps } from "~/components/ui/steps";
import { useFlowStep } from "~/lib/flow-step";
import { phoneHref, useCharity } from "~/lib/charity";
import { onIntent } from "~/lib/on-intent";
import type { PaidPurchase } from "~/lib/paid-purchase";
import { paths } from "@core/paths";
import type { DonationPaymentRequest } from "@core/schemas/payment-request";
import { siteConfig } from "@core/site-config";
import { AmountStep } from "./amount-step";
import { DetailsStep, DONOR_FORM_ID } from "./details-step";
import { clearDonationDraft, readDonationDraft, saveDonationDraft } from "./donation-draft";
import {
  amountProblem,
  donationRequest,
  emptyDonationForm,
  giftAmount,
  type DonationForm,
  type DonorErrors,
  type DonorField,
} from "./donation-form";
import { ReviewStep } from "./review-step";

// The details' check and its schemas load when the details step is reached or about to be (the
// amount step's Continue approached), as the checkout's validation does: /support's first load,
// the amount step, carries none of it (issue 55).
const loadDonorCheck = () => import("./donor-check");

const steps = ["amount", "details", "payment"] as const;
type Step = (typeof steps)[number];
const stepNames = ["Amount", "Details", "Payment"];

/** What the payment step hands the page's payment component (docs/product-rules.md#constants: its default button text and description). */
export interface DonationPaymentProps {
  request: DonationPaymentRequest;
  onConfirmedElsewhere: () => void;
}

export function DonationFlow({
  renderPayment,
  preloadPayment,
  banner,
  children,
}: {
  renderPayment: (props: DonationPaymentProps) => ReactNode;
  /** Fetches the payment component, once the details step is reached: there when Continue is tapped. */
  preloadPayment?: () => void;
  /**
   * The page's banner, shown above the amount step only: on the later steps it pushed the form
   * and the Donate button a screen or more down a phone (issue 56).
   */
  banner?: ReactNode;
  /** What the page shows under the flow, on every step. */
  children?: ReactNode;
}) {
  // The pre-rendered page shows the amount step with nothing chosen, like the first client render.
  const [form, setForm] = useState<DonationForm>(emptyDonationForm);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<DonorErrors>({});
  const [completed, setCompleted] = useState(false);
  const [paid, setPaid] = useState<{ purchase: PaidPurchase; confirmation: string } | null>(null);
  // The soft opt-in's box: undefined unless the details step offered it (the owners' setting was on).
  const [newsOptOut, setNewsOptOut] = useState<boolean>();
  const { step, index, goTo, back, redirect } = useFlowStep(steps, ready);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef<Step | null>(null);

  useEffect(() => {
    setForm(readDonationDraft());
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready && !completed) saveDonationDraft(form);
  }, [ready, form, completed]);

  const [validation, setValidation] = useState<Awaited<ReturnType<typeof loadDonorCheck>> | null>(null);
  const loadCheck = useCallback(() => {
    void loadDonorCheck().then(setValidation);
  }, []);
  useEffect(() => {
    if (step !== "amount") loadCheck();
  }, [step, loadCheck]);
  useEffect(() => {
    if (step !== "amount") preloadPayment?.();
  }, [step, preloadPayment]);

  const amount = giftAmount(form);
  const amountOk = amountProblem(amount) === null;
  // Null until the check has loaded: how far the answers go is not known yet.
  const donor = validation ? validation.checkDonor(form) : null;
  const allowed: Step | null = !amountOk ? "amount" : donor === null ? null : !donor.ok ? "details" : "payment";
  useEffect(() => {
    if (!ready || completed) return;
    if (step !== "amount" && amount === 0) {
      // Back or a refresh after giving finds the draft cleared by the success page: say the gift is
      // made (docs/deviations.md#16) rather than start again as if nothing happened.
      let cancelled = false;
      void import("~/lib/paid-purchase").then(({ recentPaidPurchase, confirmationPath }) => {
        if (cancelled) return;
        const paidGift = recentPaidPurchase("gift");
        if (paidGift) setPaid({ purchase: paidGift, confirmation: confirmationPath(paidGift) });
        else redirect("amount");
      });
      return () => {
        cancelled = true;
      };
    }
    setPaid(null);
    // A link or refresh can't skip a step whose answers don't pass.
    if (allowed !== null && steps.indexOf(step) > steps.indexOf(allowed)) redirect(allowed);
  }, [ready, completed, step, amount, allowed, redirect]);

  useEffect(() => {
    if (!ready) return;
    if (previousStep.current !== null && previousStep.current !== step) {
      headingRef.current?.scrollIntoView({ block: "center", behavior: "instant" });
      headingRef.current?.focus({ preventScroll: true });
    }
    previousStep.current = step;
  }, [ready, step]);

  function update(patch: Partial<DonationForm>) {
    setForm((f) => ({ ...f, ...patch }));
  }

  function updateField(field: DonorField, value: string) {
    update({ [field]: value });
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  async function submitDetails() {
    // Continue before the check arrived (a tap straight after the step appeared) waits for it.
    const result = (validation ?? (await loadDonorCheck())).checkDonor(form);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(result.notice.title, { description: result.notice.description });
      document.querySelector<HTMLElement>(`#${DONOR_FORM_ID} [name="${result.firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    goTo("payment");
  }

  // While the check loads, a step past the amount waits for it rather than show one it may skip.
  const visible: Step | null = allowed === null ? (step === "amount" ? step : null) : steps.indexOf(step) <= steps.indexOf(allowed) ? step : allowed;
  const firstStep = visible === "amount" && !completed && !paid;

  return (
    <>
      {firstStep && banner}
      <div className="bg-paper px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-2xl">
          <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
            {completed ? (
              <Given />
            ) : paid ? (
              <Given confirmation={paid.confirmation} />
            ) : (
              <>
                <div className="mx-auto mb-8 max-w-md">
                  <Steps label="Donation progress" steps={stepNames} current={index} />
                </div>
                {visible === "amount" && (
                  <AmountStep
                    form={form}
                    update={update}
                    onContinue={() => goTo("details")}
                    headingId={headingId}
                    headingRef={headingRef}
                    locked={!ready}
                    intent={onIntent(loadCheck)}
                  />
                )}
                {visible === "details" && (
                  <DetailsStep
                    form={form}
                    errors={errors}
                    onChange={updateField}
                    onGiftAidChange={(giftAid) => {
                      update({ giftAid });
                      if (!giftAid) setErrors(({ giftAidAddress: _a, giftAidPostcode: _p, ...rest }) => rest);
                    }}
                    newsOptOut={newsOptOut}
                    onNewsOptOutChange={setNewsOptOut}
                    onSubmit={() => void submitDetails()}
                    onBack={() => back("amount")}
                    headingId={headingId}
                    headingRef={headingRef}
                  />
                )}
                {visible === "payment" && donor?.ok && (
                  <ReviewStep
                    amount={amount}
                    frequency={form.frequency}
                    donor={donor.donor}
                    giftAid={donor.giftAid}
                    onBack={() => back("details")}
                    headingId={headingId}
                    headingRef={headingRef}
                    payment={
                      <Suspense fallback={<p className="text-muted" role="status">Loading the payment form…</p>}>
                        {renderPayment({
                          request: donationRequest(amount, form.frequency, donor.donor, donor.giftAid, newsOptOut),
                          onConfirmedElsewhere: () => {
                            clearDonationDraft();
                            setCompleted(true);
                          },
                        })}
                      </Suspense>
                    }
                  />
                )}
              </>
            )}
          </div>
          <SupportHours />
        </div>
        {children}
      </div>
    </>
  );
}

/**
 * The gift is made: heard from the other tab, or (with `confirmation`) found on coming back to the
 * payment step after giving. Either way there is nothing left to pay here.
 */
function Given({ confirmation }: { confirmation?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // This replaces a long payment step, scrolled down to its button: left there, a phone showed
  // only the footer. From the top, with the heading announced.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="py-6 text-center" role="status">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-evergreen-900 outline-none">
        Thank you for your gift
      </h2>
      <p className="mt-2 text-muted">
        {confirmation
          ? "Your gift has gone through, so there's nothing more to pay. Your receipt is in your inbox."
          : "It went through in the other tab, and your receipt is on its way to your inbox."}
      </p>
      {confirmation && (
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to={confirmation}>View your receipt</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.support}>Give again</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The charity's saved email and phone (useCharity); a line not yet set is left out. */
function SupportHours() {
  const { email, phone } = useCharity();
  return (
    <aside aria-labelledby="donation-help" className="mt-6 rounded-card bg-sand p-5 sm:p-6">
      <h2 id="donation-help" className="text-lg font-semibold text-evergreen-900">
        Questions about giving?
      </h2>
      <ul className="mt-3 space-y-2 text-ink">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-evergreen-700" />
          Donation support: {siteConfig.donationSupportHours}
        </li>
        {email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-evergreen-700" />
            <a href={`mailto:${email}`} className="font-medium text-evergreen-800 underline underline-offset-2">
              {email}
            </a>
          </li>
        )}
        {phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-evergreen-700" />
            <a href={phoneHref(phone)} className="font-medium text-evergreen-800 underline underline-offset-2">
              {phone}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
