import { lazy, Suspense } from "react";

/** Starts loading the answer's words and icons: call when the form is first used. */
export const loadSignupMessage = () => import("./signup-message");
const SignupMessage = lazy(loadSignupMessage);

/**
 * The line under a signup form. The live regions are always in the page, so
 * screen readers announce what appears in them.
 */
export function SignupStatus({
  success,
  error,
  tone = "light",
}: {
  success: string | null;
  error: string | null;
  tone?: "light" | "dark";
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <Suspense>
            <SignupMessage kind="success" text={success} tone={tone} />
          </Suspense>
        )}
      </div>
      <div role="alert">
        {error && (
          <Suspense>
            <SignupMessage kind="error" text={error} tone={tone} />
          </Suspense>
        )}
      </div>
    </>
  );
}
