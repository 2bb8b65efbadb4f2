// The photos uploaded for the site's pages (docs/admin-api.md, "Page photos"), to choose one for
// an image slot or a page's picture for shared links, or to upload a new one. The library is read
// once and shared by every slot on the page (a page may have a dozen), and an upload from any slot
// appears in all of them.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { MAX_PAGE_PHOTO_BYTES, PAGE_PHOTO_MIN_SIDE, pageImageUrl } from "@core/pages/images";
import { adminPageImageSchema, adminPageImagesSchema, PAGE_IMAGE_LABEL_MAX, type AdminPageImage } from "@core/schemas/admin-page-images";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { api, ApiError, messageOf, uploadFile } from "../../api";

const acceptedTypes = "image/jpeg,image/png,image/webp";

interface LibraryState {
  images?: AdminPageImage[];
  problem?: string;
}

let state: LibraryState = {};
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function update(next: LibraryState) {
  state = next;
  for (const listener of listeners) listener();
}

function read() {
  reading ??= api("GET", "/page-images", { schema: adminPageImagesSchema })
    .then(({ images }) => update({ images }))
    .catch((caught: unknown) => {
      // Read again when next asked: the connection may be back.
      reading = undefined;
      update({ ...state, problem: messageOf(caught) });
    });
}

/** The library as last read (read now if it never was). */
export function usePhotoLibrary(): LibraryState {
  useEffect(read, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** A kept photo, from the library as last read. */
export function useLibraryPhoto(id: string | null): AdminPageImage | undefined {
  const { images } = usePhotoLibrary();
  return id ? images?.find((image) => image.id === id) : undefined;
}

/** Uploads a photo; it joins the library at once. The file's name, cut to fit, is what the library calls it. */
async function uploadPhoto(file: File): Promise<AdminPageImage> {
  const label = file.name.slice(0, PAGE_IMAGE_LABEL_MAX);
  const image = await uploadFile(`/page-images?label=${encodeURIComponent(label)}`, file, adminPageImageSchema);
  update({ images: [image, ...(state.images ?? []).filter((kept) => kept.id !== image.id)] });
  return image;
}

/** How a photo is named in the library: what it was uploaded as, else when and by whom. */
export function photoName(image: AdminPageImage): string {
  const when = new Date(image.createdAt).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
  return image.label || `Photo uploaded ${when} by ${image.uploadedBy}`;
}

/**
 * The library as a list to choose from, newest first, with an upload form under it. `chosen` is
 * marked; choosing (or uploading) calls `onChoose` with the photo.
 */
export function PhotoLibrary({ chosen, onChoose, purpose }: { chosen: string | null; onChoose: (image: AdminPageImage) => void; purpose: string }) {
  const { images, problem } = usePhotoLibrary();
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploadProblem, setUploadProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  // A form inside the page's editor would submit the editor's form: this is a button's click instead.
  async function upload() {
    setFileError(undefined);
    setUploadProblem(undefined);
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError("Choose a photo to upload");
    if (file.size > MAX_PAGE_PHOTO_BYTES) return setFileError("This photo is larger than 10 MB: use a smaller one");
    setBusy(true);
    try {
      const image = await uploadPhoto(file);
      if (fileInput.current) fileInput.current.value = "";
      onChoose(image);
    } catch (caught) {
      const onFile = caught instanceof ApiError ? caught.fieldMessage("file") : undefined;
      if (onFile) setFileError(onFile);
      else setUploadProblem(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4 rounded-lg border border-line bg-paper p-3">
      {problem && !images && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {!images ? (
        !problem && <p role="status">Loading the photos…</p>
      ) : images.length === 0 ? (
        <p className="text-sm">No photos uploaded yet: upload the first below.</p>
      ) : (
        <ul className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3" aria-label={`Photos to choose from for ${purpose}`}>
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={image.id === chosen}
                onClick={() => onChoose(image)}
                className="block w-full rounded-lg border border-line bg-white p-1.5 text-left text-sm hover:border-evergreen-600 aria-pressed:border-evergreen-700 aria-pressed:ring-2 aria-pressed:ring-evergreen-700"
              >
                <img src={image.thumbnail} alt="" width={480} height={360} loading="lazy" className="aspect-[4/3] h-auto w-full rounded-md bg-sand object-cover" />
                <span className="mt-1 block truncate">
                  <span className="sr-only">{image.id === chosen ? "Chosen: " : "Choose "}</span>
                  {photoName(image)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2 border-t border-line pt-3">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-ink">
          Upload a new photo<span className="sr-only"> for {purpose}</span>
        </label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={acceptedTypes}
          aria-describedby={fileError ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm"
        />
        <p id={`${id}-hint`} className="text-sm text-muted">
          JPEG, PNG or WebP, up to 10 MB, at least {PAGE_PHOTO_MIN_SIDE} pixels on its shorter side. Location and camera details are removed.
        </p>
        {fileError && <FieldError id={`${id}-error`}>{fileError}</FieldError>}
        {uploadProblem && (
          <p role="alert" className="text-sm font-medium text-danger">
            {uploadProblem}
          </p>
        )}
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void upload()}>
          {busy ? "Uploading…" : "Upload and choose"}
          <span className="sr-only"> for {purpose}</span>
        </Button>
      </div>
    </div>
  );
}

/** A chosen photo's small picture, cut to the shape the page gives it. */
export function photoPreviewUrl(id: string, shape: "wide" | "card" | "square"): string {
  return pageImageUrl(id, { shape, width: 480, format: "webp" });
}
