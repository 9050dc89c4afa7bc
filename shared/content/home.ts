import type { HomeContent } from "./schemas/home";
import type { TechItem } from "./schemas/shared-sections";
import { techStacks } from "./tech";

const allTech: TechItem[] = Object.values(techStacks).flat();
const tech = (label: string): TechItem => {
  const found = allTech.find((t) => t.label === label);
  if (!found) throw new Error(`home.ts: unknown technology "${label}"`);
  return found;
};

/** Copy and data of the home page. */
export const home: HomeContent = {
  hero: {
    eyebrow: "Software · Apps · Cloud",
    heading: "Custom software solutions tailored to your business requirements",
    text: "We design, build and run the web apps, mobile apps and business software that growing companies depend on — shaped around how your team works, delivered on time and supported after launch.",
    quoteCta: { label: "GET QUOTE", href: "/contact_us" },
    callLabel: "Call Now",
    highlights: ["Fixed-scope quotes", "Weekly demos", "Support after launch"],
    illustrationAlt: "A laptop showing a business dashboard beside a phone running a mobile app",
  },
  services: {
    eyebrow: "What we do",
    heading: "Our Services",
    intro: "One team for everything your business runs on: software, apps, websites, brand, marketing and cloud.",
    anchorId: "Services",
    cardCta: "Explore",
  },
  clients: {
    heading: "Our Clients",
    intro:
      "Restaurants, schools, fintech start-ups, retailers and clinics trust us with the software they use every day.",
  },
  experience: {
    eyebrow: "Experience",
    heading: "Proven delivery, modern technology",
    intro: "Numbers from the projects we have shipped since we started, and the tools we use to build them.",
    badges: [
      { value: "5+", label: "Years of experience" },
      { value: "120+", label: "Projects delivered" },
      { value: "80+", label: "Happy clients" },
      { value: "30+", label: "Technologies mastered" },
    ],
    techHeading: "Technologies we work with",
    techBadges: [
      tech("React"),
      tech("Node JS"),
      tech("Flutter"),
      tech("Kotlin"),
      tech("Swift"),
      tech("Python"),
      tech("Laravel"),
      tech("Angular"),
      tech("AWS"),
      tech("Docker"),
    ],
  },
  itIndustry: {
    eyebrow: "IT Industry",
    heading: "Technology that grows your business",
    text: "Our clients see up to a 150% increase in business after moving their sales, operations and customer service onto software we build with them. Every project follows the same dependable path.",
    stat: { value: "150%", label: "increase in business" },
    steps: [
      { title: "Build", text: "Clean, documented code in short cycles, with a working demo every week." },
      { title: "Test", text: "Automated and hands-on testing on real phones and browsers before anything ships." },
      { title: "Deploy", text: "Smooth launches on reliable cloud hosting, monitored and supported afterwards." },
    ],
    cta: { label: "See our work", href: "/portfolio" },
    image: { src: "/images/home/growth.svg", width: 520, height: 420, alt: "", decorative: true },
  },
  industries: {
    eyebrow: "Industry expertise",
    heading: "Industries we know inside out",
    items: [
      {
        name: "Healthcare",
        specName: "Healthcare",
        description: "Clinic management, appointments and patient apps",
      },
      {
        // The old site wrote "Real state"; visitors read the correct term.
        name: "Real estate",
        specName: "Real state",
        description: "Property listings, lead tracking and site-visit apps",
      },
    ],
  },
  review: {
    heading: "Review",
    intro: "What business owners say after working with us.",
  },
};
