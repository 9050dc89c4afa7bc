/** One choice of a row of tabs: its words, where it leads, how many it holds, whether it is the one shown. */
export type CountTab = { key: string; label: string; href: string; count: string; current: boolean };

/**
 * A row of plain links above a list, each a view of it with how many it holds (the list's
 * other filters kept in each address); the one shown is marked for everyone (aria-current).
 */
export function CountTabs({ label, tabs }: { label: string; tabs: CountTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 font-semibold ring-1 ${
                tab.current ? "bg-brand text-white ring-brand" : "bg-white text-ink ring-line hover:bg-brand-50"
              }`}
            >
              {tab.label}
              <span
                className={`rounded-full px-2 py-0.5 text-sm tabular-nums ${
                  tab.current ? "bg-white/20 text-white" : "bg-surface text-muted ring-1 ring-line"
                }`}
              >
                {tab.count}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
