// A slot's short text with its counter against the slot's limit: one line, or a box for longer
// text. Counted as the server counts (characters a reader sees), shown in words, never cut off:
// what is typed stays, and the counter and the server say what is too long.
import { FieldError, FieldHint, Input, Label, Textarea, useFieldIds } from "~/components/ui/field";
import { cn } from "~/lib/utils";

/** Characters as the server counts them (code points, not UTF-16 units). */
export function characters(value: string): number {
  return [...value.trim()].length;
}

export function CountedField({
  id,
  label,
  hint,
  value,
  max,
  optional = false,
  error,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  max: number;
  optional?: boolean;
  error?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { hintId, errorId } = useFieldIds(error, Boolean(hint));
  const countId = `${id}-count`;
  const length = characters(value);
  const over = length - max;
  const describedBy = [hint ? hintId : null, countId, error ? errorId : null].filter(Boolean).join(" ");
  const control = {
    id,
    value,
    disabled,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    className: "mt-1.5",
  };
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </Label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {max > 120 ? (
        <Textarea rows={Math.min(6, Math.ceil(max / 80))} onChange={(e) => onChange(e.target.value)} {...control} />
      ) : (
        <Input onChange={(e) => onChange(e.target.value)} {...control} />
      )}
      <p
        id={countId}
        className={cn("mt-1.5 text-sm tabular-nums", over > 0 ? "font-medium text-danger" : "text-muted")}
      >
        {over > 0 ? `${length} of ${max} characters: ${over} too many` : `${length} of ${max} characters`}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
