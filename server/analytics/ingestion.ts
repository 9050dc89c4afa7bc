import { isbot } from "isbot";
import type { Logger } from "pino";
import type { Db } from "../db";
import { type LeadAttribution, NO_ATTRIBUTION } from "../db/quotes";
import { clientKey, createRateLimiter, type RateLimiter } from "../rate-limit";
import { indiaDayOf, shiftDay } from "./days";
import { deviceClass, UserAgentMemo } from "./device";
import { optedOut, plainText, readPageview } from "./pageview";
import type { AnalyticsRepository, StoredEvent } from "./repository";
import { VisitorHasher } from "./visitor";
import { NewVisitorCap } from "./visitor-cap";

/** Events wait in memory at most this long before one batched write. */
export const FLUSH_INTERVAL_MS = 1_000;
/** A batch this large is written at once, without waiting for the interval. */
const FLUSH_AT = 1_000;
/** Memory bound: beyond this many unwritten events (the database is down or slow), new ones are dropped. */
const MAX_PENDING = 20_000;
/** Today's totals are recomputed this often (and whenever the dashboard is opened). */
const ROLLUP_INTERVAL_MS = 60_000;
/** Old events and salts are deleted this often. */
const PURGE_INTERVAL_MS = 60 * 60_000;

export type AnalyticsOptions = {
  enabled: boolean;
  /** Events older than this many days are deleted (ANALYTICS_RAW_DAYS). */
  rawDays: number;
  /** Counted pageviews per client address per minute (ANALYTICS_RATE_LIMIT); 0: unlimited. */
  rateLimit: number;
  /** This site's hosts: a referrer among them is an internal click. */
  siteHosts: string[];
  logger: Logger;
  now?: () => Date;
};

export type PageviewReport = {
  /** "/path?query" as the page reports it. */
  page: unknown;
  referrer: unknown;
  address: string;
  userAgent: string | undefined;
  headers: { [name: string]: string | string[] | undefined };
};

export type RecordOutcome = "counted" | "not-counted" | "rate-limited";

/**
 * A lead's request, as lead attribution reads it: what the visitor's own tab or form said
 * about how they came (never a lookup that could be another person's; decision 038).
 */
export type AttributionRequest = {
  userAgent: string | null | undefined;
  /** The page the form was sent from (path). */
  formPage: string | null;
  /**
   * How this visitor arrived: the first page of their visit in this tab ("/path?query") and
   * the page that referred them there, which the page's script kept in the tab's
   * sessionStorage and sent with the form; without JavaScript, the form's own page and its
   * query (the Referer) and no referrer. Null when nothing came with the request.
   */
  landing: { page: string; referrer: string | null } | null;
  headers: { [name: string]: string | string[] | undefined };
};

/** The request of a lead, as the conversion counts it (the day's visitor number). */
export type VisitRequest = {
  address: string;
  userAgent: string | null | undefined;
  headers: { [name: string]: string | string[] | undefined };
};

/**
 * The ingestion side of the cookieless, privacy-first page analytics (decision 018).
 * Pageviews are checked, reduced to what is counted, and buffered; one batched write per
 * second stores them. Daily totals are rolled up from the events and kept; events are
 * deleted after `rawDays`. Leads are attributed to the visit they came from through the
 * same daily visitor number. What the dashboard reads is ./reporting.ts.
 */
export class AnalyticsIngestion {
  private readonly hasher: VisitorHasher;
  private readonly agents = new UserAgentMemo(isbot);
  private readonly limiter: RateLimiter;
  private readonly newVisitors = new NewVisitorCap();
  private readonly now: () => Date;
  private readonly siteHosts: Set<string>;
  private pending: StoredEvent[] = [];
  private inFlight = 0;
  private flushing: Promise<void> | undefined;
  private dropped = 0;
  private timers: NodeJS.Timeout[] = [];
  private finalDay: string | undefined;
  private isPage: (path: string) => boolean = () => true;

  constructor(
    db: Db,
    private readonly repo: AnalyticsRepository,
    private readonly options: AnalyticsOptions,
  ) {
    this.hasher = new VisitorHasher(db);
    this.limiter = createRateLimiter({
      limit: options.rateLimit,
      windowMs: 60_000,
    });
    this.now = options.now ?? (() => new Date());
    this.siteHosts = new Set(options.siteHosts.map((h) => h.toLowerCase().replace(/^www\./, "")));
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Only pages the site has are counted (the server sets this once it has loaded them). */
  setPageCheck(isPage: (path: string) => boolean): void {
    this.isPage = isPage;
  }

  /**
   * Counts one pageview, unless analytics are off, the browser asks not to be tracked
   * (Sec-GPC / DNT), the client is a bot, the address is over its rate or over its new
   * visitors of the day (NewVisitorCap), or the page is not one of the site's. Returns at
   * once; the event is written with the next batch.
   */
  record(report: PageviewReport): RecordOutcome {
    const ua = report.userAgent ?? "";
    if (!this.options.enabled || optedOut(report.headers) || ua === "") return "not-counted";
    const agent = this.agents.describe(ua);
    if (agent.bot) return "not-counted";
    const view = readPageview(report.page, report.referrer, this.siteHosts);
    if (!view || !this.isPage(view.path)) return "not-counted";
    if (!this.limiter.hit(clientKey(report.address)).allowed) return "rate-limited";
    if (this.pending.length + this.inFlight >= MAX_PENDING) {
      if (this.dropped++ === 0)
        this.options.logger.warn("analytics: write buffer full; pageviews are dropped until the database catches up");
      return "not-counted";
    }
    const at = this.now();
    const day = indiaDayOf(at);
    /** Buffers the view, unless it would be a new visitor beyond the address's cap for the day (NewVisitorCap). */
    const keep = (visitor: string): boolean => {
      if (!this.newVisitors.admit(day, report.address, visitor)) return false;
      this.pending.push({ at: at.toISOString(), day, visitor, device: agent.device, ...view });
      if (this.pending.length >= FLUSH_AT) void this.flush();
      return true;
    };
    const visitor = this.hasher.visitorNow(day, report.address, ua);
    if (visitor !== undefined) return keep(visitor) ? "counted" : "not-counted";
    // The first view of a day waits for the day's salt from the database.
    this.inFlight++;
    this.hasher.visitor(day, report.address, ua).then(
      (visitor) => {
        this.inFlight--;
        keep(visitor);
      },
      (error: unknown) => {
        this.inFlight--;
        this.options.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "analytics: no salt for the day",
        );
      },
    );
    return "counted";
  }

  /** Writes the buffered events (one transaction). Failures keep them for the next try, within the bound. */
  flush(): Promise<void> {
    // Cleared after assignment: a flush with nothing to do completes synchronously.
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    // Events still being numbered join this batch.
    while (this.inFlight > 0) await new Promise((r) => setImmediate(r));
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        await this.repo.insertEvents(batch);
      } catch (error) {
        this.pending = batch.concat(this.pending).slice(-MAX_PENDING);
        this.options.logger.error(
          {
            err: error instanceof Error ? error.message : String(error),
            waiting: this.pending.length,
          },
          "analytics: could not write pageviews",
        );
        return;
      }
    }
    if (this.dropped > 0) {
      this.options.logger.warn({ dropped: this.dropped }, "analytics: pageviews dropped while the buffer was full");
      this.dropped = 0;
    }
  }

  /**
   * Where a lead came from: the form's page, the device class, and what the request itself
   * says of the visit (its landing page, external referrer, utm_* values and click ids, read
   * with the pageview's own rules). Nothing of anyone else's visit is looked up: the day's
   * visitor number is shared by everyone behind one address with one browser string, so it
   * could hand a lead another person's campaign (decision 038). Nothing is read for a browser
   * that asks not to be tracked, or with analytics off.
   */
  attribution(input: AttributionRequest): LeadAttribution {
    const ua = input.userAgent ?? "";
    const base: LeadAttribution = {
      ...NO_ATTRIBUTION,
      formPage: input.formPage === null ? null : plainText(input.formPage),
      device: ua ? deviceClass(ua) : null,
    };
    if (!this.options.enabled || optedOut(input.headers) || !input.landing) return base;
    const view = readPageview(input.landing.page, input.landing.referrer, this.siteHosts);
    if (!view) return base;
    return {
      ...base,
      landingPage: view.path,
      referrerHost: view.referrerHost,
      utmSource: view.utmSource,
      utmMedium: view.utmMedium,
      utmCampaign: view.utmCampaign,
      gclid: view.gclid,
      fbclid: view.fbclid,
    };
  }

  /**
   * The request's visitor number of the day, as pageviews are counted (null when this request
   * would not be counted: analytics off, opted out, no or a bot's user agent): the conversion
   * is counted with it after the answer, so a visitor who writes twice is one converting visitor.
   */
  async visitOf(input: VisitRequest): Promise<{ day: string; visitor: string } | null> {
    const ua = input.userAgent ?? "";
    if (!this.options.enabled || optedOut(input.headers) || ua === "" || this.agents.describe(ua).bot) return null;
    const day = indiaDayOf(this.now());
    return { day, visitor: await this.hasher.visitor(day, input.address, ua) };
  }

  /** Recomputes the totals of today (and, once, of a day that just ended). */
  async rollUp(): Promise<void> {
    await this.flush();
    const today = indiaDayOf(this.now());
    const yesterday = shiftDay(today, -1);
    if (this.finalDay === undefined) {
      // After a start, any day with events may lack its last minutes' totals.
      for (const day of await this.repo.eventDays(shiftDay(today, -this.options.rawDays), yesterday))
        await this.repo.rollUp(day);
    } else if (this.finalDay < yesterday) {
      await this.repo.rollUp(yesterday);
    }
    this.finalDay = yesterday;
    await this.repo.rollUp(today);
  }

  /** Deletes events older than `rawDays` and salts of past days. */
  async purge(): Promise<number> {
    const today = indiaDayOf(this.now());
    await this.hasher.discardBefore(today);
    // Totals of the days about to lose their events were final once the day ended.
    return this.repo.deleteEventsBefore(shiftDay(today, -this.options.rawDays));
  }

  start(): void {
    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        task().catch((error: unknown) => {
          this.options.logger.error(
            { err: error instanceof Error ? error.message : String(error) },
            `analytics: ${what} failed`,
          );
        });
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(FLUSH_INTERVAL_MS, () => this.flush(), "write");
    every(ROLLUP_INTERVAL_MS, () => this.rollUp(), "daily totals");
    every(PURGE_INTERVAL_MS, () => this.purge(), "clean-up");
    void this.purge()
      .then(() => this.rollUp())
      .catch((error: unknown) => {
        this.options.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "analytics: start-up clean-up failed",
        );
      });
  }

  /** Stops the timers and writes what is buffered. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.limiter.close();
    await this.flush();
  }
}
