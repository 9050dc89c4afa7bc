import { Link } from "react-router";
import type { RichText as RichTextData } from "#shared/content/schemas/legal";

const linkClass =
  "font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700 break-words";

/** Running text from data: strings, and links as parts (site paths use the router). */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === "string") return text;
  return text.map((part, i) => {
    if (typeof part === "string") return part;
    return part.href.startsWith("/") ? (
      <Link key={i} to={part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <a key={i} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}
