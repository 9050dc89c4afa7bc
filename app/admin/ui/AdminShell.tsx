import type { ReactNode } from "react";
import { Logo } from "#app/components/icons/Logo";
import { type Permission, ROLE_LABELS, can } from "#server/accounts/roles";
import type { Role } from "#server/db/schema";
import { tokensCopy } from "../api/tokens-copy";
import { hiringCopy } from "../hiring/copy";
import { adminCopy } from "../labels";
import { seoCopy } from "../seo/copy";

/** The signed-in account as the shell shows it. */
export type ShellAccount = { displayName: string; email: string; role: Role; csrf: string };

export type Crumb = { label: string; href?: string };

type Props = {
  siteName: string;
  /** Present when signed in: the sidebar, the account box and sign-out. */
  account?: ShellAccount;
  /** The address of the page, to mark its section as current. */
  current?: string;
  /** Trail above the page's h1 (the last crumb is the page itself). */
  breadcrumbs?: Crumb[];
  children: ReactNode;
};

type NavItem = { href: string; label: string; permission?: Permission };

/** The sections, shown by role. Content and blog join when they exist. */
const NAV: NavItem[] = [
  { href: "/admin", label: adminCopy.nav.leads, permission: "leads.work" },
  { href: "/admin/board", label: adminCopy.nav.board, permission: "leads.work" },
  { href: "/admin/hiring", label: hiringCopy.nav, permission: "applications.work" },
  { href: "/admin/analytics", label: adminCopy.nav.analytics, permission: "analytics.read" },
  { href: "/admin/content", label: adminCopy.nav.content, permission: "content.edit" },
  { href: "/admin/media", label: adminCopy.nav.media, permission: "content.edit" },
  { href: "/admin/seo", label: seoCopy.overview.title, permission: "content.edit" },
  { href: "/admin/users", label: adminCopy.nav.users, permission: "users.manage" },
  { href: "/admin/audit", label: adminCopy.nav.audit, permission: "audit.read" },
  { href: "/admin/settings", label: adminCopy.nav.settings, permission: "settings.manage" },
  { href: "/admin/api-tokens", label: tokensCopy.nav, permission: "api.tokens" },
  { href: "/admin/profile", label: adminCopy.nav.profile },
];

function isCurrent(href: string, current: string | undefined): boolean {
  if (!current) return false;
  if (href === "/admin")
    return current === "/admin" || current.startsWith("/admin?") || current.startsWith("/admin/leads");
  return current === href || current.startsWith(`${href}/`);
}

function NavLinks({ account, current }: { account: ShellAccount; current?: string }) {
  const items = NAV.filter((item) => !item.permission || can(account.role, item.permission));
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const here = isCurrent(item.href, current);
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={here ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 font-semibold ${
                here ? "bg-brand-50 text-brand-700" : "text-muted hover:bg-surface hover:text-ink"
              }`}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function AccountBox({ account }: { account: ShellAccount }) {
  return (
    <div className="grid gap-2 border-t border-line pt-4">
      <p className="min-w-0 text-sm">
        <span className="block truncate font-semibold text-ink">{account.displayName}</span>
        <span className="block truncate text-muted">{account.email}</span>
        <span className="mt-1 inline-block rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
          {ROLE_LABELS[account.role]}
        </span>
      </p>
      <form method="post" action="/admin/logout">
        <input type="hidden" name="csrf" value={account.csrf} />
        <button type="submit" className="btn btn-secondary min-h-10 w-full px-4 py-2 text-sm">
          {adminCopy.signOut}
        </button>
      </form>
    </div>
  );
}

/**
 * The back office's one shell: a left sidebar on desktop (sections by role, the
 * account and sign-out at the bottom), a menu that opens from the top bar on
 * phones (<details>, so it works without JavaScript), a breadcrumb, and the page.
 */
export function AdminShell({ siteName, account, current, breadcrumbs, children }: Props) {
  const chip = (
    <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
      {adminCopy.product}
    </span>
  );
  // Signed out: one row. In the sidebar: the chip under the name, so the name is never cut.
  const home = (
    <a href="/admin" className="inline-flex min-w-0 items-center gap-3 rounded-lg">
      <Logo name={siteName} />
      {chip}
    </a>
  );
  const sidebarHome = (
    <a href="/admin" className="grid min-w-0 justify-items-start gap-2 rounded-lg">
      <Logo name={siteName} />
      {chip}
    </a>
  );
  return (
    <div className="min-h-dvh bg-surface lg:flex">
      <a
        href="#main"
        className="sr-only-focusable fixed left-4 top-4 z-[100] rounded-lg bg-brand px-4 py-3 font-bold text-white shadow-card"
      >
        {adminCopy.skipLink}
      </a>
      {account ? (
        <>
          <header className="border-b border-line bg-white lg:hidden">
            <details className="group">
              <summary className="container-page flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-2 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0">
                  <Logo name={siteName} />
                </span>
                <span className="btn btn-secondary min-h-10 shrink-0 px-4 py-2 text-sm">
                  <span className="group-open:hidden">{adminCopy.menu}</span>
                  <span className="hidden group-open:inline">{adminCopy.closeMenu}</span>
                </span>
              </summary>
              <nav aria-label={adminCopy.navLabel} className="container-page grid gap-4 pb-4">
                <NavLinks account={account} current={current} />
                <AccountBox account={account} />
              </nav>
            </details>
          </header>
          <aside className="hidden w-72 shrink-0 border-r border-line bg-white lg:block">
            <div className="sticky top-0 flex max-h-dvh min-h-dvh flex-col gap-6 overflow-y-auto p-4">
              {sidebarHome}
              <nav aria-label={adminCopy.navLabel} className="flex-1">
                <NavLinks account={account} current={current} />
              </nav>
              <AccountBox account={account} />
            </div>
          </aside>
        </>
      ) : (
        <header className="border-b border-line bg-white lg:absolute lg:inset-x-0 lg:top-0">
          <div className="container-page flex items-center py-3">{home}</div>
        </header>
      )}
      <main id="main" tabIndex={-1} className={`min-w-0 flex-1 outline-none ${account ? "" : "lg:pt-16"}`}>
        {breadcrumbs && breadcrumbs.length > 1 ? (
          <nav aria-label={adminCopy.breadcrumb} className="container-page pt-6 text-sm">
            <ol className="flex flex-wrap items-center gap-2 text-muted">
              {breadcrumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
                  {i > 0 ? <span aria-hidden="true">/</span> : null}
                  {crumb.href && i < breadcrumbs.length - 1 ? (
                    <a href={crumb.href} className="font-semibold text-brand-700 underline underline-offset-2">
                      {crumb.label}
                    </a>
                  ) : (
                    <span aria-current={i === breadcrumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {children}
      </main>
    </div>
  );
}
