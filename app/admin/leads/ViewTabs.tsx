import { leadCopy } from "./lead-copy";

const copy = leadCopy.views;

export type ViewLink = { view: "" | "mine" | "unassigned" | "overdue"; href: string; count: number };

/**
 * The inbox's views above the list: All, Mine, Unassigned, Overdue, each a plain link
 * (the other filters kept) with how many leads it holds. Overdue follow-ups are marked
 * with a sign and words, not colour alone.
 */
export function ViewTabs({ links, current }: { links: ViewLink[]; current: ViewLink["view"] }) {
  return (
    <nav aria-label={copy.label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const here = link.view === current;
          const label = link.view === "" ? copy.all : copy[link.view];
          const alert = link.view === "overdue" && link.count > 0;
          return (
            <li key={link.view || "all"}>
              <a
                href={link.href}
                aria-current={here ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 font-semibold ring-1 ${
                  here ? "bg-brand text-white ring-brand" : "bg-white text-ink ring-line hover:bg-brand-50"
                }`}
              >
                {alert ? <span aria-hidden="true">⚠</span> : null}
                {label}
                <span
                  className={`rounded-full px-2 py-0.5 text-sm tabular-nums ${
                    here
                      ? "bg-white/20 text-white"
                      : alert
                        ? "bg-red-50 text-error ring-1 ring-red-200"
                        : "bg-surface text-muted ring-1 ring-line"
                  }`}
                >
                  {copy.count(link.count)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
