type Heading = { depth: 2 | 3; id: string; text: string };
type Entry = Heading & { children: Heading[] };

/** The h2 sections with their h3s nested (an h3 before any h2 stands on its own). */
function outline(headings: Heading[]): Entry[] {
  const entries: Entry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent) parent.children.push(heading);
    else entries.push({ ...heading, children: [] });
  }
  return entries;
}

/** Links to the post's sections; the browser scrolls to the headings' ids, no script needed. */
export function TableOfContents({ headings, heading, label }: { headings: Heading[]; heading: string; label: string }) {
  const link = (h: Heading) => (
    <a href={`#${h.id}`} className="block rounded py-1 text-muted hover:text-brand-700">
      {h.text}
    </a>
  );
  return (
    <nav aria-label={label} className="rounded-2xl border border-line bg-surface p-5 text-[0.9375rem] leading-snug">
      <h2 className="text-sm font-bold tracking-wider text-ink uppercase">{heading}</h2>
      <ol className="mt-3 grid gap-1">
        {outline(headings).map((entry) => (
          <li key={entry.id}>
            {link(entry)}
            {entry.children.length ? (
              <ol className="ml-3 grid gap-1 border-l border-line pl-3">
                {entry.children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
