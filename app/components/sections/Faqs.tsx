import { useEffect, useId } from "react";
import { Link } from "react-router";
import type { faqLabels } from "#shared/content/faqs";
import type { Faq } from "#shared/content/schemas/faqs";
import { PlusMinus } from "#app/components/ui/PlusMinus";

/** The anchor of a question on its page: /services/web_development#faq-web-development-timeline. */
export const faqAnchor = (id: string) => `faq-${id}`;

/** An answer's paragraphs: a blank line in the stored text starts a new one. */
const paragraphs = (answer: string) =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * "Frequently asked questions" of a service, product or enterprise page. Each question is
 * a native <details>/<summary>, so every answer is in the server HTML and opens without
 * JavaScript, from the keyboard and in find-in-page; several may be open at once. The
 * page's FAQPage structured data is written from the same records (structured-data.server.ts).
 */
export function Faqs({
  faqs,
  labels,
  tone,
}: {
  faqs: readonly Faq[];
  /** From the loader: importing them here would bring every shipped question into the page's JavaScript. */
  labels: typeof faqLabels;
  /** Set against a white section before it. */
  tone?: "surface";
}) {
  const headingId = useId();
  useOpenLinkedQuestion();
  if (faqs.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={tone === "surface" ? "section bg-surface" : "section"}
      data-section="faqs"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {labels.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{labels.intro}</p>
          <p className="mt-4">
            <Link
              to={labels.askHref}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:no-underline"
            >
              {labels.askLabel}
            </Link>
          </p>
        </div>
        <div className="grid gap-4">
          {faqs.map((faq) => (
            <details
              key={faq.id}
              id={faqAnchor(faq.id)}
              className="group scroll-mt-24 rounded-2xl border border-line bg-white shadow-card"
            >
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-ink transition-colors hover:bg-brand-50 focus-visible:outline-offset-[-3px] sm:px-6 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 flex-1">{faq.question}</span>
                <PlusMinus />
              </summary>
              <div className="grid gap-3 px-5 pb-5 text-muted sm:px-6">
                {paragraphs(faq.answer).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A link to one question (#faq-…) opens it; browsers scroll to a closed <details> but leave it shut. */
function useOpenLinkedQuestion() {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash.startsWith("#faq-")
        ? document.getElementById(window.location.hash.slice(1))
        : null;
      if (target instanceof HTMLDetailsElement) target.open = true;
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}
