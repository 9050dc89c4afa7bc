import type { Kysely } from "kysely";
import type { Dialect } from "../index";

type CreateTable = ReturnType<Kysely<unknown>["schema"]["createTable"]>;

/** The one column every dialect spells differently: an integer key that generates itself. */
export function idColumn(dialect: Dialect): (table: CreateTable) => CreateTable {
  return (table) =>
    dialect === "postgres"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
