import type { Site } from "./schemas/site";

/**
 * Company details, navigation and footer links: the one place a deployer edits.
 * Addresses, e-mails and phone numbers are deliberate placeholders (example.com,
 * +91 98765 4321x) to be replaced with the real ones before launch.
 */
export const site: Site = {
  company: {
    name: "Reptile Technologies",
    legalName: "Reptile Technologies Pvt. Ltd.",
    shortName: "Reptile",
    tagline: "Custom software, apps and products for growing businesses",
    foundingYear: 2020,
    address: {
      street: "Unit 000, Example Business Park, Sector 00",
      locality: "New Delhi",
      region: "Delhi",
      postalCode: "110001",
      country: "India",
      countryCode: "IN",
    },
    emails: ["sales@example.com", "info@example.com"],
    phones: [
      { display: "+91 98765 43210", whatsapp: true },
      { display: "+91 98765 43211", whatsapp: false },
    ],
  },
  mainNav: [
    { label: "Home", href: "/" },
    { label: "About us", href: "/about_us" },
    { label: "Services", href: "/services" },
    { label: "Portfolio", href: "/portfolio" },
    { label: "Products", href: "/product" },
    { label: "Blog", href: "/blog" },
    { label: "Contact", href: "/contact_us" },
  ],
  quoteCta: { label: "GET QUOTE", href: "/contact_us" },
  footer: {
    serviceLinks: [
      { label: "Software Development", href: "/services/software_development" },
      { label: "App Development", href: "/services/app_development" },
      { label: "Web Development", href: "/services/web_development" },
      { label: "Branding", href: "/services/branding_service" },
      { label: "Digital Marketing", href: "/services/digital_marketing" },
      { label: "Cloud Computing", href: "/services/cloud_computing_service" },
    ],
    legalLinks: [
      { label: "Careers", href: "/careers" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms & Conditions", href: "/terms-condition" },
      { label: "Refund Policy", href: "/refund-policy" },
    ],
    copyrightPrefix: "© 2020 Created by",
  },
  social: [
    { network: "youtube", href: "https://www.youtube.com/@example", label: "Reptile Technologies on YouTube" },
    { network: "whatsapp", href: "https://wa.me/919876543210", label: "Chat with us on WhatsApp" },
    {
      network: "linkedin",
      href: "https://www.linkedin.com/company/example",
      label: "Reptile Technologies on LinkedIn",
    },
    { network: "instagram", href: "https://www.instagram.com/example", label: "Reptile Technologies on Instagram" },
    { network: "facebook", href: "https://www.facebook.com/example", label: "Reptile Technologies on Facebook" },
    { network: "x", href: "https://x.com/example", label: "Reptile Technologies on X" },
  ],
};
