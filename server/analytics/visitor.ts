import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db";

/**
 * The daily visitor number, as Plausible counts unique visitors without cookies:
 * SHA-256 of a secret salt, the client address and the user agent. The salt is made
 * for one India calendar day, shared by every instance through the database, and
 * deleted when the day is over, after which nobody (us included) can recompute a
 * number or link two days' numbers. Neither the address nor the user agent is stored.
 */
export class VisitorHasher {
  private current: { day: string; salt: Buffer } | undefined;
  private loading: { day: string; promise: Promise<Buffer> } | undefined;

  constructor(private readonly db: Db) {}

  /** The visitor number of a client on `day` (hex, 128 bits: collisions are negligible). */
  async visitor(day: string, address: string, userAgent: string): Promise<string> {
    return this.visitorNow(day, address, userAgent) ?? hash(await this.saltFor(day), address, userAgent);
  }

  /** The same number at once when the day's salt is in memory (nearly always); undefined when it must be loaded. */
  visitorNow(day: string, address: string, userAgent: string): string | undefined {
    return this.current?.day === day ? hash(this.current.salt, address, userAgent) : undefined;
  }

  private saltFor(day: string): Promise<Buffer> {
    if (this.loading?.day === day) return this.loading.promise;
    const promise = this.load(day).then(
      (salt) => {
        if (!this.current || this.current.day < day) this.current = { day, salt };
        return salt;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    this.loading = { day, promise };
    return promise;
  }

  /** The first instance to need a day's salt makes it; the others read that one. Earlier days' salts go. */
  private async load(day: string): Promise<Buffer> {
    const db = this.db.kysely;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    return Buffer.from(row.salt, "base64");
  }

  /** Forgets salts of days before `day` (kept in memory and in the database). */
  async discardBefore(day: string): Promise<void> {
    if (this.current && this.current.day < day) this.current = undefined;
    await this.db.kysely.deleteFrom("analytics_salts").where("day", "<", day).execute();
  }
}

function hash(salt: Buffer, address: string, userAgent: string): string {
  return createHash("sha256")
    .update(salt)
    .update(address)
    .update("\u0000")
    .update(userAgent)
    .digest("hex")
    .slice(0, 32);
}
