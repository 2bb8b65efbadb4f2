// The numbered progress bar of a multi-step flow: earlier steps are done
// (green, ticked), the current one is filled, later ones are outlined.
import { Check } from "lucide-react";
import { cn } from "~/lib/utils";

export function Steps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <ol aria-label={label} className="flex items-center">
        {steps.map((name, index) => {
          const state = index < current ? "complete" : index === current ? "current" : "upcoming";
          return (
            <li key={name} className={cn("flex items-center", index > 0 && "flex-1")}>
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn("mx-2 h-0.5 flex-1 rounded-full sm:mx-3", index <= current ? "bg-success" : "bg-line")}
                />
              )}
              <span className="flex items-center gap-2" aria-current={state === "current" ? "step" : undefined}>
                <span
                  data-state={state}
                  aria-hidden="true"
                  className={cn(
                    "grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold",
                    state === "complete" && "border-success bg-success text-white",
                    state === "current" && "border-evergreen-800 bg-evergreen-800 text-white",
                    state === "upcoming" && "border-line bg-white text-muted",
                  )}
                >
                  {state === "complete" ? <Check className="size-5" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  className={cn(
                    "text-sm font-medium",
                    state === "upcoming" ? "text-muted" : "text-ink",
                    state !== "current" && "sr-only sm:not-sr-only",
                  )}
                >
                  {name}
                  <span className="sr-only">
                    {state === "complete" ? ", completed" : state === "current" ? ", current step" : ""}
                  </span>
                </span>
              </span>
            </li>
          );
        })}
    </ol>
  );
}
