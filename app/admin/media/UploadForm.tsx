import { type FieldMetadata, type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { CsrfInput, ErrorSummary, Field, FieldError, SubmitRow, describedBy, useAdminForm } from "../ui/form";
import { mediaCopy } from "./copy";

const copy = mediaCopy.upload;

/** The types the server accepts (it reads the type from the bytes; this only narrows the file picker). */
const ACCEPT = "image/png,image/jpeg,image/webp,image/avif";

type UploadValues = { file: File; alt: string };

/** The file picker with its label, hint and error (the file is never echoed back). */
function FileField({ field }: { field: FieldMetadata<File> }) {
  const props = getInputProps(field, { type: "file" });
  return (
    <div className="grid gap-1.5">
      <label htmlFor={field.id} className="font-semibold text-ink">
        {copy.file}
      </label>
      <p id={field.descriptionId} className="text-sm text-muted">
        {copy.fileHint}
      </p>
      <input
        {...props}
        key={props.key}
        accept={ACCEPT}
        required
        aria-describedby={describedBy(field, true)}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700 aria-[invalid=true]:border-error"
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A file and its description; a plain multipart post with intent "upload" (works
 * without JavaScript). Refusals come back beside their fields.
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
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid max-w-xl gap-4"
      {...getFormProps(form)}
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
      <FileField field={fields.file} />
      <Field field={fields.alt} label={copy.alt} hint={copy.altHint} autoComplete="off" required />
      <SubmitRow>{copy.submit}</SubmitRow>
    </form>
  );
}
