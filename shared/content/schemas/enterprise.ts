import { z } from "zod";
import { imageSchema, nonEmpty, slug } from "./common";
import { techAreas } from "./shared-sections";

/** Device solutions (first card group) and industries (second card group) of the EMM product. */
export const enterpriseGroups = ["device", "industry"] as const;
export type EnterpriseGroup = (typeof enterpriseGroups)[number];

/** An image-and-text block (the old site's headData, dataTwo, dataThree). */
export const featureTextBlockSchema = z.object({
  tagline: nonEmpty,
  description: nonEmpty,
  image: imageSchema,
});
export type FeatureTextBlock = z.infer<typeof featureTextBlockSchema>;

export const keyFeatureSchema = z.object({
  icon: imageSchema,
  heading: nonEmpty,
  description: nonEmpty,
});
export type KeyFeature = z.infer<typeof keyFeatureSchema>;

/**
 * One enterprise feature page (/product/enterprise-managements/{id} for devices,
 * /product/enterprise-management/{id} for industries) and the card that links to it
 * from the product detail page.
 */
export const enterpriseFeatureSchema = z.object({
  /** URL id; keeps the old site's spelling (e.g. "Kiosk-Lockdown"). */
  id: slug,
  group: z.enum(enterpriseGroups),
  /** The page's h1 and the card's title. */
  name: nonEmpty,
  card: z.object({
    label: nonEmpty,
    information: nonEmpty,
    icon: imageSchema,
    buttonLabel: nonEmpty,
  }),
  /** Head banner: tagline, description and hero illustration. */
  head: featureTextBlockSchema,
  /** Technology areas shown under "LEVEL UP WITH OUR TECH SKILLS!". */
  techAreas: z.array(z.enum(techAreas)).min(1),
  /** The two image-and-text blocks (dataTwo, dataThree). */
  blocks: z.tuple([featureTextBlockSchema, featureTextBlockSchema]),
  keyFeatures: z.object({
    heading: nonEmpty,
    description: nonEmpty,
    items: z.array(keyFeatureSchema).min(4).max(6),
  }),
});
export type EnterpriseFeature = z.infer<typeof enterpriseFeatureSchema>;

export const enterpriseFeaturesSchema = z
  .array(enterpriseFeatureSchema)
  .length(8)
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "feature ids must be unique");

/** Fixed labels of the feature pages, kept out of the components. */
export const enterprisePageLabelsSchema = z.object({
  groupEyebrow: z.object({ device: nonEmpty, industry: nonEmpty }),
  demoButton: nonEmpty,
  callButton: nonEmpty,
  techHeading: nonEmpty,
  techIntro: nonEmpty,
  logosHeading: nonEmpty,
  logosIntro: nonEmpty,
  reviewHeading: nonEmpty,
});
export type EnterprisePageLabels = z.infer<typeof enterprisePageLabelsSchema>;
