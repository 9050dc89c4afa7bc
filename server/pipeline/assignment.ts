import { can, type Permission, PERMISSIONS } from "../accounts/roles";
import type { Db, Executor } from "../db";
import type { Role } from "../db/schema";
import type { AuditAction } from "../audit/audit-log";
import type { Acting, PersonRef } from "./acting";
import { Refused, invalid } from "./results";
import type { Versioned, VersionedWriter, WriteResult } from "./versioned-write";

/** Someone a record may be given to: an account whose role has the pipeline's permission. */
export type Assignee = { id: number; name: string; email: string; role: Role };

/**
 * Assignment to an account with a permission ("leads.work" for leads; a hiring permission for
 * job applications): who may be chosen, and the check made inside the write's transaction,
 * so an account whose role changed meanwhile cannot be given the record.
 */
export class Assignment {
  private readonly roles: Role[];

  constructor(
    private readonly db: Db,
    private readonly permission: Permission,
  ) {
    this.roles = [...(PERMISSIONS[permission] as readonly Role[])];
  }

  /** The accounts that may be given a record, by name. */
  async assignees(): Promise<Assignee[]> {
    const rows = await this.db.kysely
      .selectFrom("admin_users")
      .select(["id", "display_name", "email", "role"])
      .where("role", "in", this.roles)
      .orderBy("display_name")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.display_name, email: r.email, role: r.role }));
  }

  /** The account as the timeline names it, if it exists and its role has the permission; else undefined. */
  async allowed(executor: Executor, userId: number): Promise<PersonRef | undefined> {
    const user = await executor
      .selectFrom("admin_users")
      .select(["id", "display_name", "role"])
      .where("id", "=", userId)
      .executeTakeFirst();
    return user && can(user.role, this.permission) ? { id: Number(user.id), name: user.display_name } : undefined;
  }
}

/** An account as the timeline names it, also one removed since ("account 7"). */
export async function personRef(executor: Executor, userId: number): Promise<PersonRef> {
  const user = await executor
    .selectFrom("admin_users")
    .select("display_name")
    .where("id", "=", userId)
    .executeTakeFirst();
  return { id: userId, name: user?.display_name ?? `account ${userId}` };
}

/**
 * Gives a worked record to an account the assignment allows (`to`), or to no one (null), in one
 * versioned write with its timeline entry ("assigned", from and to as the timeline names them)
 * and its audit entry (`action`, by account numbers). Refused beside `ownerId` in `refusal`'s
 * words when the account may not have it; no change when it already has it.
 */
export async function assignTo<R extends Versioned & { ownerId: number | null }, V, C, K extends string>(
  writer: VersionedWriter<R, V, C, K | "assigned">,
  assignment: Assignment,
  target: { acting: Acting; id: number; ownerId: number | null; expectVersion: number },
  o: { refusal: string; action: AuditAction; columns: (ownerId: number | null) => C },
): Promise<WriteResult<V>> {
  return writer.write(target.acting, target.id, target.expectVersion, async (c) => {
    const to = target.ownerId === null ? null : await assignment.allowed(c.trx, target.ownerId);
    if (to === undefined) throw new Refused(invalid({ ownerId: o.refusal }));
    if (c.record.ownerId === (to?.id ?? null)) return false;
    const from = c.record.ownerId === null ? null : await personRef(c.trx, c.record.ownerId);
    await c.bump(o.columns(to?.id ?? null));
    await c.event("assigned", { from, to });
    await c.audit(o.action, { from: c.record.ownerId, to: to?.id ?? null });
    return true;
  });
}
