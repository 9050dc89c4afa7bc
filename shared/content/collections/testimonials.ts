import type { z } from "zod";
import { testimonialSchema, type Testimonial } from "../schemas/shared-sections";
import { testimonials as shippedTestimonials } from "../testimonials";
import { defineCollection, listedRecords, placement, placementColumns } from "./define";

export const testimonialRecordSchema = testimonialSchema.extend(placement);
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

const listed = listedRecords<Testimonial>(shippedTestimonials, (r) => r.id);

export const testimonials = defineCollection({
  name: "testimonials",
  labels: { plural: "Testimonials", singular: "Testimonial" },
  schema: testimonialRecordSchema,
  shipped: listed.shipped,
  idField: "id",
  canCreate: true,
  titleOf: (record, id) => record?.name ?? id,
  previewPath: () => "/",
  live: {
    key: "testimonials",
    /** Visible testimonials, in order. */
    merge: listed.merge,
    // The testimonial slider sits on nearly every page.
    affects: (_before, _after, paths) => paths,
  },
  admin: {
    notice: { shownAs: "Published: it shows among the reviews on the home page." },
    help: "What clients say, in the slider on the home, services and product pages. Hidden ones show nowhere.",
    columns: [{ field: "title", label: "Role and company" }, ...placementColumns],
    searchFields: ["name", "title", "quote"],
    create: { derive: { from: "name", to: ["id"] } },
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => {
    const [id, record] = [...listed.shipped()][0]!;
    return { id, record: { ...record, quote: "A changed quote." }, shows: ["/", "/services/app_development"] };
  },
});
