import { CV_MAX_BYTES } from "#shared/lib/application-fields";

/**
 * A CV is taken by what its bytes are, never by its name or the type the browser claims:
 * a PDF starts with "%PDF-"; a Word document (.docx) is a ZIP archive whose directory
 * lists word/document.xml and [Content_Types].xml (any other ZIP, e.g. a program packed
 * with a .docx name, is not one), and one holding macros (word/vbaProject.bin, a .docm)
 * is refused. Anything else is named in words ("a program", "an image") so the person
 * knows what they chose. Nothing here keeps the bytes: a refused file is dropped by the
 * caller.
 */

export type CvKind = "pdf" | "docx";

export type CvCheck =
  | { ok: true; kind: CvKind }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: "too-large"; size: number }
  | { ok: false; reason: "old-word" }
  | { ok: false; reason: "macros" }
  /** `found`: what the bytes are, as a person says it ("a program", "a JPEG image"). */
  | { ok: false; reason: "other"; found: string };

/** What other files are, told by their first bytes (latin1 text of them). */
const SIGNATURES: readonly [RegExp, string][] = [
  [/^MZ/, "a Windows program"],
  [/^\x7fELF/, "a program"],
  [/^(\xfe\xed\xfa[\xce\xcf]|[\xce\xcf]\xfa\xed\xfe|\xca\xfe\xba\xbe)/, "a Mac program"],
  [/^#!/, "a script"],
  [/^\xff\xd8\xff/, "a JPEG image"],
  [/^\x89PNG\r\n\x1a\n/, "a PNG image"],
  [/^GIF8[79]a/, "a GIF image"],
  [/^RIFF....WEBP/s, "a WebP image"],
  [/^....ftyp(heic|heix|mif1)/s, "an HEIC photo"],
  [/^\{\\rtf/, "a rich-text document (.rtf)"],
  [/^Rar!\x1a\x07/, "a RAR archive"],
  [/^7z\xbc\xaf\x27\x1c/, "a 7-Zip archive"],
  [/^\x1f\x8b/, "a compressed file (gzip)"],
];

/** The old Word format (.doc) is an OLE compound file. */
const OLE = "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1";

/** Checks a CV's bytes: its kind, or why it is refused. */
export function checkCv(bytes: Uint8Array): CvCheck {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > CV_MAX_BYTES) return { ok: false, reason: "too-large", size: bytes.length };
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64)).toString("latin1");
  if (head.startsWith("%PDF-")) return { ok: true, kind: "pdf" };
  if (head.startsWith("PK\x03\x04")) {
    const names = zipEntryNames(bytes);
    if (names === undefined) return { ok: false, reason: "other", found: "a damaged ZIP archive" };
    if (!names.has("word/document.xml") || !names.has("[Content_Types].xml"))
      return { ok: false, reason: "other", found: "a ZIP archive" };
    if (names.has("word/vbaProject.bin")) return { ok: false, reason: "macros" };
    return { ok: true, kind: "docx" };
  }
  if (head.startsWith(OLE)) return { ok: false, reason: "old-word" };
  for (const [signature, found] of SIGNATURES) if (signature.test(head)) return { ok: false, reason: "other", found };
  return { ok: false, reason: "other", found: looksLikeText(bytes) ? "plain text" : "of a kind we do not recognise" };
}

/** Whether the first 4 KB read as text (no NUL bytes, few control characters). */
function looksLikeText(bytes: Uint8Array): boolean {
  const start = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of start) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
  }
  return control <= start.length / 100;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record is 22 bytes, followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;

/**
 * The names in a ZIP archive's central directory (read from its end, as unzip does), or
 * undefined when the directory cannot be read. Only the names are read; nothing is unpacked.
 */
export function zipEntryNames(bytes: Uint8Array): Set<string> | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset + size > end) return undefined;
  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > offset + size) return undefined;
    names.add(Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString("utf8"));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
