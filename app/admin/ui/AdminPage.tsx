import type { ReactNode } from "react";
import { AdminShell, type Crumb, type ShellAccount } from "./AdminShell";
import { PageHeading } from "./form";

type Props = {
  siteName: string;
  account: ShellAccount;
  /** The page's address, for the sidebar. */
  current: string;
  breadcrumbs?: Crumb[];
  /** The page's one h1, its intro line and its buttons beside it. */
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** A page of forms (profile, settings): a narrower column than a page of lists. */
  narrow?: boolean;
  children: ReactNode;
};

/** A signed-in page: the shell, and a column holding the page's heading and then its sections. */
export function AdminPage({
  siteName,
  account,
  current,
  breadcrumbs,
  title,
  intro,
  actions,
  narrow = false,
  children,
}: Props) {
  return (
    <AdminShell siteName={siteName} account={account} current={current} breadcrumbs={breadcrumbs}>
      <div className={`container-page grid gap-6 py-8 sm:py-10 ${narrow ? "max-w-4xl grid-cols-[minmax(0,1fr)]" : ""}`}>
        <PageHeading title={title} intro={intro} actions={actions} />
        {children}
      </div>
    </AdminShell>
  );
}
