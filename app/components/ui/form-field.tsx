// Labelled form fields with their hint and error tied to the control
// (aria-invalid plus aria-describedby), on native elements.
import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

const control =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 text-base text-ink transition-colors placeholder:text-muted/80 hover:border-evergreen-200 focus-visible:border-evergreen-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger";

interface FieldShellProps {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function useFieldIds(error: string | undefined, hasHint: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, aria: { id, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy } };
}

function FieldShell({
  id,
  hintId,
  errorId,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldShellProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          // The asterisk is for sight; the control's `required` tells screen readers.
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export function TextField({ label, required, error, hint, className, ...props }: FieldShellProps & Omit<ComponentProps<"input">, "className">) {
  const { aria, ...ids } = useFieldIds(error, Boolean(hint));
  return (
    <FieldShell {...ids} label={label} required={required} error={error} hint={hint} className={className}>
      <input className={cn(control, "h-11")} required={required} {...aria} {...props} />
    </FieldShell>
  );
}

export function TextareaField({
  label,
  required,
  error,
  hint,
  className,
  ...props
}: FieldShellProps & Omit<ComponentProps<"textarea">, "className">) {
  const { aria, ...ids } = useFieldIds(error, Boolean(hint));
  return (
    <FieldShell {...ids} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea className={cn(control, "min-h-32 py-2.5")} required={required} {...aria} {...props} />
    </FieldShell>
  );
}

/**
 * A field for bots: off-screen, out of the tab order and hidden from assistive
 * technology, so only a script filling every input puts anything in it.
 */
export function HoneypotField({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
