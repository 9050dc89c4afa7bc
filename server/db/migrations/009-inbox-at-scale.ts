import { type Kysely, type Migration, type RawBuilder, sql } from "kysely";
import type { Dialect } from "../index";

/**
 * 2026-11-27-009-inbox-at-scale:
 * The inbox at 100,000 leads (issue 30, "Scale"; docs/decisions/030-lead-search-at-scale.md).
 * Its lists and counts are of real leads only (not spam, not merged away: the queries say
 * "is_spam = 0 and merged_into is null" in those words), so each filter gets a partial index of
 * exactly those rows, in the list's order (…, created_at, id): a first page reads 25 entries.
 * The columns after that are what the views test (owner, follow-up, stage), so a count of a
 * filter within a view ("Mine", "Overdue") reads the index alone, never the wide rows.
 * Search finds substrings through an index too: pg_trgm GIN indexes on PostgreSQL (when the
 * extension can be had), an FTS5 trigram table on SQLite (new leads join it in batches).
 * Every index costs each new lead a write (on SQLite a page in the WAL per index and commit),
 * so the older indexes that these replace go: by follow-up, campaign, landing page, and by
 * owner and stage (their queries, the digest's and the analytics', are of real leads too).
 * Those by arrival, stage and owner stay (retention, the migration 008 check, the foreign key).
 */
export function inboxAtScale(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const old of [
        "quote_requests_follow_up",
        "quote_requests_campaign",
        "quote_requests_landing",
        "quote_requests_owner_stage",
      ]) {
        await db.schema.dropIndex(old).execute();
      }
      const index = (name: string, columns: string[], where: RawBuilder<boolean>) =>
        db.schema.createIndex(name).on("quote_requests").columns(columns).where(where).execute();
      const real = sql<boolean>`is_spam = 0 and merged_into is null`;
      const views = ["owner_id", "follow_up_at", "status"];
      await index("quote_requests_inbox", ["created_at", "id", ...views], real);
      await index("quote_requests_inbox_stage", ["status", "created_at", "id", "owner_id", "follow_up_at"], real);
      // Also a salesperson's leads at a stage ("Mine" at a stage, the digest's new leads): the stage is in it.
      await index("quote_requests_inbox_owner", ["owner_id", "created_at", "id", "status", "follow_up_at"], real);
      await index("quote_requests_inbox_source", ["source", "created_at", "id", ...views], real);
      await index("quote_requests_inbox_campaign", ["utm_campaign", "created_at", "id", ...views], real);
      await index("quote_requests_inbox_landing", ["landing_page", "created_at", "id", ...views], real);
      // "Overdue": a range of follow-up times whose stage the index holds too (won and lost leads keep theirs).
      await index("quote_requests_inbox_follow_up", ["follow_up_at", "status"], real);
      // The honeypot's catch, for a list of spam.
      await index("quote_requests_spam", ["created_at", "id"], sql<boolean>`is_spam = 1 and merged_into is null`);

      if (dialect === "postgres") {
        const ops = await trigramOperatorClass(db);
        // Without pg_trgm (a managed database that refuses the extension) search still works, by
        // reading every row: the decision record says how to add these indexes later.
        if (ops) {
          for (const [name, expression] of [
            ["name", sql`lower(name)`],
            ["phone", sql`lower(phone_number)`],
            ["email", sql`lower(email)`],
            ["message", sql`lower(message)`],
            ["phone_key", sql`phone_key`],
          ] as const) {
            await sql`create index ${sql.id(`quote_requests_search_${name}`)} on quote_requests using gin (${expression} ${ops})`.execute(
              db,
            );
          }
        }
        // Statistics of the new indexes' expressions now, not when autovacuum next gets to the table:
        // without them the planner guesses that a search matches a handful of leads, and sorts
        // thousands for a common word.
        await sql`analyze quote_requests`.execute(db);
      } else {
        // Contentless (the text stays in quote_requests only), and deletes remove a lead's entries
        // at once ('secure-delete'), so an erased lead leaves nothing here (decision 027).
        await sql`create virtual table quote_requests_search using fts5(
            name, phone_number, email, message, phone_key,
            content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
        await sql`insert into quote_requests_search (quote_requests_search, rank) values ('secure-delete', 1)`.execute(
          db,
        );
        // New leads are indexed in batches (QuoteRepository.indexForSearch), not one by one: each
        // lead alone would cost a segment write. Leads above indexed_through are searched row by
        // row until then. Ids only grow (AUTOINCREMENT), so the mark is enough.
        await sql`create table quote_requests_search_state (
            id integer primary key check (id = 1), indexed_through integer not null)`.execute(db);
        await sql`insert into quote_requests_search (rowid, name, phone_number, email, message, phone_key)
            select id, name, phone_number, email, message, phone_key from quote_requests`.execute(db);
        await sql`insert into quote_requests_search_state (id, indexed_through)
            values (1, (select coalesce(max(id), 0) from quote_requests))`.execute(db);
        // An indexed lead that changes (a merge fills in the e-mail) or goes (erasure, retention):
        // its entries change or go in the same transaction.
        await sql`create trigger quote_requests_search_update after update of name, phone_number, email, message, phone_key
            on quote_requests when old.id <= (select indexed_through from quote_requests_search_state) begin
            insert or replace into quote_requests_search (rowid, name, phone_number, email, message, phone_key)
              values (new.id, new.name, new.phone_number, new.email, new.message, new.phone_key);
          end`.execute(db);
        await sql`create trigger quote_requests_search_delete after delete on quote_requests
            when old.id <= (select indexed_through from quote_requests_search_state) begin
            delete from quote_requests_search where rowid = old.id;
          end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        for (const name of ["name", "phone", "email", "message", "phone_key"]) {
          await sql`drop index if exists ${sql.id(`quote_requests_search_${name}`)}`.execute(db);
        }
      } else {
        for (const trigger of ["update", "delete"])
          await sql`drop trigger ${sql.id(`quote_requests_search_${trigger}`)}`.execute(db);
        await sql`drop table quote_requests_search_state`.execute(db);
        await sql`drop table quote_requests_search`.execute(db);
      }
      for (const index of [
        "spam",
        "inbox_follow_up",
        "inbox_landing",
        "inbox_campaign",
        "inbox_source",
        "inbox_owner",
        "inbox_stage",
        "inbox",
      ]) {
        await db.schema.dropIndex(`quote_requests_${index}`).execute();
      }
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("quote_requests").columns(columns).execute();
      await index("quote_requests_owner_stage", ["owner_id", "status", "created_at"]);
      await index("quote_requests_landing", ["landing_page", "created_at"]);
      await index("quote_requests_campaign", ["utm_campaign", "created_at"]);
      await index("quote_requests_follow_up", ["follow_up_at"]);
    },
  };
}

/**
 * pg_trgm's GIN operator class, qualified by the schema the extension lives in, for migration 009;
 * null when the extension is not there and cannot be created (CREATE EXTENSION needs the right to
 * create in the database, which a managed database may not give). A new extension goes into
 * "public" when allowed, else into the schema being migrated: not into a schema that a test drops
 * with everything in it while other schemas' indexes use the extension.
 */
async function trigramOperatorClass(db: Kysely<unknown>) {
  const installedIn = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
          where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installedIn();
  // Each attempt in a savepoint: a refusal must not abort the migration's transaction.
  const attempt = async (statement: ReturnType<typeof sql>) => {
    if (!db.isTransaction)
      return statement.execute(db).then(
        () => true,
        () => false,
      );
    await sql`savepoint pg_trgm_attempt`.execute(db);
    try {
      await statement.execute(db);
      await sql`release savepoint pg_trgm_attempt`.execute(db);
      return true;
    } catch {
      await sql`rollback to savepoint pg_trgm_attempt`.execute(db);
      return false;
    }
  };
  if (schema === undefined) {
    const current = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
    for (const target of ["public", current]) {
      if (target && (await attempt(sql`create extension if not exists pg_trgm with schema ${sql.id(target)}`))) break;
    }
    // Also when another migration created it meanwhile (two schemas migrated at once).
    schema = await installedIn();
  }
  return schema === undefined ? null : sql`${sql.id(schema)}.gin_trgm_ops`;
}
