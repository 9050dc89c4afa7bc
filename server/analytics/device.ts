import type { DeviceClass } from "../db/schema";

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|SM-T\d|Android(?!.*Mobi)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|KaiOS/i;

/**
 * Phone, tablet or desktop, from the user agent: the only thing kept of it. (iPads
 * that ask for desktop sites say "Macintosh" and count as desktops, as they render so.)
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (PHONE.test(userAgent)) return "phone";
  return "desktop";
}

/** Memory bound of the user-agent memo: a site sees a few hundred common ones. */
const KNOWN_AGENTS = 1_000;

/**
 * isbot's answer and the device class, remembered per user agent: both are regular
 * expressions (isbot's is long) run on every pageview, and most views share a few
 * hundred user agents. The memo is emptied when full.
 */
export class UserAgentMemo {
  private readonly known = new Map<string, { bot: boolean; device: DeviceClass }>();

  constructor(private readonly isBot: (userAgent: string) => boolean) {}

  describe(userAgent: string): { bot: boolean; device: DeviceClass } {
    let agent = this.known.get(userAgent);
    if (!agent) {
      if (this.known.size >= KNOWN_AGENTS) this.known.clear();
      agent = { bot: this.isBot(userAgent), device: deviceClass(userAgent) };
      this.known.set(userAgent, agent);
    }
    return agent;
  }
}
