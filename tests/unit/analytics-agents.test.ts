import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { UserAgentMemo } from "#server/analytics/device";

const CHROME_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

describe("the user-agent memo of the pageview endpoint", () => {
  it("answers as isbot and deviceClass do, asking isbot once per user agent", () => {
    const asked: string[] = [];
    const memo = new UserAgentMemo((ua) => (asked.push(ua), isbot(ua)));
    for (let i = 0; i < 3; i++) {
      expect(memo.describe(CHROME_PHONE)).toEqual({ bot: false, device: "phone" });
      expect(memo.describe(BINGBOT)).toEqual({ bot: true, device: "desktop" });
    }
    expect(asked).toEqual([CHROME_PHONE, BINGBOT]);
  });

  it("stays bounded: after 1,000 distinct user agents it starts over", () => {
    const asked: string[] = [];
    const memo = new UserAgentMemo((ua) => (asked.push(ua), false));
    for (let i = 0; i < 1_000; i++) memo.describe(`agent ${i}`);
    memo.describe("agent 0"); // still known
    expect(asked).toHaveLength(1_000);
    memo.describe("agent 1000"); // the memo is full: emptied, then this one is kept
    memo.describe("agent 1"); // asked again
    expect(asked.slice(-2)).toEqual(["agent 1000", "agent 1"]);
  });
});
