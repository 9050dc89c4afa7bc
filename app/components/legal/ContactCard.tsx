import type { ContactCard as ContactCardData, LegalPageLabels } from "#shared/content/schemas/legal";

type Props = { card: ContactCardData; labels: Pick<LegalPageLabels, "email" | "phone"> };

/** A postal and electronic contact block, drawn from the site config via the content. */
export function ContactCard({ card, labels }: Props) {
  const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline break-all";
  return (
    <address className="not-italic rounded-card border border-line bg-surface p-5 sm:p-6">
      <p className="text-base font-bold text-ink">{card.title}</p>
      <p className="mt-1 text-muted">{card.organisation}</p>
      <p className="mt-3 text-ink">
        {card.addressLines.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{labels.email}</dt>
        <dd className="mb-2 flex flex-col sm:mb-0">
          {card.emails.map((email) => (
            <a key={email} href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          ))}
        </dd>
        {card.phones.length > 0 && (
          <>
            <dt className="font-semibold text-muted">{labels.phone}</dt>
            <dd className="flex flex-col">
              {card.phones.map((phone) => (
                <a key={phone.tel} href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              ))}
            </dd>
          </>
        )}
      </dl>
    </address>
  );
}
