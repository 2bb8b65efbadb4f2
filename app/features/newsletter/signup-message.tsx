// The words under a signup form once it has an answer, with their icon. Loaded when the form is
// first used (./signup-status.tsx), not with every page: the footer's form is on all of them.
import { CircleAlert, MailCheck } from "lucide-react";
import { cn } from "~/lib/utils";

export interface SignupMessageProps {
  kind: "success" | "error";
  text: string;
  tone: "light" | "dark";
}

export default function SignupMessage({ kind, text, tone }: SignupMessageProps) {
  if (kind === "success") {
    return (
      <p
        className={cn(
          "mt-3 flex items-start gap-2 rounded-lg text-sm font-medium",
          tone === "light" ? "bg-evergreen-50 p-3 text-evergreen-900 ring-1 ring-evergreen-200" : "text-white",
        )}
      >
        <MailCheck aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", tone === "dark" && "text-gold-300")} />
        <span>{text}</span>
      </p>
    );
  }
  return (
    <p
      className={cn(
        "mt-3 flex items-start gap-2 text-sm font-medium",
        tone === "light" ? "text-danger" : "text-gold-300",
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
