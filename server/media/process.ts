import { createHash } from "node:crypto";
import type { Metadata, Sharp } from "sharp";
import { loadSharp } from "../lazy-import";
import {
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_WIDTH,
  MEDIA_TOO_LARGE,
  MEDIA_TYPES,
  type MediaFormat,
  mediaName,
  variantWidths,
} from "#shared/lib/media";

/**
 * Checks an uploaded file and makes the library's files from it (docs/decisions/013).
 * Everything is decided from the bytes, never from the file name: a few signature
 * bytes first (so sharp never parses an SVG, a PDF or anything else we do not take),
 * then sharp's header read for the format and the size in pixels, checked before a
 * single pixel is decoded (a small PNG can claim 50,000 × 50,000). The image is then
 * decoded once (auto-oriented, at most MEDIA_MAX_WIDTH wide) and re-encoded as AVIF
 * and WebP at each width: re-encoding keeps no metadata (EXIF, GPS, comments).
 */

export { MEDIA_MAX_BYTES };

/** Pixel limits, checked from the header before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MAX_SIDE = 12_000;
export const MEDIA_MIN_SIDE = 16;

/** Longest a decode or an encode may take before it is abandoned. */
const TIMEOUT_SECONDS = 60;

export type SourceType = "png" | "jpeg" | "webp" | "avif";

export type MediaVariant = {
  name: string;
  type: string;
  format: MediaFormat;
  width: number;
  height: number;
  body: Buffer;
};

/** A file that passed every check, before it is re-encoded. */
export type InspectedUpload = {
  ok: true;
  /** SHA-256 (hex, first 20 digits) of the source bytes. */
  hash: string;
  sourceType: SourceType;
  sourceBytes: number;
  /** As stored in the file (before auto-orientation). */
  sourceWidth: number;
  sourceHeight: number;
};

export type ProcessedUpload = {
  ok: true;
  hash: string;
  sourceType: SourceType;
  sourceBytes: number;
  /** Of the largest variant (what the library records). */
  width: number;
  height: number;
  variants: MediaVariant[];
};

export type UploadRefusal = { ok: false; message: string };

const PIXEL_LIMIT =
  `the limit is ${MEDIA_MAX_PIXELS / 1_000_000} megapixels and ${MEDIA_MAX_SIDE.toLocaleString("en-IN")} pixels on each side. ` +
  "Resize it (for example to 3,000 pixels wide) and upload it again.";
const NOT_ACCEPTED = "This file is not a PNG, JPEG, WebP or AVIF image.";
const EXPORT_HINT = "Open it in an image editor and export it as PNG, JPEG or WebP.";

export const UPLOAD_MESSAGES = {
  empty: "The file is empty. Choose the image file again.",
  tooLarge: MEDIA_TOO_LARGE,
  svg: "SVG images are not accepted: they can carry scripts. Export it as PNG or WebP.",
  animated: "Animated images are not accepted. Export one still frame as PNG, JPEG or WebP and upload that.",
  unreadable:
    "This image could not be read: the file may be damaged or incomplete. Export it again and upload the new file.",
  slow: "This image took too long to process. Export it smaller (for example 3,000 pixels wide) and upload it again.",
  tooBig: (width: number, height: number) => `This image is ${pixels(width, height)}; ${PIXEL_LIMIT}`,
  /** sharp's own guard tripped (the header understated the size). */
  overLimit: `This image is too large; ${PIXEL_LIMIT}`,
  tooSmall: (width: number, height: number) =>
    `This image is ${pixels(width, height)}; use one at least ${MEDIA_MIN_SIDE} pixels wide and high.`,
} as const;

function pixels(width: number, height: number): string {
  return `${width.toLocaleString("en-IN")} × ${height.toLocaleString("en-IN")} pixels`;
}

// ── What the bytes are ──────────────────────────────────────────────────────

type Sniffed = { kind: SourceType } | { kind: "svg" } | { kind: "other"; found: string; convertible: boolean };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const VIDEO_BRANDS = new Set(["isom", "iso2", "mp41", "mp42", "M4V ", "M4A ", "qt  ", "3gp4", "3gp5", "dash"]);

/** The brands of an ISO media file's leading `ftyp` box (AVIF, HEIC, MP4…). */
function ftypBrands(bytes: Buffer): string[] {
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function isText(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) control++;
  }
  return control <= head.length / 100;
}

const OTHER_SIGNATURES: [RegExp, string, boolean][] = [
  [/^GIF8[79]a/, "a GIF image", true],
  [/^(II\*\0|MM\0\*)/, "a TIFF image", true],
  [/^BM/, "a BMP image", true],
  [/^\0\0\x01\0/, "an icon (ICO)", true],
  [/^8BPS/, "a Photoshop document (PSD)", true],
  [/^(\xff\x0a|\0\0\0\x0cJXL \r\n\x87\n)/, "a JPEG XL image", true],
  [/^%PDF-/, "a PDF document", false],
  [/^PK\x03\x04/, "a ZIP archive (or an Office document)", false],
  [/^\x1f\x8b/, "a compressed file (gzip)", false],
  [/^(\x7fELF|MZ)/, "a program", false],
];

function sniff(bytes: Buffer): Sniffed {
  const head = ascii(bytes, 0, 64);
  if (bytes.length >= 8 && head.startsWith("\x89PNG\r\n\x1a\n")) return { kind: "png" };
  if (head.startsWith("\xff\xd8\xff")) return { kind: "jpeg" };
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return { kind: "webp" };
  if (bytes.length >= 12 && head.slice(4, 8) === "ftyp") {
    const brands = ftypBrands(bytes);
    if (brands.some((b) => AVIF_BRANDS.has(b))) return { kind: "avif" };
    if (brands.some((b) => HEIC_BRANDS.has(b)))
      return { kind: "other", found: "an HEIC photo (the iPhone camera format)", convertible: true };
    if (brands.some((b) => VIDEO_BRANDS.has(b))) return { kind: "other", found: "a video", convertible: false };
  }
  for (const [signature, found, convertible] of OTHER_SIGNATURES) {
    if (signature.test(head)) return { kind: "other", found, convertible };
  }
  const start = bytes.subarray(0, 4096);
  if (isText(start)) {
    const text = start
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    if (text.startsWith("<") && /<svg[\s>]/i.test(text)) return { kind: "svg" };
    if (/<\?php/i.test(text)) return { kind: "other", found: "PHP code", convertible: false };
    if (/<(!doctype html|html|head|body|script)[\s>]/i.test(text))
      return { kind: "other", found: "a web page (HTML)", convertible: false };
    return { kind: "other", found: "text", convertible: false };
  }
  return { kind: "other", found: "of a kind we do not recognise", convertible: false };
}

/** "This file is not …. Its contents are PHP code, although its name ends in .png." */
function notAccepted(found: string, convertible: boolean, originalName: string): string {
  const extension = /\.(png|jpe?g|webp|avif)$/i.exec(originalName.trim())?.[0];
  const name = extension ? `, although its name ends in ${extension.toLowerCase()}` : "";
  return `${NOT_ACCEPTED} Its contents are ${found}${name}.${convertible ? ` ${EXPORT_HINT}` : ""}`;
}

const refuse = (message: string): UploadRefusal => ({ ok: false, message });

export function sourceHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 20);
}

/**
 * Every check that needs no decoding: size, type from the bytes, pixel size from the
 * header, animation. Fast even for a decompression bomb.
 */
export async function inspectUpload(bytes: Buffer, originalName: string): Promise<InspectedUpload | UploadRefusal> {
  if (bytes.length === 0) return refuse(UPLOAD_MESSAGES.empty);
  if (bytes.length > MEDIA_MAX_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);
  const sniffed = sniff(bytes);
  if (sniffed.kind === "svg") return refuse(UPLOAD_MESSAGES.svg);
  if (sniffed.kind === "other") return refuse(notAccepted(sniffed.found, sniffed.convertible, originalName));

  let meta: Metadata;
  try {
    // The header only; the pixel limit is ours, checked below with a clear message.
    meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(UPLOAD_MESSAGES.unreadable);
  }
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  if (format !== sniffed.kind) return refuse(UPLOAD_MESSAGES.unreadable);

  const { width, height } = meta;
  if (!width || !height) return refuse(UPLOAD_MESSAGES.unreadable);
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS) {
    return refuse(UPLOAD_MESSAGES.tooBig(width, height));
  }
  if (width < MEDIA_MIN_SIDE || height < MEDIA_MIN_SIDE) return refuse(UPLOAD_MESSAGES.tooSmall(width, height));
  if ((meta.pages ?? 1) > 1) return refuse(UPLOAD_MESSAGES.animated);

  return {
    ok: true,
    hash: sourceHash(bytes),
    sourceType: sniffed.kind,
    sourceBytes: bytes.length,
    sourceWidth: width,
    sourceHeight: height,
  };
}

const ENCODE: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

let queue: Promise<unknown> = Promise.resolve();

/** One image at a time: a 40-megapixel decode holds a few hundred MB while it runs. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

function failure(error: unknown): UploadRefusal {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return refuse(UPLOAD_MESSAGES.overLimit);
  if (/timeout/i.test(message)) return refuse(UPLOAD_MESSAGES.slow);
  return refuse(UPLOAD_MESSAGES.unreadable);
}

/**
 * Decodes an inspected upload once (auto-oriented, at most MEDIA_MAX_WIDTH wide, with
 * sharp's own pixel limit as a second guard), then encodes AVIF and WebP at each width.
 */
export function encodeUpload(bytes: Buffer, inspected: InspectedUpload): Promise<ProcessedUpload | UploadRefusal> {
  return oneAtATime(async () => {
    try {
      const sharp = await loadSharp();
      const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .rotate()
        .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const variants: MediaVariant[] = [];
      const widths = variantWidths(info.width);
      for (const width of widths) {
        for (const format of MEDIA_FORMATS) {
          const image = sharp(data, { raw }).timeout({ seconds: TIMEOUT_SECONDS });
          if (width < info.width) image.resize({ width });
          const out = await ENCODE[format](image).toBuffer({ resolveWithObject: true });
          variants.push({
            name: mediaName(inspected.hash, width, format),
            type: MEDIA_TYPES[format],
            format,
            width: out.info.width,
            height: out.info.height,
            body: out.data,
          });
        }
      }
      const largest = variants[variants.length - 1]!;
      return {
        ok: true as const,
        hash: inspected.hash,
        sourceType: inspected.sourceType,
        sourceBytes: inspected.sourceBytes,
        width: largest.width,
        height: largest.height,
        variants,
      };
    } catch (error) {
      return failure(error);
    }
  });
}

/**
 * An upload checked and re-encoded: AVIF and WebP at 480, 960 and 1600 pixels wide
 * where the image is wider, plus its own width when that is at most 1600 (never
 * upscaled). Or a refusal with a sentence for the person who uploaded it.
 */
export async function processUpload(bytes: Buffer, originalName: string): Promise<ProcessedUpload | UploadRefusal> {
  const inspected = await inspectUpload(bytes, originalName);
  return inspected.ok ? encodeUpload(bytes, inspected) : inspected;
}
