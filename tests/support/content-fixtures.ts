import type { SeoRecord } from "#shared/content/schemas/seo";

/** A complete SEO record for /about_us, for the content store's tests. */
export const aboutSeo: SeoRecord = {
  title: "About Reptile Technologies",
  meta_description: "Who we are: a team building custom software, apps and products for growing businesses in India.",
  keywords: "about, team",
  robots: "index, follow",
  canonical: "http://localhost:3000/about_us",
  og_url: "http://localhost:3000/about_us",
  og_type: "website",
  og_title: "About Reptile Technologies",
  og_description: "Who we are.",
  og_site_name: "Reptile Technologies",
  og_image: "http://localhost:3000/images/og/about.png",
  og_image_width: 1200,
  og_image_height: 630,
  twitter_card: "summary_large_image",
  twitter_domain: "localhost:3000",
  twitter_url: "http://localhost:3000/about_us",
  twitter_title: "About Reptile Technologies",
  twitter_description: "Who we are.",
  twitter_image: "http://localhost:3000/images/og/about.png",
};
