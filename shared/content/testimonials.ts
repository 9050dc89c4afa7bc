import type { Testimonial } from "./schemas/shared-sections";

/** The six client reviews shown on the home, service and enterprise pages (all 5.0). */
export const testimonials: Testimonial[] = [
  {
    id: "rohit-sharma",
    honorific: "Mr.",
    name: "Rohit Sharma",
    title: "Founder, Gola Sizzler",
    quote:
      "They turned our ordering idea into a mobile app and a website our customers actually enjoy using. Orders through the app doubled in the first quarter.",
    rating: 5,
  },
  {
    id: "amit-verma",
    honorific: "Mr.",
    name: "Amit Verma",
    title: "Director, Annant Education",
    quote:
      "Our student portal went live before the admission season, exactly as promised. The team explains every decision in plain words and answers the phone.",
    rating: 5,
  },
  {
    id: "sandeep-gupta",
    honorific: "Mr.",
    name: "Sandeep Gupta",
    title: "Co-founder, Pay N Earn",
    quote:
      "Payments, wallets and rewards are hard to get right. They built it securely, tested it thoroughly and still shipped on time.",
    rating: 5,
  },
  {
    id: "vikram-singh",
    honorific: "Mr.",
    name: "Vikram Singh",
    title: "Operations Head, Suraksha Code",
    quote:
      "The staff tracking app replaced three spreadsheets and a lot of phone calls. Attendance disputes have practically disappeared.",
    rating: 5,
  },
  {
    id: "rajesh-kumar",
    honorific: "Mr.",
    name: "Rajesh Kumar",
    title: "Owner, GoWiseKart",
    quote:
      "From the catalogue to the checkout, our online store is fast on every phone. Their digital marketing brought us customers from day one.",
    rating: 5,
  },
  {
    id: "manish-agarwal",
    honorific: "Mr.",
    name: "Manish Agarwal",
    title: "Managing Partner, Agarwal Retail Group",
    quote:
      "We moved our billing and inventory to the cloud with zero downtime. Support is quick, and the monthly costs went down, not up.",
    rating: 5,
  },
];
