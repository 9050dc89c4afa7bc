/**
 * Text made safe for XML 1.0 (the RSS feed, the SVG we draw for link-preview images).
 *
 * XML 1.0 forbids the C0 control characters other than tab, newline and carriage return,
 * U+FFFE/U+FFFF and unpaired surrogates: a parser rejects the whole document if one
 * appears, even escaped as a character reference. The C1 controls (U+007F–U+009F) are
 * allowed but discouraged, and never meant in our text, so they go too.
 */
// With the `u` flag a surrogate pair is one code point, so the range matches only unpaired halves.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

/** `s` without the characters XML 1.0 does not allow. */
export const xmlChars = (s: string): string => s.replace(NOT_XML, "");

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `s` as XML character data or an attribute value (either quote), invalid characters removed. */
export const escapeXml = (s: string): string => xmlChars(s).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
