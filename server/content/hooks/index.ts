import type { ServerHooks } from "../types";
import { type PostHookDeps, postHooks } from "./posts";
import { seoHooks } from "./seo";

/** What the collections' server hooks need (server/services.ts gives it). */
export type HookDeps = PostHookDeps & { siteUrl: string };

/**
 * The server-side parts of the collections that have any, beside their definitions in
 * shared/content/collections/ (a collection without one needs no line here).
 */
export const serverHooks = (deps: HookDeps): ServerHooks => ({
  seo: seoHooks(deps.siteUrl),
  posts: postHooks(deps),
});
