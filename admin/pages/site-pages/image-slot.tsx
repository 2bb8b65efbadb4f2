// A page's image slot in the editor (docs/decisions/0039-page-photos.md): choose a photo from the
// library or upload one, see it cut to the shape the page gives it, and say what it shows (alt
// text, with its counter) or mark it decorative. With no photo the page shows the design's own
// drawing, or nothing, as the slot says. Alt text shaped like a file's name is refused as typed,
// with the server's own words (core/pages/images.ts); the server checks everything again.
// Also the page's picture for shared links (`SocialImageField`), chosen from the same library.
import { useId, useState, type ReactNode } from "react";
import { looksLikeFileName, pageImageUrl, sameFileName, type PageImageShape } from "@core/pages/images";
import { FILE_NAME_ALT, IMAGE_ALT_MAX, type ImageSlot as ImageSlotDef, type ImageValue } from "@core/pages/template";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError, TextField } from "~/components/ui/field";
import { PhotoLibrary, photoName, photoPreviewUrl, useLibraryPhoto } from "./photo-library";

const previewClass = { wide: "aspect-video", card: "aspect-[4/3]", square: "aspect-square", social: "aspect-[1200/630]" } as const;

/** The chosen photo's preview, the buttons to choose, change or remove it, and the library when open. */
function PhotoChooser({
  photo,
  shape,
  purpose,
  none,
  error,
  onChange,
}: {
  photo: string | null;
  shape: PageImageShape | "social";
  /** What the photo is for, in the buttons' and the library's accessible names. */
  purpose: string;
  /** What the page shows without one. */
  none: string;
  error?: string;
  onChange: (photo: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const chosen = useLibraryPhoto(photo);
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {photo ? (
          <>
            <img
              src={shape === "social" ? pageImageUrl(photo, "social") : photoPreviewUrl(photo, shape)}
              alt=""
              className={`${previewClass[shape]} h-auto w-48 shrink-0 rounded-md bg-sand object-cover`}
            />
            <p className="min-w-0 text-sm break-words">{chosen ? photoName(chosen) : "The chosen photo"}</p>
          </>
        ) : (
          <p className="text-sm text-muted">No photo chosen: {none}.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" aria-expanded={open} aria-controls={`${id}-library`} onClick={() => setOpen(!open)}>
          {photo ? "Change photo" : "Choose a photo"}
          <span className="sr-only"> for {purpose}</span>
        </Button>
        {photo && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            Remove photo<span className="sr-only"> from {purpose}</span>
          </Button>
        )}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div id={`${id}-library`} hidden={!open}>
        {open && (
          <PhotoLibrary
            chosen={photo}
            purpose={purpose}
            onChoose={(image) => {
              onChange(image.id);
              setOpen(false);
            }}
          />
        )}
      </div>
    </div>
  );
}

function SlotFieldset({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

/**
 * One image slot. `errors` are the server's messages for the slot's photo and alt text
 * (`content.sections.story.photo.photo` and `….alt`); `context` tells slots of the same name
 * apart ("value card 2") in what a screen reader says.
 */
export function ImageSlot({
  slot,
  value,
  onChange,
  errors = {},
  context,
}: {
  slot: ImageSlotDef;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  errors?: { photo?: string; alt?: string };
  context?: string;
}) {
  const purpose = context ? `${slot.label}, ${context}` : slot.label;
  const chosen = useLibraryPhoto(value.photo);
  const count = [...value.alt].length;
  const typedProblem =
    count > IMAGE_ALT_MAX
      ? `Keep the description to ${IMAGE_ALT_MAX} characters or fewer (it has ${count})`
      : value.alt && (looksLikeFileName(value.alt) || (chosen && sameFileName(value.alt, chosen.label)))
        ? FILE_NAME_ALT
        : undefined;
  return (
    <SlotFieldset legend={purpose} hint={slot.hint}>
      <PhotoChooser
        photo={value.photo}
        shape={slot.shape}
        purpose={purpose}
        none={slot.fallback === "artwork" ? "the page shows the design's own drawing here" : "the page shows no picture here"}
        error={errors.photo}
        onChange={(photo) => onChange({ ...value, photo })}
      />
      {value.photo && (
        <div className="space-y-3 border-t border-line pt-3">
          <Checkbox
            label="Decorative: it adds nothing the words around it don't say (screen readers skip it)"
            checked={value.decorative}
            onChange={(event) => onChange({ ...value, decorative: event.target.checked })}
          />
          {!value.decorative && (
            <TextField
              label="Alt text"
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
              hint={`What the photo shows, for people who can't see it; not the file's name. ${count} of ${IMAGE_ALT_MAX} characters.`}
              error={errors.alt ?? typedProblem}
            />
          )}
        </div>
      )}
    </SlotFieldset>
  );
}

/** The page's picture for shared links: a photo from the library, cut to 1200 × 630, or the site's own. */
export function SocialImageField({ value, onChange, error }: { value: string | null; onChange: (value: string | null) => void; error?: string }) {
  return (
    <SlotFieldset legend="Picture for shared links" hint="What a link to this page shows when it is shared in a message or on social media, cut to 1200 × 630 pixels.">
      <PhotoChooser photo={value} shape="social" purpose="the picture for shared links" none="links show the site's own picture" error={error} onChange={onChange} />
    </SlotFieldset>
  );
}
