// An image slot: which photo (its id in the pages' photo library; none for the design's own
// picture) and what it shows, for people who can't see it, or that it is decorative. Alt text is
// required unless decorative and never taken from a file name (the server refuses a photo without
// either). Its own component, so choosing and uploading a photo can grow here.
import { IMAGE_ALT_MAX, type ImageSlot, type ImageValue } from "@core/pages/template";
import { TextField } from "~/components/ui/field";
import { CountedField } from "./counted-field";
import { fieldId, type FieldErrors } from "./content-form";

export function ImageSlotField({
  slot,
  path,
  value,
  errors,
  onChange,
  disabled,
}: {
  slot: ImageSlot;
  path: string;
  value: ImageValue;
  errors: FieldErrors;
  onChange: (value: ImageValue) => void;
  disabled?: boolean;
}) {
  const fallback = slot.fallback === "artwork" ? "the design's own drawing shows" : "no picture shows";
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{slot.label}</legend>
      {slot.hint && <p className="text-sm text-muted">{slot.hint}</p>}
      {/* TextField gives its control an id of its own (for its label): the summary finds it by this wrapper. */}
      <div id={fieldId(`${path}.photo`)}>
        <TextField
          label="Photo"
          hint={`The photo's id in the library. Leave it empty and ${fallback}.`}
          value={value.photo ?? ""}
          onChange={(e) => onChange({ ...value, photo: e.target.value.trim() || null })}
          error={errors[`${path}.photo`]}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      {value.photo !== null && (
        <>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={value.decorative}
              disabled={disabled}
              onChange={(e) =>
                onChange({ ...value, decorative: e.target.checked, alt: e.target.checked ? "" : value.alt })
              }
            />
            Decorative: it adds nothing the words don't say
          </label>
          {!value.decorative && (
            <CountedField
              id={fieldId(`${path}.alt`)}
              label="What the photo shows"
              hint="Read out to people who can't see it. Describe the photo, not its file."
              value={value.alt}
              max={IMAGE_ALT_MAX}
              error={errors[`${path}.alt`]}
              onChange={(alt) => onChange({ ...value, alt })}
              disabled={disabled}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
