import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The text colour pairs documented in the @theme comment of app/app.css, e.g.
 * "muted #475569 on white 7.6:1 and on surface 7.2:1", must reach WCAG AA for body
 * text (4.5:1), the stated ratios must be the real ones, and the hex values named in
 * the comment must be the tokens the site actually uses.
 */

const css = readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");

/** sRGB channel to linear light (WCAG 2 relative luminance). */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** --color-NAME: #hex tokens from the @theme block, plus white. */
function tokens(): Record<string, string> {
  const theme = /@theme\s*{([\s\S]*?)\n}/.exec(css)?.[1] ?? "";
  const found: Record<string, string> = { white: "#ffffff" };
  for (const m of theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) found[m[1]!] = m[2]!;
  return found;
}

type Pair = { text: string; background: string; textHex: string; backgroundHex: string; stated: number };

/**
 * Reads the pairs from the comment just above @theme. Each clause reads
 * "<text> [#hex] on <background> [#hex] <ratio>:1", and "and on <background> <ratio>:1"
 * adds another background for the same text colour.
 */
function documentedPairs(): { pairs: Pair[]; mentionedHex: Record<string, string> } {
  const comment = /\/\*([\s\S]*?)\*\/\s*@theme/.exec(css)?.[1];
  if (!comment) throw new Error("no comment above @theme in app/app.css");
  const prose = comment.replace(/^\s*\*\s?/gm, " ").replace(/\s+/g, " ");
  const body = prose.slice(prose.indexOf(":") + 1);
  const colours = tokens();
  const mentionedHex: Record<string, string> = {};
  const resolve = (name: string, hex?: string) => {
    if (hex) mentionedHex[name] = hex;
    const value = colours[name] ?? hex;
    if (!value) throw new Error(`the comment names "${name}", which is no colour token`);
    return value;
  };

  const pairs: Pair[] = [];
  const clause =
    /([\w-]+)(?:\s+(#[0-9a-f]{6}))?\s+on\s+([\w-]+)(?:\s+(#[0-9a-f]{6}))?\s+([\d.]+):1((?:\s+and on\s+[\w-]+(?:\s+#[0-9a-f]{6})?\s+[\d.]+:1)*)/gi;
  for (const m of body.matchAll(clause)) {
    const [, text, textHexInline, background, backgroundHexInline, ratio, more] = m;
    const textHex = resolve(text!, textHexInline);
    pairs.push({
      text: text!,
      background: background!,
      textHex,
      backgroundHex: resolve(background!, backgroundHexInline),
      stated: Number(ratio),
    });
    for (const extra of (more ?? "").matchAll(/and on\s+([\w-]+)(?:\s+(#[0-9a-f]{6}))?\s+([\d.]+):1/gi)) {
      pairs.push({
        text: text!,
        background: extra[1]!,
        textHex,
        backgroundHex: resolve(extra[1]!, extra[2]),
        stated: Number(extra[3]),
      });
    }
  }
  return { pairs, mentionedHex };
}

describe("contrast ratio", () => {
  it("matches the WCAG definition on known values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest grey that passes 4.5:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrastRatio("#4338ca", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#4338ca"), 10);
  });
});

describe("documented text colour pairs in app/app.css", () => {
  const { pairs, mentionedHex } = documentedPairs();

  it("finds the pairs in the @theme comment", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(pairs.map((p) => `${p.text}/${p.background}`)).toEqual(
      expect.arrayContaining([
        "ink/white",
        "muted/white",
        "muted/surface",
        "white/brand",
        "ink/accent",
        "brand-700/white",
      ]),
    );
  });

  it("names the hex values the tokens really have", () => {
    const colours = tokens();
    for (const [name, hex] of Object.entries(mentionedHex)) {
      expect(colours[name]?.toLowerCase(), `--color-${name}`).toBe(hex.toLowerCase());
    }
  });

  it.each(documentedPairs().pairs.map((p) => [`${p.text} on ${p.background}`, p] as const))(
    "%s reaches 4.5:1 and the stated ratio is right",
    (_name, pair) => {
      const ratio = contrastRatio(pair.textHex, pair.backgroundHex);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      expect(
        Math.abs(ratio - pair.stated),
        `stated ${pair.stated}:1, computed ${ratio.toFixed(2)}:1`,
      ).toBeLessThanOrEqual(0.1);
    },
  );
});
