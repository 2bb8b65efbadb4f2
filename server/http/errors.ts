// The API's error shape: `{error, issues?}` with the fields named. Never a stack trace.
import type { FastifyError, FastifyInstance } from "fastify";
// The core types take both classic zod and zod/mini schemas (core/ uses zod/mini: docs/decisions/0005).
import * as z from "zod/v4/core";

export interface FieldIssue {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export function issuesFromZod(error: z.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));
}

/** Parse a request part with a shared zod schema, or answer 400 naming the fields. */
export function parseOrThrow<S extends z.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, "Invalid request", issuesFromZod(result.error));
  return result.data;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...(error.issues && { issues: error.issues }) });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
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
