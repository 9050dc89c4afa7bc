import { Link, useRouteLoaderData } from "react-router";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { ThankYouPage } from "#shared/content/schemas/contact";
import type { Site } from "#shared/content/schemas/site";
import { telHref } from "#shared/lib/phone";

/**
 * A thank-you page: what was received, what happens next, a number to call and two ways on.
 * The quote form's (/Thanku) and a job application's (/careers/thank-you).
 */
export function ThankYou({ page }: { page: ThankYouPage }) {
  const phone = useRouteLoaderData<{ site: Site }>("root")?.site.company.phones[0];
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <ContentImage
            image={page.illustration}
            sizes="(min-width: 640px) 18rem, 14rem"
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-56 sm:w-72"
          />
          <p className="eyebrow mt-6">{page.eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 text-lg text-muted">{page.lead}</p>
        </div>
        <div className="mx-auto mt-12 max-w-4xl">
          <h2 className="text-center text-2xl font-bold text-ink">{page.nextStepsHeading}</h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {page.nextSteps.map((step, i) => (
              <li key={step.title} className="card p-6">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-6 text-center">
          {phone ? (
            <p className="text-lg text-ink">
              {page.callPrompt}{" "}
              <a
                href={telHref(phone.display)}
                className="font-bold whitespace-nowrap text-brand-700 underline underline-offset-4"
              >
                {phone.display}
              </a>
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={page.links[0].href} className="btn btn-primary">
              {page.links[0].label}
            </Link>
            <Link to={page.links[1].href} className="btn btn-secondary">
              {page.links[1].label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
