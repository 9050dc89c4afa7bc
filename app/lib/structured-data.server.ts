import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Graph,
  Offer,
  Organization,
  Service,
  SoftwareApplication,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import { blogPages } from "#shared/content/blog/blog-pages";
import { blogFeed } from "#shared/content/blog/feed";
import type { LiveContent } from "#shared/content/editable";
import type { Post } from "#shared/content/schemas/blog";
import type { Faq } from "#shared/content/schemas/faqs";
import type { Plan, Product } from "#shared/content/schemas/products";
import type { Site } from "#shared/content/schemas/site";
import { productAppDetails } from "#shared/content/seo";
import { services } from "#shared/content/services";
import { blogPath, listedPosts, postPath } from "#shared/lib/blog";
import { careersPage } from "#shared/content/careers";
import { jobPath, jobPosting, openJobs } from "#shared/lib/jobs";
import { faqsFor } from "#shared/lib/faqs";
import { telNumber, withWhatsappNumber } from "#shared/lib/phone";
import { breadcrumbTrail, findSeoEntry, seoRecordForPath, siteOrigin } from "#server/seo/seo-records.server";

/**
 * Structured data (schema.org JSON-LD) for a page, as one @graph: the company on every
 * page, the site and the page itself, breadcrumbs on inner pages, and a Service or
 * SoftwareApplication (with its rupee prices) on service and product pages, a FAQPage
 * on every page that answers questions; the blog's
 * lists are CollectionPages of the Blog, each post a BlogPosting, each open job a JobPosting. Shapes follow
 * Google's documented structured data types. Company details, products and page
 * records come from the live content.
 */

const pageUrl = (origin: string, path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);

export function organization(origin: string, site: Site): Organization {
  const { company } = site;
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/images/og/logo.png`, width: "512", height: "512" },
    foundingDate: String(company.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    contactPoint: company.phones.map((phone, i) => ({
      "@type": "ContactPoint" as const,
      contactType: "sales",
      telephone: telNumber(phone.display) ?? phone.display,
      email: company.emails[i] ?? company.emails[0],
      areaServed: company.address.countryCode,
      availableLanguage: ["English", "Hindi"],
    })),
    sameAs: withWhatsappNumber(site.social, company.phones).map((s) => s.href),
  };
}

function website(origin: string, site: Site): WebSite {
  return {
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    url: `${origin}/`,
    name: site.company.name,
    inLanguage: "en-IN",
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** Every plan with a published rupee price (both billing views); quote-only plans have none. */
function offersFor(product: Product, url: string): Offer[] {
  const section = product.planSection;
  const plans: Plan[] = [...section.plans, ...(section.billing?.yearlyPlans ?? [])];
  return plans.flatMap((plan): Offer[] => {
    if (plan.pricing.type !== "fixed") return [];
    const { price, period, taxNote } = plan.pricing;
    const vatIncluded = taxNote ? /incl/i.test(taxNote) : undefined;
    return [
      {
        "@type": "Offer",
        name: plan.name,
        description: plan.summary,
        price,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "INR",
          unitText: period,
          ...(vatIncluded === undefined ? {} : { valueAddedTaxIncluded: vatIncluded }),
        },
      },
    ];
  });
}

function softwareApplication(product: Product, origin: string, url: string, image: string): SoftwareApplication {
  const details = productAppDetails[product.route] ?? { category: "BusinessApplication" };
  const fromStores = [product.stores?.playStore && "Android", product.stores?.appStore && "iOS"].filter(Boolean);
  const offers = offersFor(product, url);
  return {
    "@type": "SoftwareApplication",
    "@id": `${url}#app`,
    name: product.name,
    description: product.card.description,
    url,
    image,
    applicationCategory: details.category,
    operatingSystem: fromStores.length ? fromStores.join(", ") : (details.platforms ?? "Android"),
    publisher: { "@id": `${origin}/#organization` },
    ...(offers.length ? { offers } : {}),
  };
}

/**
 * The questions answered on a page, as Google's FAQ documentation asks: one FAQPage whose
 * mainEntity lists every Question with its acceptedAnswer, word for word as on the page
 * (paragraphs joined by a blank line, as they are stored).
 */
function faqPage(faqs: readonly Faq[], origin: string, url: string): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-IN",
    isPartOf: { "@id": `${origin}/#website` },
    mainEntity: faqs.map((faq) => ({
      "@type": "Question" as const,
      name: faq.question,
      acceptedAnswer: { "@type": "Answer" as const, text: faq.answer },
    })),
  };
}

const BLOG_ID = (origin: string) => `${origin}${blogPath()}#blog`;

function blog(origin: string): Blog {
  return {
    "@type": "Blog",
    "@id": BLOG_ID(origin),
    url: `${origin}${blogPath()}`,
    name: blogFeed.title,
    description: blogPages.seo.indexDescription,
    inLanguage: "en-IN",
    publisher: { "@id": `${origin}/#organization` },
  };
}

/**
 * A post as Google's Article documentation asks: headline, dates, author, images and the
 * page it is the main thing of. The company itself, when it signs a post, is the
 * Organization node rather than a Person of that name.
 */
function blogPosting(post: Post, origin: string, url: string, image: string, site: Site): BlogPosting {
  const author =
    post.authorName && post.authorName !== site.company.name
      ? { "@type": "Person" as const, name: post.authorName }
      : { "@id": `${origin}/#organization` };
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.summary,
    url,
    datePublished: post.publishedAt!,
    dateModified: post.updatedAt ?? post.publishedAt!,
    author,
    image: post.cover ? [image, `${origin}${post.cover.src}`] : [image],
    keywords: post.tags.join(", "),
    inLanguage: "en-IN",
    mainEntityOfPage: { "@id": `${url}#webpage` },
    isPartOf: { "@id": BLOG_ID(origin) },
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** The JSON-LD graph of any address (unknown ones get the company and site only). */
export function structuredDataFor(
  pathname: string,
  siteUrl: string,
  content: LiveContent,
  now: Date = new Date(),
): Graph {
  const { site } = content;
  const origin = siteOrigin(siteUrl);
  const graph: Thing[] = [organization(origin, site), website(origin, site)];
  const entry = findSeoEntry(pathname, content, now);
  if (!entry) return { "@context": "https://schema.org", "@graph": graph };

  const record = seoRecordForPath(entry.path, origin, content);
  const url = pageUrl(origin, entry.path);
  const trail = breadcrumbTrail(entry.path, content);

  const isBlogList = entry.path === blogPath() || /^\/blog\/(page|tag)\//.test(entry.path);
  const page: WebPage | CollectionPage = {
    "@type": isBlogList ? "CollectionPage" : "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: record.title,
    description: record.meta_description,
    inLanguage: "en-IN",
    isPartOf: { "@id": `${origin}/#website` },
    about: { "@id": `${origin}/#organization` },
    primaryImageOfPage: { "@type": "ImageObject", url: record.og_image },
    ...(trail.length ? { breadcrumb: { "@id": `${url}#breadcrumb` } } : {}),
  };
  graph.push(page);

  if (trail.length) {
    const breadcrumbs: BreadcrumbList = {
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: trail.map((crumb, i) => ({
        "@type": "ListItem" as const,
        position: i + 1,
        name: crumb.name,
        item: pageUrl(origin, crumb.path),
      })),
    };
    graph.push(breadcrumbs);
  }

  const service = services.find((s) => `/services/${s.slug}` === entry.path);
  if (service) {
    const node: Service = {
      "@type": "Service",
      "@id": `${url}#service`,
      name: service.name,
      serviceType: service.name,
      description: service.summary,
      url,
      image: record.og_image,
      provider: { "@id": `${origin}/#organization` },
      areaServed: { "@type": "Country", name: site.company.address.country },
    };
    graph.push(node);
  }

  const product = content.products.find((p) => `/product/${p.route}` === entry.path);
  if (product) graph.push(softwareApplication(product, origin, url, record.og_image));

  const faqs = faqsFor(content.faqs, entry.path);
  if (faqs.length) graph.push(faqPage(faqs, origin, url));

  const post = listedPosts(content.posts).find((p) => postPath(p.slug) === entry.path);
  if (isBlogList) graph.push(blog(origin));
  if (post) graph.push(blogPosting(post, origin, url, record.og_image, site));

  // Only an open job has a page entry, so a closed one (410) has no JobPosting.
  const job = openJobs(content.jobs, now).find((j) => jobPath(j.slug) === entry.path);
  if (job) graph.push(jobPosting(job, { origin, url, site, words: careersPage.job }));

  return { "@context": "https://schema.org", "@graph": graph };
}
