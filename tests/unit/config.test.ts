import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

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
