import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { ContentImage } from "#app/components/ui/ContentImage";
import { Time } from "../ui/Time";
import { CsrfInput, ErrorSummary, Field } from "../ui/form";
import { mediaCopy } from "./copy";
import type { MediaUseView, MediaView } from "./types";

const copy = mediaCopy.library;

/** The thumbnails are at most about 24rem wide (three columns on a wide screen). */
const SIZES = "(min-width: 640px) 24rem, 100vw";

type Props = {
  items: MediaView[];
  csrf: string;
  /** The page's address (forms post to it; links add ?confirm=). */
  page: string;
  /** The image whose deletion waits for confirmation (?confirm={id}). */
  confirming?: number;
  /** The description form that was refused, with conform's answer. */
  altReply?: { id: number; result: SubmissionResult<string[]> };
};

/** The library: one card per image, newest first. */
export function MediaGrid({ items, csrf, page, confirming, altReply }: Props) {
  if (!items.length) return <p className="max-w-3xl text-muted">{copy.empty}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} id={`media-${item.id}`} className="scroll-mt-6">
          <MediaCard
            item={item}
            csrf={csrf}
            page={page}
            confirming={confirming === item.id}
            altResult={altReply?.id === item.id ? altReply.result : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function MediaCard({
  item,
  csrf,
  page,
  confirming,
  altResult,
}: {
  item: MediaView;
  csrf: string;
  page: string;
  confirming: boolean;
  altResult?: SubmissionResult<string[]>;
}) {
  const nameId = `media-${item.id}-name`;
  const addressId = `media-${item.id}-address`;
  return (
    <article
      aria-labelledby={nameId}
      className={`card grid h-full content-start gap-4 p-4 ${confirming ? "border-error/40 ring-1 ring-error/30" : ""}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-surface ring-1 ring-line">
        <ContentImage
          image={item}
          sizes={SIZES}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain"
        />
      </div>
      <h3 id={nameId} className="font-bold text-ink [overflow-wrap:anywhere]">
        {item.originalName}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{copy.size}</dt>
        <dd className="text-ink">{copy.pixels(item.width, item.height)}</dd>
        <dt className="text-muted">{copy.original}</dt>
        <dd className="text-ink">{item.original}</dd>
        <dt className="text-muted">{copy.uploaded}</dt>
        <dd className="text-ink [overflow-wrap:anywhere]">
          <Time at={item.uploaded} /> {copy.by(item.uploadedBy)}
        </dd>
        <dt className="text-muted">{mediaCopy.usedIn.label}</dt>
        <dd className="text-ink [overflow-wrap:anywhere]">
          <UsedIn uses={item.usedIn} />
        </dd>
      </dl>
      <div className="grid gap-1.5">
        <label htmlFor={addressId} className="font-semibold text-ink">
          {copy.address}
        </label>
        <p id={`${addressId}-hint`} className="text-sm text-muted">
          {copy.addressHint}
        </p>
        <input
          id={addressId}
          readOnly
          value={item.src}
          aria-describedby={`${addressId}-hint`}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
      </div>
      <AltForm item={item} csrf={csrf} page={page} lastResult={altResult} />
      <DeleteImage item={item} csrf={csrf} page={page} confirming={confirming} />
    </article>
  );
}

/** The records that use the image, each linked to its editor, with where in it (published, draft, history). */
function UsedIn({ uses }: { uses: MediaUseView[] }) {
  if (!uses.length) return <>{mediaCopy.usedIn.nowhere}</>;
  return (
    <ul className="grid gap-1">
      {uses.map((use, index) => (
        <li key={index}>
          {use.href ? (
            <a href={use.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {use.title}
            </a>
          ) : (
            use.title
          )}{" "}
          <span className="text-muted">
            ({use.collection}: {use.where})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The description, prefilled; a plain post with intent "alt". */
function AltForm({
  item,
  csrf,
  page,
  lastResult,
}: {
  item: MediaView;
  csrf: string;
  page: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<{ alt: string }>({
    id: `alt-${item.id}`,
    lastResult,
    defaultValue: { alt: item.alt },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <form method="post" action={page} className="grid gap-3" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.alt.id, label: mediaCopy.upload.alt, errors: fields.alt.errors }]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="id" value={item.id} />
      <Field field={fields.alt} label={mediaCopy.upload.alt} autoComplete="off" required />
      <p>
        <button type="submit" className="btn btn-secondary min-h-10 px-4 py-2 text-sm">
          {copy.save}
          <span className="sr-only">{copy.saveFor(item.originalName)}</span>
        </button>
      </p>
    </form>
  );
}

/**
 * Deleting in two steps, without JavaScript: a link opens the confirmation in the
 * card (?confirm={id}), which says what happens, then a POST.
 */
function DeleteImage({
  item,
  csrf,
  page,
  confirming,
}: {
  item: MediaView;
  csrf: string;
  page: string;
  confirming: boolean;
}) {
  const remove = mediaCopy.remove;
  // Published records and drafts refuse the deletion (the server says so); a record's history only warns.
  const historyOnly = item.usedIn.length > 0 && !item.usedIn.some((use) => use.live);
  if (!confirming) {
    return (
      <p className="border-t border-line pt-3">
        <a
          href={`${page}?confirm=${item.id}#media-${item.id}`}
          className="btn btn-secondary min-h-10 px-4 py-2 text-sm"
        >
          {remove.link}
          <span className="sr-only">{remove.linkFor(item.originalName)}</span>
        </a>
      </p>
    );
  }
  return (
    <form method="post" action={page} className="grid gap-3 border-t border-line pt-3">
      <p className="font-semibold text-ink [overflow-wrap:anywhere]">{remove.confirm(item.originalName)}</p>
      {historyOnly ? <p className="text-ink">{remove.historyOnly(item.usedIn.length)}</p> : null}
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={item.id} />
      <p className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn bg-error text-white hover:bg-red-800">
          {remove.submit}
        </button>
        <a href={`${page}#media-${item.id}`} className="btn btn-secondary">
          {remove.cancel}
        </a>
      </p>
    </form>
  );
}
