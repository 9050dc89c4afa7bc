import { randomBytes } from "node:crypto";
import type { Db, Executor } from "../db";

/**
 * Files an editor uploaded without their alt text (app/admin/content/image-upload.server.ts):
 * the browser cannot be handed a file back, so the form returns asking for the words and
 * names the waiting file by a token. They live in the database so that the next post finds
 * the file whichever instance answers it.
 */

/** How long a file waits for its alt text. */
export const PENDING_UPLOAD_MS = 30 * 60_000;
/** Files one person may have waiting; a newer one pushes out the oldest. */
export const PENDING_UPLOADS_PER_USER = 5;

export type PendingUpload = { name: string; bytes: Buffer };

export class PendingUploads {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Keeps `bytes` for `userId` and gives the token that takes them back. */
  async keep(userId: number, bytes: Buffer, name: string): Promise<string> {
    const now = this.now();
    const token = randomBytes(16).toString("hex");
    await this.db.kysely.transaction().execute(async (trx) => {
      await this.prune(trx);
      // The newest files but one stay; the new file makes them PENDING_UPLOADS_PER_USER.
      const older = await trx
        .selectFrom("pending_uploads")
        .select("token")
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("token")
        .offset(PENDING_UPLOADS_PER_USER - 1)
        .limit(1_000)
        .execute();
      const tokens = older.map((row) => row.token);
      if (tokens.length) await trx.deleteFrom("pending_uploads").where("token", "in", tokens).execute();
      await trx
        .insertInto("pending_uploads")
        .values({
          token,
          user_id: userId,
          name,
          body: bytes,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + PENDING_UPLOAD_MS).toISOString(),
        })
        .execute();
    });
    return token;
  }

  /** Deletes the files whose time ran out (the hourly clean-up, and each keep); how many went. */
  async prune(executor: Executor = this.db.kysely): Promise<number> {
    const result = await executor
      .deleteFrom("pending_uploads")
      .where("expires_at", "<", this.now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The file `token` names, if it is `userId`'s and still waiting. */
  async get(userId: number, token: string): Promise<PendingUpload | undefined> {
    const row = await this.db.kysely
      .selectFrom("pending_uploads")
      .select(["name", "body"])
      .where("token", "=", token)
      .where("user_id", "=", userId)
      .where("expires_at", ">=", this.now().toISOString())
      .executeTakeFirst();
    return row ? { name: row.name, bytes: Buffer.from(row.body) } : undefined;
  }

  /** The file is in the library now: it waits no more. */
  async remove(token: string): Promise<void> {
    await this.db.kysely.deleteFrom("pending_uploads").where("token", "=", token).execute();
  }
}
