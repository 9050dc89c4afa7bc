import { useActiveSection } from "./useActiveSection";

type Props = { label: string; sections: { id: string; heading: string }[] };

/**
 * "On this page": anchor links to every section. Above the text on phones; a sticky
 * column beside it on wide screens, marking the section being read.
 */
export function TableOfContents({ label, sections }: Props) {
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-card border border-line bg-surface p-5 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="legal-toc-heading" className="text-sm font-bold uppercase tracking-widest text-muted">
        {label}
      </h2>
      <ol className="mt-3 space-y-0.5 text-[0.9375rem] leading-snug lg:border-l lg:border-line">
        {sections.map((s, i) => {
          const current = s.id === active;
          return (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                aria-current={current ? "location" : undefined}
                className="flex gap-2 rounded-md py-1.5 pr-2 pl-1 text-ink hover:bg-brand-50 hover:text-brand-700 lg:-ml-px lg:rounded-l-none lg:border-l-2 lg:border-transparent lg:pl-3 lg:aria-[current]:border-brand lg:aria-[current]:font-semibold lg:aria-[current]:text-brand-700"
              >
                <span className="w-6 shrink-0 text-muted tabular-nums">{i + 1}.</span>
                <span>{s.heading}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
