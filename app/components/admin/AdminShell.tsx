import type { ReactNode } from "react";
import { Logo } from "~/components/icons/Logo";
import { adminCopy } from "./labels";

type Props = {
  siteName: string;
  /** Present when signed in: the header then offers the export and sign-out. */
  account?: { csrf: string; exportHref: string };
  children: ReactNode;
};

/** The inbox's own chrome: a slim bar with the wordmark and the account actions, no site navigation. */
export function AdminShell({ siteName, account, children }: Props) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a
        href="#main"
        className="sr-only-focusable fixed left-4 top-4 z-[100] rounded-lg bg-brand px-4 py-3 font-bold text-white shadow-card"
      >
        {adminCopy.skipLink}
      </a>
      <header className="border-b border-line bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
          <a href="/admin" className="inline-flex min-w-0 items-center gap-3 rounded-lg">
            <Logo name={siteName} />
            <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
              {adminCopy.product}
            </span>
          </a>
          {account ? (
            <div className="flex flex-wrap items-center gap-2">
              <a href={account.exportHref} className="btn btn-secondary min-h-10 px-4 py-2 text-sm" download>
                {adminCopy.exportCsv}
              </a>
              <form method="post" action="/admin/logout">
                <input type="hidden" name="csrf" value={account.csrf} />
                <button type="submit" className="btn min-h-10 px-4 py-2 text-sm text-muted hover:bg-surface hover:text-ink">
                  {adminCopy.signOut}
                </button>
              </form>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
