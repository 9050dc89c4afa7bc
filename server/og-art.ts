/**
 * The drawing kit of the site's link-preview (Open Graph) images: the palette, the font
 * stack, the logo tile, text, and the SVG-to-PNG step. Shared by the committed page cards
 * (scripts/render-og-images.ts) and the blog's per-post cards (server/blog/og-image.ts),
 * so every card looks like one family. Colours follow the site's tokens (DESIGN.md).
 *
 * Text is drawn by sharp's SVG renderer (librsvg) with fonts found through fontconfig on
 * the machine: Liberation Sans (metric-compatible with Arial), else DejaVu Sans. Nothing
 * is downloaded.
 */
import { loadSharp } from "./lazy-import";
import { escapeXml } from "#shared/lib/xml";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export const C = {
  ink: "#0F172A",
  brand: "#4338CA",
  brandDark: "#3730A3",
  brandDeep: "#312E81",
  brandSoft: "#6366F1",
  brandPale: "#E0E7FF",
  accent: "#F97316",
  accentSoft: "#FDBA74",
  white: "#FFFFFF",
  surface: "#F8FAFC",
  line: "#CBD5E1",
  muted: "#64748B",
  green: "#16A34A",
  red: "#DC2626",
};
export const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

/** The "R" of the logo, drawn in a 40×40 box (same path as app/components/icons/Logo.tsx). */
export const R_PATH =
  "M13 29V11h8.2c4 0 6.3 2.2 6.3 5.4 0 2.4-1.3 4.1-3.5 4.9L28 29h-4.6l-3.5-7.2H17V29h-4Zm4-10.6h3.9c1.7 0 2.6-.8 2.6-2.1s-.9-2.1-2.6-2.1H17v4.2Z";

/** Text for SVG content or attributes (escaped; characters XML forbids removed, or librsvg refuses the image). */
export const esc = escapeXml;

/** The logo tile at (x, y), `size` px square. */
export function logoTile(x: number, y: number, size: number, { rounded = true, inverted = false } = {}) {
  const k = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${k})">
    <rect width="40" height="40" rx="${rounded ? 10 : 0}" fill="${inverted ? C.white : C.brand}"/>
    <path d="${R_PATH}" fill="${inverted ? C.brand : C.white}"/>
    <circle cx="31" cy="11" r="3" fill="${C.accent}"/>
  </g>`;
}

/** One line of text with its baseline at (x, y); `extra` is more attributes, written as given. */
export function text(x: number, y: number, content: string, size: number, fill: string, weight = 400, extra = "") {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" ${extra}>${esc(content)}</text>`;
}

/** A drawing that takes longer than this fails (sharp draws on libuv's threads, never the server's own). */
const DRAW_SECONDS = 10;

/** Flat art compresses well as a 128-colour palette PNG; `truecolor` for ICO entries (32 bpp as declared). */
export const png = async (svg: string, { truecolor = false } = {}) =>
  (await loadSharp())(Buffer.from(svg))
    .timeout({ seconds: DRAW_SECONDS })
    .png(truecolor ? { compressionLevel: 9 } : { palette: true, colours: 128, compressionLevel: 9, effort: 10 })
    .toBuffer();
