import { auditEveryPage } from "../support/a11y-pages";

// Every page in its default state (tests/support/a11y-pages.ts), half of them here so
// two workers share the audit.
auditEveryPage(2, 2);
