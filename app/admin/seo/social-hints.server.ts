import type { FormNode } from "../content/schema-form.server";
import { SOCIAL_TEXT_SOURCES, type SocialTextField } from "#shared/lib/seo-social";
import { seoCopy } from "./copy";

/** The SEO record form with a hint under each link-preview text: empty follows the SEO title or description. */
export function withSocialHints(form: FormNode): FormNode {
  if (form.kind !== "group") return form;
  return {
    ...form,
    children: form.children.map((node) =>
      node.kind === "text" && Object.hasOwn(SOCIAL_TEXT_SOURCES, node.name)
        ? {
            ...node,
            hint:
              SOCIAL_TEXT_SOURCES[node.name as SocialTextField] === "title"
                ? seoCopy.follows.title
                : seoCopy.follows.description,
          }
        : node,
    ),
  };
}
