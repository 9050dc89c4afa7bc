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
