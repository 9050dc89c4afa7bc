import { LabelledInput } from "../content/ImagePicker";
import { CsrfInput } from "../ui/form";
import { mediaCopy } from "./copy";
import type { PendingFile } from "./media.server";

const copy = mediaCopy.upload;
const inputClass =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";

/** The library's search: a plain GET form (?q=), so a search is an address that can be shared and works without scripts. */
export function LibrarySearch({ action, query, found }: { action: string; query: string; found: number }) {
  return (
    <search className="grid gap-2">
      <form method="get" action={action} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <LabelledInput id="media-search" label={copy.search} hint={copy.searchHint}>
            <input
              id="media-search"
              type="search"
              name="q"
              defaultValue={query}
              autoComplete="off"
              aria-describedby="media-search-hint"
              className={inputClass}
            />
          </LabelledInput>
        </div>
        <button type="submit" className="btn btn-secondary">
          {copy.searchSubmit}
        </button>
        {query ? (
          <a href={action} className="btn btn-secondary">
            {copy.clearSearch}
          </a>
        ) : null}
      </form>
      {query ? (
        <p role="status" className="text-sm font-semibold text-ink">
          {found ? copy.found(found, query) : copy.noneFound(query)}
        </p>
      ) : null}
    </search>
  );
}

/**
 * Several files uploaded without scripts: each waits on the server (30 minutes) while its
 * words are written here; the post adds every described one, and asks again for the rest.
 */
export function DescribeFiles({
  csrf,
  action,
  files,
  added,
}: {
  csrf: string;
  action: string;
  files: PendingFile[];
  /** Those of the same upload already added (their words were there). */
  added: string[];
}) {
  return (
    <form method="post" action={action} className="grid max-w-xl gap-4">
      {added.length ? (
        <p role="status" className="font-semibold text-success">
          {copy.uploadedMany(added)}
        </p>
      ) : null}
      <h3 className="text-lg font-bold text-ink">{copy.describeHeading}</h3>
      <p className="text-sm text-muted">{copy.describeIntro}</p>
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="describe" />
      {files.map((file, i) => {
        const id = `describe-${i}`;
        return (
          <div key={file.token} className="grid gap-1.5">
            <input type="hidden" name="token" value={file.token} />
            <input type="hidden" name="name" value={file.name} />
            <label htmlFor={id} className="font-semibold text-ink [overflow-wrap:anywhere]">
              {copy.describeAlt(file.name)}
            </label>
            <input
              id={id}
              name="alt"
              type="text"
              defaultValue={file.alt ?? ""}
              autoComplete="off"
              // Not `required`: the described files go in now, the others are asked for again.
              aria-invalid={file.error ? true : undefined}
              aria-describedby={file.error ? `${id}-error` : undefined}
              // oxlint-disable-next-line jsx-a11y/no-autofocus -- the page came back to ask for exactly these words
              autoFocus={i === 0 || undefined}
              className={inputClass}
            />
            {file.error ? (
              <p id={`${id}-error`} className="text-sm font-semibold text-error">
                <span aria-hidden="true">⚠ </span>
                {file.error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p>
        <button type="submit" className="btn btn-primary">
          {copy.describeSubmit}
        </button>
      </p>
    </form>
  );
}
