// The answer to a Save, beside the button that was pressed: on a long form a notice at the top of
// the panel was a screen's height away from where the person was looking, and on a phone out of
// sight altogether. The live region is in the page before anything is said in it, so a screen
// reader announces each message (one added together with its text is often missed).
import type { ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";

/** A button and what its last press did, side by side (stacked on a narrow screen). */
export function SaveRow({ children, status }: { children: ReactNode; status: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{children}{status}</div>;
}

/** "Saved…", said politely; empty until there is something to say. */
export function SaveStatus({ message }: { message: string | undefined }) {
  return (
    <p role="status" className="flex min-w-0 items-start gap-2 text-sm font-medium text-evergreen-800">
      {message && (
        <>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}

/** Why the press saved nothing, read out at once; beside the button, while the fields say what to change. */
export function SaveProblem({ message }: { message: string | undefined }) {
  return (
    <p role="alert" className="flex min-w-0 items-start gap-2 text-sm font-medium text-danger">
      {message && (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
