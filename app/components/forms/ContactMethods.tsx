import type { ContactPage } from "#shared/content/schemas/contact";
import { telHref, withWhatsappNumber } from "#shared/lib/phone";
import type { Site } from "#shared/content/schemas/site";

type Props = { site: Site; labels: ContactPage["methods"]; heading: string; note: string };

/** The side panel of the contact page: phone, e-mail, chat and address, each a working link. */
export function ContactMethods({ site, labels, heading, note }: Props) {
  const { company } = site;
  const whatsapp = withWhatsappNumber(site.social, company.phones).find((s) => s.network === "whatsapp");
  const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";
  return (
    <aside aria-labelledby="contact-methods" className="rounded-card bg-ink p-6 text-slate-200 sm:p-8 on-dark">
      <h2 id="contact-methods" className="text-2xl font-bold text-white">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6">
        <Method icon={<PhoneIcon />} title={labels.call}>
          {company.phones.map((p) => (
            <a key={p.display} href={telHref(p.display)} className={`${link} text-white`}>
              {p.display}
            </a>
          ))}
        </Method>
        <Method icon={<MailIcon />} title={labels.email}>
          {company.emails.map((e) => (
            <a key={e} href={`mailto:${e}`} className={`${link} break-all text-white`}>
              {e}
            </a>
          ))}
        </Method>
        {whatsapp ? (
          <Method icon={<ChatIcon />} title={labels.chat}>
            <a href={whatsapp.href} rel="noopener noreferrer" target="_blank" className={`${link} text-white`}>
              {labels.chatLinkLabel}
            </a>
          </Method>
        ) : null}
        <Method icon={<PinIcon />} title={labels.visit}>
          <address className="not-italic text-slate-300">
            {company.legalName}
            <br />
            {company.address.street}
            <br />
            {company.address.locality}, {company.address.region} {company.address.postalCode}
            <br />
            {company.address.country}
          </address>
        </Method>
      </ul>
      <p className="mt-8 border-t border-white/10 pt-6 text-sm text-slate-300">{note}</p>
    </aside>
  );
}

function Method({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-ink"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="grid min-w-0 gap-1">
        <h3 className="text-sm font-bold uppercase tracking-wider text-slate-300">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: "false",
} as const;

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}
function MailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </svg>
  );
}
function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.7A8.4 8.4 0 1 1 21 11.5z" />
    </svg>
  );
}
function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}
