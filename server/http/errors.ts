// The one error mapper: domain errors (server/domain/errors.ts) and Fastify's own
// errors become the API's shape, `{error, issues?}` with the fields named. Never a stack trace.
import type { FastifyError, FastifyInstance } from "fastify";
// The core types take both classic zod and zod/mini schemas (core/ uses zod/mini: docs/decisions/0005).
import * as z from "zod/v4/core";
import { scrubMessage } from "./log-redaction";
import {
  ConflictError,
  DomainError,
  InvalidInputError,
  NotAllowedError,
  NotFoundError,
  NotSignedInError,
  TooLargeError,
  TooManyAttemptsError,
  UpstreamUnavailableError,
  type FieldIssue,
} from "../domain/errors";

export type { FieldIssue };

const statusOf = new Map<abstract new (...args: never[]) => DomainError, number>([
  [InvalidInputError, 400],
  [NotSignedInError, 401],
  [NotAllowedError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [TooManyAttemptsError, 429],
  [UpstreamUnavailableError, 502],
]);

/** The HTTP status a domain error stands for. */
export function statusForDomainError(error: DomainError): number {
  for (const [kind, status] of statusOf) if (error instanceof kind) return status;
  return 500;
}

export function issuesFromZod(error: z.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));
}

/** Parse a request part with a shared zod schema, or refuse it naming the fields (400). */
export function parseOrThrow<S extends z.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new InvalidInputError("Invalid request", issuesFromZod(result.error));
  return result.data;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof DomainError) {
      const status = statusForDomainError(error);
      if (status >= 500) request.log.warn({ kind: error.name, reason: error.message }, "upstream refused");
      if (error instanceof TooManyAttemptsError) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(status).send({ error: error.message, ...(error.issues && { issues: error.issues }) });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      // The kind of failure, the database's error code and the route: never the error object
      // itself, whose message can quote the SQL and its parameters (names, email addresses).
      const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
      request.log.error(
        {
          kind: error.name,
          code: ("code" in error && error.code) || cause?.code,
          route: request.routeOptions.url,
          reason: scrubMessage(String(cause?.message ?? (error.message.startsWith("Failed query") ? "database query failed" : error.message))),
        },
        "request failed",
      );
      return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
    }
    // Fastify's own 4xx: malformed JSON, wrong content type, body too large, rate limits.
    const code = "code" in error ? error.code : undefined;
    const message =
      code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? "Request body is too large"
        : code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "Send the request body as JSON"
          : code === "FST_ERR_CTP_EMPTY_JSON_BODY" || code === "FST_ERR_CTP_INVALID_JSON_BODY"
            ? "Request body must be valid JSON"
            : error.message;
    return reply.status(status).send({ error: message, issues: [{ field: "body", message }] });
  });
}
