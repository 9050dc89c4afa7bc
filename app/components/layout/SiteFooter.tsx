import { Link } from "react-router";
import { telHref, withWhatsappNumber } from "#shared/lib/phone";
import type { Link as LinkData } from "#shared/content/schemas/common";
import type { Site } from "#shared/content/schemas/site";
import { Logo } from "#app/components/icons/Logo";
import { SocialIcon } from "#app/components/icons/SocialIcon";
import { QuoteForm } from "#app/components/forms/QuoteForm";

export function SiteFooter({ site }: { site: Site }) {
  const { company } = site;
  return (
    <footer className="on-dark bg-ink text-slate-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <Logo name={company.name} tone="light" />
          <p className="mt-4 max-w-md text-slate-300">{company.tagline}.</p>
          <section aria-labelledby="footer-talk" className="mt-8">
            <h3 id="footer-talk" className="text-xl font-bold text-white">
              Lets Talk
            </h3>
            <QuoteForm source="footer" tone="dark" />
          </section>
        </div>
        <div className="grid content-start gap-10 sm:grid-cols-3 lg:col-span-7">
          <FooterLinks title="Menu" links={site.mainNav} />
          <FooterLinks title="Services" links={site.footer.serviceLinks} />
          <FooterLinks title="Other links" links={site.footer.legalLinks} />
          <div className="sm:col-span-3">
            <h3 className="text-base font-bold text-white">Contact</h3>
            <address className="mt-3 grid gap-4 not-italic text-slate-300 sm:grid-cols-3">
              <p>
                {company.address.street}, {company.address.locality}, {company.address.region}{" "}
                {company.address.postalCode}, {company.address.country}
              </p>
              <p className="flex flex-col">
                {company.emails.map((email) => (
                  <a key={email} href={`mailto:${email}`} className="underline-offset-4 hover:underline">
                    {email}
                  </a>
                ))}
              </p>
              <p className="flex flex-col">
                {company.phones.map((phone) => (
                  <a key={phone.display} href={telHref(phone.display)} className="underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                ))}
              </p>
            </address>
            <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
              {withWhatsappNumber(site.social, company.phones).map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    aria-label={s.label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent hover:text-ink"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-300">
          {site.footer.copyrightPrefix} {company.legalName}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: LinkData[] }) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`}>
      <h3 className="text-base font-bold text-white">{title}</h3>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
