/**
 * Draws the small print of the site's SVG illustrations as rounded bars ("greeked"
 * text), the way UI mock-ups usually are: `npx tsx scripts/greek-art-text.ts [files…]`
 * (default: the mock-up art, ART_DIRS). Text under MIN_TEXT_SIZE user units is
 * 3–6 CSS px once the art is scaled to a phone and cannot be read, but the browser
 * still shapes and lays out every run on the main thread each time the image paints:
 * on the portfolio page that was most of Lighthouse's Total Blocking Time. Headings
 * and prices at MIN_TEXT_SIZE and above stay real text. Logos (clients, tech) keep
 * their letters: there the text is the mark. tests/unit/art.test.ts keeps new art to
 * the rule.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MIN_TEXT_SIZE = 13;
/** The app and website mock-ups drawn for portfolio and product pages. */
export const ART_DIRS = ["public/images/portfolio", "public/images/products"];

const TEXT = /<text ([^>]*)>([^<]*)<\/text>/g;
const ATTR = /([a-z-]+)="([^"]*)"/g;

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (_, e: string) =>
    e[0] === "#" ? String.fromCodePoint(Number(e[1] === "x" || e[1] === "X" ? `0${e.slice(1)}` : e.slice(1))) : "&",
  );

/** A bar covering about where the glyphs of one small `<text>` run would be. */
function bar(attrs: Record<string, string>, content: string): string {
  const size = Number(attrs["font-size"]);
  const chars = [...decode(content).trim()].length;
  if (!chars) return "";
  const bold = Number(attrs["font-weight"] ?? 400) >= 600;
  const width = chars * size * (bold ? 0.6 : 0.54) + (chars - 1) * Number(attrs["letter-spacing"] ?? 0);
  const anchor = attrs["text-anchor"] ?? "start";
  const x = Number(attrs.x) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  const height = size * 0.56;
  const y = Number(attrs.y) - size * 0.66;
  const r = (n: number) => Math.round(n * 10) / 10;
  const opacity = attrs.opacity ? ` opacity="${attrs.opacity}"` : "";
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" rx="${r(height / 2)}" fill="${attrs.fill}"${opacity}/>`;
}

export function greekSmallText(svg: string): string {
  return svg.replace(TEXT, (whole, rawAttrs: string, content: string) => {
    const attrs = Object.fromEntries([...rawAttrs.matchAll(ATTR)].map((m) => [m[1]!, m[2]!]));
    return Number(attrs["font-size"]) < MIN_TEXT_SIZE ? bar(attrs, content) : whole;
  });
}

export function* svgFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* svgFiles(full);
    else if (name.endsWith(".svg")) yield full;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : ART_DIRS.flatMap((dir) => [...svgFiles(dir)]);
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const after = greekSmallText(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
    }
  }
  console.log(`${changed} of ${files.length} SVG files had small text drawn as bars`);
}
