// Every error the API answers: `{error, issues?: [{field, message}]}` with the fields named
// (server/http/errors.ts writes it). Defined once; forms and the payment button read it here.
import * as z from "zod/mini";

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssueBody = z.output<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
});
export type ApiError = z.output<typeof apiErrorSchema>;

/** What an error answer says, as far as it can be read: a blank message and no issues otherwise. */
export function readApiError(body: unknown): { error: string; issues: FieldIssueBody[] } {
  const parsed = z.safeParse(apiErrorSchema, body);
  if (parsed.success) return { error: parsed.data.error, issues: parsed.data.issues ?? [] };
  // An answer with readable issues but an odd `error` still names its fields.
  const issues = z.safeParse(z.object({ issues: z.array(fieldIssueSchema) }), body);
  return { error: "", issues: issues.success ? issues.data.issues : [] };
}
