// State for a form that posts to our API: values, per-field errors (checked with
// the same zod schema the endpoint uses, then whatever the server says), the
// honeypot, submitting, and the success line. Focus moves to the first field in
// error, so keyboard and screen-reader users land on what needs fixing.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { FieldErrors, SchemaError } from "./submit-form";

// Sending and reading the answer is needed only once someone submits, so it loads with the schema
// (on focus, or at the first submit) instead of with every page.
const loadSubmitForm = () => import("./submit-form");

/** What a zod (or zod/mini) schema offers, so this module doesn't load zod itself. */
export interface FormSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: SchemaError };
}

/** Must match HONEYPOT_FIELD in core/schemas/honeypot.ts (importing it would pull zod into every page). */
export const HONEYPOT_FIELD = "website";

export interface ApiFormOptions<V extends { [K in keyof V]: string }> {
  url: string;
  initialValues: V;
  /**
   * Loads the schema the endpoint also uses. A dynamic import keeps zod out of
   * the page's initial JavaScript (the footer form is on every page); it loads
   * on the first submit, or earlier when the browser is idle.
   */
  loadSchema: () => Promise<FormSchema>;
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
  loadSchema,
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
  const busy = useRef(false);
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
    // A ref, not state: a double click lands before React re-renders.
    if (busy.current) return;
    busy.current = true;
    try {
      await submit();
    } finally {
      busy.current = false;
    }
  }

  async function submit() {
    setSuccess(null);
    let schema: FormSchema;
    let send: Awaited<ReturnType<typeof loadSubmitForm>>;
    try {
      [schema, send] = await Promise.all([loadSchema(), loadSubmitForm()]);
    } catch {
      setFormError("We couldn't load the form's checks. Check your connection and try again.");
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(send.fieldErrorsFromZod(parsed.error));
      setFormError(send.FIX_FIELDS_MESSAGE);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    const result = await send.postJson<{ message: string }>(url, { ...values, ...extraBody, [HONEYPOT_FIELD]: honeypot });
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
    /** For the form's onFocus: fetch the checks while the person types. */
    prefetchChecks: () => void Promise.all([loadSchema(), loadSubmitForm()]).catch(() => {}),
    formRef,
    honeypot: { name: HONEYPOT_FIELD, value: honeypot, onChange: setHoneypot },
  };
}
