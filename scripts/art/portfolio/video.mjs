import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { circle, g, phone, rect, resetIds, svg, text } from "./lib.mjs";
import { PROJECTS } from "./projects.mjs";
const require = createRequire(new URL("../../../package.json", import.meta.url));
const sharp = require("sharp");

const P = PROJECTS[0];
const p = P.pal;
const [, menu, cart, pay, track] = P.screens;
const FPS = 20,
  SECONDS = 5,
  N = FPS * SECONDS;
// Scenes: [screen, caption, sub, tap point (screen coords) or null]
const scenes = [
  [menu, "Browse the menu", "Veg and non-veg sizzlers, one-tap add", [149, 122]],
  [cart, "Review the cart", "Add-ons, coupon and a clear total", [90, 355]],
  [pay, "Pay by UPI", "UPI, card or cash on delivery", [90, 346]],
  [track, "Track the rider", "Live from the outlet to your door", null],
];
const SCENE = N / scenes.length; // 25 frames each
const route = [
  [24, 206],
  [63, 165.6],
  [68.4, 103.5],
  [126, 92],
  [154, 26],
];
const along = (t) => {
  const seg = route.slice(1).map((b, i) => [route[i], b, Math.hypot(b[0] - route[i][0], b[1] - route[i][1])]);
  let d = t * seg.reduce((s, x) => s + x[2], 0);
  for (const [a, b, l] of seg) {
    if (d <= l) return [a[0] + ((b[0] - a[0]) * d) / l, a[1] + ((b[1] - a[1]) * d) / l];
    d -= l;
  }
  return route.at(-1);
};
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function frame(f) {
  resetIds();
  const defs = [];
  const k = Math.min(scenes.length - 1, Math.floor(f / SCENE));
  const local = (f - k * SCENE) / SCENE; // 0..1 within the scene
  const [screen, title, sub, tap] = scenes[k];
  const next = scenes[k + 1];
  // the last 20% of a scene slides to the next screen
  const slide = next && local > 0.8 ? ease((local - 0.8) / 0.2) : 0;
  const composite = (pal) => {
    let s = g(`translate(${-180 * slide} 0)`, screen(pal));
    if (slide) s += g(`translate(${180 - 180 * slide} 0)`, next[0](pal));
    if (tap && local > 0.45 && local < 0.8) {
      const t = (local - 0.45) / 0.35;
      s +=
        circle(tap[0], tap[1], 6 + 16 * t, "#0f172a", `opacity="${(0.35 * (1 - t)).toFixed(3)}"`) +
        circle(tap[0], tap[1], 7, "#0f172a", 'opacity="0.25"');
    }
    if (!next) {
      const [x, y] = along(Math.min(1, local * 1.1));
      s += circle(x, y, 9, "#ffffff") + circle(x, y, 6, p.accent);
    }
    return s;
  };
  const fade = slide ? 1 - slide : Math.min(1, local * 5);
  let body = rect(0, 0, 640, 360, 0, p.light) + circle(150, 180, 150, p.soft);
  body += phone(70, 18, 0.8, composite, p, defs);
  body += g("translate(290 60)", P.word(false));
  body +=
    `<g opacity="${fade.toFixed(3)}">` +
    text(290, 150, `Step ${k + 1} of 4`, 15, p.primary, 700) +
    text(290, 190, title, 30, p.ink, 800) +
    text(290, 220, sub, 15, "#334155", 500) +
    "</g>";
  body += rect(290, 290, 300, 6, 3, "#e7e5e4") + rect(290, 290, 300 * ((f + 1) / N), 6, 3, p.primary);
  return svg(640, 360, body, defs.join(""));
}

const tmp = "/tmp/h3-frames";
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
for (let f = 0; f < N; f++)
  await sharp(Buffer.from(frame(f)))
    .png()
    .toFile(`${tmp}/f${String(f).padStart(3, "0")}.png`);
// Poster: the first scene at rest, with the tap hint.
await sharp(`${tmp}/f010.png`)
  .webp({ quality: 82 })
  .toFile(new URL("../../../public/videos/gola-sizzler-mobile-poster.webp", import.meta.url).pathname);
console.log("frames ok");
