import { z } from "zod";
import { choice, filled, imageSchema, internalHref, listOf, nonEmpty, slug, webUrl, wholeNumber } from "./common";
import { form } from "./form-hints";

/**
 * The company's own products: the /product list and the /product/{route} pages
 * with their plans. Prices are whole rupees; the page formats them (₹3,000).
 */

/** Icons drawn inline by the product components (no request per icon). */
export const productIconNames = [
  "attendance",
  "location",
  "clock",
  "users",
  "payroll",
  "report",
  "ledger",
  "wallet",
  "reminder",
  "backup",
  "shield",
  "alarm",
  "camera",
  "sim",
  "lock",
  "phone",
  "receipt",
  "chart",
  "calendar",
  "building",
  "apps",
  "cloud",
  "support",
  "check",
  "star",
  "rocket",
  "crown",
  "diamond",
  "infinity",
  "tag",
] as const;
export const productIconSchema = z.enum(productIconNames);
export type ProductIconName = z.infer<typeof productIconSchema>;

const storeUrl = (host: string) =>
  webUrl.refine((u) => u.startsWith("https://") && new URL(u).hostname === host, `must be an https link on ${host}`);

const planIcon = choice(productIconNames, "an icon").meta({ title: "Icon" });
export const planFeatureSchema = z.object({
  icon: planIcon,
  label: filled("the feature").meta({ title: "Feature" }),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** A plan with a published price, in whole rupees. */
const fixedPricingSchema = z.object({
  type: z.literal("fixed"),
  price: wholeNumber("the plan's price in rupees", 1).meta({
    title: "Price (₹)",
  }),
  /** The struck-through earlier price; only in the monthly (default) view. */
  oldPrice: wholeNumber("the earlier price in rupees", 1).optional().meta({
    title: "Earlier price (₹)",
    description: "Shown struck through; leave empty for none.",
  }),
  /** What the price buys, e.g. "per user / month", "one-time". */
  period: filled("what the price buys, e.g. per user / month").meta({
    title: "Per",
    description: "e.g. per user / month, one-time",
  }),
  /** e.g. "+ GST", "incl. GST". */
  taxNote: filled("the tax note, e.g. + GST").optional().meta({ title: "Tax note", description: "e.g. + GST" }),
});

/** A plan priced per deal: no rupee amount is published, the visitor asks for a quote. */
const quotePricingSchema = z.object({
  type: z.literal("quote"),
  label: filled("the words shown instead of a price, e.g. Talk to us").meta({
    title: "Instead of a price",
  }),
  note: filled("the note under it").meta({ title: "Note" }),
});

export const planSchema = z
  .object({
    /** Never shown: made from the plan's name when it is added, then kept. */
    id: slug.meta({ title: "ID", ...form({ madeFrom: "name" }) }),
    name: filled("the plan's name").meta({ title: "Plan name" }),
    icon: planIcon,
    /** One line under the name, e.g. "Up to 5 users". */
    summary: filled("one line under the plan's name, e.g. Up to 5 users").meta({
      title: "Summary",
    }),
    pricing: z
      .discriminatedUnion("type", [fixedPricingSchema, quotePricingSchema], {
        error: "Choose how the plan is priced.",
      })
      .meta({ title: "Pricing" }),
    button: z.object({
      label: filled("the button's words").meta({ title: "Button words" }),
      href: internalHref.meta({ title: "Button goes to" }),
    }),
    featuresHeading: filled("the heading above the features").meta({
      title: "Features heading",
    }),
    features: listOf(planFeatureSchema, ["feature", "features"], 2).meta({
      title: "Features",
    }),
    /** Marks the plan most customers pick; shown as a ribbon. */
    badge: filled("the ribbon's words").optional().meta({
      title: "Ribbon",
      description: "Marks the plan most customers pick; leave empty for none.",
    }),
  })
  .refine(
    (p) => p.pricing.type !== "fixed" || p.pricing.oldPrice === undefined || p.pricing.oldPrice > p.pricing.price,
    {
      message: "Make the earlier price higher than the price, or leave it empty.",
      path: ["pricing", "oldPrice"],
    },
  );
export type Plan = z.infer<typeof planSchema>;

const plansSchema = listOf(planSchema, ["plan", "plans"], 1, 4).refine(
  (plans) => new Set(plans.map((p) => p.id)).size === plans.length,
  {
    error: "Give each plan a different ID.",
  },
);

export const planSectionSchema = z
  .object({
    eyebrow: filled("the small line above the heading").meta({
      title: "Eyebrow",
    }),
    heading: filled("the heading").meta({ title: "Heading" }),
    description: filled("the description").meta({ title: "Description" }),
    /** The default view (monthly where a billing switch exists). */
    plans: plansSchema.meta({ title: "Plans" }),
    /** Only the tracking product has a monthly/yearly switch (spec). */
    billing: z
      .object({
        legend: filled("the switch's label").meta({ title: "Switch label" }),
        monthlyLabel: filled("the word for monthly").meta({ title: "Monthly" }),
        yearlyLabel: filled("the word for yearly").meta({ title: "Yearly" }),
        yearlyPlans: plansSchema.meta({ title: "Yearly plans" }),
      })
      .optional()
      .meta({ title: "Monthly/yearly switch" }),
  })
  .refine(
    (s) =>
      !s.billing || s.billing.yearlyPlans.every((p) => p.pricing.type !== "fixed" || p.pricing.oldPrice === undefined),
    {
      message: "Leave the earlier price empty in yearly plans: the yearly view shows no struck-through price.",
      path: ["billing", "yearlyPlans"],
    },
  );
export type PlanSection = z.infer<typeof planSectionSchema>;

const featureItemSchema = z.object({
  icon: productIconSchema,
  title: nonEmpty,
  text: nonEmpty,
});
const featureBlockSchema = z.object({
  image: imageSchema,
  heading: nonEmpty,
  text: nonEmpty,
});

export const productSchema = z.object({
  /** The URL segment: /product/{route}. */
  route: slug,
  name: nonEmpty,
  /** What the product is, in a few words ("Staff tracking & attendance app"). */
  category: nonEmpty,
  /** The line under the name in the page header. */
  tagline: nonEmpty,
  card: z.object({
    image: imageSchema,
    description: nonEmpty,
    bullets: z.array(nonEmpty).length(4),
  }),
  headerImage: imageSchema,
  about: z.object({ text: z.array(nonEmpty).min(1), image: imageSchema }),
  features: z.object({
    intro: nonEmpty,
    items: z.array(featureItemSchema).min(3).max(6),
  }),
  /** The two design images: after the features, and before the plans. */
  designImages: z.tuple([imageSchema, imageSchema]),
  /** Which enterprise feature-card groups the page shows, with their headings. */
  solutionGroups: z
    .array(
      z.object({
        group: z.enum(["device", "industry"]),
        eyebrow: nonEmpty,
        heading: nonEmpty,
        description: nonEmpty,
      }),
    )
    .max(2),
  featureBlocks: z.array(featureBlockSchema).length(3),
  /** Store links, only for products with apps. */
  stores: z
    .object({
      heading: nonEmpty,
      text: nonEmpty,
      playStore: storeUrl("play.google.com").optional(),
      appStore: storeUrl("apps.apple.com").optional(),
    })
    .refine((s) => s.playStore || s.appStore, "at least one store link")
    .optional(),
  planSection: planSectionSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productsSchema = z
  .array(productSchema)
  .length(6)
  .refine((list) => new Set(list.map((p) => p.route)).size === list.length, "product routes must be unique");

/** Texts of the product pages that are the same for every product. */
export const productLabelsSchema = z.object({
  list: z.object({
    bannerImage: imageSchema,
    heading: nonEmpty,
    subheading: nonEmpty,
    intro: nonEmpty,
    viewMoreLabel: nonEmpty,
  }),
  detail: z.object({
    aboutEyebrow: nonEmpty,
    aboutHeadingPrefix: nonEmpty,
    featuresEyebrow: nonEmpty,
    featuresHeading: nonEmpty,
    headerCta: z.object({ label: nonEmpty, href: internalHref }),
    /** Jumps to the plan section on the same page. */
    pricingCta: z.object({
      label: nonEmpty,
      href: z.string().regex(/^#[\w-]+$/, "must be an in-page #anchor"),
    }),
    playStoreBadge: z.object({ small: nonEmpty, large: nonEmpty }),
    appStoreBadge: z.object({ small: nonEmpty, large: nonEmpty }),
    newTabNote: nonEmpty,
    oldPriceLabel: nonEmpty,
    priceLabel: nonEmpty,
  }),
});
export type ProductLabels = z.infer<typeof productLabelsSchema>;

export const productContentSchema = z.object({
  labels: productLabelsSchema,
  products: productsSchema,
});
