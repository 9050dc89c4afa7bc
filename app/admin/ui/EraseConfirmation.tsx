import type { ReactNode } from "react";
import type { FlashNotice } from "#server/accounts/sessions";
import { AdminShell, type Crumb, type ShellAccount } from "./AdminShell";
import { CsrfInput, NoticeBanner, PageHeading } from "./form";

/** The words of an erasure's page, by the record's number. */
export type EraseWords = {
  title: (id: number) => string;
  received: string;
  consequences: (id: number) => string;
  confirm: (id: number) => string;
  cancel: string;
};

/**
 * The page that asks before a personal-data erasure (a lead, a job application): when it
 * came in, what goes and that it cannot be undone, in words; then one plain POST to `action`
 * that erases, or a way back (`back`). `list` is the section the breadcrumb leads to.
 */
export function EraseConfirmation({
  page,
  words,
  action,
  back,
  list,
  hidden,
}: {
  page: {
    id: number;
    siteName: string;
    account: ShellAccount;
    notice?: FlashNotice;
    received: { iso: string; text: string };
  };
  words: EraseWords;
  action: string;
  back: string;
  list: Crumb;
  /** Any field the form carries besides its token. */
  hidden?: ReactNode;
}) {
  const title = words.title(page.id);
  return (
    <AdminShell siteName={page.siteName} account={page.account} current={action} breadcrumbs={[list, { label: title }]}>
      <div className="container-page py-8 sm:py-10">
        <div className="grid max-w-3xl gap-6">
          <PageHeading title={title} />
          <NoticeBanner notice={page.notice} />
          <div className="card grid gap-5 border-l-4 border-l-error p-5 sm:p-6">
            <p className="text-ink">
              <span className="font-semibold">{words.received}:</span>{" "}
              <time dateTime={page.received.iso}>{page.received.text}</time>
            </p>
            <p className="max-w-prose text-ink">
              <span aria-hidden="true" className="font-bold text-error">
                ⚠{" "}
              </span>
              {words.consequences(page.id)}
            </p>
            <form method="post" action={action} className="flex flex-wrap items-center gap-3">
              <CsrfInput csrf={page.account.csrf} />
              {hidden}
              <button type="submit" className="btn bg-error text-white hover:bg-red-800">
                {words.confirm(page.id)}
              </button>
              <a href={back} className="btn btn-secondary">
                {words.cancel}
              </a>
            </form>
          </div>
        </div>
      </div>
    </AdminShell>
  );
}
