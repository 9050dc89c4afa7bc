import { createRequire } from "node:module";
const require = createRequire(new URL("../../../package.json", import.meta.url));
const sharp = require("sharp");
const base = new URL("../../../public/images/portfolio", import.meta.url).pathname;
const slug = process.argv[2];
const files = [
  `${base}/${slug}.svg`,
  `${base}/${slug}/list.svg`,
  ...[1, 2, 3, 4, 5].map((i) => `${base}/${slug}/screen-${i}.svg`),
  `${base}/${slug}/showcase-1.svg`,
  `${base}/${slug}/showcase-2.svg`,
  `${base}/${slug}/showcase-3.svg`,
];
const tiles = [];
let x = 0,
  y = 0,
  rowH = 0;
const W = 1310;
for (const f of files) {
  const buf = await sharp(f).png().toBuffer();
  const m = await sharp(buf).metadata();
  if (x + m.width > W) {
    x = 0;
    y += rowH + 10;
    rowH = 0;
  }
  tiles.push({ input: buf, left: x, top: y });
  x += m.width + 10;
  rowH = Math.max(rowH, m.height);
}
await sharp({ create: { width: 1400, height: y + rowH + 10, channels: 3, background: "#888" } })
  .composite(tiles)
  .png()
  .toFile(`/tmp/shots-h3/sheet-${slug}.png`);
console.log("ok");
