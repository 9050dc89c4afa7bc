import { products as shippedProducts } from "../products";
import { planSectionSchema, type PlanSection, type Product } from "../schemas/products";
import { productListEntry, productSeoEntry } from "../seo";
import { defineCollection, pathsUnder } from "./define";

/** A product's plans and prices (the plan section of /product/{route}). */
export const productPlansRecordSchema = planSectionSchema;
export type ProductPlansRecord = PlanSection;

export const products = defineCollection({
  name: "products",
  labels: { plural: "Product plans and prices", singular: "Product plans" },
  schema: productPlansRecordSchema,
  shipped: () => new Map(shippedProducts.map((p) => [p.route, p.planSection])),
  canCreate: false,
  titleOf: (_record, id) => shippedProducts.find((p) => p.route === id)?.name ?? id,
  previewPath: (id) => `/product/${id}`,
  live: {
    key: "products",
    /** Every product, with published plans. */
    merge: (published): Product[] =>
      shippedProducts.map((p) => (published[p.route] ? { ...p, planSection: published[p.route]! } : p)),
    affects: (_before, _after, paths) => pathsUnder(paths, "/product"),
  },
  admin: {
    help: "The plans and prices on each product's page.",
    columns: [],
    searchFields: [],
    unknownId: "there is no such product; an import can only change the plans of the products the site has.",
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => {
    const product = shippedProducts[0]!;
    return {
      id: product.route,
      record: { ...product.planSection, heading: "Changed plans" },
      shows: [`/product/${product.route}`],
    };
  },
  pages: {
    list: "/product",
    lists: () => [productListEntry],
    records: (slice) => slice,
    path: (product: Product) => `/product/${product.route}`,
    // Made from the live product: its description quotes the cheapest published plan.
    seo: (product: Product) => productSeoEntry(product),
  },
});
