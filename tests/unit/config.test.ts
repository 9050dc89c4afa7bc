import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";

/** loadConfig(env) alone: the start-up rules that need no server. */

const PRODUCTION = { NODE_ENV: "production", SITE_URL: "https://www.example.com" };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("runs the quick start (`npm start`, no environment at all) on its defaults", () => {
    const config = loadConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBeUndefined();
  });

  it("refuses NODE_ENV=production without SITE_URL, naming it", () => {
    expect(refusal({ NODE_ENV: "production" })).toContain("SITE_URL: required when NODE_ENV=production");
    expect(refusal({ NODE_ENV: "production", SITE_URL: "" })).toContain("SITE_URL: required when NODE_ENV=production");
    expect(loadConfig(PRODUCTION).SITE_URL).toBe("https://www.example.com");
  });

  it("refuses TRUST_PROXY=true in production and points to a hop count or addresses", () => {
    const message = refusal({ ...PRODUCTION, TRUST_PROXY: "true" });
    expect(message).toMatch(/TRUST_PROXY: /);
    expect(message).toMatch(/hop count/);
    expect(message).toMatch(/loopback|10\.0\.0\.0\/8/);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    // Outside production it is allowed (the server warns at start).
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });

  it("bounds connections and how long a request may take to arrive", () => {
    const config = loadConfig({});
    expect(config.MAX_CONNECTIONS).toBe(2000);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBeGreaterThan(0);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBeLessThan(config.MAX_CONNECTIONS);
    expect(config.HEADERS_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(config.HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(config.REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(config.REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(loadConfig({ MAX_CONNECTIONS: "50", MAX_CONNECTIONS_PER_ADDRESS: "0" })).toMatchObject({
      MAX_CONNECTIONS: 50,
      MAX_CONNECTIONS_PER_ADDRESS: 0,
    });
    expect(refusal({ MAX_CONNECTIONS: "0" })).toContain("MAX_CONNECTIONS");
    expect(refusal({ REQUEST_TIMEOUT_MS: "0" })).toContain("REQUEST_TIMEOUT_MS");
    expect(refusal({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" })).toContain("HEADERS_TIMEOUT_MS");
  });
});

/**
 * Bad values refused by loadConfig itself (moved here from tests/e2e/quote-config.test.ts,
 * which keeps one of them to check that the server stops on it, and the faults that only a
 * starting server meets: an unreachable database, an unusable DATA_DIR, a taken port).
 */
describe("loadConfig refuses a wrong value, naming the variable", () => {
  const cases: [string, NodeJS.ProcessEnv][] = [
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["SMTP_URL", { SMTP_URL: "smtp://" }],
    ["SMTP_URL", { SMTP_URL: "not a url" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db.example.com/site" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "eighty" }],
    ["QUOTE_RATE_LIMIT", { QUOTE_RATE_LIMIT: "-1" }],
    ["QUOTE_RATE_LIMIT", { QUOTE_RATE_LIMIT: "ten" }],
    ["QUOTE_RATE_LIMIT", { QUOTE_RATE_LIMIT: "2.5" }],
    // Production needs its public address, and a TRUST_PROXY a client cannot fake.
    ["SITE_URL", { NODE_ENV: "production" }],
    ["TRUST_PROXY", { NODE_ENV: "production", SITE_URL: "https://www.example.com", TRUST_PROXY: "true" }],
    // Weak owner passwords: the server refuses to start rather than guard the back office with them.
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "aaaaaaaaaaaa", ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "            ", ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "password1234", ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "change-me-to-a-long-passphrase", ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "short-pw", ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_EMAIL", { ADMIN_PASSWORD: "correct-horse-battery-staple" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not-an-address", ADMIN_PASSWORD: "correct-horse-battery-staple" }],
    ["LEAD_RETENTION_DAYS", { LEAD_RETENTION_DAYS: "0" }],
    ["LEAD_RETENTION_DAYS", { LEAD_RETENTION_DAYS: "forever" }],
    ["AUDIT_RETENTION_DAYS", { AUDIT_RETENTION_DAYS: "-5" }],
  ];
  it.each(cases)("%s: %j", (variable, env) => {
    const message = refusal(env);
    expect(message).toContain(`  ${variable}: `);
    // A refused ADMIN_PASSWORD is never printed.
    if (variable === "ADMIN_PASSWORD" && env.ADMIN_PASSWORD!.trim()) expect(message).not.toContain(env.ADMIN_PASSWORD);
  });

  it("never prints a password that is part of a URL", () => {
    const message = refusal({
      SMTP_URL: "http://mailer:s3cret-pw@mail.example.com",
      DATABASE_URL: "mysql://site:s3cret-pw@db.example.com/site",
    });
    expect(message).toContain("SMTP_URL");
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("s3cret-pw");
  });
});
