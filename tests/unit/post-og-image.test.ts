import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { postOgSvg, renderPostOgImage, textEm, wrapTitle, type PostOgInput } from "#server/blog/og-image";

const base: PostOgInput = {
  title: "GPS tracking vs geofencing: which one your field team actually needs",
  tags: ["field-teams", "attendance", "tracko"],
  siteName: "Reptile Technologies",
  dateText: "12 March 2025 · 6 min read",
};

const LONG_CAPS =
  "WHAT EVERY SHOP OWNER MUST KNOW ABOUT UDHAAR, KHATA AND GST — AND WHY IT IS TIME TO MOVE THE WHOLE BUSINESS ONTO THE PHONE TODAY, NOT TOMORROW";

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether any pixel in the box is near-white (title text is white; the ground is indigo). */
async function hasWhiteIn(png: Buffer, box: { x0: number; x1: number; y0: number; y1: number }) {
  const { data, width } = await pixels(png);
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const i = (y * width + x) * 3;
      if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) return true;
    }
  }
  return false;
}

describe("renderPostOgImage", () => {
  it("is a PNG of exactly 1200×630", async () => {
    const meta = await sharp(await renderPostOgImage(base)).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(630);
  });

  it("renders a very long title and markup characters without throwing", async () => {
    for (const title of [
      LONG_CAPS,
      "a".repeat(500),
      `Tom & Jerry's <script>alert("x")</script> & "quotes" > less < more ]]>`,
      "Control\u0000chars\u0007and\u001Fform\u000Cfeed \uFFFE and a lone \uD800 surrogate",
      "₹ 2,499 EMI — हिसाब बुक 📱",
    ]) {
      const meta = await sharp(await renderPostOgImage({ ...base, title, tags: ["a&b", "<c>", "d\"e'f"] })).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
  });

  it("escapes the text in the SVG", () => {
    const svg = postOgSvg({ title: `A & B <c> "d" 'e'`, tags: ["x&y"], siteName: "S & <T>", dateText: "1 < 2" });
    expect(svg).toContain("A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;");
    expect(svg).toContain("#x&amp;y");
    expect(svg).toContain("S &amp; &lt;T&gt;");
    expect(svg).toContain("1 &lt; 2");
    expect(svg).not.toMatch(/<c>|<T>/);
  });

  it("keeps even a long title of capitals inside the margin", async () => {
    // The title band, right of the text column: only the indigo ground, no white glyphs.
    for (const title of [LONG_CAPS, "W".repeat(200), "MWMW ".repeat(40)]) {
      const png = await renderPostOgImage({ ...base, title });
      expect(await hasWhiteIn(png, { x0: 64, x1: 400, y0: 236, y1: 500 })).toBe(true); // the check sees the title
      expect(await hasWhiteIn(png, { x0: 1140, x1: 1200, y0: 236, y1: 500 })).toBe(false);
    }
  });

  it("gives different images for different titles, and the same bytes for the same input", async () => {
    const a = await renderPostOgImage(base);
    const b = await renderPostOgImage({ ...base, title: "Why we built Hisab Book" });
    expect((await pixels(a)).data.equals((await pixels(b)).data)).toBe(false);
    expect(a.equals(await renderPostOgImage({ ...base }))).toBe(true);
  });
});

describe("wrapTitle", () => {
  it("fits short titles whole, in lines within the width", () => {
    const { lines, truncated } = wrapTitle(base.title, 16);
    expect(truncated).toBe(false);
    expect(lines.join(" ")).toBe(base.title);
    for (const line of lines) expect(textEm(line)).toBeLessThanOrEqual(16);
  });

  it("stops at three lines, the last ending in an ellipsis", () => {
    const { lines, truncated } = wrapTitle(LONG_CAPS, 16, 3);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/\S…$/);
    for (const line of lines) expect(textEm(line)).toBeLessThanOrEqual(16);
    expect(LONG_CAPS.startsWith(lines.join(" ").slice(0, -1))).toBe(true);
  });

  it("splits a word too long for a line", () => {
    const { lines, truncated } = wrapTitle("x".repeat(100), 10, 3);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(textEm(line)).toBeLessThanOrEqual(10);
  });
});
