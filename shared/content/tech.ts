import type { TechItem, TechStacks } from "./schemas/shared-sections";

const item = (label: string, file: string): TechItem => ({
  label,
  icon: { src: `/images/tech/${file}.svg`, width: 64, height: 64, alt: "", decorative: true },
});

/** Technologies per area, as listed in the spec (icons drawn for the site, public/images/tech). */
export const techStacks: TechStacks = {
  backend: [
    item("Node JS", "nodejs"),
    item("PHP", "php"),
    item("Python", "python"),
    item("Laravel", "laravel"),
    item("Express", "express"),
    item("CodeIgniter", "codeigniter"),
  ],
  mobile: [
    item("Java", "java"),
    item("Kotlin", "kotlin"),
    item("Flutter", "flutter"),
    item("Swift", "swift"),
    item("Dart", "dart"),
    item("React Native", "react-native"),
  ],
  frontend: [
    item("HTML/CSS", "html-css"),
    item("Bootstrap", "bootstrap"),
    item("React", "react"),
    item("WordPress", "wordpress"),
    item("Ruby", "ruby"),
    item("Angular", "angular"),
  ],
  devops: [
    item("AWS", "aws"),
    item("Jenkins", "jenkins"),
    item("Docker", "docker"),
    item("GitHub", "github"),
    item("Oracle Cloud", "oracle-cloud"),
    item("DigitalOcean", "digitalocean"),
  ],
  branding: [
    item("Logo Design", "logo-design"),
    item("Brand Identity", "brand-identity"),
    item("Figma", "figma"),
    item("Adobe Illustrator", "illustrator"),
    item("Packaging Design", "packaging"),
    item("Brand Guidelines", "guidelines"),
  ],
  digitalMarketing: [
    item("SEO", "seo"),
    item("Google Ads", "google-ads"),
    item("Social Media", "social-media"),
    item("Content Marketing", "content-marketing"),
    item("Email Marketing", "email-marketing"),
    item("Analytics", "analytics"),
  ],
};
