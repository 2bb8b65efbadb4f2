// The /checkout screen (docs/product-rules.md#pages): details → shipping → payment, with the step
// in the URL and what was typed kept for this tab. The payment step's button
// comes from the page (features don't import each other). The payment step and the "already
// paid" view load when they are reached (decision 0009's budgets; docs/performance.md).
import { ArrowLeft } from "lucide-react";
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Steps } from "~/components/ui/steps";
import { useFlowStep } from "~/lib/flow-step";
import type { PaidPurchase } from "~/lib/paid-purchase";
import { useCart } from "~/stores/cart";
import { cartLineKey, isPurchasable } from "@core/cart-line";
import { formatPence } from "@core/money";
import { paths } from "@core/paths";
import { getShippingOption, type ShippingOptionId } from "@core/shipping";
import { emptyCustomerDetails } from "@core/empty-customer-details";
import type { CustomerDetailsInput } from "@core/schemas/customer";
import type { MerchandisePaymentRequest } from "@core/schemas/payment-request";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "./checkout-draft";
import { checkoutTotals, merchandiseRequest } from "./checkout-request";
import { DETAILS_FORM_ID, DetailsForm } from "./details-form";
import { OrderSummary } from "./order-summary";
import { SHIPPING_FORM_ID, ShippingForm } from "./shipping-form";
import { onIntent } from "~/lib/on-intent";
import type { DetailsCheck, DetailsErrors, DetailsField } from "./validate-details";

// The details' validation uses the schema the server checks with (8.7 kB gzip of schema library):
// fetched when a person reaches for the form, or at once on a later step, which needs it to show.
const loadValidation = () => import("./validate-details");
const loadPaymentStep = () => import("./payment-step");
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const CheckoutCompleted = lazy(() => import("./checkout-completed").then((m) => ({ default: m.CheckoutCompleted })));

const steps = ["details", "shipping", "payment"] as const;
type Step = (typeof steps)[number];
const stepNames = ["Details", "Shipping", "Payment"];

/** What the payment step hands the page's payment component (docs/http-contract.md). */
export interface CheckoutPaymentProps {
  request: MerchandisePaymentRequest;
  buttonText: string;
  description: string;
  onConfirmedElsewhere: () => void;
  onRefused: (issues: readonly { field: string; message: string }[]) => void;
}

export function CheckoutFlow({
  renderPayment,
  preloadPayment,
}: {
  renderPayment: (props: CheckoutPaymentProps) => ReactNode;
  /** Starts loading the page's payment component: called once the shipping step is reached. */
  preloadPayment?: () => void;
}) {
  const { items: cartItems, donationAmount, isLoaded } = useCart();
  // A line whose product is no longer sold is shown (and removed) in the cart, never charged here.
  const items = cartItems.filter(isPurchasable);
  const unavailable = cartItems.length - items.length;
  const navigate = useNavigate();
  const [draftLoaded, setDraftLoaded] = useState(false);
  const ready = isLoaded && draftLoaded;
  const { step, index, goTo, back, redirect } = useFlowStep(steps, ready);
  // The pre-rendered page has no storage: it starts empty, like the first client render.
  const [details, setDetails] = useState<CustomerDetailsInput>(emptyCustomerDetails);
  const [shipping, setShipping] = useState<ShippingOptionId>("standard");
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [completed, setCompleted] = useState(false);
  const [paid, setPaid] = useState<{ purchase: PaidPurchase; confirmation: string } | null>(null);
  // The soft opt-in's box: undefined unless the details step offered it (the owners' setting was on).
  const [newsOptOut, setNewsOptOut] = useState<boolean>();
  // A line the server refused (sold out, no longer available): its message, by the line's key.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef<Step | null>(null);

  // After hydration: what this tab typed before a refresh.
  // A transition, so the re-render it causes is done in short slices (see the cart's own load).
  useEffect(() => {
    const draft = readCheckoutDraft();
    startTransition(() => {
      setDetails(draft.details);
      setShipping(draft.shipping);
      setDraftLoaded(true);
    });
  }, []);

  useEffect(() => {
    if (draftLoaded && !completed) saveCheckoutDraft({ details, shipping });
  }, [draftLoaded, details, shipping, completed]);

  const [validation, setValidation] = useState<Awaited<ReturnType<typeof loadValidation>> | null>(null);
  const loadCheck = useCallback(() => {
    void loadValidation().then(setValidation);
  }, []);
  useEffect(() => {
    if (step !== "details") loadCheck();
  }, [step, loadCheck]);
  // Null until the validation has loaded: only the details step can be shown before then.
  const check: DetailsCheck | null = validation ? validation.checkCustomerDetails(details) : null;
  // Once the cart and the draft are read, one decision about where this visitor belongs, so two
  // redirects can't race (the later one used to win and leave an empty cart on "Loading…").
  useEffect(() => {
    if (!ready || completed) return;
    if (items.length === 0) {
      // Back or a refresh after paying finds the cart emptied by the success page: say it's paid
      // (docs/deviations.md#16). Otherwise docs/product-rules.md#pages: an empty cart goes to /cart.
      if (step === "details") {
        navigate(paths.cart, { replace: true });
        return;
      }
      let cancelled = false;
      void import("~/lib/paid-purchase").then(({ recentPaidPurchase, confirmationPath }) => {
        if (cancelled) return;
        const paidOrder = recentPaidPurchase("order");
        if (paidOrder) setPaid({ purchase: paidOrder, confirmation: confirmationPath(paidOrder) });
        else navigate(paths.cart, { replace: true });
      });
      return () => {
        cancelled = true;
      };
    }
    setPaid(null);
    // A link or refresh can't skip ahead of details that don't validate.
    if (step !== "details" && check?.ok === false) redirect("details");
  }, [ready, completed, items.length, step, check?.ok, navigate, redirect]);

  // Each new step starts at the top, with focus on its heading so screen readers announce it. The
  // payment step's heading may still be loading: it asks for focus when it is shown (focusPending).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (previousStep.current !== null && previousStep.current !== step) {
      window.scrollTo({ top: 0, behavior: "instant" });
      if (headingRef.current) headingRef.current.focus({ preventScroll: true });
      else focusPending.current = true;
    }
    previousStep.current = step;
  }, [ready, step]);
  const paymentStepShown = useCallback(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // Reaching the shipping step fetches the payment step, so it is there by the time Continue is tapped.
  useEffect(() => {
    if (step !== "shipping" && step !== "payment") return;
    void loadPaymentStep();
    preloadPayment?.();
  }, [step, preloadPayment]);

  function updateField(field: DetailsField, value: string) {
    setDetails((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  async function submitDetails() {
    // Continue before the validation arrived (a tap straight after the page became ready) waits for it.
    const result = (validation ?? (await loadValidation())).checkCustomerDetails(details);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(result.notice.title, { description: result.notice.description });
      document.querySelector<HTMLElement>(`#${DETAILS_FORM_ID} [name="${result.firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    goTo("shipping");
  }

  if (completed || (paid && items.length === 0)) {
    return (
      <Suspense fallback={<p className="mx-auto min-h-svh max-w-xl px-4 py-16 text-muted" role="status">Loading…</p>}>
        <CheckoutCompleted confirmation={completed ? undefined : paid?.confirmation} />
      </Suspense>
    );
  }

  const totals = checkoutTotals(items, donationAmount, shipping);
  // Before the saved cart is read, the first step is drawn as the pre-rendered page drew it (locked),
  // so a visitor sees the form at once instead of a loading line that the form later replaces.
  const showBody = !ready || (items.length > 0 && (step === "details" || check?.ok === true));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex items-center gap-2 sm:gap-4">
        <BackControl step={step} ready={ready} onBack={back} />
        <h1 className="text-3xl font-semibold text-evergreen-900 sm:text-4xl">Checkout</h1>
      </div>
      <div className="mt-6 max-w-xl">
        <Steps label="Checkout progress" steps={stepNames} current={index} />
      </div>
      {unavailable > 0 && (
        <p className="mt-4 max-w-xl text-sm font-semibold text-danger">
          {unavailable === 1 ? "1 item in your cart is" : `${unavailable} items in your cart are`} no longer available and not included.{" "}
          <Link to={paths.cart} className="underline">
            Review your cart
          </Link>
        </p>
      )}

      {showBody ? (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8" {...onIntent(loadCheck)}>
          <div className="space-y-6">
            {step === "details" && (
              <DetailsForm
                details={details}
                errors={errors}
                onChange={updateField}
                onSubmit={submitDetails}
                headingId={headingId}
                headingRef={headingRef}
                locked={!ready}
                newsOptOut={newsOptOut}
                onNewsOptOutChange={setNewsOptOut}
              />
            )}
            {step === "shipping" && (
              <ShippingForm
                value={shipping}
                onChange={setShipping}
                onSubmit={() => goTo("payment")}
                headingId={headingId}
                headingRef={headingRef}
              />
            )}
            {step === "payment" && check?.ok && (
              // Keeps the step's room while its code arrives (usually fetched already, from the shipping step).
              <Suspense fallback={<p className="min-h-svh text-muted" role="status">Loading the payment step…</p>}>
                <PaymentStep
                  onShown={paymentStepShown}
                  review={{
                    details: check.details,
                    shipping: getShippingOption(shipping),
                    items,
                    headingId,
                    headingRef,
                    onEditDetails: () => goTo("details"),
                    onEditShipping: () => goTo("shipping"),
                    refused,
                  }}
                  payment={renderPayment({
                    request: merchandiseRequest(items, donationAmount, check.details, shipping, newsOptOut),
                    buttonText: `Pay ${formatPence(totals.total)}`,
                    description: "Complete your order securely",
                    onConfirmedElsewhere: () => {
                      clearCheckoutDraft();
                      setCompleted(true);
                    },
                    onRefused: (issues) => {
                      const lines: Record<string, string> = {};
                      for (const issue of issues) {
                        const item = items[Number(/^items\.(\d+)\./.exec(issue.field)?.[1] ?? -1)];
                        if (item) lines[cartLineKey(item)] = issue.message;
                      }
                      setRefused(lines);
                    },
                  })}
                />
              </Suspense>
            )}
          </div>
          <aside className="lg:sticky lg:top-24">
            {ready ? (
              <OrderSummary
                items={items}
                totals={totals}
                shippingKnown={step !== "details"}
                continueButton={
                  step === "details"
                    ? { label: "Continue to Shipping", form: DETAILS_FORM_ID }
                    : step === "shipping"
                      ? { label: "Continue to Payment", form: SHIPPING_FORM_ID }
                      : undefined
                }
              />
            ) : (
              <p className="min-h-64 text-muted" role="status">
                Loading your cart…
              </p>
            )}
          </aside>
        </div>
      ) : (
        // Only on the way elsewhere (an empty cart to /cart, a step not yet allowed back to details):
        // a screen's height, so the footer doesn't jump meanwhile.
        <p className="mt-10 min-h-svh text-muted" role="status">
          Loading your cart…
        </p>
      )}
    </div>
  );
}

/** docs/product-rules.md#flows: payment → shipping, shipping → details, details → /cart. */
function BackControl({ step, ready, onBack }: { step: Step; ready: boolean; onBack: (to: Step) => void }) {
  const className = "shrink-0";
  if (step === "details" || !ready) {
    return (
      <Button asChild variant="ghost" size="icon" className={className}>
        <Link to={paths.cart} aria-label="Back to cart">
          <ArrowLeft className="size-6!" aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  const to: Step = step === "payment" ? "shipping" : "details";
  return (
    <Button variant="ghost" size="icon" className={className} aria-label={`Back to ${to}`} onClick={() => onBack(to)}>
      <ArrowLeft className="size-6!" aria-hidden="true" />
    </Button>
  );
}
