import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password-hash";
import { OWNER_ENV } from "../support/admin";
import { TEST_DATABASE_URL, type TestSchema, createTestSchema } from "../support/postgres";
import { type RunningSite, startSite } from "../support/site";

/**
 * The work after a new lead's answer (server/leads/arrivals.ts) with two instances on one
 * PostgreSQL, as behind a load balancer: each lead is assigned in turn exactly once, whichever
 * instance stored it; work left by an instance that died (claimed, its lease run out) is done by
 * the other; an instance killed while its leads wait loses none of them.
 */

const run = Date.now().toString(36);

describe.skipIf(!TEST_DATABASE_URL)("the work after new leads, two instances on one PostgreSQL", () => {
  let schema: TestSchema;
  let sites: RunningSite[] = [];
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    schema = await createTestSchema("arrivals");
    const env = { ...OWNER_ENV, DATABASE_URL: schema.url, QUOTE_RATE_LIMIT: "0" };
    // The first start migrates; the second instance joins it.
    sites = [await startSite(env)];
    sites.push(await startSite(env));
    const now = new Date().toISOString();
    for (const who of ["asha", "bala"])
      await query(
        `insert into admin_users (email, display_name, role, password_hash, password_changed_at, created_at, updated_at)
         values ($1, $2, 'sales', $3, $4, $4, $4)`,
        [`${who}.${run}@example.com`, `${who} ${run}`, await hashPassword("banyan-orbit-ledger-52"), now],
      );
    await query(`update admin_settings set value = '1' where key = 'lead_round_robin'`);
  });

  afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await schema?.drop();
  });

  async function newLead(site: RunningSite, name: string) {
    const res = await fetch(`${site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, phone_number: "+91 90000 12121", message: `Arrivals ${run}` }),
    });
    expect(res.status).toBe(200);
  }

  const state = () =>
    query<{ id: number; owner: string | null; assigned: string; waiting: string }>(
      `select q.id, u.display_name as owner,
         (select count(*) from lead_events e where e.lead_id = q.id and e.kind = 'assigned') as assigned,
         (select count(*) from lead_arrivals a where a.lead_id = q.id) as waiting
       from quote_requests q left join admin_users u on u.id = q.owner_id order by q.id`,
    );

  const settled = async (count: number) => {
    const deadline = Date.now() + 60_000;
    let rows = await state();
    while (rows.length < count || rows.some((r) => Number(r.waiting) > 0 || r.owner === null)) {
      if (Date.now() > deadline) throw new Error(`work left undone: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 250));
      rows = await state();
    }
    return rows;
  };

  it(
    "assigns every lead once and in turn, whichever instance stored it, also when one is killed",
    { timeout: 120_000 },
    async () => {
      const [one, two] = sites as [RunningSite, RunningSite];
      for (let i = 0; i < 8; i++) await newLead(i % 2 ? two : one, `Lead ${i} ${run}`);
      // Killed just after answering: its last lead's work is done by whichever instance gets to it.
      await newLead(one, `Last ${run}`);
      await one.stop("SIGKILL");
      const rows = await settled(9);
      // Exactly one assignment each, and the turns shared between the two salespeople (5 and 4).
      expect(rows.map((r) => Number(r.assigned))).toEqual(Array(9).fill(1));
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.owner!, (counts.get(r.owner!) ?? 0) + 1);
      expect([...counts.values()].sort()).toEqual([4, 5]);
    },
  );

  it(
    "does the work an instance claimed and then died with, once its lease has run out",
    { timeout: 120_000 },
    async () => {
      // As a dead instance leaves it: the lead stored with its arrival, claimed, the lease 2 s from now.
      const [inserted] = await query<{ id: number }>(
        `insert into quote_requests (created_at, updated_at, name, phone_number, message, source)
       values ($1, $1, $2, '+91 90000 12121', 'Left by a dead instance', 'api') returning id`,
        [new Date().toISOString(), `Orphan ${run}`],
      );
      const id = inserted!.id;
      await query(
        `insert into lead_arrivals (lead_id, created_at, claimed_by, claimed_until) values ($1, $2, 'a-dead-instance', $3)`,
        [id, new Date().toISOString(), new Date(Date.now() + 2_000).toISOString()],
      );
      const rows = await settled(10);
      const orphan = rows.find((r) => Number(r.id) === Number(id))!;
      expect(orphan).toMatchObject({ assigned: "1", waiting: "0" });
      expect(orphan.owner).not.toBeNull();
    },
  );
});
