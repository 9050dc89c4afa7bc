import type { Project } from "./schemas/portfolio";

const card = (slug: string) => ({ src: `/images/portfolio/${slug}.svg`, width: 640, height: 400, alt: "" });

/** Client projects, in the order of the spec. */
export const projects: Project[] = [
  {
    slug: "gola-sizzler-mobile",
    name: "Gola Sizzler Mobile App",
    company: "Gola Sizzler",
    summary: "Food ordering app with live order tracking and loyalty rewards.",
    cardImage: card("gola-sizzler-mobile"),
  },
  {
    slug: "gola-sizzler-website",
    name: "Gola Sizzler Website",
    company: "Gola Sizzler",
    summary: "Restaurant website with online menu, table booking and outlet finder.",
    cardImage: card("gola-sizzler-website"),
  },
  {
    slug: "annant-education",
    name: "Annant Education Portal",
    company: "Annant Education",
    summary: "Admissions, fee collection and online classes for a coaching institute.",
    cardImage: card("annant-education"),
  },
  {
    slug: "pay-n-earn",
    name: "Pay N Earn",
    company: "Pay N Earn",
    summary: "Recharge and bill-payment app with wallet, cashback and referral rewards.",
    cardImage: card("pay-n-earn"),
  },
  {
    slug: "suraksha-code",
    name: "Suraksha Code",
    company: "Suraksha Code",
    summary: "Field-staff safety and attendance app with geo-fenced check-ins.",
    cardImage: card("suraksha-code"),
  },
  {
    slug: "gowisekart",
    name: "GoWiseKart",
    company: "GoWiseKart",
    summary: "Grocery e-commerce store with same-day delivery slots and UPI checkout.",
    cardImage: card("gowisekart"),
  },
];
