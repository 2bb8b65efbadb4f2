// The /book-call request form: stored, emailed to the ministry, with a copy to the requester.
import { CheckCircle2, CircleAlert } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useApiForm } from "~/lib/use-api-form";
import {
  emptySpeakingRequestForm,
  SPEAKING_MESSAGE_MAX,
  type SpeakingRequestForm as FormValues,
} from "@core/speaking-request-form";

export const SPEAKING_REQUEST_FORM_ID = "request-a-speaker";

const loadSchema = () => import("@core/schemas/speaking-request").then((m) => m.speakingRequestSchema);

export function SpeakingRequestForm() {
  const form = useApiForm<FormValues>({
    url: "/api/speaking-requests",
    initialValues: emptySpeakingRequestForm,
    loadSchema,
  });
  const { values, errors } = form;
  const field = (name: keyof FormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => form.setField(name, e.target.value),
  });

  return (
    <Section tone="sand" id={SPEAKING_REQUEST_FORM_ID} aria-labelledby={`${SPEAKING_REQUEST_FORM_ID}-title`}>
      <SectionHeading id={`${SPEAKING_REQUEST_FORM_ID}-title`} eyebrow="Send your invitation" title="Request a Speaker">
        <p>Tell us about your event. The request goes straight to our team, and a copy comes to your inbox.</p>
      </SectionHeading>
      <form
        ref={form.formRef}
        noValidate
        method="post"
        onSubmit={form.onSubmit}
        onFocus={form.prefetchChecks}
        aria-label="Speaking request"
        className="relative mx-auto mt-10 max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <p className="text-sm text-muted">
          Fields marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <fieldset className="mt-6">
          <legend className="font-sans text-base font-semibold text-evergreen-900">About you</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <TextField label="Your name" required autoComplete="name" {...field("name")} />
            <TextField label="Church or organisation" required autoComplete="organization" {...field("organisation")} />
            <TextField
              label="Email address"
              type="email"
              required
              autoComplete="email"
              spellCheck={false}
              {...field("email")}
            />
            <TextField label="Phone number" type="tel" autoComplete="tel" hint="Optional" {...field("phone")} />
          </div>
        </fieldset>
        <fieldset className="mt-8">
          <legend className="font-sans text-base font-semibold text-evergreen-900">About the event</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <TextField label="Event date" type="date" required {...field("eventDate")} />
            <TextField label="Location" required hint="Town or venue, or “online”" {...field("location")} />
            <TextField
              label="Audience size"
              inputMode="numeric"
              hint="Optional: roughly how many people"
              {...field("audienceSize")}
            />
            <TextField label="Topic" hint="Optional: a theme or a topic from our list" {...field("topic")} />
            <TextareaField
              className="sm:col-span-2"
              label="Message"
              required
              rows={6}
              maxLength={SPEAKING_MESSAGE_MAX}
              hint="The format, timings, budget or honorarium, AV, and anything else we should know."
              {...field("message")}
            />
          </div>
        </fieldset>
        <HoneypotField {...form.honeypot} />
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={!form.canSubmit}>
            {form.submitting ? "Sending..." : "Send Request"}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {form.success && (
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-evergreen-50 p-4 font-medium text-evergreen-900 ring-1 ring-evergreen-200">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-evergreen-700" />
              <span>{form.success}</span>
            </p>
          )}
        </div>
        <div role="alert">
          {form.formError && (
            <p className="mt-4 flex items-start gap-2 font-medium text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{form.formError}</span>
            </p>
          )}
        </div>
      </form>
    </Section>
  );
}
