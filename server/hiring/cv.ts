import { fileTypeFromBuffer } from "file-type";
import { CV_MAX_BYTES } from "#shared/lib/application-fields";

/**
 * A CV is taken by what its bytes are (file-type), never by its name or the type the
 * browser claims: a PDF, or a Word document (.docx; any other ZIP, e.g. a program packed
 * with a .docx name, is not one); one with macros (.docm) and the old Word format are
 * refused in words of their own. Anything else is named in words ("a program", "an image") so the person
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

/** What other files are, in words, by the kind file-type finds. */
const NAMES: Readonly<Record<string, string>> = {
  exe: "a Windows program",
  elf: "a program",
  macho: "a Mac program",
  jpg: "a JPEG image",
  png: "a PNG image",
  gif: "a GIF image",
  webp: "a WebP image",
  heic: "an HEIC photo",
  avif: "an AVIF image",
  rtf: "a rich-text document (.rtf)",
  odt: "an OpenDocument text (.odt)",
  xlsx: "an Excel workbook",
  pptx: "a PowerPoint presentation",
  zip: "a ZIP archive",
  rar: "a RAR archive",
  "7z": "a 7-Zip archive",
  gz: "a compressed file (gzip)",
  mp4: "a video",
  mp3: "a sound file",
};

/**
 * Checks a CV's bytes: its kind, or why it is refused. The kind is file-type's, from the
 * bytes alone; a Word document is told from any other ZIP by its content types, as Word
 * itself does (a .docm declares its macros there).
 */
export async function checkCv(bytes: Uint8Array): Promise<CvCheck> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > CV_MAX_BYTES) return { ok: false, reason: "too-large", size: bytes.length };
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  switch (ext) {
    case "pdf":
    case "docx":
      return { ok: true, kind: ext };
    case "docm":
      return { ok: false, reason: "macros" };
    // An OLE compound file: the old Word format (.doc), or its relatives.
    case "cfb":
      return { ok: false, reason: "old-word" };
    case undefined:
      return { ok: false, reason: "other", found: unknownKind(bytes) };
    default:
      return { ok: false, reason: "other", found: NAMES[ext] ?? `a .${ext} file` };
  }
}

/** What file-type has no signature for: a script, plain text, or something unknown. */
function unknownKind(bytes: Uint8Array): string {
  if (bytes[0] === 0x23 && bytes[1] === 0x21) return "a script";
  return looksLikeText(bytes) ? "plain text" : "of a kind we do not recognise";
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
