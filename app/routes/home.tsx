import { Link } from "react-router";
import { telHref } from "#shared/lib/phone";
import type { Route } from "./+types/home";
import {
  ExperienceSectionIsland as ExperienceSection,
  IndustryMarqueeIsland as IndustryMarquee,
  ItIndustrySectionIsland as ItIndustrySection,
  LatestPostsIsland as LatestPosts,
  LogoStripIsland as LogoStrip,
  ReviewSectionIsland as ReviewSection,
  ServiceGridIsland as ServiceGrid,
} from "#app/components/sections/islands";
import { blogPages } from "#shared/content/blog/blog-pages";
import { clientLogos } from "#shared/content/clients";
import { home } from "#shared/content/home";
import { liveContent } from "#shared/content/live.server";
import { services } from "#shared/content/services";
import { listedPosts } from "#shared/lib/blog";
import { postCards } from "#app/lib/blog.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { site, testimonials, posts } = liveContent(context);
  const latest = await postCards(listedPosts(posts).slice(0, blogPages.home.count), context);
  return {
    home,
    services: services.map(({ slug, name, label, summary, cardImage }) => ({ slug, name, label, summary, cardImage })),
    clientLogos,
    testimonials,
    // The dialled form is made here, so the phone rules stay out of the page's JavaScript.
    phone: { ...site.company.phones[0], href: telHref(site.company.phones[0].display) },
    latestPosts: latest.length ? { posts: latest, labels: blogPages.home } : undefined,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, services, clientLogos, testimonials, phone, latestPosts } = loaderData;
  const { hero } = home;
  return (
    <>
      <section
        aria-labelledby="home-hero-heading"
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
      >
        <div className="container-page grid items-center gap-10 py-12 md:py-20 lg:grid-cols-12 lg:gap-8 lg:py-24">
          <div className="lg:col-span-7">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1
              id="home-hero-heading"
              className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
            >
              {hero.heading}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={hero.quoteCta.href} className="btn btn-primary px-7 text-base">
                {hero.quoteCta.label}
              </Link>
              <a href={phone.href} className="btn btn-secondary px-7 text-base md:hidden" data-call-now="">
                <PhoneIcon />
                {hero.callLabel}
                <span className="sr-only">{` ${phone.display}`}</span>
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold text-ink">
              {hero.highlights.map((h) => (
                <li key={h} className="flex items-center gap-2">
                  <CheckIcon />
                  {h}
                </li>
              ))}
            </ul>
          </div>
          <div className="mx-auto w-full max-w-md lg:col-span-5 lg:max-w-none">
            {/* A file, not inline SVG: its ~100 shapes stay out of the page's DOM and JS, and the
                preload scanner fetches it with the stylesheet. */}
            <img
              src="/images/home/hero.svg"
              width={560}
              height={460}
              alt={hero.illustrationAlt}
              fetchPriority="high"
              className="h-auto w-full"
            />
          </div>
        </div>
      </section>

      <ServiceGrid content={home.services} services={services} />
      <LogoStrip logos={clientLogos} heading={home.clients.heading} intro={home.clients.intro} />
      <ExperienceSection content={home.experience} />
      <ItIndustrySection content={home.itIndustry} />
      <IndustryMarquee content={home.industries} />
      {latestPosts ? <LatestPosts posts={latestPosts.posts} labels={latestPosts.labels} /> : null}
      <ReviewSection testimonials={testimonials} heading={home.review.heading} intro={home.review.intro} />
    </>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
        fill="currentColor"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#E0E7FF" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="#4338CA"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
