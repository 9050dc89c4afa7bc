export const products = [
  { route: "tracko" },
  { route: "hisab_book" },
  { route: "anti_theft" },
  { route: "daily_hisab" },
  { route: "emi_security" },
  { route: "enterprise_mobility_management" },
];
