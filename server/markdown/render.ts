/**
 * Blog posts: Markdown to safe HTML, on the server only (this module and its unified
 * plugins never reach the browser bundle: the app imports it only from `*.server.ts`
 * modules). Code is highlighted here, so a post ships no client JS.
 *
 * Pipeline, in order, and why:
 *  1. remark-parse, remark-gfm: Markdown (+ tables, task lists, strikethrough, autolink
 *     literals, footnotes) to mdast.
 *  2. remark-rehype WITHOUT `allowDangerousHtml`: mdast to hast. Raw HTML in the source
 *     (`<script>`, `<iframe>`, `<img onerror>`, `<svg onload>`, …) is dropped here, so
 *     it never exists as markup; only the text between raw tags survives, as text.
 *  3. rehype-slug: ids on headings (github-slugger, from the heading's text).
 *  4. outline (ours): heading ids made unique against the footnotes' ids; headings
 *     (h2/h3) and word count, read before anything below adds text of its own (anchor
 *     labels, highlight spans).
 *  5. rehype-autolink-headings: a link appended inside each h2/h3, named by aria-label
 *     "Link to this section: {heading}"; its visible "#" is aria-hidden.
 *  6. rehype-highlight (lowlight, a few grammars only): `hljs-*` spans and classes.
 *  7. site rules (ours): `rel="noopener noreferrer"` on external links; images only
 *     from site paths (`/media/…`, `/images/…`), others removed, lazy loading; task
 *     checkboxes named by their item's text; a space before each heading anchor.
 *  8. rehype-sanitize with POST_SANITIZE_SCHEMA, LAST of all transforms: GitHub's schema
 *     narrowed and extended only by exactly what steps 3–7 add. Whatever any plugin
 *     above does (or a future version of it does), the string we return is checked
 *     against one allowlist: no event handlers, no unknown tags, no `javascript:`/
 *     `data:`/`vbscript:` URLs (protocols are an allowlist), no image from elsewhere.
 *  9. after sanitize (ours, removes only): links whose URL the schema refused become
 *     their text; the `/media/` sources left in the sanitized tree are listed.
 * 10. rehype-stringify: serialize (escapes text and attribute values).
 *
 * Ids: GitHub's schema prefixes every `id` with `user-content-` ("clobbering") because
 * raw HTML could otherwise name elements `window.config` and the like. Raw HTML never
 * gets this far, so the only ids are ours: heading slugs (kept prefix-free so `#slug`
 * links work without client JS) and GFM footnotes, which remark-rehype already prefixes
 * with `user-content-`. The schema therefore turns clobbering off and allows `id` only on
 * those elements, with those values. (Re-prefixing would break footnote links, whose
 * hrefs are not rewritten.)
 */
import type { Element, ElementContent, Properties, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { LanguageFn } from "lowlight";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import { SKIP, visit } from "unist-util-visit";
import { lazyImport } from "../lazy-import";

export type PostHeading = { depth: 2 | 3; id: string; text: string };

export type RenderedMarkdown = {
  html: string;
  headings: PostHeading[];
  words: number;
  /** words / 200, rounded up, at least 1. */
  readingMinutes: number;
  /** The `/media/` image sources the post uses, each once, in order of appearance. */
  images: string[];
  /** The sources of images written without alt text (`![](…)`), each once: publishing refuses them. */
  unnamedImages: string[];
};

export const WORDS_PER_MINUTE = 200;

/** The anchor's accessible name: this prefix, then the heading's text. */
export const HEADING_LINK_LABEL = "Link to this section: ";

/**
 * An image the site serves itself: `/media/…` (the image library) or `/images/…` (the
 * site's own files). Path segments of letters, digits, `.`, `_`, `-` that do not start
 * with a dot: no `..`, no `//host`, no query string, no percent-escapes, so an <img> can
 * never become a GET to some other same-origin URL (a logout, an export).
 */
export const SITE_IMAGE_SRC = /^\/(?:media|images)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

const MEDIA_SRC = /^\/media\//;

/** An absolute or protocol-relative URL: somewhere else (or us, by full address). */
const EXTERNAL_HREF = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** The grammars code may be highlighted in (aliases come with them: js, ts, sh, html, yml…). */
const LANGUAGES = ["json", "javascript", "typescript", "bash", "xml", "css", "sql", "yaml"] as const;

function grammars(common: Record<string, LanguageFn>) {
  return Object.fromEntries(
    LANGUAGES.map((name) => {
      const grammar = common[name];
      if (!grammar) throw new Error(`lowlight has no grammar "${name}"`);
      return [name, grammar];
    }),
  );
}

const gh = defaultSchema;
const ghAttributes = gh.attributes ?? {};
const HEADING_ID: [string] = ["id"];

/**
 * GitHub's schema (hast-util-sanitize's default), with these deliberate changes:
 *  - `id` and `name` no longer on every element; `id` only on headings (our slugs,
 *    prefix-free), footnote items and references (`user-content-fn…`), and clobbering off
 *    (see the module comment);
 *  - `class` on `code`: `language-*` (fence info) and `hljs`; on `span`: `hljs-*` only.
 *    (So lowlight's scope modifiers such as `class_` and sub-language spans lose their
 *    class; the `hljs-*` class that colours them stays.)
 *  - `span`: `aria-hidden="true"` (the heading anchor's visible "#");
 *  - `a`: `rel` of `noopener`/`noreferrer` only (aria-label was already allowed);
 *  - `img`: `src` only on a site path (SITE_IMAGE_SRC), `loading="lazy"`,
 *    `decoding="async"` (`width`/`height`/`alt`/`title` were already allowed);
 *  - `input` (task-list checkboxes only, as GitHub's): `aria-label`.
 *  - `href` protocols: http, https, mailto, tel (GitHub's also allow irc, ircs, xmpp);
 * Tag names, `src` protocols (http, https), `strip: ['script']` and the table ancestors
 * stay GitHub's.
 */
export const POST_SANITIZE_SCHEMA: SanitizeSchema = {
  ...gh,
  // Links as everywhere else in content (shared/content/schemas/common.ts, isSafeLink):
  // web, mail and phone; relative paths have no protocol and are kept.
  protocols: { ...gh.protocols, href: ["http", "https", "mailto", "tel"] },
  clobber: [],
  clobberPrefix: "",
  attributes: {
    ...ghAttributes,
    "*": (ghAttributes["*"] ?? []).filter((attribute) => attribute !== "id" && attribute !== "name"),
    h1: HEADING_ID,
    h2: [...(ghAttributes.h2 ?? []), "id"],
    h3: HEADING_ID,
    h4: HEADING_ID,
    h5: HEADING_ID,
    h6: HEADING_ID,
    li: [...(ghAttributes.li ?? []), ["id", /^user-content-fn-/]],
    a: [...(ghAttributes.a ?? []), ["id", /^user-content-fnref-/], ["rel", "noopener", "noreferrer"]],
    input: [...(ghAttributes.input ?? []), "ariaLabel"],
    code: [["className", /^language-[A-Za-z0-9_+#.-]+$/, "hljs"]],
    span: [
      ["className", /^hljs-[A-Za-z0-9_-]+$/],
      ["ariaHidden", "true"],
    ],
    img: [
      ...(ghAttributes.img ?? []).filter((attribute) => attribute !== "src"),
      ["src", SITE_IMAGE_SRC],
      ["loading", "lazy"],
      ["decoding", "async"],
    ],
  },
};

type Outline = { headings: PostHeading[]; words: number; images: string[]; unnamedImages: string[] };

/** Each render's outline, keyed by its VFile (the processor is built once and shared). */
const outlines = new WeakMap<object, Outline>();

function outlineOf(file: object): Outline {
  let outline = outlines.get(file);
  if (!outline) {
    outline = { headings: [], words: 0, images: [], unnamedImages: [] };
    outlines.set(file, outline);
  }
  return outline;
}

function classList(element: Element): unknown[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value : [];
}

/**
 * A heading the author wrote (h1–h6). GFM's footnote label ("Footnotes",
 * `<h2 class="sr-only" id="footnote-label">`) is the only heading with a class.
 */
function isAuthorHeading(element: Element): boolean {
  return /^h[1-6]$/.test(element.tagName) && classList(element).length === 0;
}

/** The post's sections: the author's h2 and h3. */
function isPostHeading(element: Element): boolean {
  return (element.tagName === "h2" || element.tagName === "h3") && isAuthorHeading(element);
}

/**
 * rehype-slug keeps heading slugs unique among themselves but does not know the ids
 * remark-rehype gave the footnotes (`footnote-label`, `user-content-fn-…`): a heading
 * "Footnote label" would duplicate one. Such a heading gets the next free `-N` suffix.
 */
function uniqueHeadingIds(tree: Root): void {
  const taken = new Set<string>();
  const headings: Element[] = [];
  visit(tree, "element", (element) => {
    const id = element.properties.id;
    if (typeof id !== "string") return;
    if (isAuthorHeading(element)) headings.push(element);
    else taken.add(id);
  });
  const slugs = new Set(headings.map((heading) => String(heading.properties.id)));
  for (const heading of headings) {
    const id = String(heading.properties.id);
    if (!taken.has(id)) {
      taken.add(id);
      continue;
    }
    let n = 1;
    while (taken.has(`${id}-${n}`) || slugs.has(`${id}-${n}`)) n += 1;
    heading.properties.id = `${id}-${n}`;
    taken.add(`${id}-${n}`);
  }
}

function headingText(element: Element): string {
  return toString(element).replace(/\s+/g, " ").trim();
}

function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  }
  return words;
}

/** Step 4: headings and words, from the text as written. */
function rehypeOutline() {
  return (tree: Root, file: object) => {
    uniqueHeadingIds(tree);
    const outline = outlineOf(file);
    outline.words = countWords(toString(tree));
    visit(tree, "element", (element) => {
      const id = element.properties.id;
      if (isPostHeading(element) && typeof id === "string") {
        outline.headings.push({ depth: element.tagName === "h2" ? 2 : 3, id, text: headingText(element) });
      }
    });
  };
}

/** A task-list checkbox's name: the text of its item (without nested lists), as a reader sees it. */
function taskText(container: Element): string {
  const parts = container.children.filter(
    (child) => !(child.type === "element" && (child.tagName === "ul" || child.tagName === "ol")),
  );
  return parts
    .map((child) => toString(child))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Step 7, the site's rules for what Markdown made:
 *  - external links get `rel="noopener noreferrer"`;
 *  - images only from site paths (SITE_IMAGE_SRC), others removed; `loading="lazy"`,
 *    `decoding="async"`;
 *  - a task-list checkbox is named by its item's text (`aria-label`): GFM's bare
 *    `<input type="checkbox" disabled>` has no label, which axe reports;
 *  - a space before each heading anchor, so the heading's accessible name reads
 *    "Install it Link to this section: …", not "Install itLink to…".
 */
function rehypeSiteRules() {
  return (tree: Root) => {
    visit(tree, "element", (element, index, parent) => {
      switch (element.tagName) {
        case "a": {
          const href = element.properties.href;
          if (typeof href === "string" && EXTERNAL_HREF.test(href)) {
            element.properties.rel = ["noopener", "noreferrer"];
          }
          return;
        }
        case "img": {
          const src = element.properties.src;
          if (typeof src === "string" && SITE_IMAGE_SRC.test(src)) {
            element.properties.loading = "lazy";
            element.properties.decoding = "async";
          } else if (parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          return;
        }
        case "input": {
          if (element.properties.type === "checkbox" && parent?.type === "element") {
            // Its parent is the <li>, or the item's first <p> in a loose list.
            element.properties.ariaLabel = taskText(parent) || "Task";
          }
          return;
        }
        case "h2":
        case "h3": {
          const last = element.children.at(-1);
          const before = element.children.at(-2);
          const spaced = before?.type === "text" && /\s$/.test(before.value);
          if (isPostHeading(element) && last?.type === "element" && last.tagName === "a" && before && !spaced) {
            element.children.splice(element.children.length - 1, 0, { type: "text", value: " " });
            return SKIP;
          }
          return;
        }
        default:
          return;
      }
    });
  };
}

/**
 * Step 9, on the sanitized tree, removing only: a link whose URL the schema refused
 * (`javascript:` and the like) is left as its text rather than an `<a>` that looks
 * like a link and goes nowhere; and the library images the post shows are listed, and
 * the images without alt text.
 */
function rehypeAfterSanitize() {
  return (tree: Root, file: object) => {
    const { images, unnamedImages } = outlineOf(file);
    visit(tree, "element", (element, index, parent) => {
      if (element.tagName === "a" && element.properties.href === undefined && element.properties.id === undefined) {
        if (parent && index !== undefined) {
          parent.children.splice(index, 1, ...element.children);
          return [SKIP, index];
        }
        return;
      }
      const src = element.properties.src;
      if (element.tagName === "img" && typeof src === "string" && MEDIA_SRC.test(src) && !images.includes(src)) {
        images.push(src);
      }
      const alt = element.properties.alt;
      if (element.tagName === "img" && typeof src === "string" && !(typeof alt === "string" && alt.trim()))
        if (!unnamedImages.includes(src)) unnamedImages.push(src);
    });
  };
}

function anchorProperties(element: Readonly<Element>): Properties {
  return { ariaLabel: HEADING_LINK_LABEL + headingText(element as Element) };
}

const ANCHOR_CONTENT: ElementContent = {
  type: "element",
  tagName: "span",
  properties: { ariaHidden: "true" },
  children: [{ type: "text", value: "#" }],
};

/** The page's title is its one h1: a "# Heading" in a post becomes an h2. */
function rehypeDemoteH1() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
  };
}

/**
 * The processor, made on first use (processor() below): its parsers and highlight.js's
 * grammars take about a fifth of a server start to load, and most starts never render a
 * post (the published pages are served as they were rendered).
 */
async function makeProcessor() {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkGfm },
    { default: remarkRehype },
    { default: rehypeSlug },
    { default: rehypeAutolinkHeadings },
    { default: rehypeHighlight },
    { common },
    { default: rehypeStringify },
  ] = await Promise.all([
    import("unified"),
    import("remark-parse"),
    import("remark-gfm"),
    import("remark-rehype"),
    import("rehype-slug"),
    import("rehype-autolink-headings"),
    import("rehype-highlight"),
    import("lowlight"),
    import("rehype-stringify"),
  ]);
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeDemoteH1)
    .use(rehypeSlug)
    .use(rehypeOutline)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      test: (element: Element) => isPostHeading(element),
      properties: anchorProperties,
      content: ANCHOR_CONTENT,
    })
    .use(rehypeHighlight, { languages: grammars(common), detect: false })
    .use(rehypeSiteRules)
    .use(rehypeSanitize, POST_SANITIZE_SCHEMA)
    .use(rehypeAfterSanitize)
    .use(rehypeStringify)
    .freeze();
}

const processor = lazyImport(makeProcessor);

/** Loads the pipeline's packages (a worker thread does this before its time limit starts). */
export const loadMarkdownPipeline = async (): Promise<void> => void (await processor());

/**
 * Renders Markdown on the calling thread. Its cost can grow much faster than the text
 * (`*a` × 50,000 took minutes), so the server never calls this on its own thread with an
 * author's text: it goes through MarkdownRenderer (renderer.ts), a worker pool with a time
 * limit. Only the build (shipped posts, prerendered) and the worker itself call it.
 */
export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const file = (await processor()).processSync(markdown);
  const outline = outlineOf(file);
  outlines.delete(file);
  return {
    html: String(file),
    headings: outline.headings,
    words: outline.words,
    readingMinutes: Math.max(1, Math.ceil(outline.words / WORDS_PER_MINUTE)),
    images: outline.images,
    unnamedImages: outline.unnamedImages,
  };
}
