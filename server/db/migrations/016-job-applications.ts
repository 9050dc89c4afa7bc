import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../index";
import { idColumn } from "./dialect";

/**
 * 2026-11-28-016-job-applications:
 * Applying for a job and hiring (issue 36; server/hiring/): job_applications with their
 * stage, owner (the interviewer), interview time and version; application_cvs holds each CV's
 * bytes (in the database like the media library's, decision 053); application_events is the
 * timeline. Mail about an application names it (mail_outbox.application_id) and goes with it.
 * A new role, "hiring", joins the accounts' roles.
 */
export function jobApplications(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  const withHiring = sql`('owner', 'editor', 'sales', 'hiring')`;
  const withoutHiring = sql`('owner', 'editor', 'sales')`;

  /** The role column's check, with or without "hiring" (SQLite cannot change a check in place: see 008). */
  async function roles(db: Kysely<unknown>, allowed: typeof withHiring) {
    if (dialect === "postgres") {
      // A column check gets PostgreSQL's default name <table>_<column>_check.
      await sql`alter table admin_users drop constraint if exists admin_users_role_check`.execute(db);
      await sql`alter table admin_users add constraint admin_users_role_check check (role in ${allowed})`.execute(db);
      return;
    }
    // A new column takes the values (its check goes with it), the old one is dropped, the new renamed.
    await db.schema
      .alterTable("admin_users")
      .addColumn("role_next", "text", (c) =>
        c
          .notNull()
          .defaultTo("editor")
          .check(sql`role_next in ${allowed}`),
      )
      .execute();
    await sql`update admin_users set role_next = role`.execute(db);
    await db.schema.alterTable("admin_users").dropColumn("role").execute();
    await db.schema.alterTable("admin_users").renameColumn("role_next", "role").execute();
  }

  return {
    async up(db: Kysely<unknown>) {
      await roles(db, withHiring);

      const stages = sql`('applied', 'screening', 'interview', 'offer', 'hired', 'rejected')`;
      const reasons = sql`('skills', 'experience', 'salary', 'location', 'withdrew', 'no-response', 'position-filled', 'other')`;
      await id(db.schema.createTable("job_applications"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("job_slug", "text", (c) => c.notNull())
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("linkedin_url", "text")
        .addColumn("github_url", "text")
        .addColumn("portfolio_url", "text")
        .addColumn("note", "text")
        .addColumn("stage", "text", (c) =>
          c
            .notNull()
            .defaultTo("applied")
            .check(sql`stage in ${stages}`),
        )
        .addColumn("stage_changed_at", "text", (c) => c.notNull())
        .addColumn("rejection_reason", "text", (c) => c.check(sql`rejection_reason in ${reasons}`))
        .addColumn("rejection_note", "text")
        .addColumn("owner_id", "integer", (c) => c.references("admin_users.id").onDelete("set null"))
        .addColumn("interview_at", "text")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      // The inbox: newest first, across jobs or for one job, at a stage, an owner's.
      await db.schema.createIndex("job_applications_created").on("job_applications").column("created_at").execute();
      await db.schema
        .createIndex("job_applications_job")
        .on("job_applications")
        .columns(["job_slug", "created_at"])
        .execute();
      await db.schema
        .createIndex("job_applications_stage")
        .on("job_applications")
        .columns(["stage", "created_at"])
        .execute();
      await db.schema
        .createIndex("job_applications_owner")
        .on("job_applications")
        .columns(["owner_id", "created_at"])
        .execute();
      // The same address's applications of the last day (acknowledgements are limited per address).
      await db.schema
        .createIndex("job_applications_email")
        .on("job_applications")
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable("application_cvs")
        .addColumn("application_id", "integer", (c) =>
          c.primaryKey().references("job_applications.id").onDelete("cascade"),
        )
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('pdf', 'docx')`))
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("body", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .execute();

      await id(db.schema.createTable("application_events"))
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("job_applications.id").onDelete("cascade"),
        )
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        // No foreign key: like the audit log, the number outlives a removed account.
        .addColumn("actor_id", "integer")
        .addColumn("actor_name", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("application_events_application")
        .on("application_events")
        .columns(["application_id", "at", "id"])
        .execute();

      await db.schema
        .alterTable("mail_outbox")
        .addColumn("application_id", "integer", (c) => c.references("job_applications.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("mail_outbox_application").on("mail_outbox").column("application_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("mail_outbox_application").execute();
      await db.schema.alterTable("mail_outbox").dropColumn("application_id").execute();
      for (const table of ["application_events", "application_cvs", "job_applications"])
        await db.schema.dropTable(table).execute();
      // No older role may stand in for "hiring" (each would give more, or other, access): those accounts go.
      await sql`delete from admin_users where role = 'hiring'`.execute(db);
      await roles(db, withoutHiring);
    },
  };
}
