// A product's photographs in its editor (docs/admin-api.md, Product photos). Owners upload a
// JPEG, PNG or WebP (up to 10 MB), describe each one (alt text, required before the product can
// be active), tie one to a colour the product comes in (buyers who choose that colour see it in
// the add-to-cart dialog, the cart, the checkout and the order confirmation), put them in order
// (the first is the store card's, and every colour's without a photo of its own) and remove them. Every change is
// saved at once and shows on the site within seconds; other staff see the photos read-only.
// The page reads the photos again after each save of its form (`read`), so the panel never shows
// photos or a status older than the rest of the page; a photo the save named for lacking alt text
// shows why on its own alt text field (`altErrors`).
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Color, ProductStatus } from "@core/product";
import { MAX_PHOTO_BYTES } from "@core/product-photos";
import { adminProductImageSchema, adminProductImagesSchema, MAX_ALT_LENGTH, type AdminProductImage } from "@core/schemas/admin-product-images";
import { Button } from "~/components/ui/button";
import { FieldError, SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf, uploadFile } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { ErrorNotice, InfoNotice, Panel } from "../../components/page";

const acceptedTypes = "image/jpeg,image/png,image/webp";

function uploadPhoto(productId: string, file: File, alt: string): Promise<AdminProductImage> {
  const query = alt ? `?alt=${encodeURIComponent(alt)}` : "";
  return uploadFile(`/products/${encodeURIComponent(productId)}/images${query}`, file, adminProductImageSchema);
}

/** The id of a photo's entry in the list, for a link to it from the page's error notice. */
export const photoAnchor = (imageId: string) => `photo-${imageId}`;

/** Moves focus to a photo's alt text field (a link in the error notice leads there). */
export function focusPhotoAltText(imageId: string): void {
  document.getElementById(photoAnchor(imageId))?.querySelector<HTMLInputElement>(`input[name="${altFieldName(imageId)}"]`)?.focus();
}

const altFieldName = (imageId: string) => `alt-${imageId}`;

export function ProductImages({
  productId,
  canEdit,
  status,
  colors,
  read,
  altErrors = {},
  onDescribed,
}: {
  productId: string;
  canEdit: boolean;
  /** The colours the product comes in as saved: what a photo can be tied to. */
  colors: readonly Color[];
  /** The product's status as saved: whether a new photo needs its alt text now. */
  status: ProductStatus;
  /** Changes after each save of the page's form: the photos are read again. */
  read?: number;
  /** Photos the page's last save named for lacking alt text: image id → message. */
  altErrors?: Record<string, string>;
  /** A photo's alt text was saved. */
  onDescribed?: (imageId: string) => void;
}) {
  const [images, setImages] = useState<AdminProductImage[] | undefined>();
  const [alts, setAlts] = useState<Record<string, string>>({});
  /** Each photo's colour as chosen here ("" for none), until its Update. */
  const [tied, setTied] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [newAlt, setNewAlt] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmation = useConfirmation();
  const base = `/products/${encodeURIComponent(productId)}`;

  /** Each photo's alt text as last saved, to tell what the owner has typed but not saved yet. */
  const savedAlts = useRef<Record<string, string>>({});
  const show = useCallback((list: AdminProductImage[]) => {
    const before = savedAlts.current;
    savedAlts.current = Object.fromEntries(list.map((image) => [image.id, image.alt]));
    setImages(list);
    setTied(Object.fromEntries(list.map((image) => [image.id, image.color ?? ""])));
    // Alt text typed and not yet saved survives a fresh read, unless someone saved that photo's meanwhile.
    setAlts((typed) =>
      Object.fromEntries(list.map((image) => [image.id, image.id in typed && typed[image.id] !== before[image.id] && before[image.id] === image.alt ? typed[image.id]! : image.alt])),
    );
  }, []);
  /** Bumped by every read and every change here: a read that answers after a change is stale. */
  const generation = useRef(0);
  useEffect(() => {
    const mine = ++generation.current;
    api("GET", `${base}/images`, { schema: adminProductImagesSchema })
      .then(({ images }) => {
        if (mine !== generation.current) return;
        show(images);
        // What the panel said about an earlier change is stale once the page has been saved.
        setNotice(undefined);
        setProblem(undefined);
        setErrors({});
      })
      .catch((caught: unknown) => {
        if (mine === generation.current) setProblem(messageOf(caught));
      });
  }, [base, show, read]);

  /** Runs one change, showing what the server said was wrong, field by field. */
  async function change(work: () => Promise<string>, fieldPrefix = "") {
    generation.current++;
    setBusy(true);
    setProblem(undefined);
    setNotice(undefined);
    setErrors({});
    try {
      setNotice(await work());
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length) {
        setErrors(Object.fromEntries(caught.issues.map((issue) => [`${fieldPrefix}${issue.field}`, issue.message])));
      }
      setProblem(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setErrors({ "new.file": "Choose a photo to upload" });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setErrors({ "new.file": "This photo is larger than 10 MB: use a smaller one" });
      return;
    }
    await change(async () => {
      const image = await uploadPhoto(productId, file, newAlt.trim());
      show([...(images ?? []), image]);
      setNewAlt("");
      if (fileInput.current) fileInput.current.value = "";
      return image.alt ? "Photo added. The site shows it within seconds." : "Photo added. Add its alt text before making the product active.";
    }, "new.");
  }

  /** Saves a photo's alt text and the colour it shows (one request, one transaction). */
  async function update(image: AdminProductImage, index: number) {
    await change(async () => {
      const color = tied[image.id] || null;
      const saved = await api("PATCH", `${base}/images/${image.id}`, { body: { alt: alts[image.id] ?? "", color }, schema: adminProductImageSchema });
      show((images ?? []).map((i) => (i.id === saved.id ? saved : i)));
      if (saved.alt) onDescribed?.(saved.id);
      return saved.color ? `Photo ${index + 1} updated: buyers who choose ${saved.color} see it.` : `Photo ${index + 1} updated.`;
    }, `${image.id}.`);
  }

  async function move(index: number, by: -1 | 1) {
    const list = [...(images ?? [])];
    const [moved] = list.splice(index, 1);
    list.splice(index + by, 0, moved!);
    await change(async () => {
      const saved = await api("PUT", `${base}/image-order`, { body: { imageIds: list.map((i) => i.id) }, schema: adminProductImagesSchema });
      show(saved.images);
      return `Photo ${index + 1} is now photo ${index + by + 1}.${index + by === 0 ? " It is the store card's photo." : ""}`;
    });
  }

  async function remove(image: AdminProductImage, index: number) {
    if (!(await confirmation.ask(`Remove photo ${index + 1}? It leaves the site within seconds.`, `Yes, remove photo ${index + 1}`, image.id))) return;
    await change(async () => {
      await api("DELETE", `${base}/images/${image.id}`);
      const { images: list } = await api("GET", `${base}/images`, { schema: adminProductImagesSchema });
      show(list);
      return `Photo ${index + 1} removed.`;
    });
  }

  return (
    <Panel title="Photos">
      <div className="space-y-4">
        <p className="text-sm text-muted">
          The first photo is the store card's. Without photos, the product keeps its drawn illustration. Each photo needs alt text (what it shows, read out to people who
          can't see it) before the product can be active. Tie a photo to a colour and buyers who choose that colour see it in the cart and checkout; a colour without a photo of
          its own shows the first.
        </p>
        {notice && <InfoNotice>{notice}</InfoNotice>}
        <ErrorNotice>{problem}</ErrorNotice>
        {!images ? (
          !problem && <p role="status">Loading the photos…</p>
        ) : images.length === 0 ? (
          <p>No photos yet.</p>
        ) : (
          <ol className="space-y-4" aria-label="Photos, in the order the site shows them">
            {images.map((image, index) => (
              <li key={image.id} id={photoAnchor(image.id)} className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row">
                <img src={image.thumbnail} alt="" width={96} height={96} className="size-24 shrink-0 rounded-md bg-sand object-cover" />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm font-medium">
                    Photo {index + 1}
                    {index === 0 && " · the store card's"}
                    {image.color && ` · shown for ${image.color}`} · {image.width}×{image.height} px
                  </p>
                  {canEdit ? (
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        void update(image, index);
                      }}
                      className="flex flex-col gap-2 sm:flex-row sm:items-end"
                    >
                      <TextField
                        className="flex-1"
                        label={`Alt text, photo ${index + 1}`}
                        name={altFieldName(image.id)}
                        value={alts[image.id] ?? ""}
                        maxLength={MAX_ALT_LENGTH}
                        onChange={(e) => setAlts({ ...alts, [image.id]: e.target.value })}
                        error={errors[`${image.id}.alt`] ?? (image.alt ? undefined : (altErrors[image.id] ?? "Alt text missing: add it before the product can be active"))}
                      />
                      {(colors.length > 0 || image.color) && (
                        <SelectField
                          className="sm:w-48"
                          label={`Colour it shows, photo ${index + 1}`}
                          name={`color-${image.id}`}
                          value={tied[image.id] ?? ""}
                          onChange={(e) => setTied({ ...tied, [image.id]: e.target.value })}
                          error={errors[`${image.id}.color`]}
                        >
                          <option value="">Any colour</option>
                          {colors.map((c) => (
                            <option key={c} value={c}>
                              {c}
                            </option>
                          ))}
                          {/* Tied before the product stopped coming in it: shown, so the owner can untie it. */}
                          {image.color && !colors.includes(image.color) && <option value={image.color}>{image.color} (no longer offered)</option>}
                        </SelectField>
                      )}
                      <Button type="submit" size="sm" variant="outline" disabled={busy}>
                        Update<span className="sr-only"> photo {index + 1}</span>
                      </Button>
                    </form>
                  ) : (
                    <p className="text-sm">{image.alt || "No alt text yet"}</p>
                  )}
                  {canEdit && (
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" variant="ghost" disabled={busy || index === 0} onClick={() => void move(index, -1)}>
                        Move up<span className="sr-only">: photo {index + 1}</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" disabled={busy || index === images.length - 1} onClick={() => void move(index, 1)}>
                        Move down<span className="sr-only">: photo {index + 1}</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void remove(image, index)}>
                        Remove<span className="sr-only"> photo {index + 1}</span>
                      </Button>
                      {confirmation.prompt(image.id)}
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {canEdit && (
          <form noValidate onSubmit={(e) => void upload(e)} className="space-y-3 border-t border-line pt-4" aria-label="Add a photo">
            <div>
              <label htmlFor="new-photo" className="block text-sm font-medium text-ink">
                Photo to add
              </label>
              <input
                id="new-photo"
                ref={fileInput}
                type="file"
                name="file"
                accept={acceptedTypes}
                aria-describedby={errors["new.file"] ? "new-photo-hint new-photo-error" : "new-photo-hint"}
                aria-invalid={errors["new.file"] ? true : undefined}
                className="mt-1.5 block w-full text-sm"
              />
              <p id="new-photo-hint" className="mt-1.5 text-sm text-muted">
                JPEG, PNG or WebP, up to 10 MB, at least 240 pixels on its shorter side. It is shown square; location and camera details are removed.
              </p>
              {errors["new.file"] && <FieldError id="new-photo-error">{errors["new.file"]}</FieldError>}
            </div>
            <TextField
              label="Alt text for the new photo"
              name="newAlt"
              hint={status === "active" ? "Required: the product is on sale, so each photo must say what it shows." : "Optional while the product is not on sale: add it before making the product active."}
              value={newAlt}
              maxLength={MAX_ALT_LENGTH}
              onChange={(e) => setNewAlt(e.target.value)}
              error={errors["new.alt"]}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Working…" : "Upload photo"}
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}
