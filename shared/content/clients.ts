import type { ClientLogo } from "./schemas/shared-sections";

const logo = (id: string, name: string) => ({
  id,
  name,
  logo: { src: `/images/clients/${id}.svg`, width: 200, height: 64, alt: name },
});

/** Clients shown in the logo strips (wordmarks drawn for the site, public/images/clients). */
export const clientLogos: ClientLogo[] = [
  logo("gola-sizzler", "Gola Sizzler"),
  logo("annant-education", "Annant Education"),
  logo("pay-n-earn", "Pay N Earn"),
  logo("suraksha-code", "Suraksha Code"),
  logo("gowisekart", "GoWiseKart"),
  logo("agarwal-retail", "Agarwal Retail Group"),
  logo("medicare-plus", "MediCare Plus Clinics"),
  logo("urban-nest", "Urban Nest Realty"),
];
