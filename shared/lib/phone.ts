/**
 * Phone numbers as the company details hold them: typed once, the way the site shows
 * them ("+91 98765 43210"); the dialled form (`tel:`) and the WhatsApp address are
 * derived here, so they never disagree with what visitors read.
 */

/** A number typed without a country code is taken as Indian (the company's country). */
const DEFAULT_COUNTRY_CODE = "91";

/** "+91 98765 43210" → "+919876543210"; "98765 43210" → "+919876543210"; undefined when it is no phone number. */
export function telNumber(display: string): string | undefined {
  const text = display.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
  // A national number: 10 digits, or 11 with the trunk 0 in front ("098765 43210").
  const national = /^0\d{10}$/.test(digits) ? digits.slice(1) : digits;
  return /^[1-9]\d{9}$/.test(national) ? `+${DEFAULT_COUNTRY_CODE}${national}` : undefined;
}

/** The `tel:` address of a number as displayed (digits only, whatever could not be read). */
export function telHref(display: string): string {
  return `tel:${telNumber(display) ?? display.replace(/[^\d+]/g, "")}`;
}

/** Indian mobile numbers: +91 then 10 digits starting 6–9 (landlines cannot take WhatsApp). */
const isMobile = (tel: string) => /^\+91[6-9]\d{9}$/.test(tel);

type Phone = { display: string; whatsapp?: boolean };

/** The number WhatsApp chats go to: the one marked for WhatsApp, else the first mobile, else the first. */
export function whatsappPhone<P extends Phone>(phones: readonly P[]): P | undefined {
  return (
    phones.find((p) => p.whatsapp && telNumber(p.display)) ??
    phones.find((p) => isMobile(telNumber(p.display) ?? "")) ??
    phones.find((p) => telNumber(p.display))
  );
}

/** "https://wa.me/919876543210" for the WhatsApp number; undefined without a readable number. */
export function whatsappHref(phones: readonly Phone[]): string | undefined {
  const phone = whatsappPhone(phones);
  const tel = phone && telNumber(phone.display);
  return tel ? `https://wa.me/${tel.slice(1)}` : undefined;
}

/** Social links with the WhatsApp one pointing at the company's WhatsApp number (its stored address is only a fallback). */
export function withWhatsappNumber<S extends { network: string; href: string }>(
  social: readonly S[],
  phones: readonly Phone[],
): S[] {
  const href = whatsappHref(phones);
  return social.map((s) => (s.network === "whatsapp" && href ? { ...s, href } : s));
}

/** Indian area codes of two digits (the metros); other landlines are read as three and seven digits. */
const METRO_CODES = new Set(["11", "20", "22", "33", "40", "44", "79", "80"]);

/**
 * A company phone as stored and shown: with its country code (+91 when typed without one)
 * and grouped as Indians read them, "+91 98765 43210" (mobiles), "+91 11 2345 6789" (metro
 * landlines), "+91 120 456 7890" (other landlines). A foreign number keeps the groups it was
 * typed with; text that is no phone number is left for the schema to refuse.
 */
export function formatPhone(display: string): string {
  const tel = telNumber(display);
  if (!tel) return display.trim();
  if (!tel.startsWith("+91")) return display.trim().replace(/\s+/g, " ");
  const n = tel.slice(3);
  if (isMobile(tel)) return `+91 ${n.slice(0, 5)} ${n.slice(5)}`;
  if (METRO_CODES.has(n.slice(0, 2))) return `+91 ${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`;
  return `+91 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

/** The company's phones as the site shows them (records saved before kept what was typed). */
export function formattedPhones<P extends Phone>(phones: readonly P[]): P[] {
  return phones.map((p) => ({ ...p, display: formatPhone(p.display) }));
}

/**
 * A lead's number in the one format the back office shows and exports: an Indian number
 * grouped as the company's own phones are (formatPhone: "+91 98470 55221") however it was
 * typed ("098470-55221", "9847055221"), another country's as "+" and its digits, and anything
 * unreadable ("call me after 6") as typed.
 */
export function displayPhone(typed: string): string {
  const tel = telNumber(typed);
  if (!tel) return typed.trim();
  return /^\+91\d{10}$/.test(tel) ? formatPhone(tel) : tel;
}

/** A WhatsApp chat with the number, the message typed in already; undefined when the number cannot be read. */
export function whatsappChatHref(typed: string, text: string): string | undefined {
  const tel = telNumber(typed);
  return tel ? `https://wa.me/${tel.slice(1)}?text=${encodeURIComponent(text)}` : undefined;
}
