import type { MetaDescriptor } from "react-router";

/**
 * A back-office page's meta: its own title, plus everything the root sets for
 * /admin (robots noindex, description…). A route's meta replaces its parents' in
 * React Router, so the root's tags are carried over explicitly.
 */
export function adminMeta(page: string) {
  return ({ matches }: { matches: ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined> }): MetaDescriptor[] => {
    const inherited = (matches[0]?.meta ?? []).filter((m) => !("title" in m));
    return [{ title: `${page} | Back office` }, ...inherited];
  };
}
