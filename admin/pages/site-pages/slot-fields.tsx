// The page editor's form, drawn from the page's template (core/pages/template.ts): a section for
// each of the template's, each slot as its kind asks (short text and rich text with counters, a
// button's label and link, an image, an icon, cards added and removed within their limits), each
// field showing its own message by the path the server names it with.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { contentIconLabels, contentIconNames } from "@core/pages/icons";
import { checkLink } from "@core/pages/links";
import type { RichTextDoc } from "@core/pages/rich-text";
import type { ImageValue, LinkSlot, LinkValue, ListSlot, SectionDef, SlotDef } from "@core/pages/template";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { RichTextEditor } from "../../components/rich-text-editor";
import { CountedField } from "./counted-field";
import { emptyItem, fieldId, type FieldErrors } from "./content-form";
import { ImageSlot } from "./image-slot";

export interface FieldProps {
  errors: FieldErrors;
  /** Sets the value at a path (`sections.values.cards.1.title`). */
  onChange: (path: string, value: unknown) => void;
  /** A card was added, removed or moved: the messages of that list's cards no longer match. */
  onListChanged: (path: string, items: unknown[], removed?: number) => void;
  disabled?: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function LinkField({
  slot,
  path,
  value,
  errors,
  onChange,
  disabled,
}: { slot: LinkSlot; path: string; value: LinkValue } & FieldProps) {
  // Checked as typed, with the server's own rule; the server's message wins when it has one.
  const typed = value.href.trim() ? checkLink(value.href) : undefined;
  const hrefError = errors[`${path}.href`] ?? (typed && !typed.ok ? typed.message : undefined);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{slot.label}</legend>
      {slot.hint && <p className="text-sm text-muted">{slot.hint}</p>}
      <CountedField
        id={fieldId(`${path}.label`)}
        label="Button label"
        value={value.label}
        max={slot.max}
        error={errors[`${path}.label`]}
        onChange={(label) => onChange(path, { ...value, label })}
        disabled={disabled}
      />
      {/* TextField gives its control an id of its own (for its label): the summary finds it by this wrapper. */}
      <div id={fieldId(`${path}.href`)}>
        <TextField
          label="Link address"
          hint="https://…, mailto:…, tel:… or a page of this site, like /connect"
          value={value.href}
          onChange={(e) => onChange(path, { ...value, href: e.target.value })}
          error={hrefError}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}

function ListField({
  slot,
  path,
  value,
  ...props
}: { slot: ListSlot; path: string; value: Record<string, unknown>[] } & FieldProps) {
  const { errors, onListChanged, disabled } = props;
  const name = capitalised(slot.itemLabel);
  const listError = errors[path];
  const move = (from: number, to: number) => {
    const items = [...value];
    const [item] = items.splice(from, 1);
    items.splice(to, 0, item!);
    onListChanged(path, items);
  };
  return (
    <fieldset
      id={fieldId(path)}
      tabIndex={-1}
      className="min-w-0 space-y-4"
      aria-describedby={listError ? `${fieldId(path)}-error` : `${fieldId(path)}-limits`}
    >
      <legend className="text-base font-semibold text-ink">{slot.label}</legend>
      <p id={`${fieldId(path)}-limits`} className="text-sm text-muted">
        {value.length} of at most {slot.max}
        {slot.min > 0 && `, at least ${slot.min}`}
      </p>
      {listError && (
        <p id={`${fieldId(path)}-error`} className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      {value.map((item, i) => {
        const itemPath = `${path}.${i}`;
        const itemName = `${name} ${i + 1}`;
        return (
          <fieldset
            key={i}
            id={fieldId(itemPath)}
            tabIndex={-1}
            className="min-w-0 space-y-4 rounded-lg border border-line bg-paper/50 p-3 sm:p-4"
          >
            <legend className="px-1 font-semibold text-ink">{itemName}</legend>
            {Object.entries(slot.item).map(([key, itemSlot]) => (
              <SlotField key={key} slot={itemSlot} path={`${itemPath}.${key}`} value={item[key]} {...props} />
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled || i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${itemName.toLowerCase()} up`}
              >
                <ArrowUp aria-hidden="true" />
                Up
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled || i === value.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${itemName.toLowerCase()} down`}
              >
                <ArrowDown aria-hidden="true" />
                Down
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled || value.length <= slot.min}
                onClick={() =>
                  onListChanged(
                    path,
                    value.filter((_, j) => j !== i),
                    i,
                  )
                }
                aria-label={`Remove ${itemName.toLowerCase()}`}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={disabled || value.length >= slot.max}
          onClick={() => {
            onListChanged(path, [...value, emptyItem(slot)]);
            // The new card's first field, once it is drawn.
            requestAnimationFrame(() =>
              document
                .getElementById(fieldId(`${path}.${value.length}`))
                ?.querySelector<HTMLElement>("input, select, textarea, [contenteditable]")
                ?.focus(),
            );
          }}
        >
          <Plus aria-hidden="true" />
          Add a {slot.itemLabel}
        </Button>
        {value.length >= slot.max && <span className="text-sm text-muted">This page takes {slot.max} at most.</span>}
      </div>
    </fieldset>
  );
}

export function SlotField({
  slot,
  path,
  value,
  ...props
}: { slot: SlotDef; path: string; value: unknown } & FieldProps) {
  const { errors, onChange, disabled } = props;
  switch (slot.kind) {
    case "text":
      return (
        <CountedField
          id={fieldId(path)}
          label={slot.label}
          hint={slot.hint}
          value={typeof value === "string" ? value : ""}
          max={slot.max}
          optional={slot.optional}
          error={errors[path]}
          onChange={(text) => onChange(path, text)}
          disabled={disabled}
        />
      );
    case "richText":
      return (
        <RichTextEditor
          id={fieldId(path)}
          label={slot.optional ? `${slot.label} (optional)` : slot.label}
          hint={slot.hint}
          value={value as RichTextDoc}
          rules={{ maxLength: slot.max, headings: slot.headings, lists: slot.lists, required: !slot.optional }}
          error={errors[path]}
          onChange={(doc) => onChange(path, doc)}
          disabled={disabled}
        />
      );
    case "link":
      return (
        <LinkField
          slot={slot}
          path={path}
          value={(value as LinkValue | undefined) ?? { label: "", href: "" }}
          {...props}
        />
      );
    case "image":
      return (
        <div id={fieldId(path)}>
          <ImageSlot
            slot={slot}
            value={value as ImageValue}
            errors={{ photo: errors[`${path}.photo`], alt: errors[`${path}.alt`] }}
            onChange={(image) => onChange(path, image)}
          />
        </div>
      );
    case "icon":
      return (
        <div id={fieldId(path)}>
          <SelectField
            label={slot.label}
            value={String(value)}
            onChange={(e) => onChange(path, e.target.value)}
            error={errors[path]}
            disabled={disabled}
          >
            {contentIconNames.map((icon) => (
              <option key={icon} value={icon}>
                {contentIconLabels[icon]}
              </option>
            ))}
          </SelectField>
        </div>
      );
    case "list":
      return (
        <ListField
          slot={slot}
          path={path}
          value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          {...props}
        />
      );
  }
}

/** One of the template's sections: its slots, and for an optional one a way to hide it. */
export function SectionEditor({
  sectionKey,
  section,
  value,
  ...props
}: { sectionKey: string; section: SectionDef; value: Record<string, unknown> } & FieldProps) {
  const path = `sections.${sectionKey}`;
  // Not fieldId(…)-heading: a slot called "heading" has that id.
  const headingId = `section-${sectionKey}-title`;
  const hidden = value.hidden === true;
  return (
    <section aria-labelledby={headingId} className="card min-w-0 space-y-4 p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {section.label}
          {hidden && <span className="ml-2 font-sans text-sm font-medium text-muted">(hidden)</span>}
        </h2>
        {section.hint && <p className="mt-1 text-sm text-muted">{section.hint}</p>}
      </div>
      {section.optional && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={hidden}
            disabled={props.disabled}
            onChange={(e) => props.onChange(`${path}.hidden`, e.target.checked || undefined)}
          />
          Hide this section
        </label>
      )}
      {hidden ? (
        <p className="text-sm text-muted">
          Visitors won&rsquo;t see this section. Its words are kept for when it is shown again.
        </p>
      ) : (
        Object.entries(section.slots).map(([slotKey, slot]) => (
          <SlotField key={slotKey} slot={slot} path={`${path}.${slotKey}`} value={value[slotKey]} {...props} />
        ))
      )}
    </section>
  );
}
