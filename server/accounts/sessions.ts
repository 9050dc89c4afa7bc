import { randomBytes } from "node:crypto";
import { type Cookie, type Session, type SessionStorage, createCookie, createSessionStorage } from "react-router";
import type { Db } from "../db";

/**
 * Back-office sessions: React Router's session API over a database table. The
 * cookie carries only a random id, signed with a secret kept in the database (so
 * every instance shares it); everything else is a row. Deleting the row signs the
 * session out everywhere at once, and a restart changes nothing.
 */

export const SESSION_COOKIE = "admin_session";
/** The cookie goes only to the back office's own addresses. */
export const SESSION_COOKIE_PATH = "/admin";
/** Signed out after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and in any case this long after signing in. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A sign-in waiting for its second factor lasts this long. */
export const PENDING_SESSION_MS = 10 * 60 * 1000;
/** last_seen_at is written at most this often per session (one write per minute, not per request). */
const TOUCH_EVERY_MS = 60 * 1000;

export type AdminSessionData = {
  /** The signed-in account. */
  userId?: number;
  /** Password accepted, second factor not yet. */
  pendingUserId?: number;
  /** Where to go after the second factor. */
  next?: string;
  /** Per-session token every back-office form carries. */
  csrf: string;
  /** Recorded at creation only (moved to their columns). */
  device?: string;
  ip?: string;
};
/** A one-time note for the next page after a form post ("Invitation sent"). */
/** `leadId` and `about`: the lead and the inbox form (its stage, its mail) the notice belongs beside; `link`: where the change can be seen. */
export type FlashNotice = {
  text: string;
  tone?: "success" | "error";
  leadId?: number;
  about?: "stage" | "mail";
  link?: { href: string; text: string };
};
export type AdminFlashData = { notice: FlashNotice };
export type AdminSession = Session<AdminSessionData, AdminFlashData>;
export type AdminSessionStorage = SessionStorage<AdminSessionData, AdminFlashData>;

export type SessionInfo = {
  id: string;
  userId: number;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
};

export function newCsrfToken(): string {
  return randomBytes(24).toString("base64url");
}

/** How long a browser stays a known device of an account (see decision 011). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What the device cookie says: this browser signed in to this account before. */
export type KnownDevice = { email: string; id: string };

export class SessionStore {
  readonly storage: AdminSessionStorage;
  /**
   * A long-lived signed cookie, sent only to the sign-in form, that marks a browser
   * in which an account signed in successfully. Guesses from a known device are
   * counted apart from everyone else's, so a stranger who locks an account out from
   * their side (or from a proxy address everyone shares) does not lock out its owner.
   */
  readonly deviceCookie: Cookie;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly now: () => Date,
  ) {
    const cookie = createCookie(SESSION_COOKIE, {
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: "lax",
      secrets: [secret],
      // No Max-Age: the server decides when a session ends (idle and absolute limits);
      // the browser forgets the cookie when it closes.
    });
    this.deviceCookie = createCookie("admin_device", {
      path: "/admin/login",
      httpOnly: true,
      sameSite: "lax",
      secrets: [secret],
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    const k = db.kysely;
    this.storage = createSessionStorage<AdminSessionData, AdminFlashData>({
      cookie,
      createData: async (data) => {
        const id = randomBytes(32).toString("base64url");
        const now = this.now();
        const { device, ip, ...rest } = data as AdminSessionData;
        const limit = rest.userId ? SESSION_ABSOLUTE_MS : PENDING_SESSION_MS;
        await k
          .insertInto("admin_sessions")
          .values({
            id,
            user_id: rest.userId ?? null,
            data: JSON.stringify(rest),
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: new Date(now.getTime() + limit).toISOString(),
            user_agent: device?.slice(0, 300) ?? null,
            ip: ip?.slice(0, 64) ?? null,
          })
          .execute();
        return id;
      },
      readData: async (id) => {
        if (!/^[\w-]{20,64}$/.test(id)) return null;
        const row = await k.selectFrom("admin_sessions").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row) return null;
        const now = this.now().getTime();
        const lastSeen = Date.parse(row.last_seen_at);
        if (Date.parse(row.expires_at) <= now || now - lastSeen >= SESSION_IDLE_MS) {
          await k.deleteFrom("admin_sessions").where("id", "=", id).execute();
          return null;
        }
        if (now - lastSeen >= TOUCH_EVERY_MS) {
          await k
            .updateTable("admin_sessions")
            .set({ last_seen_at: new Date(now).toISOString() })
            .where("id", "=", id)
            .execute();
        }
        try {
          return JSON.parse(row.data) as AdminSessionData;
        } catch {
          return null;
        }
      },
      updateData: async (id, data) => {
        const { device: _d, ip: _i, ...rest } = data as AdminSessionData;
        // Only rows that still exist: a session revoked meanwhile stays revoked.
        await k
          .updateTable("admin_sessions")
          .set({ data: JSON.stringify(rest) })
          .where("id", "=", id)
          .execute();
      },
      deleteData: async (id) => {
        await k.deleteFrom("admin_sessions").where("id", "=", id).execute();
      },
    });
  }

  /** The devices this browser is known for (signed; anything else reads as none). */
  async knownDevices(cookieHeader: string | null): Promise<KnownDevice[]> {
    const value: unknown = await this.deviceCookie.parse(cookieHeader);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (d): d is KnownDevice => typeof d?.email === "string" && typeof d?.id === "string" && /^[\w-]{16,64}$/.test(d.id),
    );
  }

  /** Set-Cookie that adds `email` to this browser's known accounts (at most 5 remembered). */
  async rememberDevice(cookieHeader: string | null, email: string, secure: boolean): Promise<string> {
    const devices = await this.knownDevices(cookieHeader);
    const mine = devices.find((d) => d.email === email);
    const next = [
      { email, id: mine?.id ?? randomBytes(16).toString("base64url") },
      ...devices.filter((d) => d.email !== email),
    ].slice(0, 5);
    return this.deviceCookie.serialize(next, { secure });
  }

  /** The signed-in sessions of one account, most recently used first. */
  async listForUser(userId: number): Promise<SessionInfo[]> {
    const cutoff = new Date(this.now().getTime() - SESSION_IDLE_MS).toISOString();
    const rows = await this.db.kysely
      .selectFrom("admin_sessions")
      .select(["id", "user_id", "user_agent", "ip", "created_at", "last_seen_at"])
      .where("user_id", "=", userId)
      .where("last_seen_at", ">", cutoff)
      .where("expires_at", ">", this.now().toISOString())
      .orderBy("last_seen_at", "desc")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      userId: Number(r.user_id),
      device: describeDevice(r.user_agent),
      ip: r.ip,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
    }));
  }

  /** The account a session belongs to (for an owner revoking someone's session). */
  async ownerOf(id: string): Promise<number | null> {
    const row = await this.db.kysely
      .selectFrom("admin_sessions")
      .select("user_id")
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.user_id == null ? null : Number(row.user_id);
  }

  async revoke(id: string): Promise<boolean> {
    const result = await this.db.kysely.deleteFrom("admin_sessions").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Signs an account out everywhere, except (optionally) the session making the change. */
  async revokeAllForUser(userId: number, exceptId?: string): Promise<number> {
    const result = await this.db.kysely
      .deleteFrom("admin_sessions")
      .where("user_id", "=", userId)
      .$if(exceptId !== undefined, (q) => q.where("id", "<>", exceptId!))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes sessions past either limit (the daily clean-up; reads already refuse them). */
  async pruneExpired(): Promise<number> {
    const now = this.now();
    const result = await this.db.kysely
      .deleteFrom("admin_sessions")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", now.toISOString()),
          eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** "Chrome on Android", "Firefox on Windows"…: enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl|wget|node|undici|python|Go-http/i.test(ua)
              ? "Script"
              : "Browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "";
  return os ? `${browser} on ${os}` : browser;
}
