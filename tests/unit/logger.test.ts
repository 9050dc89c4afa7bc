import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { logPath, requestIdOf } from "#server/logger";

const req = (id?: string) => ({ headers: id === undefined ? {} : { "x-request-id": id } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps a well-formed incoming id", () => {
    expect(requestIdOf(req("abc-123_x.y:z"))).toBe("abc-123_x.y:z");
  });

  it("replaces a missing, oversized or hostile id with a new UUID", () => {
    for (const bad of [undefined, "", "a".repeat(129), "x\r\nSet-Cookie: a=b", '"},{"level":"fatal', "<script>"]) {
      expect(requestIdOf(req(bad))).toMatch(UUID);
    }
    expect(requestIdOf(req())).not.toBe(requestIdOf(req()));
  });
});

describe("logPath", () => {
  it("drops the query string, which may carry visitor input", () => {
    expect(logPath("/contact_us?name=Asha&phone=98")).toBe("/contact_us");
  });

  it("cuts very long paths", () => {
    expect(logPath(`/${"a".repeat(5000)}`).length).toBeLessThan(210);
  });
});
