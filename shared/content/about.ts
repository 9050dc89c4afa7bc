import type { AboutContent } from "./schemas/about";

const icon = (name: string) => ({ src: `/images/about/${name}.svg`, width: 64, height: 64, alt: "", decorative: true });
const snap = (name: string, alt: string) => ({ src: `/images/gallery/${name}.svg`, width: 480, height: 360, alt });

/** Copy and data of the About page. */
export const about: AboutContent = {
  hero: {
    eyebrow: "About us",
    heading: "Hi there welcome to our family",
    text: "We are a team of engineers, designers and marketers who treat every client's business like our own — and every client like part of the family.",
  },
  who: {
    eyebrow: "Who we are",
    heading: "About our company",
    paragraphs: [
      "Reptile Technologies builds custom software, mobile apps, websites and cloud systems for growing businesses across India. We also make our own products — staff tracking, daily accounts, anti-theft and device management apps — so we know what it takes to run software that people rely on every day.",
      "We work in partnership with an established development firm, which gives our clients the strength of a large engineering bench with the attention of a small studio: one accountable team from the first call to long after launch.",
      "The company was started by our founder, a product engineer who spent years watching small businesses struggle with software that did not fit them. His rule still guides us: understand the business first, then write the code.",
    ],
  },
  accordion: {
    heading: "What drives us",
    items: [
      {
        id: "mission",
        heading: "Our Mission",
        answer:
          "To give every growing business software that fits the way it works — built carefully, priced fairly and supported for as long as it is in use.",
        image: icon("mission"),
      },
      {
        id: "vision",
        heading: "Our Vision",
        answer:
          "A future where a neighbourhood shop, a school or a clinic can use technology as confidently as a large enterprise, without needing an IT department.",
        image: icon("vision"),
      },
      {
        id: "values",
        heading: "Our Values",
        answer:
          "Honesty about scope, cost and time; craftsmanship in every screen and line of code; and respect for our clients' money and their customers' data.",
        image: icon("heart"),
      },
      {
        id: "history",
        heading: "Our History",
        answer:
          "We began in 2020 with two developers and one client. Since then we have delivered more than a hundred projects and launched our own apps used by businesses every day.",
        image: icon("history"),
      },
      {
        id: "why-clients-stay",
        heading: "Why clients stay",
        answer:
          "Clear weekly updates, a named contact who answers the phone, and support that continues after launch. Most of our work comes from clients who return or refer a friend.",
        image: icon("clients"),
      },
    ],
  },
  clients: {
    heading: "Our Clients",
    intro: "Businesses of every size that trust us with the software they run on.",
  },
  founder: {
    heading: "Meet the Founder",
    name: "Arjun Mehta",
    role: "Founder & CEO",
    bio: [
      "Arjun started the company after years of building software for retailers, schools and start-ups. He still reviews every project plan himself and spends part of each week with clients, turning their day-to-day problems into product ideas.",
    ],
    traits: ["Product Innovator", "Innovative Leader", "Business Strategy", "Detail-Oriented"],
    portrait: {
      src: "/images/people/founder.svg",
      width: 480,
      height: 560,
      alt: "Illustrated portrait of Arjun Mehta, the founder",
    },
  },
  values: {
    eyebrow: "Our values",
    heading: "Built on trust, craft and care",
    text: "Every project is run on the same values: we listen before we build, we say what things cost up front, and we stay with our clients after launch.",
    image: {
      src: "/images/about/values.svg",
      width: 560,
      height: 420,
      alt: "Our values: listen first, honest pricing, quality craft and lasting support, drawn around a handshake",
    },
  },
  gallery: {
    eyebrow: "Gallery",
    heading: "Our agency snap",
    intro: "A look at everyday life in our studio: planning, building, testing and celebrating together.",
    spaceBetween: 50,
    sliders: [
      {
        label: "Planning",
        delayMs: 3000,
        images: [
          snap("planning-whiteboard", "Team planning a project on a whiteboard"),
          snap("planning-meeting", "Project kick-off meeting around a table"),
          snap("planning-workshop", "Client workshop with sticky notes on the wall"),
        ],
      },
      {
        label: "Building",
        delayMs: 4000,
        images: [
          snap("building-desk", "Developer coding at a desk with two monitors"),
          snap("building-pair", "Two developers pair programming"),
          snap("building-design", "Designer reviewing app screens on a large display"),
        ],
      },
      {
        label: "Testing",
        delayMs: 2000,
        images: [
          snap("testing-devices", "Testing an app on a wall of phones and tablets"),
          snap("testing-review", "Code review on a shared screen"),
          snap("testing-launch", "Team watching a launch dashboard go live"),
        ],
      },
      {
        label: "Celebrating",
        delayMs: 5000,
        images: [
          snap("celebrating-cake", "Team celebrating a launch with a cake"),
          snap("celebrating-award", "Team holding an award on stage"),
          snap("celebrating-outing", "Team outing in the hills"),
        ],
      },
    ],
  },
};
