/**
 * A blog post's link-preview (Open Graph) image: a 1200×630 PNG card in the family of the
 * site's page cards (scripts/render-og-images.ts, same kit in server/og-art.ts) — indigo
 * ground, logo tile and site name, an orange "BLOG" chip and the post's tags, the title
 * in large white type, the date. Rendered at publish time; the same post gives the same
 * bytes (no clock, no randomness, fonts from the machine).
 *
 * The SVG renderer cannot measure text for us, so lines are broken by a conservative
 * estimate of how much room the characters take: each character counts a little more
 * than its advance in Liberation Sans Bold (Arial's metrics) by class — narrow (i, l, .),
 * average lowercase and digits, capitals, and the widest (m, w, M, W) — so a line of
 * capitals breaks sooner than one of lowercase. The title takes the largest size at which
 * it fits whole (the large sizes allow two lines, the small ones three), balanced across
 * its lines; past the smallest, the third line ends in an ellipsis. The title block is
 * centred between the chips and the date.
 */
import { C, esc, FONT, logoTile, OG_HEIGHT as H, OG_WIDTH as W, png, text } from "../og-art";

export type PostOgInput = { title: string; tags: string[]; siteName: string; dateText: string };

const MARGIN = 64;
const TEXT_WIDTH = W - 2 * MARGIN;
/** Title sizes, largest first, each with the most lines it may take. */
const TITLE_SIZES = [
  { size: 88, maxLines: 2 },
  { size: 72, maxLines: 2 },
  { size: 64, maxLines: 3 },
  { size: 56, maxLines: 3 },
] as const;
/** The band the title is centred in: below the chip row, above the date. */
const TITLE_BAND = { top: 236, bottom: 492 };
const MAX_LINES = 3;
const ELLIPSIS = "…";
/** The chips stop short of the decoration in the top-right corner. */
const CHIPS_RIGHT = W - 210;

/** Width of one character in em, erring wide (bold sans; see above). */
function charEm(c: string): number {
  if (c === " ") return 0.3;
  if (/[ijlI.,:;!'|]/.test(c)) return 0.32;
  if (/[frt()[\]-]/.test(c)) return 0.42;
  if (/[mwMW@%…—]/.test(c)) return 1;
  if (/[A-Z&]/.test(c)) return 0.78;
  if (/[a-z0-9]/.test(c)) return 0.62;
  return 0.8; // symbols, other scripts: assume wide
}

/** Estimated width of `s` in em. */
export const textEm = (s: string) => [...s].reduce((sum, c) => sum + charEm(c), 0);

/** As much of `s` as fits in `maxEm` with an ellipsis after it, and the ellipsis. */
function withEllipsis(s: string, maxEm: number): string {
  let kept = "";
  for (const c of s) {
    if (textEm(kept + c + ELLIPSIS) > maxEm) break;
    kept += c;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** `s` on one line, cut to at most `maxEm` wide, ending in an ellipsis if cut. */
function clip(s: string, maxEm: number): string {
  const one = s.replace(/\s+/g, " ").trim();
  return textEm(one) <= maxEm ? one : withEllipsis(one, maxEm);
}

/** `word` in pieces no wider than `maxEm` (a word too long for a line is split). */
function pieces(word: string, maxEm: number): string[] {
  const out = [""];
  for (const c of word) {
    if (out.at(-1) && textEm(out.at(-1)! + c) > maxEm) out.push("");
    out[out.length - 1] += c;
  }
  return out;
}

/**
 * `title` broken at spaces into lines at most `maxEm` wide; if it needs more than
 * `maxLines`, the last line kept is shortened to end in an ellipsis.
 */
export function wrapTitle(title: string, maxEm: number, maxLines = MAX_LINES): { lines: string[]; truncated: boolean } {
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => pieces(word, maxEm));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && textEm(`${last} ${word}`) <= maxEm) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  // The last kept line, shortened word by word (or cut, if one word) until the ellipsis fits after it.
  let last = kept[maxLines - 1]!;
  while (textEm(last + ELLIPSIS) > maxEm && last.includes(" ")) last = last.slice(0, last.lastIndexOf(" "));
  kept[maxLines - 1] = withEllipsis(last.replace(/[\s,.;:&–—-]+$/u, ""), maxEm);
  return { lines: kept, truncated: true };
}

/**
 * `title` in as few lines as at `maxEm`, but balanced: wrapped at the narrowest width that
 * still gives that many lines, so the last line is no orphan ("Why we built" / "Hisab Book").
 */
function balanced(title: string, maxEm: number, lineCount: number): string[] {
  let best = wrapTitle(title, maxEm, lineCount).lines;
  for (let em = maxEm - 0.25; em > 0; em -= 0.25) {
    const next = wrapTitle(title, em, lineCount);
    if (next.truncated) break;
    best = next.lines;
  }
  return best;
}

/** The title at the largest size that fits it whole (balanced), else at the smallest, cut. */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const [i, { size, maxLines }] of TITLE_SIZES.entries()) {
    const maxEm = TEXT_WIDTH / size;
    const wrapped = wrapTitle(title, maxEm, maxLines);
    if (!wrapped.truncated) return { size, lines: balanced(title, maxEm, wrapped.lines.length) };
    if (i === TITLE_SIZES.length - 1) return { size, lines: wrapped.lines };
  }
  throw new Error("unreachable: TITLE_SIZES is not empty");
}

const CHIP_TEXT = 20;
const CHIP_PAD = 20;
const CHIP_GAP = 12;

/** A rounded chip with its text centred; returns the markup and the width used. */
function chip(x: number, y: number, label: string, fill: string, color: string, extra = "") {
  const height = 44;
  const width = Math.round(textEm(label) * CHIP_TEXT + 2 * CHIP_PAD);
  const markup = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}" ${extra}/>
  ${text(x + width / 2, y + 29, label, CHIP_TEXT, color, 700, 'text-anchor="middle" letter-spacing="0.5"')}`;
  return { markup, width };
}

/** "BLOG" and as many of the tags as fit on one row, in order. */
function chipRow(tags: readonly string[], y: number): string {
  const first = chip(MARGIN, y, "BLOG", C.accent, C.ink);
  const parts = [first.markup];
  let x = MARGIN + first.width + CHIP_GAP;
  for (const tag of tags) {
    const next = chip(x, y, clip(`#${tag}`, 12), C.white, C.white, 'fill-opacity="0.14"');
    if (x + next.width > CHIPS_RIGHT) break;
    parts.push(next.markup);
    x += next.width + CHIP_GAP;
  }
  return parts.join("\n  ");
}

/** The card as SVG (exported for tests and previews). */
export function postOgSvg(post: PostOgInput): string {
  const { size, lines } = titleLayout(post.title);
  const lineHeight = Math.round(size * 1.12);
  // Centre the block from the first line's cap height (≈ 0.72 em) to the last baseline.
  const blockHeight = (lines.length - 1) * lineHeight + size * 0.72;
  const firstBaseline = Math.round((TITLE_BAND.top + TITLE_BAND.bottom - blockHeight) / 2 + size * 0.72);
  const title = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${firstBaseline + i * lineHeight}">${esc(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${C.brand}"/>
  <circle cx="-40" cy="${H + 60}" r="220" fill="${C.brandDark}"/>
  <circle cx="${W + 10}" cy="-20" r="250" fill="${C.brandDark}"/>
  <circle cx="${W - 120}" cy="70" r="104" fill="${C.brandDeep}"/>
  <rect x="${W - 150}" y="118" width="84" height="84" rx="18" fill="${C.accent}" transform="rotate(12 ${W - 108} 160)"/>
  ${logoTile(MARGIN, 56, 64, { inverted: true })}
  ${text(MARGIN + 80, 99, clip(post.siteName, 22), 32, C.white, 700)}
  ${chipRow(post.tags, 166)}
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.white}" letter-spacing="-0.5">${title}</text>
  <rect x="${MARGIN}" y="${H - 94}" width="40" height="4" rx="2" fill="${C.accent}"/>
  ${text(MARGIN + 56, H - 82, clip(post.dateText, 36), 26, C.brandPale)}
  <rect x="0" y="${H - 14}" width="${W}" height="14" fill="${C.accent}"/>
</svg>`;
}

/** The card as a 1200×630 PNG. */
export function renderPostOgImage(post: PostOgInput): Promise<Buffer> {
  return png(postOgSvg(post));
}

/** The size of every post card. */
export const POST_OG_SIZE = { width: 1200, height: 630 } as const;

/** The date a card shows: "26 November 2026", India time; the publish date, or today for a new post. */
export function postDateText(post: { publishedAt?: string }): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(post.publishedAt ? new Date(post.publishedAt) : new Date());
}
