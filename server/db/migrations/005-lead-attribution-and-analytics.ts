import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-26-005-lead-attribution-and-analytics:
 * Leads remember where they came from; pageviews are counted without cookies or
 * personal data (server/analytics/), rolled up per day and kept as daily rows.
 */
export function leadAttributionAndAnalytics(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const column of [
        "form_page",
        "landing_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "device",
      ]) {
        await db.schema.alterTable("quote_requests").addColumn(column, "text").execute();
      }
      for (const column of ["gclid", "fbclid"]) {
        await db.schema
          .alterTable("quote_requests")
          .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .createIndex("quote_requests_campaign")
        .on("quote_requests")
        .columns(["utm_campaign", "created_at"])
        .execute();
      await db.schema
        .createIndex("quote_requests_landing")
        .on("quote_requests")
        .columns(["landing_page", "created_at"])
        .execute();

      await id(db.schema.createTable("analytics_events"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("referrer_host", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("gclid", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("fbclid", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("device", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("analytics_events_visit")
        .on("analytics_events")
        .columns(["day", "visitor", "at"])
        .execute();

      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("dimension", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("pageviews", "integer", (c) => c.notNull())
        .addColumn("visits", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "key"])
        .execute();

      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["analytics_salts", "analytics_daily", "analytics_events"])
        await db.schema.dropTable(table).execute();
      await db.schema.dropIndex("quote_requests_landing").execute();
      await db.schema.dropIndex("quote_requests_campaign").execute();
      for (const column of [
        "form_page",
        "landing_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "device",
        "gclid",
        "fbclid",
      ]) {
        await db.schema.alterTable("quote_requests").dropColumn(column).execute();
      }
    },
  };
}
