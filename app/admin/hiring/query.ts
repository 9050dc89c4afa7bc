import type { ApplicationFilter } from "#server/hiring/repository";
import { STAGE_ORDER, type StageName } from "./copy";

/** Applications a page of the inbox shows. */
export const PAGE_SIZE = 25;
const SEARCH_MAX = 100;

/** The inbox's address's filters, as the forms and links write them. */
export type HiringQuery = { job: string; stage: StageName | "open" | ""; owner: "" | "me"; q: string };

const isStage = (v: string): v is StageName | "open" => v === "open" || (STAGE_ORDER as readonly string[]).includes(v);

/** The filters and page of /admin/hiring?job=…&stage=…&owner=me&q=…&page=…; anything unknown is left out. */
export function parseHiringQuery(params: URLSearchParams): { values: HiringQuery; page: number } {
  const job = params.get("job") ?? "";
  const stage = params.get("stage") ?? "";
  const page = Number(params.get("page") ?? 1);
  return {
    values: {
      job: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(job) && job.length <= 100 ? job : "",
      stage: isStage(stage) ? stage : "",
      owner: params.get("owner") === "me" ? "me" : "",
      q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    },
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The pipeline's filter for these values (`me`: the signed-in account). */
export function toFilter(values: HiringQuery, me: number): ApplicationFilter {
  return {
    ...(values.job ? { job: values.job } : {}),
    ...(values.stage ? { stage: values.stage } : {}),
    ...(values.owner === "me" ? { ownerId: me } : {}),
    ...(values.q ? { search: values.q } : {}),
  };
}

/** The inbox's address with these filters (and page, past the first). */
export function hiringHref(values: HiringQuery, page = 1): string {
  const params = new URLSearchParams();
  if (values.job) params.set("job", values.job);
  if (values.stage) params.set("stage", values.stage);
  if (values.owner) params.set("owner", values.owner);
  if (values.q) params.set("q", values.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/hiring?${query}` : "/admin/hiring";
}
