import { type Kysely, type Migration, sql } from "kysely";

/**
 * 2026-11-27-006-api-token-maker-id:
 * A token lends its maker's rights, so it names the maker's account, not only an
 * address a later account could reuse. Plain integer, no foreign key: it still names
 * a removed account (ids are never reused), whose tokens can then be found and revoked.
 */
export function apiTokenMakerId(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("api_tokens").addColumn("created_by_id", "integer").execute();
      // Tokens whose maker is gone already get no id, and stop working.
      await sql`update api_tokens set created_by_id = (select u.id from admin_users u where u.email = api_tokens.created_by)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("api_tokens").dropColumn("created_by_id").execute();
    },
  };
}
