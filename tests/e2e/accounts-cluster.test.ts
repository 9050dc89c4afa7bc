import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password-hash";
import { OWNER, OWNER_ENV, endSlowDowns, getAs, postAs, signInHttp, signInPatiently } from "../support/admin";
import { TEST_DATABASE_URL, type TestSchema, createTestSchema } from "../support/postgres";
import { type RunningSite, startSite } from "../support/site";

/**
 * Two instances on one PostgreSQL, as behind a load balancer: sessions, roles and
 * the sign-in throttle live in the database, so what happens on one instance holds
 * on the other at its next request, and after both restart.
 */

const SALES = { email: "sales.cluster@example.com", password: "river-lantern-copper-31" };

describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let schema: TestSchema;
  let a: RunningSite;
  let b: RunningSite;
  let env: Record<string, string>;

  const start = () => startSite(env);

  beforeAll(async () => {
    schema = await createTestSchema("cluster");
    // Both behind the same trusted proxy: X-Forwarded-For names the client, as a load balancer would.
    env = { ...OWNER_ENV, DATABASE_URL: schema.url, TRUST_PROXY: "loopback", QUOTE_RATE_LIMIT: "0" };
    [a, b] = await Promise.all([start(), start()]);
    // A sales account, made the way an accepted invitation makes one.
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    const now = new Date().toISOString();
    await client.query(
      `insert into admin_users (email, display_name, role, password_hash, password_changed_at, created_at, updated_at)
       values ($1, 'Sales Cluster', 'sales', $2, $3, $3, $3)`,
      [SALES.email, await hashPassword(SALES.password), now],
    );
    await client.end();
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
  });

  it("signing out on A refuses the same cookie on B, and still after both restart", async () => {
    const signIn = await signInHttp(a.url, OWNER, { "x-forwarded-for": "192.0.2.10" });
    expect(signIn.status).toBe(303);
    const cookie = signIn.cookie!;
    expect((await getAs(b.url, "/admin", cookie)).status).toBe(200);

    const out = await postAs(a.url, "/admin/logout", cookie, {}, await csrfFrom(a.url, cookie));
    expect(out.status).toBe(303);
    expect(out.location).toBe("/admin/login?signedout");

    const onB = await getAs(b.url, "/admin", cookie);
    expect(onB.status).toBe(303);
    expect(onB.location).toMatch(/^\/admin\/login\?reason=expired/);

    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([start(), start()]);
    for (const site of [a, b]) {
      const again = await getAs(site.url, "/admin", cookie);
      expect(again.status).toBe(303);
      expect(again.location).toMatch(/^\/admin\/login/);
    }
  });

  it("a session made on A keeps working on B and across restarts until it is ended", async () => {
    const signIn = await signInHttp(b.url, OWNER, { "x-forwarded-for": "192.0.2.11" });
    const cookie = signIn.cookie!;
    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([start(), start()]);
    expect((await getAs(a.url, "/admin", cookie)).status).toBe(200);
    expect((await getAs(b.url, "/admin", cookie)).status).toBe(200);
  });

  it("a role change on A is enforced on B at the next request", async () => {
    const owner = (await signInHttp(a.url, OWNER, { "x-forwarded-for": "192.0.2.12" })).cookie!;
    const sales = (await signInHttp(b.url, SALES, { "x-forwarded-for": "192.0.2.13" })).cookie!;
    expect((await getAs(b.url, "/admin", sales)).status).toBe(200);
    expect((await getAs(b.url, "/admin/leads.csv", sales)).status).toBe(200);

    const id = await userId(SALES.email);
    const changed = await postAs(
      a.url,
      `/admin/users/${id}`,
      owner,
      { intent: "role", role: "editor" },
      await csrfFrom(a.url, owner),
    );
    expect(changed.status).toBe(303);

    // Same cookie, other instance, very next request: an editor has no leads inbox.
    const start = await getAs(b.url, "/admin", sales);
    expect(start.status).toBe(303);
    expect(start.location).toBe("/admin/content");
    expect((await getAs(b.url, "/admin/leads.csv", sales)).status).toBe(403);
    expect((await getAs(b.url, "/admin?status=new", sales)).status).toBe(403);
    expect((await getAs(b.url, "/admin/profile", sales)).status).toBe(200);
  });

  it("10 wrong passwords from address X do not stop the right one from address Y", async () => {
    const x = { "x-forwarded-for": "198.51.100.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Alternating instances, as a load balancer would spread them.
      const site = i % 2 ? b : a;
      statuses.push(
        (await signInPatiently(site.url, { email: SALES.email, password: `not-it-${i}` }, x, endSlowDowns(schema)))
          .status,
      );
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);

    const fromY = await signInHttp(b.url, SALES, { "x-forwarded-for": "198.51.100.2" });
    expect(fromY.status).toBe(303);
    expect(fromY.cookie).toBeDefined();
  });

  it("five guesses in all for an account from one address, across both instances, lock it out there", async () => {
    const z = { "x-forwarded-for": "198.51.100.77" };
    const results = [];
    for (const site of [a, b, a, b, a])
      results.push(
        await signInPatiently(site.url, { email: OWNER.email, password: "wrong-wrong-wrong" }, z, endSlowDowns(schema)),
      );
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 429]);
    expect(results[4]!.text).toContain("Sign-in is locked for 15 minutes");
    // The right password from that address is refused on either instance while locked.
    for (const site of [b, a]) {
      const right = await signInHttp(site.url, OWNER, z);
      expect(right.status).toBe(429);
      expect(right.cookie).toBeUndefined();
    }
    expect((await lockoutCount(OWNER.email)) >= 1).toBe(true);
  });

  async function csrfFrom(base: string, cookie: string) {
    const { text } = await getAs(base, "/admin", cookie);
    const m = /name="csrf" value="([^"]+)"/.exec(text);
    if (!m) throw new Error("no csrf token on /admin");
    return m[1]!;
  }

  async function userId(email: string): Promise<number> {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    const { rows } = await client.query("select id from admin_users where email = $1", [email]);
    await client.end();
    return Number(rows[0].id);
  }

  async function lockoutCount(email: string): Promise<number> {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    const { rows } = await client.query(
      "select count(*) as n from audit_log where action = 'auth.lockout' and target = $1",
      [email],
    );
    await client.end();
    return Number(rows[0].n);
  }
});
