import { type CollectionName, seoPathOf } from "@shared/content/editable";

/** The page that shows a record best: its own page, or where it appears. */
export function previewPathOf(collection: CollectionName, id: string, data?: unknown): string {
  switch (collection) {
    case "posts":
      return `/blog/${String((data as { slug?: unknown } | undefined)?.slug ?? id)}`;
    case "seo":
      return seoPathOf(id);
    case "projects":
      return `/portfolio/${id}`;
    case "products":
      return `/product/${id}`;
    case "testimonials":
      return "/";
    case "company":
      return "/contact_us";
  }
}

/** The back-office editor of a record. */
export const editorHref = (collection: CollectionName, id: string) => `/admin/content/${collection}/${encodeURIComponent(id)}`;
