/**
 * The key that finds the same phone number written two ways ("+91 98765 43210",
 * "098765-43210", "9876543210"): its digits, the last 10 of them. Indian numbers have
 * 10 digits after the country code (+91) or trunk prefix (0), so both drop off; a
 * foreign number keeps its last 10 digits, which in practice tell numbers apart too.
 * Fewer than 7 digits is no usable number ("call me", an extension): no key, never a match.
 * Stored in quote_requests.phone_key (indexed); migration 008 backfilled it with this rule.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
}
