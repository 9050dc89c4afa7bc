import type { ReactNode } from "react";
import { AdminShell } from "../ui/AdminShell";

type Props = {
  siteName: string;
  /** The page's one h1. */
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content ("Back to sign-in"). */
  footer?: ReactNode;
};

/**
 * The layout of the back office's public pages (accepting an invitation, forgotten
 * and new passwords): the shell without an account, and one centred card like the
 * sign-in page's, holding the page's h1.
 */
export function PublicCard({ siteName, title, intro, children, footer }: Props) {
  return (
    <AdminShell siteName={siteName}>
      <div className="container-page flex min-h-[70dvh] items-center justify-center py-10 sm:py-16">
        <section aria-labelledby="public-card-title" className="card mx-auto w-full max-w-md p-6 sm:p-8">
          <h1 id="public-card-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-3 text-muted">{intro}</p> : null}
          {children ? <div className="mt-6">{children}</div> : null}
          {footer ? <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">{footer}</p> : null}
        </section>
      </div>
    </AdminShell>
  );
}

/** A quiet text link for the cards' footers. */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}
