import { useId, useState, type MouseEvent } from "react";
import type { Image } from "#shared/content/schemas/common";
import { initialAccordionState, toggleAccordion } from "./accordion-state";
import { ContentImage } from "./ContentImage";
import { PlusMinus } from "./PlusMinus";

export type AccordionItem = { id: string; heading: string; answer: string; image?: Image };

/**
 * One-open-at-a-time accordion. Built on <details name> so that without JavaScript
 * every answer is in the HTML and the browser itself keeps one item open; with
 * JavaScript the open item is React state following toggleAccordion(). The summary
 * is the button (aria-expanded, aria-controls); each answer is a labelled region.
 */
export function Accordion({
  items,
  label,
}: {
  items: AccordionItem[];
  /** Accessible name of the group. */
  label: string;
}) {
  const [open, setOpen] = useState(initialAccordionState);
  const baseId = useId();

  return (
    <div
      role="group"
      aria-label={label}
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      {items.map((item) => {
        const isOpen = open === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        const onClick = (e: MouseEvent) => {
          // The state decides; stop the browser toggling the <details> on its own.
          e.preventDefault();
          setOpen((current) => toggleAccordion(current, item.id));
        };
        return (
          <details
            key={item.id}
            name={baseId}
            open={isOpen}
            onToggle={(e) => {
              // Keep the state in step when the browser opens an item itself (find in page).
              const nowOpen = e.currentTarget.open;
              if (nowOpen !== isOpen) setOpen(nowOpen ? item.id : null);
            }}
            className="group"
            data-accordion-item={item.id}
          >
            <summary
              id={buttonId}
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={onClick}
              className="flex cursor-pointer list-none items-center gap-4 px-5 py-4 text-left text-lg font-bold text-ink transition-colors hover:bg-brand-50 sm:px-6 [&::-webkit-details-marker]:hidden"
            >
              {item.image ? (
                <ContentImage
                  image={item.image}
                  sizes="2.5rem"
                  loading="lazy"
                  decoding="async"
                  className="size-10 shrink-0"
                />
              ) : null}
              <span className="flex-1">{item.heading}</span>
              <PlusMinus />
            </summary>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="px-5 pb-5 text-muted sm:px-6 sm:pl-[5.25rem]"
            >
              <p>{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
