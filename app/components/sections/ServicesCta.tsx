import { useId } from "react";
import { telHref } from "#shared/lib/phone";
import { Link } from "react-router";

/** A closing call to action on a dark band: quote button and phone link. */
export function ServicesCta({
  heading,
  text,
  button,
  callLabel,
  phone,
}: {
  heading: string;
  text: string;
  button: { label: string; href: string };
  callLabel: string;
  phone: { display: string };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section" data-section="cta">
      <div className="container-page">
        <div className="on-dark flex flex-col items-start gap-8 rounded-3xl bg-brand-700 px-6 py-10 sm:px-10 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-extrabold text-white sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={button.href} className="btn btn-accent">
              {button.label}
            </Link>
            <a href={telHref(phone.display)} className="btn border-2 border-white/70 text-white hover:bg-white/10">
              {callLabel}: {phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
