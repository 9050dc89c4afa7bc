export const projects = [
  { slug: "gola-sizzler-mobile" },
  { slug: "gola-sizzler-website" },
  { slug: "annant-education" },
  { slug: "pay-n-earn" },
  { slug: "suraksha-code" },
  { slug: "gowisekart" },
];
