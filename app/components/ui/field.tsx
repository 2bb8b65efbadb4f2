// Form fields on native elements (light, and what phones render best), wired
// so each error is tied to its field: aria-invalid plus aria-describedby.
import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

const control =
  "block w-full rounded-lg border border-line bg-white px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-evergreen-200 focus-visible:border-evergreen-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:bg-danger/[0.03]";

export function Label({
  className,
  required,
  children,
  ...props
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={cn("block text-sm font-medium text-ink", className)} {...props}>
      {children}
      {required && (
        // The asterisk is for sight; the control itself says "required" to screen readers.
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24 py-2.5", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-11 pr-8", className)} {...props} />;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-muted">
      {children}
    </p>
  );
}

/** Ids and ARIA wiring for a label, a control, an optional hint and an error. */
export function useFieldIds(error: string | undefined, hint: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": describedBy,
    },
  };
}

interface FieldShellProps {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

type TextFieldProps = FieldShellProps & Omit<ComponentProps<"input">, "className">;

/** A labelled text input with its hint and error. */
export function TextField({ label, required, error, hint, className, ...props }: TextFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds(error, Boolean(hint));
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Input className="mt-1.5" required={required} {...controlProps} {...props} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type TextareaFieldProps = FieldShellProps & Omit<ComponentProps<"textarea">, "className">;

export function TextareaField({ label, required, error, hint, className, ...props }: TextareaFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds(error, Boolean(hint));
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Textarea className="mt-1.5" required={required} {...controlProps} {...props} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type SelectFieldProps = FieldShellProps & Omit<ComponentProps<"select">, "className">;

export function SelectField({ label, required, error, hint, className, children, ...props }: SelectFieldProps) {
  const { id, hintId, errorId, controlProps } = useFieldIds(error, Boolean(hint));
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <NativeSelect className="mt-1.5" required={required} {...controlProps} {...props}>
        {children}
      </NativeSelect>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
