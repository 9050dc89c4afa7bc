import { type ReactNode, createContext, useContext, useRef, useState } from "react";
import { FieldError } from "../ui/form";
import { CheckboxField } from "./CheckboxField";
import { contentCopy } from "./copy";
import { type FieldUpload, type PickerImage, UPLOAD_BUTTON, uploadFileName, uploadPendingName } from "./image-names";
import {
  DropZone,
  IMAGE_ACCEPT,
  SearchBox,
  Thumbnail,
  fileInputClass,
  ThumbnailGrid,
  pickerInputClass as inputClass,
  setInputFile,
  uploadImage,
  useHydrated,
  useImageSearch,
} from "./ImagePicker";
import { type Library, NO_LIBRARY } from "./library";
import type { CheckboxNode, FormNode, GroupNode, HiddenNode, SelectNode, TextNode } from "./schema-form.server";

/**
 * An image field of a content record's form (`describeImage` in ./schema-form.server.ts):
 * the chosen image, picked from the library's thumbnails (radios: no scripts needed),
 * its alt text, and an upload right here. Without scripts, Upload posts the whole record
 * form as multipart to the editor, which adds the image, chooses it and shows the form
 * again (a file without alt text waits on the server: ./image-upload.server.ts); with
 * them, a file chosen or dropped is uploaded by fetch and the thumbnails can be searched.
 * ./SchemaFields.tsx hands over the item buttons (remove, move).
 */

const copy = contentCopy.images;

const boxClass =
  "col-span-full grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-line bg-white p-3 sm:p-4";

const idOf = (prefix: string, name: string) => `${prefix}-${name.replace(/[^\w-]+/g, "-").replace(/-+$/, "")}`;
const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** What the record page gives every image field: the page's one library (./library.tsx) and what the last upload said, by field path. */
export type ImageFieldSetup = { csrf: string; library: Library; uploads?: Record<string, FieldUpload> };
export const ImageFieldContext = createContext<ImageFieldSetup | undefined>(undefined);

type ImageParts = { src: SelectNode; alt: TextNode; decorative: CheckboxNode; sizes: HiddenNode[] };

/** The parts of an image group, or undefined when the group is not an image (src select, alt text, decorative, width, height). */
export function imageParts(node: GroupNode): ImageParts | undefined {
  const find = <K extends FormNode["kind"]>(kind: K, key: string) =>
    node.children.find(
      (c): c is Extract<FormNode, { kind: K }> => c.kind === kind && c.name === childPath(node.name, key),
    );
  const src = find("select", "src");
  const alt = find("text", "alt");
  const decorative = find("checkbox", "decorative");
  const width = find("hidden", "width");
  const height = find("hidden", "height");
  return src && alt && decorative && width && height && node.children.length === 5
    ? { src, alt, decorative, sizes: [width, height] }
    : undefined;
}

type Props = {
  node: GroupNode;
  parts: ImageParts;
  prefix: string;
  controls?: ReactNode;
  /** Focused when a button just added or moved it (./SchemaFields.tsx). */
  focusable?: { tabIndex?: number; autoFocus?: boolean; ref?: (element: HTMLElement | null) => void };
};

export function ImageField(props: Props) {
  const setup = useContext(ImageFieldContext);
  // Keyed by the chosen file: a server round trip that moves or changes images starts the field afresh.
  return (
    <ImageFieldBody
      key={`${props.node.name}=${props.parts.src.value}`}
      {...props}
      setup={setup ?? { csrf: "", library: NO_LIBRARY }}
    />
  );
}

function ImageFieldBody({ node, parts, prefix, controls, focusable, setup }: Props & { setup: ImageFieldSetup }) {
  const hydrated = useHydrated();
  const id = idOf(prefix, node.name);
  const errorId = `${id}-error`;
  const { library } = setup;
  const images = library.images;
  const [src, setSrc] = useState(parts.src.value);
  const [status, setStatus] = useState<FieldUpload | undefined>(setup.uploads?.[node.name]);
  const [busy, setBusy] = useState(false);
  const { query, setQuery, shown } = useImageSearch(images);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);

  const chosen = images.find((image) => image.src === src);
  // A file that is not in the library (one the site ships, or none yet) stays a choice.
  const outside: PickerImage[] =
    chosen || !parts.src.value
      ? []
      : [{ src: parts.src.value, alt: copy.current(parts.src.value), width: 0, height: 0, thumb: parts.src.value }];
  const [width, height] = chosen ? [String(chosen.width), String(chosen.height)] : parts.sizes.map((h) => h.value);
  const preview =
    chosen ?? (node.preview && node.preview.src === src ? { ...node.preview, thumb: node.preview.src } : undefined);
  const pending = status?.pending;

  async function upload(file?: File) {
    const alt = altRef.current?.value ?? "";
    if (!file && !pending) {
      setStatus({ text: copy.chooseFile, tone: "error" });
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    setStatus({ text: copy.uploading, tone: "success" });
    const answer = await uploadImage(setup.csrf, { file, pending: file ? undefined : pending?.token, alt });
    setBusy(false);
    if (answer.ok) {
      library.add(answer.image);
      setSrc(answer.image.src);
      setQuery("");
      if (fileRef.current) fileRef.current.value = "";
      setStatus({
        text: answer.existing ? copy.existing(answer.image.alt) : copy.uploaded(answer.image.alt),
        tone: "success",
      });
      return;
    }
    // The file stays in the input (and on the server, when only the alt text was missing).
    setStatus({
      text: answer.errors.alt ?? answer.errors.file ?? copy.failed,
      tone: "error",
      ...(answer.pending ? { pending: answer.pending } : {}),
    });
    if (answer.errors.alt) altRef.current?.focus();
  }

  /** A library image brings its description as the alt text (editable for this use); the words are announced. */
  const pick = (image: PickerImage) => {
    setSrc(image.src);
    const alt = altRef.current;
    if (!alt || !images.some((i) => i.src === image.src) || alt.value === image.alt) return;
    alt.value = image.alt;
    // As if typed: the form's listeners (autosave, the leave warning) see the change.
    alt.dispatchEvent(new Event("input", { bubbles: true }));
    setStatus({ text: copy.filledFromLibrary(image.alt), tone: "success" });
  };

  const chooseFile = (file: File) => {
    if (!(altRef.current?.value ?? "").trim()) {
      setStatus({ text: copy.altFirst(file.name, "write what the image shows in the alt text."), tone: "error" });
      altRef.current?.focus();
      return;
    }
    void upload(file);
  };

  const statusId = `${id}-status`;
  const libraryId = `${id}-library`;
  return (
    <fieldset id={id} {...focusable} className={boxClass} aria-describedby={node.errors?.length ? errorId : undefined}>
      <legend className="px-1 font-bold text-ink">
        {node.label}
        {node.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </legend>
      <FieldError id={errorId} errors={node.errors} />
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {preview ? (
          <img
            src={preview.thumb}
            width={preview.width || undefined}
            height={preview.height || undefined}
            alt=""
            decoding="async"
            className="h-20 w-auto max-w-full rounded border border-line bg-surface object-contain"
          />
        ) : null}
        <p className="min-w-0 text-sm text-muted [overflow-wrap:anywhere]">
          {chosen ? chosen.alt : src ? copy.current(src) : copy.none}
        </p>
      </div>

      <details
        className="group min-w-0 rounded-lg border border-line"
        open={!src || Boolean(parts.src.errors?.length) || undefined}
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-700">
          {copy.pick} ({images.length})
        </summary>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-line p-3">
          <FieldError id={`${idOf(prefix, parts.src.name)}-error`} errors={parts.src.errors} />
          {hydrated && images.length > 6 ? <SearchBox id={`${id}-search`} value={query} onChange={setQuery} /> : null}
          {images.length || outside.length ? (
            <ThumbnailGrid
              images={[...outside, ...shown]}
              label={copy.pick}
              cell={(image) => (
                <label className="grid cursor-pointer gap-1 rounded-lg p-1.5 ring-1 ring-line has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700">
                  <input
                    type="radio"
                    name={parts.src.name}
                    value={image.src}
                    checked={src === image.src}
                    onChange={() => pick(image)}
                    className="sr-only"
                    aria-describedby={parts.src.errors?.length ? `${idOf(prefix, parts.src.name)}-error` : undefined}
                  />
                  <Thumbnail image={image} />
                </label>
              )}
            />
          ) : (
            <p className="text-sm text-muted">{copy.empty}</p>
          )}
          {!src ? <input type="hidden" name={parts.src.name} value="" /> : null}
        </div>
      </details>

      <AltText node={parts.alt} prefix={prefix} inputRef={altRef} />
      {/* "Decorative": drawn with an empty alt, and Publish asks for no alt text. */}
      <CheckboxField node={parts.decorative} id={idOf(prefix, parts.decorative.name)} />

      <DropZone
        onFile={(file) => (setInputFile(fileRef.current, file), chooseFile(file))}
        className="grid grid-cols-[minmax(0,1fr)] gap-2"
      >
        <label htmlFor={libraryId} className="font-semibold text-ink">
          {copy.uploadHeading}
        </label>
        <p id={`${libraryId}-hint`} className="text-sm text-muted">
          {copy.fileHint}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileRef}
            id={libraryId}
            type="file"
            name={uploadFileName(node.name)}
            accept={IMAGE_ACCEPT}
            aria-describedby={`${libraryId}-hint ${statusId}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) chooseFile(file);
            }}
            className={`${fileInputClass} flex-1 basis-56`}
          />
          <button
            type="submit"
            name={UPLOAD_BUTTON}
            value={node.name}
            formEncType="multipart/form-data"
            formNoValidate
            disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              void upload(fileRef.current?.files?.[0]);
            }}
            className="btn btn-secondary min-h-11 px-3 py-1.5 text-sm"
          >
            {copy.upload}
          </button>
        </div>
        {pending ? <input type="hidden" name={uploadPendingName(node.name)} value={pending.token} /> : null}
        <p
          id={statusId}
          aria-live="polite"
          className={`text-sm font-semibold empty:hidden ${status?.tone === "error" ? "text-error" : "text-success"}`}
        >
          {status?.text}
        </p>
      </DropZone>

      <input type="hidden" name={parts.sizes[0]!.name} value={width ?? ""} />
      <input type="hidden" name={parts.sizes[1]!.name} value={height ?? ""} />
      {controls}
    </fieldset>
  );
}

function AltText({
  node,
  prefix,
  inputRef,
}: {
  node: TextNode;
  prefix: string;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  const id = idOf(prefix, node.name);
  const invalid = Boolean(node.errors?.length);
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {node.label}
      </label>
      {node.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {node.hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        type="text"
        id={id}
        name={node.name}
        defaultValue={node.value}
        maxLength={node.maxLength}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [node.hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
        }
      />
      <FieldError id={`${id}-error`} errors={node.errors} />
    </div>
  );
}
