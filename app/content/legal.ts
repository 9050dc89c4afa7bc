export const legalDocuments = [
  { path: "/privacy-policy" },
  { path: "/terms-condition" },
  { path: "/refund-policy" },
  { path: "/privacy-policy-anti-theft" },
  { path: "/reptileemisecurityplus_privacy_policy" },
  { path: "/reptileemisecurityplus_term_condation" },
];
