import { type FieldMetadata, type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { uploadImage } from "../content/ImagePicker";
import { CsrfInput, ErrorSummary, Field, FieldError, SubmitRow, describedBy, useAdminForm } from "../ui/form";
import { mediaCopy } from "./copy";

const copy = mediaCopy.upload;

/** The types the server accepts (it reads the type from the bytes; this only narrows the file picker). */
const ACCEPT = "image/png,image/jpeg,image/webp,image/avif";

type UploadValues = { file: File; alt: string };

/** The file picker with its label, hint and error (the file is never echoed back); it takes several files. */
function FileField({ field, onFiles }: { field: FieldMetadata<File>; onFiles: (files: FileList | null) => void }) {
  const props = getInputProps(field, { type: "file" });
  return (
    <div className="grid gap-1.5">
      <label htmlFor={field.id} className="font-semibold text-ink">
        {copy.file}
      </label>
      <p id={field.descriptionId} className="text-sm text-muted">
        {copy.fileHint} {copy.fileHintMany}
      </p>
      <input
        {...props}
        key={props.key}
        accept={ACCEPT}
        multiple
        onChange={(e) => onFiles(e.target.files)}
        required
        aria-describedby={describedBy(field, true)}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700 aria-[invalid=true]:border-error"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * One or several files and their descriptions; a plain multipart post with intent "upload"
 * (works without JavaScript: several files then wait on the server for their words, asked
 * for one by one). With scripts, choosing several files shows a description field for each,
 * and they are uploaded one after another (each its own request, each up to 10 MB), saying
 * how each went. Refusals come back beside their fields.
 */
export function UploadForm({
  csrf,
  action,
  lastResult,
}: {
  csrf: string;
  action: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useAdminForm<UploadValues>("upload", lastResult);
  const batch = useBatch(csrf);
  const formProps = getFormProps(form);
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid max-w-xl gap-4"
      {...formProps}
      onSubmit={(event) => {
        if (batch.files.length > 1) {
          event.preventDefault();
          void batch.uploadAll(event.currentTarget);
          return;
        }
        formProps.onSubmit(event);
      }}
    >
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.file.id, label: copy.file, errors: fields.file.errors },
          { id: fields.alt.id, label: copy.alt, errors: fields.alt.errors },
        ]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="upload" />
      <FileField field={fields.file} onFiles={batch.choose} />
      {batch.files.length > 1 ? (
        <BatchFields batch={batch} />
      ) : (
        <Field field={fields.alt} label={copy.alt} hint={copy.altHint} autoComplete="off" required />
      )}
      <SubmitRow>{copy.submit}</SubmitRow>
      <p aria-live="polite" className="text-sm font-semibold text-ink empty:hidden">
        {batch.status}
      </p>
    </form>
  );
}

type BatchFile = { file: File; alt: string; state: "waiting" | "uploading" | "done" | "failed"; message?: string };

/** Several files chosen with scripts running: their words, and their uploads one by one. */
function useBatch(csrf: string) {
  const [files, setFiles] = useState<BatchFile[]>([]);
  const [status, setStatus] = useState("");
  // A navigation to this same address runs the loader again (useRevalidator would add ~220 B to every page's framework chunk).
  const navigate = useNavigate();
  const location = useLocation();
  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    setFiles(chosen.length > 1 ? chosen.map((file) => ({ file, alt: "", state: "waiting" })) : []);
    setStatus(chosen.length > 1 ? copy.chosen(chosen.length) : "");
  };
  const setAlt = (index: number, alt: string) =>
    setFiles((list) => list.map((f, i) => (i === index ? { ...f, alt, message: undefined } : f)));
  async function uploadAll(formElement: HTMLFormElement) {
    const missing = files.findIndex((f) => f.state !== "done" && !f.alt.trim());
    if (missing >= 0) {
      setFiles((list) =>
        list.map((f) => (f.state !== "done" && !f.alt.trim() ? { ...f, message: copy.describeFirst } : f)),
      );
      formElement.querySelector<HTMLInputElement>(`#batch-alt-${missing}`)?.focus();
      setStatus(copy.describeFirst);
      return;
    }
    const done: string[] = [];
    for (const [i, item] of files.entries()) {
      if (item.state === "done") continue;
      setStatus(copy.uploading(i + 1, files.length, item.file.name));
      setFiles((list) => list.map((f, j) => (j === i ? { ...f, state: "uploading" } : f)));
      const answer = await uploadImage(csrf, { file: item.file, alt: item.alt });
      const next: Partial<BatchFile> = answer.ok
        ? { state: "done", message: copy.uploadedOne(answer.image.alt) }
        : { state: "failed", message: answer.errors.alt ?? answer.errors.file ?? copy.notStored };
      if (answer.ok) done.push(answer.image.alt);
      setFiles((list) => list.map((f, j) => (j === i ? { ...f, ...next } : f)));
    }
    setStatus(done.length ? copy.uploadedMany(done) : copy.notStored);
    // The library below shows the new images.
    void navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
  }
  return { files, status, choose, setAlt, uploadAll };
}

/** One description field per chosen file, with how its upload went. */
function BatchFields({ batch }: { batch: ReturnType<typeof useBatch> }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 font-bold text-ink">{copy.describeHeading}</legend>
      {batch.files.map((item, i) => {
        const id = `batch-alt-${i}`;
        const problem = item.state === "failed" || (item.message && item.state === "waiting");
        return (
          <div key={`${item.file.name}-${i}`} className="grid gap-1.5">
            <label htmlFor={id} className="font-semibold text-ink [overflow-wrap:anywhere]">
              {copy.describeAlt(item.file.name)}
            </label>
            <input
              id={id}
              type="text"
              value={item.alt}
              onChange={(e) => batch.setAlt(i, e.target.value)}
              disabled={item.state === "done" || item.state === "uploading"}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={item.message ? `${id}-message` : undefined}
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error"
            />
            {item.message ? (
              <p
                id={`${id}-message`}
                className={`text-sm font-semibold ${item.state === "done" ? "text-success" : "text-error"}`}
              >
                {item.message}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
