import { type DragEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { contentCopy } from "./copy";
import { IMAGES_ENDPOINT, type PickerImage, type UploadAnswer } from "./image-names";

/**
 * The pieces the image field (./ImageField.tsx) and the post editor's "Insert image"
 * (./PostTools.tsx) share: searching the library's thumbnails, dropping a file, and
 * uploading with scripts running (a fetch to IMAGES_ENDPOINT).
 */

const copy = contentCopy.images;

/** The types the server accepts (it reads the type from the bytes; this only narrows the file picker). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/avif";

export const pickerInputClass =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";

export const fileInputClass =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700";

/** A control with its label above and its hint (id `${id}-hint`, for the control's aria-describedby). */
export function LabelledInput({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {children}
    </div>
  );
}

/** True once the page runs scripts (what only works with them is drawn then). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Images whose alt text has every word of the query, in any order. */
export function useImageSearch(images: PickerImage[]) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? images.filter((image) => words.every((w) => image.alt.toLowerCase().includes(w))) : images;
  }, [images, query]);
  return { query, setQuery, shown };
}

export function SearchBox({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {copy.search}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        className={pickerInputClass}
      />
    </div>
  );
}

/** A thumbnail grid; each cell is drawn by `cell` (a radio or a button). */
export function ThumbnailGrid({
  images,
  label,
  cell,
}: {
  images: PickerImage[];
  label: string;
  cell: (image: PickerImage) => ReactNode;
}) {
  if (!images.length) return <p className="text-sm text-muted">{copy.noMatch}</p>;
  return (
    <ul
      aria-label={label}
      className="grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 xl:grid-cols-4"
    >
      {images.map((image) => (
        <li key={image.src} className="min-w-0">
          {cell(image)}
        </li>
      ))}
    </ul>
  );
}

/** A thumbnail and its alt text, inside a grid cell. */
export function Thumbnail({ image }: { image: { thumb: string; alt: string } }) {
  return (
    <>
      <img
        src={image.thumb}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded bg-surface object-contain"
      />
      <span className="line-clamp-2 text-xs text-ink [overflow-wrap:anywhere]">{image.alt}</span>
    </>
  );
}

/** Uploads a file (or the pending one) with its alt text; a network failure answers like a refusal. */
export async function uploadImage(
  csrf: string,
  input: { file?: File; pending?: string; alt: string },
): Promise<UploadAnswer> {
  const body = new FormData();
  body.set("csrf", csrf);
  body.set("alt", input.alt);
  if (input.file) body.set("file", input.file);
  if (input.pending) body.set("pending", input.pending);
  try {
    const response = await fetch(IMAGES_ENDPOINT, { method: "POST", body });
    if (!response.headers.get("content-type")?.includes("json")) return { ok: false, errors: { file: copy.failed } };
    return (await response.json()) as UploadAnswer;
  } catch {
    return { ok: false, errors: { file: copy.failed } };
  }
}

/** Where a file can be dropped: `onFile` gets the first image dropped. */
export function DropZone({
  onFile,
  className,
  children,
}: {
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes("Files");
  return (
    <div
      className={`${className ?? ""} rounded-lg border-2 border-dashed p-3 ${over ? "border-brand-700 bg-brand-50" : "border-line"}`}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const file = [...e.dataTransfer.files].find((f) => f.type.startsWith("image/")) ?? e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      {children}
    </div>
  );
}

/** Puts a dropped file into a file input, as if it had been chosen there. */
export function setInputFile(input: HTMLInputElement | null, file: File) {
  if (!input) return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}
