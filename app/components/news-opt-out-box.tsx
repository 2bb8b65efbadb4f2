// The charitable-purpose soft opt-in's box (docs/privacy.md): "Please don't send me news about our
// work by email", offered unticked, and only while the owners' setting is on (read as the box
// mounts). Tells its step the choice (false: left unticked) once it is offered; the step's choice
// stays undefined until then, so the payment request carries one only when the person saw the box.
import { useEffect } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { useSoftOptIn } from "~/lib/use-soft-opt-in";

export default function NewsOptOutBox({
  choice,
  onChoice,
  className,
}: {
  /** Ticked (true), left unticked (false), or not offered (undefined). */
  choice: boolean | undefined;
  onChoice: (choice: boolean | undefined) => void;
  className?: string;
}) {
  const offered = useSoftOptIn();
  // Offered: unticked unless they ticked it before (coming back to this step keeps their choice).
  useEffect(() => {
    if (offered) onChoice(choice ?? false);
  }, [offered, choice, onChoice]);
  if (!offered) return null;
  return (
    <div className={className}>
      <Checkbox
        name="news-opt-out"
        checked={choice === true}
        onChange={(e) => onChoice(e.target.checked)}
        label="Please don't send me news about our work by email"
        aria-describedby="news-opt-out-hint"
      />
      <p id="news-opt-out-hint" className="mt-1 ml-8 text-sm text-muted">
        Leave it unticked and we'll email you news about our work now and then. Every email has a link to stop them.
      </p>
    </div>
  );
}
