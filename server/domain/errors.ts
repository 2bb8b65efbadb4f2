// What a service can refuse, in the service's own words. Services throw these and
// know nothing of HTTP; server/http/errors.ts is the one place that turns each
// kind into a status code and the API's `{error, issues}` body.

/** One field the caller got wrong, named as the client named it (`items.0.id`). */
export interface FieldIssue {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** The fields to blame, when the caller can fix them. */
    readonly issues?: FieldIssue[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The input breaks a rule; nothing was changed. */
export class InvalidInputError extends DomainError {}

/** Nothing of that kind exists, or the caller may not know that it does. */
export class NotFoundError extends DomainError {}

/** The request disagrees with the current state (a price that changed, a record edited meanwhile). */
export class ConflictError extends DomainError {}

/** Nobody is signed in, or the sign-in has ended. */
export class NotSignedInError extends DomainError {}

/** Signed in, but this person may not do this. */
export class NotAllowedError extends DomainError {}

/** Too many attempts; `retryAfterSeconds` says when to try again. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** What was sent is larger than we accept (a photo over 10 MB); nothing was stored. */
export class TooLargeError extends DomainError {}

/** A service we depend on (the payment provider) refused or could not be reached; try again later. */
export class UpstreamUnavailableError extends DomainError {}

/**
 * The same refusal with its fields named under `prefix` (`levels.0` → `stock.1.levels.0`), for a
 * change made as one part of a larger request, so the client can tell which part to mark.
 * Anything else (not a domain error, or one without fields) passes through unchanged.
 */
export function withFieldPrefix(error: unknown, prefix: string): unknown {
  if (!(error instanceof InvalidInputError || error instanceof ConflictError) || !error.issues) return error;
  const Kind = error.constructor as new (message: string, issues: FieldIssue[]) => DomainError;
  return new Kind(
    error.message,
    error.issues.map((issue) => ({ ...issue, field: `${prefix}${issue.field}` })),
  );
}
