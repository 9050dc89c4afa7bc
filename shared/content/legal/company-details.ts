import { telNumber } from "../../lib/phone";
import type { Site } from "../schemas/site";

type Company = Site["company"];

/** The postal line under the street, as the legal contact cards print it (./shared.ts). */
export const postalLine = (address: Company["address"]) =>
  `${address.locality}, ${address.region} ${address.postalCode}`;

/**
 * The details found inside texts, shipped → live. Phone numbers appear both as
 * displayed and as dialled (also inside `tel:` links), e-mail addresses also inside
 * `mailto:` links. Unchanged details stay in the list: a legal name that did not
 * change must still be matched whole, before the changed name inside it.
 */
function textReplacements(shipped: Company, live: Company): Map<string, string> {
  const pairs: [string, string][] = [
    [shipped.legalName, live.legalName],
    [shipped.name, live.name],
    ...shipped.emails.map((email, i): [string, string] => [email, live.emails[i] ?? email]),
    ...shipped.phones.flatMap((phone, i): [string, string][] => {
      const to = live.phones[i] ?? phone;
      return [
        [phone.display, to.display],
        [telNumber(phone.display) ?? phone.display, telNumber(to.display) ?? to.display],
      ];
    }),
    [shipped.address.street, live.address.street],
    [postalLine(shipped.address), postalLine(live.address)],
  ];
  const replacements = new Map<string, string>();
  for (const [from, to] of pairs) if (!replacements.has(from)) replacements.set(from, to);
  return replacements;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `value` (any JSON-like value: a legal document, a contact card) with the shipped
 * company's details replaced by the live company's wherever they occur exactly:
 * legal name, name, e-mail addresses, phone numbers, street and postal line inside
 * any string, and the country where a string is the country alone (it is a word of
 * ordinary sentences too). Longer details are matched first, so the legal name wins
 * over the name it contains, and each text is rewritten in one pass, so a replacement
 * is never replaced again. Returns `value` itself when nothing differs.
 */
export function withCompanyDetails<T>(value: T, shipped: Company, live: Company): T {
  const replacements = textReplacements(shipped, live);
  const country = shipped.address.country !== live.address.country ? live.address.country : undefined;
  if ([...replacements].every(([from, to]) => from === to) && country === undefined) return value;

  const sources = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(sources.map(escapeRegExp).join("|"), "g");
  const text = (s: string) =>
    country !== undefined && s === shipped.address.country
      ? country
      : s.replace(pattern, (found) => replacements.get(found)!);
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return text(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
}
