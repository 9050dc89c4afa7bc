import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FairSqliteDialect } from "#server/db/sqlite-dialect";

type Db = { events: { id: Generated<number>; who: number } };

describe("FairSqliteDialect: the one SQLite connection under concurrent requests", () => {
  let dir: string;
  let database: SQLite.Database;
  let db: Kysely<Db>;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-dialect-"));
    database = new SQLite(path.join(dir, "t.db"));
    db = new Kysely<Db>({ dialect: new FairSqliteDialect(database) });
    await sql`create table events (id integer primary key autoincrement, who integer not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves waiting transactions first come, first served, each whole", async () => {
    // Each transaction writes twice with an await between: interleaving would split pairs.
    const runs = Array.from({ length: 40 }, (_, who) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto("events").values({ who }).execute();
        await new Promise((r) => setImmediate(r));
        await trx.insertInto("events").values({ who }).execute();
      }),
    );
    await Promise.all(runs);
    const order = (await db.selectFrom("events").select("who").orderBy("id").execute()).map((r) => r.who);
    expect(order).toEqual(Array.from({ length: 40 }, (_, who) => [who, who]).flat());
  });

  it("rolls back a failed transaction and hands the connection on", async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto("events").values({ who: 1 }).execute();
      throw new Error("boom");
    });
    const next = db.insertInto("events").values({ who: 2 }).execute();
    await expect(failing).rejects.toThrow("boom");
    await next;
    expect(await db.selectFrom("events").select("who").execute()).toEqual([{ who: 2 }]);
  });

  it("prepares each SQL text once and reuses the statement", async () => {
    const prepared: string[] = [];
    const prepare = database.prepare.bind(database);
    database.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof database.prepare;
    for (let who = 0; who < 5; who++) await db.insertInto("events").values({ who }).execute();
    for (let i = 0; i < 5; i++) await db.selectFrom("events").selectAll().where("who", "=", i).execute();
    expect(prepared).toHaveLength(2);
    expect(
      await db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ).toEqual({ n: 5 });
  });
});
