import type { Db } from "../db";
import type { LeadAttribution } from "../db/quotes";
import {
  AnalyticsIngestion,
  type AnalyticsOptions,
  type AttributionRequest,
  type PageviewReport,
  type RecordOutcome,
  type VisitRequest,
} from "./ingestion";
import type { AnalyticsDailyRow, AnalyticsRange, AnalyticsReport } from "./report";
import { AnalyticsReporting } from "./reporting";
import { AnalyticsRepository } from "./repository";

export { type AnalyticsOptions, FLUSH_INTERVAL_MS, type PageviewReport, type RecordOutcome } from "./ingestion";

/**
 * Cookieless, privacy-first page analytics (decision 018), as the server wires it: one
 * object over the two sides that share the tables. Counting pageviews, visitor numbers,
 * batching, roll-ups and lead attribution are ./ingestion.ts; the dashboard's figures,
 * revenue and the CSV are ./reporting.ts.
 */
export class AnalyticsService {
  readonly ingestion: AnalyticsIngestion;
  readonly reporting: AnalyticsReporting;

  constructor(db: Db, options: AnalyticsOptions) {
    const repo = new AnalyticsRepository(db);
    this.ingestion = new AnalyticsIngestion(db, repo, options);
    this.reporting = new AnalyticsReporting({
      repo,
      now: options.now ?? (() => new Date()),
      rollUpToday: () => this.ingestion.rollUp(),
    });
  }

  get enabled(): boolean {
    return this.ingestion.enabled;
  }

  setPageCheck(isPage: (path: string) => boolean): void {
    this.ingestion.setPageCheck(isPage);
  }

  record(report: PageviewReport): RecordOutcome {
    return this.ingestion.record(report);
  }

  flush(): Promise<void> {
    return this.ingestion.flush();
  }

  attribution(input: AttributionRequest): LeadAttribution {
    return this.ingestion.attribution(input);
  }

  visitOf(input: VisitRequest): Promise<{ day: string; visitor: string } | null> {
    return this.ingestion.visitOf(input);
  }

  rollUp(): Promise<void> {
    return this.ingestion.rollUp();
  }

  purge(): Promise<number> {
    return this.ingestion.purge();
  }

  report(range: AnalyticsRange, options: { limit?: number } = {}): Promise<AnalyticsReport> {
    return this.reporting.report(range, options);
  }

  dailyRows(range: AnalyticsRange): AsyncIterable<AnalyticsDailyRow> {
    return this.reporting.dailyRows(range);
  }

  start(): void {
    this.ingestion.start();
  }

  stop(): Promise<void> {
    return this.ingestion.stop();
  }
}
