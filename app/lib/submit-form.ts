// Sending a form to our API and turning the answer into what the form shows:
// a message per field (from our zod schemas, or the server's `issues`) and one general line.
import { readApiError, type FieldIssueBody } from "@core/schemas/api-error";

export type FieldErrors = Record<string, string>;

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors: FieldErrors };

/** The first message for each top-level field. */
export function fieldErrorsFrom(issues: FieldIssueBody[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) {
    const key = field.split(".")[0] ?? field;
    errors[key] ??= message;
  }
  return errors;
}

/** A zod error (classic or mini), by its shape. */
export interface SchemaError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldErrorsFromZod(error: SchemaError): FieldErrors {
  return fieldErrorsFrom(
    error.issues.map((i) => ({ field: i.path.map(String).join(".") || "body", message: i.message })),
  );
}

export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";

export async function postJson<T>(url: string, body: unknown): Promise<SubmitResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: "We couldn't reach our server. Check your connection and try again.", fieldErrors: {} };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };

  const answer = readApiError(data);
  const issues = answer.issues;
  const fieldErrors = fieldErrorsFrom(issues.filter((i) => i.field !== "body"));
  const error =
    response.status === 429
      ? "Too many attempts from your connection. Please wait a minute and try again."
      : Object.keys(fieldErrors).length > 0
        ? FIX_FIELDS_MESSAGE
        : response.status >= 500
          ? "Something went wrong on our side. Please try again in a moment."
          : answer.error || "Something went wrong. Please try again.";
  return { ok: false, error, fieldErrors };
}
