import { useActionData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactMethods } from "#app/components/forms/ContactMethods";
import { QuoteForm } from "#app/components/forms/QuoteForm";
import { ContentImage } from "#app/components/ui/ContentImage";
import { contactContent } from "#shared/content/contact";
import type { Site } from "#shared/content/schemas/site";
import { handleQuoteFormPost } from "#app/lib/quote-form.server";

export function loader() {
  return { page: contactContent.contactPage };
}

/** Both quote forms (footer and this page) post here; see app/lib/quote-form.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteFormPost(request, context);
}

/** The action's headers reach the browser too: Retry-After on a 429, Connection: close on a 413. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Without JavaScript a rejected submission (from either form) comes back here with its values.
  const result = useActionData<typeof action>();
  const site = useRouteLoaderData<{ site: Site }>("root")?.site;
  return (
    <>
      <section aria-labelledby="page-title" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="eyebrow">{page.eyebrow}</p>
            <h1 id="page-title" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl">
              {page.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted">{page.intro}</p>
          </div>
          <ContentImage
            image={page.illustration}
            sizes="28rem"
            fetchPriority="high"
            decoding="async"
            className="mx-auto hidden h-auto w-full max-w-md lg:block"
          />
        </div>
      </section>
      <div className="container-page grid gap-8 pb-16 sm:pb-24 lg:grid-cols-12 lg:gap-10">
        <section aria-labelledby="quote-form-heading" className="card p-6 sm:p-8 lg:col-span-7">
          <h2 id="quote-form-heading" className="text-2xl font-bold text-ink">
            {page.formHeading}
          </h2>
          <p className="mt-2 text-muted">{page.formIntro}</p>
          <QuoteForm source="contact" result={result} />
        </section>
        <div className="lg:col-span-5">
          {site ? (
            <ContactMethods site={site} labels={page.methods} heading={page.panelHeading} note={page.hoursNote} />
          ) : null}
        </div>
      </div>
    </>
  );
}
