import type { Db } from "../db";
import type { AnalyticsDimension, DeviceClass } from "../db/schema";
import type { AnalyticsDailyRow } from "./report";

/** One counted pageview as stored (see AnalyticsEventsTable). */
export type StoredEvent = {
  at: string;
  day: string;
  visitor: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: boolean;
  fbclid: boolean;
  device: DeviceClass;
};

/** A pause longer than this ends a visit (the usual web-analytics definition). */
export const VISIT_GAP_MS = 30 * 60_000;

/** Rows per INSERT: 11 values each stays far below both databases' parameter limits. */
const INSERT_CHUNK = 500;
/** Events read per query while rolling a day up, so a busy day never sits in memory at once. */
const ROLLUP_PAGE = 2_000;

type Counter = { visitors: number; pageviews: number; visits: number; converting: number };

/** A quote request a day's visitor sent, with the keys its lead was attributed to (analytics_conversions). */
type Conversion = {
  form_page: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  source: string | null;
  campaign: string | null;
};

/**
 * The analytics tables: raw events (kept ANALYTICS_RAW_DAYS), the daily totals rolled
 * up from them (kept), and the queries the dashboard and lead attribution read.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  async insertEvents(events: readonly StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < events.length; i += INSERT_CHUNK) {
        await trx
          .insertInto("analytics_events")
          .values(
            events.slice(i, i + INSERT_CHUNK).map((e) => ({
              at: e.at,
              day: e.day,
              visitor: e.visitor,
              path: e.path,
              referrer_host: e.referrerHost,
              utm_source: e.utmSource,
              utm_medium: e.utmMedium,
              utm_campaign: e.utmCampaign,
              gclid: e.gclid ? 1 : 0,
              fbclid: e.fbclid ? 1 : 0,
              device: e.device,
            })),
          )
          .execute();
      }
    });
  }

  /**
   * Recomputes a day's totals from its events and upserts them. Idempotent, and safe
   * to run on several instances at once: a day's events only ever grow, so its keys
   * never disappear, and each row is written whole.
   */
  async rollUp(day: string): Promise<number> {
    const totals = new Map<AnalyticsDimension, Map<string, Counter>>();
    const conversions = new Map<string, Conversion[]>();
    for (const c of await this.db.kysely
      .selectFrom("analytics_conversions")
      .select(["visitor", "form_page", "landing_page", "referrer_host", "source", "campaign"])
      .where("day", "=", day)
      .execute()) {
      const list = conversions.get(c.visitor);
      if (list) list.push(c);
      else conversions.set(c.visitor, [c]);
    }
    const count = (events: StoredVisitorEvent[]) =>
      countVisitor(events, totals, conversions.get(events[0]!.visitor) ?? []);
    let pending: StoredVisitorEvent[] = [];
    let cursor: { visitor: string; at: string; id: number } | undefined;
    let events = 0;
    for (;;) {
      const rows = await this.db.kysely
        .selectFrom("analytics_events")
        .select(["id", "visitor", "at", "path", "referrer_host", "utm_source", "utm_campaign", "device"])
        .where("day", "=", day)
        .$if(cursor !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb("visitor", ">", cursor!.visitor),
              eb.and([eb("visitor", "=", cursor!.visitor), eb("at", ">", cursor!.at)]),
              eb.and([eb("visitor", "=", cursor!.visitor), eb("at", "=", cursor!.at), eb("id", ">", cursor!.id)]),
            ]),
          ),
        )
        .orderBy("visitor")
        .orderBy("at")
        .orderBy("id")
        .limit(ROLLUP_PAGE)
        .execute();
      for (const row of rows) {
        if (pending.length > 0 && pending[0]!.visitor !== row.visitor) {
          count(pending);
          pending = [];
        }
        pending.push(row);
      }
      events += rows.length;
      if (rows.length < ROLLUP_PAGE) break;
      const last = rows[rows.length - 1]!;
      cursor = { visitor: last.visitor, at: last.at, id: Number(last.id) };
    }
    if (pending.length > 0) count(pending);

    const values = [...totals].flatMap(([dimension, keys]) =>
      [...keys].map(([key, c]) => ({
        day,
        dimension,
        key,
        visitors: c.visitors,
        pageviews: c.pageviews,
        visits: c.visits,
        converting: c.converting,
      })),
    );
    if (values.length === 0) return 0;
    await this.db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < values.length; i += INSERT_CHUNK) {
        await trx
          .insertInto("analytics_daily")
          .values(values.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) =>
            oc.columns(["day", "dimension", "key"]).doUpdateSet((eb) => ({
              visitors: eb.ref("excluded.visitors"),
              pageviews: eb.ref("excluded.pageviews"),
              visits: eb.ref("excluded.visits"),
              converting: eb.ref("excluded.converting"),
            })),
          )
          .execute();
      }
    });
    return events;
  }

  /** Days (from, to inclusive) that have events but may lack up-to-date totals. */
  async eventDays(from: string, to: string): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom("analytics_events")
      .select("day")
      .distinct()
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute();
    return rows.map((r) => r.day).sort();
  }

  /** Deletes the events of days before `day`; their daily totals stay. */
  async deleteEventsBefore(day: string): Promise<number> {
    await this.db.kysely.deleteFrom("analytics_conversions").where("day", "<", day).execute();
    const result = await this.db.kysely.deleteFrom("analytics_events").where("day", "<", day).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async dailyRows(from: string, to: string): Promise<AnalyticsDailyRow[]> {
    const rows = await this.db.kysely
      .selectFrom("analytics_daily")
      .selectAll()
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("day")
      .orderBy("dimension")
      .orderBy("visitors", "desc")
      .orderBy("key")
      .execute();
    return rows.map((r) => ({
      day: r.day,
      dimension: r.dimension,
      key: r.key,
      visitors: Number(r.visitors),
      pageviews: Number(r.pageviews),
      visits: Number(r.visits),
      converting: Number(r.converting),
    }));
  }

  /**
   * Real leads received in [fromIso, beforeIso): when, where their visit came from, and
   * whether they are won (with the value). A lead merged into another is the same person
   * twice: only the lead it was merged into counts.
   */
  async leads(fromIso: string, beforeIso: string) {
    return (
      this.db.kysely
        .selectFrom("quote_requests")
        .select(["created_at", "landing_page", "utm_campaign", "utm_source", "referrer_host", "status", "won_value"])
        .where("is_spam", "=", 0)
        .where("merged_into", "is", null)
        .where("created_at", ">=", fromIso)
        .where("created_at", "<", beforeIso)
        .execute()
        // PostgreSQL answers a bigint as text.
        .then((rows) =>
          rows.map((row) => ({ ...row, won_value: row.won_value === null ? null : Number(row.won_value) })),
        )
    );
  }
}

type StoredVisitorEvent = {
  visitor: string;
  at: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  device: DeviceClass;
};

/** Splits one visitor's day (oldest first) into visits. */
export function splitVisits<E extends { at: string }>(events: readonly E[]): E[][] {
  const visits: E[][] = [];
  let previous = -Infinity;
  for (const event of events) {
    const t = Date.parse(event.at);
    if (t - previous > VISIT_GAP_MS || visits.length === 0) visits.push([]);
    visits[visits.length - 1]!.push(event);
    previous = t;
  }
  return visits;
}

/**
 * Adds one visitor's day to the totals: every key they touched counts them once. A visitor
 * who sent quote requests that day is also counted once as converting under each key one of
 * their leads was attributed to, where that key counted them as a visitor: converting ≤
 * visitors on every row, however often they wrote (like by like; decision 038).
 */
function countVisitor(
  events: StoredVisitorEvent[],
  totals: Map<AnalyticsDimension, Map<string, Counter>>,
  conversions: Conversion[],
) {
  const seen = new Set<string>();
  const add = (dimension: AnalyticsDimension, key: string, pageviews: number, visits: number) => {
    let keys = totals.get(dimension);
    if (!keys) totals.set(dimension, (keys = new Map()));
    let c = keys.get(key);
    if (!c) keys.set(key, (c = { visitors: 0, pageviews: 0, visits: 0, converting: 0 }));
    c.pageviews += pageviews;
    c.visits += visits;
    const id = `${dimension}\u0000${key}`;
    if (!seen.has(id)) {
      seen.add(id);
      c.visitors++;
    }
  };

  const visits = splitVisits(events);
  add("total", "", events.length, visits.length);
  add("device", events[0]!.device, events.length, visits.length);
  for (const visit of visits) {
    const first = visit[0]!;
    add("entry", first.path, visit.length, 1);
    if (first.referrer_host) add("referrer", first.referrer_host, visit.length, 1);
    const tagged = visit.find((e) => e.utm_source !== null || e.utm_campaign !== null);
    if (tagged?.utm_source) add("source", tagged.utm_source, visit.length, 1);
    if (tagged?.utm_campaign) add("campaign", tagged.utm_campaign, visit.length, 1);
    const pages = new Map<string, number>();
    for (const e of visit) pages.set(e.path, (pages.get(e.path) ?? 0) + 1);
    for (const [path, n] of pages) add("page", path, n, 1);
  }

  if (conversions.length === 0) return;
  const converted = new Set<string>();
  const convert = (dimension: AnalyticsDimension, key: string | null) => {
    const id = `${dimension}\u0000${key ?? ""}`;
    if (key === null || !seen.has(id) || converted.has(id)) return;
    converted.add(id);
    totals.get(dimension)!.get(key)!.converting++;
  };
  convert("total", "");
  convert("device", events[0]!.device);
  for (const c of conversions) {
    convert("entry", c.landing_page);
    convert("page", c.form_page);
    convert("referrer", c.referrer_host);
    convert("source", c.source);
    convert("campaign", c.campaign);
  }
}
