import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Route } from "./+types/board";
import { redirectWithNotice, requirePost, requireUser } from "#app/admin/auth.server";
import { Board } from "#app/admin/leads/Board";
import {
  BOARD_CARDS,
  boardQueryString,
  parseBoardQuery,
  toBoardColumns,
  toBoardFilter,
} from "#app/admin/leads/board.server";
import { leadCopy } from "#app/admin/leads/lead-copy";
import { STATUS_LABELS } from "#app/admin/labels";
import { adminPage, formPageHeaders } from "#app/admin/page.server";
import { AdminPage } from "#app/admin/ui/AdminPage";
import { NoticeBanner } from "#app/admin/ui/form";
import { adminMeta } from "#app/admin/ui/meta";
import { FilterCheckbox, FilterForm, FilterSelect, filterInputClass } from "#app/admin/ui/filters";
import { QUOTE_STATUSES } from "#server/db/schema";

const copy = leadCopy.board;
const HERE = "/admin/board";

/** The board's address with its filters, from a form's hidden field: only this page's own, else the plain board. */
function safeBoardReturn(value: unknown): string {
  const match = typeof value === "string" ? /^\/admin\/board(\?[^#\s\\]*)?$/.exec(value) : null;
  return `${HERE}${match ? boardQueryString(parseBoardQuery(new URLSearchParams(match[1] ?? ""))) : ""}`;
}

/** A move sent from a card's menu or by dragging it: the lead, the version on the board, the stage. */
const moveSchema = z.object({
  id: z.coerce.number({ error: "That card is no lead." }).int().positive(),
  version: z.coerce.number().int().catch(0),
  stage: z.enum(QUOTE_STATUSES, { error: "Choose a stage to move the lead to." }),
  returnTo: z.string().optional(),
});

/**
 * The pipeline board (/admin/board): a column per stage with its count and total value, a card
 * per lead, filtered as the inbox is (mine, an owner, a campaign). Owners and sales only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signed = await requireUser(request, context, "leads.work");
  const { quotes, pipeline } = context.services;
  const values = parseBoardQuery(new URL(request.url).searchParams);
  const [columns, assignees, { campaigns }] = await Promise.all([
    quotes.board(toBoardFilter(values, signed.user.id), BOARD_CARDS),
    pipeline.assignees(),
    quotes.attributionValues(),
  ]);
  return adminPage(signed, request, context, {
    values,
    columns: toBoardColumns(columns, values, new Date()),
    owners: assignees.map((a) => ({ value: String(a.id), label: a.name })),
    campaigns,
    returnTo: `${HERE}${boardQueryString(values)}`,
  });
}

/**
 * A card moved (intent "move"): the stage changes through the pipeline, which checks the
 * version the board showed. A stage that needs a value (Proposal sent, Won, Lost) and has none
 * sends the person to the lead's stage form with that stage chosen, to fill it in there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await requirePost(request, context, "leads.work", { next: HERE });
  const submission = parseWithZod(post.form, { schema: moveSchema });
  const back = safeBoardReturn(post.form.get("returnTo"));
  if (post.form.get("intent") !== "move" || submission.status !== "success")
    return redirectWithNotice(back, post, { text: leadCopy.notices.unknownForm, tone: "error" }, request, context);
  const { id, version, stage } = submission.value;
  const result = await context.services.pipeline.changeStage({ user: post.user, ip: post.ip }, id, {
    stage,
    expectVersion: version,
  });
  const label = STATUS_LABELS[stage];
  if (result.ok)
    return redirectWithNotice(
      `${back}#card-${id}`,
      post,
      { text: result.changed ? copy.moved(id, label) : copy.same(id, label) },
      request,
      context,
    );
  switch (result.reason) {
    case "invalid":
      return redirectWithNotice(
        `/admin/leads/${id}?${new URLSearchParams({ done: "stage", stage })}#stage`,
        post,
        { text: copy.needs(id, label), tone: "error" },
        request,
        context,
      );
    case "conflict":
      return redirectWithNotice(
        `${back}#card-${id}`,
        post,
        { text: copy.conflict(id), tone: "error" },
        request,
        context,
      );
    default:
      return redirectWithNotice(back, post, { text: copy.gone(id), tone: "error" }, request, context);
  }
}

export const headers = formPageHeaders;

export const meta = adminMeta(copy.title);

export default function BoardPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const f = copy.filters;
  const active = d.values.mine || d.values.owner !== "" || d.values.campaign !== "";
  return (
    <AdminPage
      siteName={d.siteName}
      account={d.account}
      current={HERE}
      breadcrumbs={[{ label: leadCopy.breadcrumb, href: "/admin" }, { label: copy.breadcrumb }]}
      title={copy.title}
      intro={copy.intro}
    >
      <NoticeBanner notice={d.notice} />
      <FilterForm
        headingId="board-filter-heading"
        action={HERE}
        className="sm:grid-cols-3 sm:items-end"
        buttonsClassName="sm:col-span-3"
        words={{ filterHeading: f.heading, apply: f.apply, clear: f.clear }}
        active={active}
      >
        {(
          [
            ["owner", f.owner, d.values.owner, f.anyone, [{ value: "none", label: f.nobody }, ...d.owners]],
            [
              "campaign",
              f.campaign,
              d.values.campaign,
              f.anyCampaign,
              d.campaigns.map((c) => ({ value: c, label: c })),
            ],
          ] as const
        ).map(([name, label, value, any, options]) => (
          <FilterSelect
            key={name}
            id={`board-${name}`}
            name={name}
            label={label}
            value={value}
            any={any}
            options={options}
            inputClassName={`${filterInputClass} min-w-0`}
          />
        ))}
        <FilterCheckbox id="board-mine" name="view" value="mine" label={f.mine} checked={d.values.mine} />
      </FilterForm>
      <Board columns={d.columns} csrf={d.csrf} returnTo={d.returnTo} />
    </AdminPage>
  );
}
