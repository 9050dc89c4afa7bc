/** The words of the analytics dashboard (/admin/analytics) and its CSV export. */

const count = (n: number) => n.toLocaleString("en-IN");

export const analyticsCopy = {
  title: "Analytics",
  /** {range} is the period shown, e.g. "1 January 2025 – 30 January 2025 (30 days)". */
  intro: (range: string) => `Visits to the website and the leads they brought, ${range}. Days are India days (IST).`,
  exportCsv: "Export CSV",
  exportHint:
    "The CSV holds the daily numbers of this period: totals, pages, referrers, sources, campaigns and devices.",

  range: {
    heading: "Period",
    presetsLabel: "Quick choice",
    presets: { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" } as Record<number, string>,
    from: "From",
    to: "Until",
    apply: "Show period",
    hint: "Both days are included. At most 366 days.",
    invalid: "A date in the address was not a valid day, so the default period is shown instead.",
    capped: "That period was longer than 366 days: the last 366 days of it are shown.",
  },

  summaryHeading: "Summary",
  tiles: {
    visitors: "Visitors",
    pageviews: "Pageviews",
    visits: "Visits",
    leads: "Leads",
    converting: "Visitors who wrote",
    conversionRate: "Conversion rate",
    won: "Won deals",
    wonValue: "Won value",
  },
  /** Under the leads tile, when some leads came without saying how they came. */
  unattributedNote: (n: number) =>
    `${count(n)} came without a landing page (through the API, or from a browser that asks not to be tracked): counted apart`,
  /** Under the visitors-who-wrote tile. */
  convertingNote: "Counted visitors who sent a quote request, each once however often they wrote",
  /** Under the conversion rate tile. */
  conversionNote: "Visitors who wrote ÷ visitors (never above 100%)",
  /** Under the won tiles. */
  wonNote: "Of this period's leads, won so far",
  /** "+12% vs previous 30 days". */
  changeVs: (change: string, period: string) => `${change} vs ${period}`,
  noChange: (period: string) => `No change vs ${period}`,
  aboutSame: (period: string) => `About the same as ${period}`,
  noEarlierData: "No earlier data",
  noCurrentRate: "No visitors in this period",
  /** "previous 30 days", "previous day". */
  previousPeriod: (days: number) => (days === 1 ? "previous day" : `previous ${count(days)} days`),
  /** For screen readers: "Previous 30 days: 1,234." */
  previousValue: (period: string, value: string) => `${period.charAt(0).toUpperCase()}${period.slice(1)}: ${value}.`,
  points: (n: string) => `${n} points`,
  notAvailable: "—",
  notAvailableLabel: "not available",

  chart: {
    heading: "Visitors and pageviews per day",
    legendVisitors: "Visitors",
    legendPageviews: "Pageviews",
    summary: (visitors: number, pageviews: number, from: string, to: string) =>
      `${count(visitors)} ${visitors === 1 ? "visitor" : "visitors"} and ${count(pageviews)} ${pageviews === 1 ? "pageview" : "pageviews"} from ${from} to ${to}.`,
    busiest: (day: string, visitors: number) =>
      ` Busiest day: ${day} with ${count(visitors)} ${visitors === 1 ? "visitor" : "visitors"}.`,
    empty: (from: string, to: string) => `No visits counted from ${from} to ${to}.`,
    scale: (max: number) => `Scale: up to ${count(max)}`,
    table: "Show the numbers as a table",
    day: "Day",
    visitors: "Visitors",
    pageviews: "Pageviews",
    leads: "Leads",
    point: (day: string, visitors: number, pageviews: number) =>
      `${day}: ${count(visitors)} visitors, ${count(pageviews)} pageviews`,
  },

  tables: {
    pages: {
      heading: "Top pages",
      intro: "The pages people looked at most.",
      caption: "Top pages by visitors",
      key: "Page",
      empty: "No pageviews in this period.",
    },
    landing: {
      heading: "Landing pages and conversion",
      intro:
        "The page a visit started on: its visitors, those of them who sent a quote request (each once), the rate, and the leads that came with it.",
      caption: "Landing pages by visitors who wrote, with visitors, conversion rate and leads",
      key: "Landing page",
      empty: "No visits started in this period.",
    },
    referrers: {
      heading: "Referrers",
      intro: "Other websites that sent visitors here.",
      caption: "Referring websites by visitors",
      key: "Website",
      empty: "No visits from other websites in this period.",
    },
    sources: {
      heading: "Sources",
      intro: "The utm_source of links in newsletters, ads and posts.",
      caption: "UTM sources by visitors",
      key: "Source",
      empty: "No visits with a utm_source in this period.",
    },
    campaigns: {
      heading: "Campaigns",
      intro:
        "The utm_campaign of links: its visitors, those of them who sent a quote request (each once), the rate, and the leads that came with it.",
      caption: "Campaigns by visitors who wrote, with visitors, conversion rate and leads",
      key: "Campaign",
      empty: "No campaign visits in this period.",
    },
    devices: {
      heading: "Devices",
      intro: "The kind of device visitors used.",
      caption: "Visitors by device",
      key: "Device",
      empty: "No visitors in this period.",
    },
    columns: {
      visitors: "Visitors",
      pageviews: "Pageviews",
      visits: "Visits",
      leads: "Leads",
      converting: "Visitors who wrote",
      /** Its header on phones. */
      convertingShort: "Wrote",
      conversion: "Conversion rate",
      /** The conversion rate's header on phones, where the full one does not fit. */
      conversionShort: "Rate",
      share: "Share",
    },
    noKey: "(none)",
  },

  revenue: {
    heading: "Revenue by source",
    intro:
      "The leads received in this period, and those won so far, by where their visit came from. A lead counts under its visit's campaign, source, referring website and landing page.",
    exportCsv: "Export revenue CSV",
    exportHint:
      "The CSV holds every row of these four tables for this period, and the leads whose visit was not counted.",
    columns: { leads: "Leads", won: "Won", wonValue: "Won value", wonShare: "Share won", wonShareShort: "Won %" },
    campaign: {
      heading: "Won deals by campaign",
      intro: "The utm_campaign of the visit a lead came from.",
      caption: "Campaigns by won value, with leads, won deals and the share won",
      key: "Campaign",
      empty: "No lead in this period came from a campaign.",
    },
    source: {
      heading: "Won deals by source",
      intro: "The utm_source of the visit a lead came from.",
      caption: "Sources by won value, with leads, won deals and the share won",
      key: "Source",
      empty: "No lead in this period came with a utm_source.",
    },
    referrer: {
      heading: "Won deals by referring website",
      intro: "Another website that sent the visit a lead came from.",
      caption: "Referring websites by won value, with leads, won deals and the share won",
      key: "Website",
      empty: "No lead in this period came from another website.",
    },
    landing: {
      heading: "Won deals by landing page",
      intro: "The page the visit a lead came from started on.",
      caption: "Landing pages by won value, with leads, won deals and the share won",
      key: "Landing page",
      empty: "No lead in this period came from a counted visit.",
    },
    /** The line under the tables about leads whose visit was not counted. */
    unattributed: (leads: number, won: number, value: string) =>
      leads === 0
        ? "Every lead of this period came with its landing page."
        : `${count(leads)} ${leads === 1 ? "lead" : "leads"} of this period came without a landing page (through the API, or from a browser that asks not to be tracked): ${count(won)} won, ${value}. ${leads === 1 ? "It is" : "They are"} in no row above.`,
  },

  devices: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } as Record<string, string>,

  privacy: {
    heading: "How these numbers are counted",
    points: [
      "Counted on our own server, without cookies and without any third-party script.",
      "No IP addresses or user agents are stored: a visitor is an anonymous code that changes every day, so a person who comes back on another day counts again.",
      "Visitors whose browser sends Do Not Track or Global Privacy Control are not counted.",
      "Bots and crawlers are left out.",
    ],
  },
} as const;

/** The CSV's header row, in column order. */
export const ANALYTICS_CSV_COLUMNS = [
  "day",
  "dimension",
  "key",
  "visitors",
  "pageviews",
  "visits",
  "converting_visitors",
] as const;

/** The revenue CSV's header row, in column order (values in whole rupees; the share from 0 to 1). */
export const REVENUE_CSV_COLUMNS = [
  "dimension",
  "key",
  "leads",
  "won",
  "won_value_inr",
  "won_share",
  "visitors",
  "converting_visitors",
  "conversion_rate",
] as const;

/** "analytics-revenue-2025-01-01-to-2025-01-30.csv". */
export const revenueCsvFileName = (range: { from: string; to: string }) =>
  `analytics-revenue-${range.from}-to-${range.to}.csv`;

/** "analytics-2025-01-01-to-2025-01-30.csv". */
export const analyticsCsvFileName = (range: { from: string; to: string }) =>
  `analytics-${range.from}-to-${range.to}.csv`;
