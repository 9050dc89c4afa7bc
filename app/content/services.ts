export const services = [
  { slug: "software_development" },
  { slug: "app_development" },
  { slug: "web_development" },
  { slug: "branding_service" },
  { slug: "digital_marketing" },
  { slug: "cloud_computing_service" },
];
