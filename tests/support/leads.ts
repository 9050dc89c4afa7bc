import {
  NEW_LEAD_STATE,
  NO_ATTRIBUTION,
  type NewQuoteRequest,
  type QuoteRequest,
  type QuoteWithMail,
} from "#server/db/quotes";

/** A lead as the repository returns it, for tests that build mail or CSV from one: each test overrides what it checks. */
export const testQuote = (over: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id: 7,
  createdAt: "2025-01-31T09:15:00.000Z",
  updatedAt: "2025-01-31T09:15:00.000Z",
  name: "Asha Verma",
  phoneNumber: "+91 98765 43210",
  email: null,
  message: "Need an app",
  source: "contact",
  status: "new",
  clientIp: null,
  userAgent: null,
  isSpam: false,
  attribution: NO_ATTRIBUTION,
  ...NEW_LEAD_STATE,
  ...over,
});

/** The same with the inbox's extras (no owner, no notification mail unless given). */
export const testLead = (over: Partial<QuoteWithMail> = {}): QuoteWithMail => ({
  ...testQuote(),
  owner: null,
  mail: null,
  ...over,
});

/** A lead as a form stores it (QuoteRepository.create's input): each test overrides what it checks. */
export const newLead = (over: Partial<NewQuoteRequest> = {}): NewQuoteRequest => ({
  name: "Asha Verma",
  phoneNumber: "+91 98765 43210",
  message: "A booking app for our clinic",
  source: "contact",
  clientIp: "203.0.113.7",
  userAgent: "test",
  isSpam: false,
  ...over,
});
