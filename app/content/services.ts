import type { Service } from "./schemas/services";

const card = (slug: string) => ({ src: `/images/services/${slug}.svg`, width: 320, height: 240, alt: "" });

/** The six services, in the order of the navigation and footer. */
export const services: Service[] = [
  {
    slug: "software_development",
    name: "Software Development",
    label: ["Software", "Development"],
    summary: "Custom business software built around the way your team already works.",
    cardImage: card("software_development"),
  },
  {
    slug: "app_development",
    name: "Mobile App Development",
    label: ["App", "Development"],
    summary: "Fast, reliable Android and iOS apps your customers keep on their home screen.",
    cardImage: card("app_development"),
  },
  {
    slug: "web_development",
    name: "Web Development",
    label: ["Web", "Development"],
    summary: "Websites and web apps that load fast on any phone and turn visitors into leads.",
    cardImage: card("web_development"),
  },
  {
    slug: "branding_service",
    name: "Branding",
    label: ["Branding"],
    summary: "Names, logos and brand systems that make a growing business look established.",
    cardImage: card("branding_service"),
  },
  {
    slug: "digital_marketing",
    name: "Digital Marketing",
    label: ["Digital", "Marketing"],
    summary: "Search, social and ads campaigns measured in enquiries, not impressions.",
    cardImage: card("digital_marketing"),
  },
  {
    slug: "cloud_computing_service",
    name: "Cloud Computing",
    label: ["Cloud", "Computing"],
    summary: "Move, run and scale your systems on the cloud with predictable monthly costs.",
    cardImage: card("cloud_computing_service"),
  },
];
