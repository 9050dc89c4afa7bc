import type { MetaDescriptor } from "react-router";

/**
 * A back-office page's meta: its own title, plus everything the root sets for
 * /admin (robots noindex, description…). A route's meta replaces its parents' in
 * React Router, so the root's tags are carried over explicitly.
 */
export function adminMeta(page: string | ((args: { data: unknown }) => string)) {
  return ({
    matches,
    data,
  }: {
    matches: ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined>;
    data?: unknown;
  }): MetaDescriptor[] => {
    const inherited = (matches[0]?.meta ?? []).filter((m) => !("title" in m));
    const title = typeof page === "string" ? page : page({ data });
    return [{ title: `${title} | Back office` }, ...inherited];
  };
}
