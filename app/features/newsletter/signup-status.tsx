import { CircleAlert, MailCheck } from "lucide-react";
import { cn } from "~/lib/utils";

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
          <p
            className={cn(
              "mt-3 flex items-start gap-2 rounded-lg text-sm font-medium",
              tone === "light" ? "bg-evergreen-50 p-3 text-evergreen-900 ring-1 ring-evergreen-200" : "text-white",
            )}
          >
            <MailCheck
              aria-hidden="true"
              className={cn("mt-0.5 size-4 shrink-0", tone === "dark" && "text-gold-300")}
            />
            <span>{success}</span>
          </p>
        )}
      </div>
      <div role="alert">
        {error && (
          <p
            className={cn(
              "mt-3 flex items-start gap-2 text-sm font-medium",
              tone === "light" ? "text-danger" : "text-gold-300",
            )}
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </>
  );
}
