// The /connect form, 'Join Our Community': first name, last name and email (docs/product-rules.md#validation).
// After a signup it clears and says what happens next (docs/deviations.md, details kept exactly).
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useApiForm } from "~/lib/use-api-form";
import { loadSignupMessage, SignupStatus } from "./signup-status";

const initialValues = { firstName: "", lastName: "", email: "" };
const loadSchema = () => import("@core/schemas/newsletter").then((m) => m.connectSignupSchema);

export function ConnectSignupForm() {
  const form = useApiForm({
    url: "/api/newsletter",
    initialValues,
    loadSchema,
    extraBody: { source: "connect" },
  });
  const { values, errors } = form;

  return (
    <form
      ref={form.formRef}
      noValidate
      method="post"
      onSubmit={form.onSubmit}
      onFocus={() => {
        form.prefetchChecks();
        void loadSignupMessage();
      }}
      aria-label="Join Our Community"
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => form.setField("firstName", e.target.value)}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => form.setField("lastName", e.target.value)}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email address"
        name="email"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={(e) => form.setField("email", e.target.value)}
        error={errors.email}
        hint="We'll email you a link to confirm. One letter a month; unsubscribe in one click."
      />
      <HoneypotField {...form.honeypot} />
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!form.canSubmit}>
          {form.submitting ? "Subscribing..." : "Subscribe"}
        </Button>
        <SignupStatus success={form.success} error={form.formError} />
      </div>
    </form>
  );
}
