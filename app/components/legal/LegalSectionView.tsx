import type { LegalBlock, LegalPageLabels, LegalSection, ListItem } from "#shared/content/schemas/legal";
import { ContactCard } from "./ContactCard";
import { RichText } from "./RichText";

type Labels = Pick<LegalPageLabels, "email" | "phone">;

function Item({ item }: { item: ListItem }) {
  if (typeof item === "string" || Array.isArray(item)) return <RichText text={item} />;
  return (
    <>
      <strong className="font-semibold text-ink">{item.term}:</strong> <RichText text={item.text} />
    </>
  );
}

function Block({ block, labels }: { block: LegalBlock; labels: Labels }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "subheading":
      return <h3 className="mt-8 text-xl font-bold text-ink">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`${block.ordered ? "list-decimal" : "list-disc"} space-y-2 pl-6 marker:text-brand`}>
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              <Item item={item} />
            </li>
          ))}
        </List>
      );
    }
    case "contact":
      return <ContactCard card={block} labels={labels} />;
  }
}

/** One numbered section of a legal document: an h2 anchor and its blocks. */
export function LegalSectionView({
  section,
  number,
  labels,
}: {
  section: LegalSection;
  number: number;
  labels: Labels;
}) {
  return (
    <section className="border-t border-line pt-8 first:border-t-0 first:pt-0">
      <h2 id={section.id} className="scroll-mt-6 text-2xl font-bold text-ink md:text-[1.75rem]">
        <span className="mr-2 text-brand-700 tabular-nums" aria-hidden="true">
          {number}.
        </span>
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, i) => (
          <Block key={i} block={block} labels={labels} />
        ))}
      </div>
    </section>
  );
}
