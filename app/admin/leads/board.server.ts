import type { QuoteFilter, QuoteWithMail } from "#server/db/quotes";
import { displayPhone } from "#shared/lib/phone";
import { rupees } from "../labels";
import { formatIndiaDateTime } from "../time.server";
import { MAX_ATTRIBUTION_VALUE } from "./filter.server";
import type { BoardColumnView, BoardFilterValues } from "./board-types";
import { isOverdue } from "./view.server";

/** Cards shown per column; the rest are counted, with a link to them in the inbox. */
export const BOARD_CARDS = 30;

/**
 * The board's filters from its address, as in the inbox: the signed-in person's leads ("mine"),
 * anyone's (an owner's id, or "none" for unassigned), a campaign. Anything malformed is dropped.
 */
export function parseBoardQuery(params: URLSearchParams): BoardFilterValues {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const owner = text("owner");
  const campaign = text("campaign");
  return {
    mine: text("view") === "mine",
    owner: owner === "none" || /^\d{1,15}$/.test(owner) ? owner : "",
    campaign:
      campaign.length <= MAX_ATTRIBUTION_VALUE && !/[\u0000-\u001f\u007f-\u009f]/.test(campaign) ? campaign : "",
  };
}

export function toBoardFilter(values: BoardFilterValues, userId: number): QuoteFilter {
  const filter: QuoteFilter = {};
  if (values.mine) filter.owner = userId;
  else if (values.owner === "none") filter.owner = "none";
  else if (values.owner) filter.owner = Number(values.owner);
  if (values.campaign) filter.campaign = values.campaign;
  return filter;
}

/** The board's address with its filters (the forms on it come back here). */
export function boardQueryString(values: BoardFilterValues): string {
  const params = new URLSearchParams();
  if (values.mine) params.set("view", "mine");
  else if (values.owner) params.set("owner", values.owner);
  if (values.campaign) params.set("campaign", values.campaign);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The inbox's address for a column's leads under the same filters (its "and N more"). */
export function inboxHrefOf(values: BoardFilterValues, stage: string): string {
  const params = new URLSearchParams({ status: stage });
  if (values.mine) params.set("view", "mine");
  else if (values.owner === "none") params.set("view", "unassigned");
  if (values.campaign) params.set("campaign", values.campaign);
  return `/admin?${params}`;
}

export function toBoardColumns(
  columns: { stage: QuoteWithMail["status"]; count: number; value: number; leads: QuoteWithMail[] }[],
  values: BoardFilterValues,
  now: Date,
): BoardColumnView[] {
  return columns.map((column) => ({
    stage: column.stage,
    count: column.count,
    value: column.value > 0 ? rupees(column.value) : null,
    more: Math.max(column.count - column.leads.length, 0),
    moreHref: inboxHrefOf(values, column.stage),
    cards: column.leads.map((lead) => ({
      id: lead.id,
      name: lead.name.trim() || `Lead #${lead.id}`,
      phone: displayPhone(lead.phoneNumber),
      value:
        lead.status === "won" && lead.wonValue !== null
          ? rupees(lead.wonValue)
          : lead.expectedValue !== null
            ? rupees(lead.expectedValue)
            : null,
      owner: lead.owner?.name ?? null,
      followUp: lead.followUpAt
        ? {
            at: { iso: lead.followUpAt, text: formatIndiaDateTime(lead.followUpAt) },
            overdue: isOverdue(lead, now),
          }
        : null,
      version: lead.version,
    })),
  }));
}
