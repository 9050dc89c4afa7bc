import type { Kysely, Migration } from "kysely";

/**
 * 2026-11-27-007-lead-email:
 * An optional address to reply to, given on the forms or the JSON API (validated by
 * shared/lib/quote.ts). Null for every earlier lead and whenever none was given.
 */
export function leadEmail(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("quote_requests").addColumn("email", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("quote_requests").dropColumn("email").execute();
    },
  };
}
