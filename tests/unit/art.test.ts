import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ART_DIRS, greekSmallText, MIN_TEXT_SIZE, svgFiles } from "../../scripts/greek-art-text";

describe("mock-up art draws its small print as bars (scripts/greek-art-text.ts)", () => {
  const files = ART_DIRS.flatMap((dir) => [...svgFiles(dir)]);

  it.each(files)("%s has no text under the minimum size", (file) => {
    const svg = readFileSync(file, "utf8");
    const sizes = [...svg.matchAll(/<text [^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(sizes.filter((s) => s < MIN_TEXT_SIZE)).toEqual([]);
  });

  it("turns a small run into a bar where its glyphs would be, and leaves large text alone", () => {
    const svg =
      '<svg><text x="100" y="50" font-size="10" font-weight="700" fill="#111" text-anchor="middle">Pay &amp; go</text>' +
      '<text x="10" y="90" font-size="20" font-weight="800" fill="#222">₹300</text></svg>';
    expect(greekSmallText(svg)).toBe(
      '<svg><rect x="76" y="43.4" width="48" height="5.6" rx="2.8" fill="#111"/>' +
        '<text x="10" y="90" font-size="20" font-weight="800" fill="#222">₹300</text></svg>',
    );
  });
});
