import path from "node:path";
import { z } from "zod";
import { DEFAULT_APPLICATION_RETENTION_DAYS } from "#shared/content/legal/application-retention";
import { checkPassword } from "./accounts/password-policy";

/**
 * The run contract's environment variables, checked once at start.
 * A wrong value stops the start with a message that names the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(" or ")}//`,
  );

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: url(["http:", "https:"])
    .default("http://localhost:3000")
    .transform((v) => new URL(v).origin),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  /** smtp://user:pass@host:587 or smtps://…:465; unset: mail is written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: url(["smtp:", "smtps:"])
    .refine(
      (v) => URL.canParse(v) && new URL(v).hostname !== "",
      "must name the mail server host, e.g. smtp://user:pass@mail.example.com:587",
    )
    .optional(),
  MAIL_TO: z.email().default("sales@example.com"),
  MAIL_FROM: z.email().default("website@example.com"),
  QUOTE_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** Which proxies to trust (Express's "trust proxy" syntax): unset/false, true (refused in production), a hop count, or addresses/subnets. */
  TRUST_PROXY: z.string().optional(),
  /** Connections open at once; more are closed as they arrive. The proxy in front has its own limits. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
  /** Connections open at once from one client address (IPv6: one /64); 0: no cap. Trusted proxies are not capped. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  /** Milliseconds a client has to send a request's headers, and the whole request (headers and body). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** With ADMIN_PASSWORD: the owner account created at start (or whose password is reset). */
  ADMIN_EMAIL: z.email("must be an e-mail address, e.g. owner@example.com").optional(),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const verdict = checkPassword(v);
      if (!verdict.ok) ctx.addIssue({ code: "custom", message: `refused: ${verdict.message}` });
    })
    .optional(),
  /**
   * How long a SQLite write waits for another program's write lock before the request is
   * answered 503 (the request's event loop waits with it: better-sqlite3 is synchronous).
   * Tests shorten it; PostgreSQL ignores it.
   */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Leads older than this many days are deleted daily; unset keeps them. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).optional(),
  /** Job applications (with their CVs) older than this many days are deleted by the hourly clean-up. */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_APPLICATION_RETENTION_DAYS),
  /** Where the hiring team is told of each new job application; unset: MAIL_TO. */
  HIRING_MAIL_TO: z.email().optional(),
  /** "off" stops counting pageviews (the beacon is still answered, nothing is stored). */
  ANALYTICS: z.enum(["on", "off"]).default("on"),
  /** Raw pageview events older than this many days are deleted; the daily totals stay. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Pageviews counted per client address per minute; more are answered but not counted. 0: no limit. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /** When each salesperson's morning digest of leads goes out, India time (HH:MM, 24-hour). */
  LEAD_DIGEST_TIME: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "must be a time like 08:30 (India time, 24-hour)")
    .default("08:30"),
  /** How often each instance looks whether a morning digest is due, in milliseconds (tests shorten it). */
  DIGEST_POLL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** Audit entries older than this many days are deleted daily. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  /** Seconds for Strict-Transport-Security; 0 turns the header off (e.g. plain-HTTP local runs). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31536000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("build"),
  /** Where `npm run backup` and the schedule write backups; unset: DATA_DIR/backups. Owner-only (0700). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** The server backs up its SQLite database every this many hours; unset: never by itself. */
  BACKUP_EVERY_HOURS: z.coerce.number().int().min(1).max(8760).optional(),
  /** How many backups BACKUP_DIR keeps (the oldest go after each new one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

export type Config = Omit<z.infer<typeof envSchema>, "TRUST_PROXY" | "BACKUP_DIR" | "HIRING_MAIL_TO"> & {
  TRUST_PROXY: boolean | number | string | undefined;
  BACKUP_DIR: string;
  HIRING_MAIL_TO: string;
};

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  if (c.ADMIN_PASSWORD !== undefined && c.ADMIN_EMAIL === undefined) {
    throw new ConfigError(
      "Invalid environment configuration:\n  ADMIN_EMAIL: required with ADMIN_PASSWORD (the e-mail address of the owner account to create or reset)",
    );
  }
  const problems: string[] = [];
  if (c.ADMIN_PASSWORD !== undefined) {
    // The owner's password must not be built on the owner's address or the site's domain either.
    const verdict = checkPassword(c.ADMIN_PASSWORD, [c.ADMIN_EMAIL ?? "", new URL(c.SITE_URL).hostname]);
    if (!verdict.ok) problems.push(`ADMIN_PASSWORD: refused: ${verdict.message}`);
  }
  if (c.BACKUP_EVERY_HOURS !== undefined && c.DATABASE_URL !== undefined) {
    problems.push(
      "BACKUP_EVERY_HOURS: the server backs up its own SQLite database only; with DATABASE_URL back up PostgreSQL with pg_dump or your provider's backups (docs/deploy.md), and unset it",
    );
  }
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    problems.push(`HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (${c.REQUEST_TIMEOUT_MS})`);
  }
  // `npm start` (the quick start) does not set NODE_ENV, so it keeps the localhost default.
  if (env.NODE_ENV === "production") {
    if (cleaned.SITE_URL === undefined) {
      problems.push(
        "SITE_URL: required when NODE_ENV=production (the public origin, e.g. https://www.example.com; canonical links, Open Graph, the sitemap and mail links use it)",
      );
    }
    if (c.TRUST_PROXY === "true") {
      problems.push(
        "TRUST_PROXY: true is refused when NODE_ENV=production: it trusts the leftmost X-Forwarded-For, which any client can write. " +
          "Set the number of proxies in front (a hop count, e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)",
      );
    }
  }
  if (problems.length)
    throw new ConfigError(`Invalid environment configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    BUILD_DIR: path.resolve(c.BUILD_DIR),
    BACKUP_DIR: path.resolve(c.BACKUP_DIR ?? path.join(c.DATA_DIR, "backups")),
    TRUST_PROXY: parseTrustProxy(c.TRUST_PROXY),
    HIRING_MAIL_TO: c.HIRING_MAIL_TO ?? c.MAIL_TO,
  };
}

function parseTrustProxy(v: string | undefined): Config["TRUST_PROXY"] {
  if (v === undefined || v === "false") return undefined;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v; // e.g. "loopback" or "10.0.0.0/8, 192.168.1.5" — proxy-addr validates the list at start (server/http/client-address.ts)
}
