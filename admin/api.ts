// How the back office's pages talk to /api/admin (docs/admin-api.md): JSON both ways, the
// session cookie sent by the browser, and every error read into one shape the forms show.
// A change always carries a JSON body: the server refuses a mutation without one.
import * as z from "zod/mini";
import { readApiError, type FieldIssueBody } from "@core/schemas/api-error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssueBody[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The message for one field, as the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.issues.find((issue) => issue.field === field)?.message;
  }
}

/** Called when an answer says the session has ended, so the app can ask the person to sign in again. */
let onSignedOut: (() => void) | undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function api<T = unknown>(
  method: Method,
  path: string,
  options: { body?: unknown; schema?: z.ZodMiniType<T>; quietSignOut?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(method !== "GET" && { "content-type": "application/json" }) },
      ...(method !== "GET" && { body: JSON.stringify(options.body ?? {}) }),
    });
  } catch {
    throw new ApiError(0, "The back office could not be reached. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { error, issues } = readApiError(body);
    if (response.status === 401 && !options.quietSignOut) onSignedOut?.();
    throw new ApiError(response.status, error || `Something went wrong (${response.status}). Try again.`, issues);
  }
  if (!options.schema) return body as T;
  const parsed = z.safeParse(options.schema, body);
  if (!parsed.success) throw new ApiError(response.status, "The back office answered in a way this page does not understand. Reload the page.");
  return parsed.data;
}

/**
 * Sends a file's own bytes (not JSON) to an upload route: the server decides from them what the
 * file is. Errors are read as `api` reads them.
 */
export async function uploadFile<T>(path: string, file: File, schema: z.ZodMiniType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "The back office could not be reached. Check your connection and try again.");
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { error, issues } = readApiError(body);
    if (response.status === 401) onSignedOut?.();
    throw new ApiError(response.status, error || `Something went wrong (${response.status}). Try again.`, issues);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(response.status, "The back office answered in a way this page does not understand. Reload the page.");
  return parsed.data;
}

/** A message for any error a page caught. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong. Try again.";
}
