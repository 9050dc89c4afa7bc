import { mkdirSync, writeFileSync } from "node:fs";
import { browser, circle, g, linearGradient, phone, rect, resetIds, svg, text } from "./lib.mjs";
import { PROJECTS } from "./projects.mjs";

const OUT = process.argv[2] ?? new URL("../../../public/images/portfolio", import.meta.url).pathname;

function build(w, h, draw) {
  resetIds();
  const defs = [];
  const body = draw(defs);
  return svg(w, h, body, defs.join(""));
}
const dots = (x, y, cols, rows, c) => {
  let s = "";
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += circle(x + i * 14, y + j * 14, 2, c);
  return s;
};

export function card(P) {
  const p = P.pal;
  return build(640, 400, (d) => {
    d.push(linearGradient("bg", p.primary, p.dark));
    let s =
      rect(0, 0, 640, 400, 0, "url(#bg)") +
      circle(560, 60, 150, "#ffffff", 'opacity="0.06"') +
      circle(80, 380, 120, "#ffffff", 'opacity="0.05"') +
      dots(36, 300, 6, 5, "#ffffff33");
    s += g("translate(36 36)", P.word(true));
    if (P.kind === "app") {
      s += text(36, 96, P.platform, 13, p.accent, 700);
      s += phone(300, 40, 0.82, P.screens[1], p, d) + phone(450, 70, 0.82, P.screens[4], p, d);
    } else {
      s += browser(150, 70, 0.78, P.screens[0], p, d, P.domain) + phone(510, 150, 0.55, P.extra, p, d);
    }
    return s;
  });
}

export function list(P) {
  const p = P.pal;
  return build(640, 480, (d) => {
    let s =
      rect(0, 0, 640, 480, 0, p.light) +
      circle(520, 120, 170, p.soft) +
      circle(90, 420, 110, p.soft) +
      dots(40, 40, 8, 4, p.primary + "55");
    if (P.kind === "app") {
      s +=
        phone(60, 70, 0.84, P.screens[0], p, d) +
        phone(230, 30, 0.96, P.screens[1], p, d) +
        phone(420, 70, 0.84, P.screens[4], p, d);
    } else {
      s += browser(30, 60, 0.92, P.screens[2], p, d, P.domain) + phone(470, 150, 0.75, P.extra, p, d);
    }
    return s;
  });
}

export function slide(P, i) {
  const p = P.pal;
  return build(640, 360, (d) => {
    if (P.kind === "app") {
      let s = rect(0, 0, 640, 360, 0, p.light) + circle(140, 180, 150, p.soft) + dots(520, 34, 6, 3, p.primary + "55");
      s += phone(60, 18, 0.8, P.screens[i], p, d);
      s += text(290, 118, `0${i + 1}`, 44, p.primary, 800, "start", 'opacity="0.25"');
      s += text(290, 168, P.titles[i], 28, p.ink, 800);
      s += text(290, 198, P.subs[i], 14, "#334155", 500);
      s += g("translate(290 272)", P.word(false));
      return s;
    }
    return (
      rect(0, 0, 640, 360, 0, p.soft) +
      dots(14, 14, 3, 24, p.primary + "44") +
      browser(46, 16, 0.915, P.screens[i], p, d, P.domain)
    );
  });
}

export function palette(P) {
  const p = P.pal;
  return build(640, 420, () => {
    let s =
      rect(0, 0, 640, 420, 0, "#ffffff") +
      g("translate(40 40)", P.word(false)) +
      text(40, 96, "Colour and type", 22, "#0f172a", 800);
    [p.primary, p.dark, p.accent, p.light].forEach((c, i) => {
      const x = 40 + i * 142;
      s +=
        rect(x, 120, 130, 150, 14, c, c === p.light ? 'stroke="#cbd5e1"' : "") +
        text(x, 294, p.names[i], 13, "#0f172a", 700) +
        text(x, 312, c.toUpperCase(), 12, "#334155", 500);
    });
    s +=
      text(40, 384, "Aa", 40, p.ink, 800) +
      text(110, 364, "Headings 800 · Body 400", 13, "#0f172a", 700) +
      text(110, 384, "One sans-serif family, sized for small phone screens", 12, "#334155");
    return s;
  });
}

export function feature(P) {
  const p = P.pal;
  return build(640, 420, (d) => {
    let s =
      rect(0, 0, 640, 420, 0, p.primary) +
      circle(320, 210, 190, "#ffffff", 'opacity="0.08"') +
      circle(320, 210, 130, "#ffffff", 'opacity="0.08"') +
      dots(40, 40, 5, 5, "#ffffff40") +
      dots(540, 320, 5, 5, "#ffffff40");
    s += phone(226, 14, 0.96, P.extra, p, d);
    return s;
  });
}

export function wide(P) {
  const p = P.pal;
  return build(1280, 420, (d) => {
    let s =
      rect(0, 0, 1280, 420, 0, p.dark) +
      circle(1180, 60, 200, "#ffffff", 'opacity="0.05"') +
      circle(100, 400, 160, "#ffffff", 'opacity="0.05"');
    if (P.kind === "app") {
      P.screens.forEach((sc, i) => (s += phone(70 + i * 235, i % 2 ? 40 : 20, 0.88, sc, p, d)));
    } else {
      s +=
        browser(60, 40, 0.96, P.screens[0], p, d, P.domain) +
        browser(640, 70, 0.8, P.screens[3], p, d, P.domain) +
        phone(1080, 60, 0.78, P.extra, p, d);
    }
    return s;
  });
}

for (const P of PROJECTS) {
  const dir = `${OUT}/${P.slug}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${OUT}/${P.slug}.svg`, card(P));
  writeFileSync(`${dir}/list.svg`, list(P));
  for (let i = 0; i < 5; i++) writeFileSync(`${dir}/screen-${i + 1}.svg`, slide(P, i));
  writeFileSync(`${dir}/showcase-1.svg`, palette(P));
  writeFileSync(`${dir}/showcase-2.svg`, feature(P));
  writeFileSync(`${dir}/showcase-3.svg`, wide(P));
}
console.log("written to", OUT);
