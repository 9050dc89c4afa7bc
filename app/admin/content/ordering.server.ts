import type { AppLoadContext } from "react-router";
import { allCollections, type CollectionName, collectionOf } from "#shared/content/collections";
import type { Actor, RecordView } from "#server/content/types";
import { contentCopy } from "./copy";
import { editorHref } from "./preview-path";
import { specOf } from "./schema-spec.server";

/**
 * Placed records put in order by hand (issue 35: the FAQs of a page could only be reordered
 * by opening records to read their numbers): the records of one group (an FAQ's page) as the
 * site shows them, with their positions, and a move that publishes the new order at once.
 * Only the relative order within a group counts (the site filters by group, then sorts by
 * `order`), so a move changes the moved record's number when there is room between its new
 * neighbours, else numbers the group 10, 20, 30… A record with a draft keeps it, with the
 * new number.
 */

const copy = contentCopy.ordering;

export type OrderGroup = { value: string; label: string };

/** What the ordering of a collection offers: the field it groups by and its groups (values and their words). */
export type Ordering = { field?: string; fieldLabel?: string; groups: OrderGroup[] };

export type OrderedRecord = {
  id: string;
  title: string;
  /** 1, 2, 3… as the group shows them. */
  position: number;
  /** Published (or shipped) but not shown on the site. */
  hidden: boolean;
  /** Has unpublished edits (they keep the new position). */
  draft: boolean;
  href: string;
};

/** The ordering a collection offers, or undefined when its records are not ordered by hand. */
export function orderingOf(collection: CollectionName): Ordering | undefined {
  const info = collectionOf(collection);
  const ordering = info.admin.ordering;
  if (!ordering) return undefined;
  if (!ordering.groupBy) return { groups: [] };
  const spec = specOf(info.schema).def.shape?.[ordering.groupBy];
  const words = spec?.def.form?.options ?? {};
  const groups = (spec?.def.choices ?? []).map((c) => ({ value: String(c), label: words[String(c)] ?? String(c) }));
  return { field: ordering.groupBy, fieldLabel: spec?.def.title ?? ordering.groupBy, groups };
}

const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

/** What the site shows of a record (never a draft): published, else shipped. */
const liveOf = (view: RecordView) => fieldsOf(view.publishedData ?? view.shippedData);

/** The live records of a group, in the order the site shows them (ties keep the shipped order). */
function inOrder(views: RecordView[], ordering: Ordering, group: string | undefined): RecordView[] {
  return views
    .map((view, index) => ({ view, index }))
    .filter(({ view }) => {
      if (view.publishedData === undefined && view.shippedData === undefined) return false;
      return !ordering.field || liveOf(view)[ordering.field] === group;
    })
    .sort((a, b) => Number(liveOf(a.view).order) - Number(liveOf(b.view).order) || a.index - b.index)
    .map(({ view }) => view);
}

/** The records of `group`, with their positions, as the ordering list shows them. */
export async function orderedRecords(
  context: AppLoadContext,
  collection: CollectionName,
  group: string | undefined,
): Promise<OrderedRecord[]> {
  const ordering = orderingOf(collection);
  if (!ordering) return [];
  const views = await context.services.content.views(collection);
  return inOrder(views, ordering, group).map((view, i) => ({
    id: view.id,
    title: view.title,
    position: i + 1,
    hidden: liveOf(view).visible === false,
    draft: view.draftData !== undefined,
    href: editorHref(collection, view.id),
  }));
}

export type MoveResult = { ok: true; text: string } | { ok: false; text: string };

/** Where a record moves: one place up or down, or to a position (1-based, clamped). */
export type Move = { dir: "up" | "down" } | { to: number };

/**
 * Moves record `id` of `group` and publishes what changed.
 * Each changed record is published as it is live, with its new number (its draft, if any,
 * is saved again with the number too).
 */
export async function moveRecord(
  context: AppLoadContext,
  collection: CollectionName,
  group: string | undefined,
  id: string,
  move: Move,
  actor: Actor,
): Promise<MoveResult> {
  const ordering = orderingOf(collection);
  if (!ordering || (ordering.field && !ordering.groups.some((g) => g.value === group)))
    return { ok: false, text: copy.noGroup };
  const { content } = context.services;
  const list = inOrder(await content.views(collection), ordering, group);
  const from = list.findIndex((v) => v.id === id);
  if (from < 0) return { ok: false, text: copy.gone };
  const wanted = "to" in move ? Math.round(move.to) - 1 : from + (move.dir === "up" ? -1 : 1);
  const to = Math.min(list.length - 1, Math.max(0, Number.isFinite(wanted) ? wanted : from));
  const moved = list[from]!;
  const title = moved.title;
  if (to === from) return { ok: true, text: copy.moved(title, to + 1, list.length) };
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, moved);

  for (const [view, order] of newOrders(next, to)) {
    const live = { ...liveOf(view), order };
    const published = await content.publish(collection, view.id, { version: view.version }, actor, live);
    if (!published.ok)
      return { ok: false, text: published.reason === "conflict" ? copy.conflict : copy.failed(view.title) };
    if (view.draftData !== undefined) {
      // The draft comes back with the new number, so publishing it later keeps the order.
      await content.saveDraft(
        collection,
        view.id,
        { ...fieldsOf(view.draftData), order },
        { version: published.record.version },
        actor,
      );
    }
  }
  return { ok: true, text: copy.moved(title, to + 1, list.length) };
}

/**
 * The records whose number must change for `list` to be in this order, with their new
 * numbers: only the moved one (at `at`) when it fits between its neighbours, else 10, 20, 30….
 */
function newOrders(list: RecordView[], at: number): [RecordView, number][] {
  const order = (v: RecordView | undefined) => (v ? Number(liveOf(v).order) : undefined);
  const before = order(list[at - 1]);
  const after = order(list[at + 1]);
  const low = before ?? Math.min(0, (after ?? 10) - 10) - 1;
  const high = after ?? (before ?? 0) + 11;
  const sortedNeighbours = list.every((v, i) => i === 0 || i === at || i - 1 === at || order(list[i - 1])! < order(v)!);
  if (sortedNeighbours && high - low >= 2 && low + 1 >= 0 && high - 1 <= MAX_ORDER) {
    const middle = Math.floor((low + high) / 2);
    return [[list[at]!, middle]];
  }
  return list.flatMap((v, i) => (order(v) === (i + 1) * 10 ? [] : [[v, (i + 1) * 10] as [RecordView, number]]));
}

/** The highest position number the schema takes (placement's `order`). */
const MAX_ORDER = 9999;

// ————— The pages that show it —————

/** What an ordering panel draws: the group's records, where moves go, and (on the list) the groups to choose from. */
export type OrderPanelData = {
  collection: CollectionName;
  /** Where moves are posted (the collection's list). */
  action: string;
  /** The field grouped by ("Page"), and the groups to choose among (the list's panel only). */
  fieldLabel: string;
  groups?: OrderGroup[];
  group?: string;
  groupLabel?: string;
  records: OrderedRecord[];
  moved?: { id: string; dir: "up" | "down" | "to" };
  /** Where a move returns: the page's own editor (the list returns to itself). */
  next?: string;
  /** A new record of the group (its field filled in). */
  addHref?: string;
};

const listHref = (collection: CollectionName, group?: string) =>
  `/admin/content/${collection}${group ? `?on=${encodeURIComponent(group)}` : ""}`;

function lastMove(url: URL): OrderPanelData["moved"] {
  const id = url.searchParams.get("moved");
  const dir = url.searchParams.get("dir");
  return id && (dir === "up" || dir === "down" || dir === "to") ? { id, dir } : undefined;
}

function addHref(collection: CollectionName, ordering: Ordering, group: string | undefined) {
  if (!collectionOf(collection).canCreate) return undefined;
  const preset = ordering.field && group ? `?with.${ordering.field}=${encodeURIComponent(group)}` : "";
  return `${editorHref(collection, "new")}${preset}`;
}

/** The ordering panel of a collection's list: the group chosen by `?on=` (none chosen: only the choice). */
export async function listOrderPanel(
  context: AppLoadContext,
  collection: CollectionName,
  url: URL,
): Promise<OrderPanelData | undefined> {
  const ordering = orderingOf(collection);
  if (!ordering) return undefined;
  const chosen = ordering.groups.find((g) => g.value === url.searchParams.get("on"));
  const group = ordering.field ? chosen?.value : undefined;
  const grouped = Boolean(ordering.field);
  return {
    collection,
    action: listHref(collection, group),
    fieldLabel: ordering.fieldLabel ?? "",
    groups: ordering.groups,
    group,
    groupLabel: chosen?.label,
    records: grouped && !group ? [] : await orderedRecords(context, collection, group),
    moved: lastMove(url),
    addHref: grouped && !group ? undefined : addHref(collection, ordering, group),
  };
}

/** The ordering panels of the page a record's editor shows (the FAQs of /product/tracko in Tracko's editor). */
export async function pageOrderPanels(
  context: AppLoadContext,
  editing: CollectionName,
  page: string,
  url: URL,
): Promise<OrderPanelData[]> {
  const panels: OrderPanelData[] = [];
  for (const collection of ORDERED()) {
    const ordering = orderingOf(collection);
    const group = ordering?.groups.find((g) => g.value === page);
    if (!ordering || !group || collection === editing) continue;
    panels.push({
      collection,
      action: listHref(collection, group.value),
      fieldLabel: ordering.fieldLabel ?? "",
      group: group.value,
      groupLabel: group.label,
      records: await orderedRecords(context, collection, group.value),
      moved: lastMove(url),
      next: url.pathname,
      addHref: addHref(collection, ordering, group.value),
    });
  }
  return panels;
}

/** The collections ordered by hand within groups (their definitions' `admin.ordering.groupBy`). */
const ORDERED = () => allCollections.filter((c) => c.admin.ordering?.groupBy).map((c) => c.name);

/** A move posted from a panel: where the page returns (the list, or the editor it came from) and what it says. */
export function moveFrom(form: URLSearchParams | FormData, collection: CollectionName) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const id = text("id");
  const group = text("group") || undefined;
  const dir = text("dir");
  const move: Move = dir === "up" || dir === "down" ? { dir } : { to: Number(text("to")) };
  const next = text("next");
  // Only a page of the back office's content section, never another site (an open redirect).
  const back = /^\/admin\/content\/[\w-]+\/[\w-]+$/.test(next) ? next : listHref(collection, group);
  const where = (moved: boolean) => {
    const url = new URL(back, "http://back.office");
    if (moved) {
      url.searchParams.set("moved", id);
      url.searchParams.set("dir", dir === "up" || dir === "down" ? dir : "to");
    }
    // No #fragment: a page opened at one does not autofocus, and the moved record's button must keep the focus.
    return `${url.pathname}${url.search}`;
  };
  return { id, group, move, where };
}
