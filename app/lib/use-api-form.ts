// State for a form that posts to our API: values, per-field errors (checked with
// the same zod schema the endpoint uses, then whatever the server says), the
// honeypot, submitting, and the success line. Focus moves to the first field in
// error, so keyboard and screen-reader users land on what needs fixing.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import * as z from "zod/mini";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { type FieldErrors, fieldErrorsFromZod, FIX_FIELDS_MESSAGE, postJson } from "./submit-form";

export interface ApiFormOptions<V extends { [K in keyof V]: string }> {
  url: string;
  initialValues: V;
  schema: z.ZodMiniType;
  /** Extra body fields, such as which form it came from. */
  extraBody?: Record<string, unknown>;
}

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and until React has hydrated: a submit before
 * then would be a plain browser form post that our JSON API can't answer.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useApiForm<V extends { [K in keyof V]: string }>({
  url,
  initialValues,
  schema,
  extraBody,
}: ApiFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function setField(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // The message described what was wrong before this edit; a new check comes with the next submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSuccess(null);
    const parsed = z.safeParse(schema, values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      setFormError(FIX_FIELDS_MESSAGE);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    const result = await postJson<{ message: string }>(url, { ...values, ...extraBody, [HONEYPOT_FIELD]: honeypot });
    setSubmitting(false);
    if (result.ok) {
      setValues(initialValues);
      setSuccess(result.data.message);
    } else {
      setErrors(result.fieldErrors);
      setFormError(result.error);
      if (Object.keys(result.fieldErrors).length > 0) setFocusRequest((n) => n + 1);
    }
  }

  return {
    values,
    setField,
    errors,
    formError,
    success,
    submitting,
    /** Whether the submit button should be enabled. */
    canSubmit: hydrated && !submitting,
    onSubmit,
    formRef,
    honeypot: { name: HONEYPOT_FIELD, value: honeypot, onChange: setHoneypot },
  };
}
