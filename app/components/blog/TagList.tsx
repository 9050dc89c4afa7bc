import { Link } from "react-router";
import { tagPath } from "#shared/lib/blog";

/** A post's tags, each a link to its tag page. */
export function TagList({ tags, label, className = "" }: { tags: string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            prefetch="intent"
            className="relative z-10 inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
