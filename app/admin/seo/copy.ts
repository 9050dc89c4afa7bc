/** Every word of the SEO editor's preview and of the SEO overview (app/routes/admin/seo.tsx). */
export const seoCopy = {
  verdict: { missing: "missing", short: "too short", good: "good", long: "too long" },
  field: { title: "Title", description: "Description" },
  problem: {
    missing: "missing",
    short: "too short",
    long: "too long",
    duplicate: (others: string[]) => `also used by ${others.join(", ")}`,
  },
  counters: {
    heading: "Length",
    title: "SEO title",
    description: "Meta description",
    help: "Search results show about 30–60 characters of a title and 70–160 of a description.",
    announce: (title: string, description: string) => `SEO title ${title}. Meta description ${description}.`,
  },
  overview: {
    title: "SEO overview",
    intro:
      "Every page’s search title and description, checked: missing, too short, too long, or the same as another page’s.",
    filterHeading: "Show",
    onlyProblems: "Only pages with problems",
    apply: "Show",
    clear: "Show all",
    search: "Search",
    searchHint: "Page address, title or description.",
    summary: (shown: number, total: number, withProblems: number) =>
      `${shown} of ${total} pages shown; ${withProblems} ${withProblems === 1 ? "has" : "have"} problems.`,
    caption: "Pages and their search texts",
    page: "Page",
    texts: "Title and description",
    problems: "Problems",
    none: "No problems",
    empty: "No page matches.",
    edit: (page: string) => `Edit the SEO record of ${page}`,
  },
} as const;
