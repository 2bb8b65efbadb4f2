// The footer's email-only signup (docs/product-rules.md#validation: a valid email is all it needs).
import { useId } from "react";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useApiForm } from "~/lib/use-api-form";
import { loadSignupMessage, SignupStatus } from "./signup-status";

const initialValues = { email: "" };
const loadSchema = () => import("@core/schemas/newsletter").then((m) => m.footerSignupSchema);

export function FooterSubscribeForm() {
  const id = useId();
  const form = useApiForm({
    url: "/api/newsletter",
    initialValues,
    loadSchema,
    extraBody: { source: "footer" },
  });
  const error = form.errors.email;

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
      className="relative"
      aria-label="Newsletter signup"
    >
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-white">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          spellCheck={false}
          value={form.values.email}
          onChange={(e) => form.setField("email", e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-0 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 text-white placeholder:text-evergreen-100/70 aria-invalid:border-gold-300"
          placeholder="you@example.com"
        />
        <button
          type="submit"
          disabled={!form.canSubmit}
          className="h-11 shrink-0 rounded-full bg-gold-400 px-5 font-semibold text-ink hover:bg-gold-300 disabled:opacity-60"
        >
          {form.submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-gold-300">
          {error}
        </p>
      )}
      <HoneypotField {...form.honeypot} />
      {/* A field error is already announced through the field; the general line covers the rest. */}
      <SignupStatus tone="dark" success={form.success} error={error ? null : form.formError} />
    </form>
  );
}
