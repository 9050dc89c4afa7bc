import { createHmac, randomBytes } from "node:crypto";
import { clientKey } from "../rate-limit";

/**
 * New visitors one client address may add in one India day. The visitor number hashes
 * the address with the user agent, so one machine changing its user agent makes up a
 * new visitor each time: the per-minute rate alone (ANALYTICS_RATE_LIMIT) lets it add
 * tens of thousands a day. An office, a household or a mobile carrier's shared address
 * may hold several real people, but more than 20 different browsers from one address in
 * one day is more than this site sees from any one place.
 */
export const NEW_VISITORS_PER_ADDRESS_PER_DAY = 20;

/**
 * Addresses remembered per day (about 100 bytes each); past this, in a flood from very
 * many addresses, further addresses go uncapped rather than memory growing without bound.
 */
const MAX_ADDRESSES = 100_000;

/**
 * The visitors each address has added today (in memory, per instance, like the rate
 * limit). Beyond the cap a new visitor's views are dropped, not counted as someone
 * else's: the day's visitors, pageviews and sources then stay what real visitors made
 * them. The visitors an address already has go on counting. Addresses are kept only as
 * keyed hashes (the key is made at start and never stored), and forgotten when the day ends.
 */
export class NewVisitorCap {
  private day = "";
  /** Visitor numbers by keyed hash of the address (a short list: at most `limit`). */
  private readonly byAddress = new Map<string, string[]>();
  private readonly secret = randomBytes(32);

  constructor(private readonly limit = NEW_VISITORS_PER_ADDRESS_PER_DAY) {}

  /** Whether `visitor`, seen at `address` on `day`, may be counted. */
  admit(day: string, address: string, visitor: string): boolean {
    if (day > this.day) {
      this.day = day;
      this.byAddress.clear();
    } else if (day < this.day) {
      // A view of a day already over, numbered late (its salt was loading): only the current day is capped.
      return true;
    }
    // IPv6 by its /64, as the rate limit counts it: one machine usually holds a whole /64.
    const addressKey = createHmac("sha256", this.secret)
      .update(clientKey(address))
      .digest()
      .toString("base64url", 0, 16);
    const seen = this.byAddress.get(addressKey);
    if (!seen) {
      if (this.byAddress.size < MAX_ADDRESSES) this.byAddress.set(addressKey, [visitor]);
      return true;
    }
    if (seen.includes(visitor)) return true;
    if (seen.length >= this.limit) return false;
    seen.push(visitor);
    return true;
  }
}
