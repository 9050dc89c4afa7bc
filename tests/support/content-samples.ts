import type { SeoRecord } from "#shared/content/schemas/seo";

/** A valid, hand-made SEO record of the 19 legacy fields (the SEO collection ships none: they depend on the origin). */
export const seoRecord: SeoRecord = {
  title: "About us | Example Software",
  meta_description: "Who we are, what we build and how we work with clients across India.",
  keywords: "software, apps, india",
  robots: "index, follow",
  canonical: "https://example.com/about_us",
  og_url: "https://example.com/about_us",
  og_type: "website",
  og_title: "About us",
  og_description: "Who we are and what we build.",
  og_site_name: "Example Software",
  og_image: "https://example.com/images/og/about.png",
  og_image_width: 1200,
  og_image_height: 630,
  twitter_card: "summary_large_image",
  twitter_domain: "example.com",
  twitter_url: "https://example.com/about_us",
  twitter_title: "About us",
  twitter_description: "Who we are and what we build.",
  twitter_image: "https://example.com/images/og/about.png",
};
