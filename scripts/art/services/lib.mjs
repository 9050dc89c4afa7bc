// Flat SVG illustration primitives in the brand palette (Reptile Technologies site).
export const C = {
  ink: "#0F172A",
  muted: "#475569",
  slate: "#94A3B8",
  soft: "#CBD5E1",
  line: "#E2E8F0",
  surface: "#F8FAFC",
  white: "#FFFFFF",
  brand: "#4338CA",
  brand6: "#4F46E5",
  brand7: "#3730A3",
  brand5: "#6366F1",
  brand3: "#A5B4FC",
  brand2: "#C7D2FE",
  brand1: "#E0E7FF",
  brand0: "#EEF2FF",
  accent: "#F97316",
  accent3: "#FDBA74",
  accent1: "#FFEDD5",
  accent7: "#C2410C",
  green: "#22C55E",
  green1: "#DCFCE7",
  teal: "#14B8A6",
  teal1: "#CCFBF1",
  pink: "#EC4899",
  yellow: "#FACC15",
  red: "#EF4444",
};
export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none">${body}</svg>\n`;
export const g = (x, y, body, s = 1, rot = 0) =>
  `<g transform="translate(${x} ${y})${rot ? ` rotate(${rot})` : ""}${s !== 1 ? ` scale(${s})` : ""}">${body}</g>`;
export const rect = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d, color, w = 3, extra = "") =>
  `<path d="${d}" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra}/>`;

// Text stand-in: a rounded bar.
export const bar = (x, y, w, color = C.soft, h = 6) => rect(x, y, w, h, color, h / 2);

/** A soft background: big rounded blob and a few circles. */
export function backdrop(w, h, seed = 0, tone = "brand", base = false) {
  const main = tone === "accent" ? C.accent1 : tone === "teal" ? C.teal1 : C.brand0;
  const second = tone === "accent" ? C.brand0 : C.accent1;
  const r = Math.min(w, h);
  return (
    (base ? rect(0, 0, w, h, C.white) : "") +
    circle(w * (0.5 + 0.08 * Math.sin(seed)), h * 0.52, r * 0.44, main) +
    circle(w * (seed % 2 ? 0.14 : 0.86), h * 0.2, r * 0.09, second) +
    circle(w * (seed % 2 ? 0.9 : 0.1), h * 0.84, r * 0.06, C.brand1) +
    dots(w * (seed % 2 ? 0.78 : 0.08), h * (seed % 3 ? 0.72 : 0.1), 4, 3, C.brand2)
  );
}
export function dots(x, y, cols, rows, color, gap = 12) {
  let s = "";
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, 2.2, color);
  return s;
}
export const shadow = (x, y, w, h = 10) =>
  `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${C.ink}" opacity="0.08"/>`;

// ---------- devices ----------
/** Phone at (0,0) of size w×h; content(cw,ch) drawn inside the screen area. */
export function phone(w, h, content = () => "", { body = C.ink } = {}) {
  const pad = Math.max(4, w * 0.05);
  const cw = w - pad * 2,
    ch = h - pad * 2;
  return (
    rect(0, 0, w, h, body, w * 0.16) +
    rect(pad, pad, cw, ch, C.white, w * 0.12) +
    rect(w / 2 - w * 0.12, pad + 4, w * 0.24, 4, body, 2) +
    g(pad, pad + 12, content(cw, ch - 16))
  );
}
export function tablet(w, h, content = () => "", { body = C.ink } = {}) {
  const pad = Math.max(6, Math.min(w, h) * 0.06);
  return (
    rect(0, 0, w, h, body, 14) +
    rect(pad, pad, w - pad * 2, h - pad * 2, C.white, 6) +
    g(pad, pad, content(w - pad * 2, h - pad * 2))
  );
}
/** Laptop: screen w × w*0.62 plus base. */
export function laptop(w, content = () => "") {
  const h = w * 0.62,
    pad = w * 0.035;
  return (
    rect(0, 0, w, h, C.ink, 10) +
    rect(pad, pad, w - pad * 2, h - pad * 2, C.white, 4) +
    g(pad, pad, content(w - pad * 2, h - pad * 2)) +
    path(`M${-w * 0.08} ${h} H${w * 1.08} L${w * 1.02} ${h + w * 0.045} H${-w * 0.02} Z`, C.slate) +
    rect(w * 0.42, h, w * 0.16, w * 0.015, C.muted, 2)
  );
}
/** Browser window w×h with a top bar; content gets area below the bar. */
export function browser(w, h, content = () => "") {
  return (
    rect(0, 0, w, h, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
    rect(0, 0, w, 26, C.surface, 10) +
    rect(0, 16, w, 10, C.surface) +
    circle(14, 13, 4, C.accent) +
    circle(27, 13, 4, C.yellow) +
    circle(40, 13, 4, C.green) +
    rect(56, 7, w - 70, 12, C.white, 6) +
    g(0, 26, content(w, h - 26))
  );
}
export function monitor(w, h, content = () => "") {
  return (
    rect(0, 0, w, h, C.ink, 10) +
    rect(8, 8, w - 16, h - 16, C.white, 4) +
    g(8, 8, content(w - 16, h - 16)) +
    rect(w / 2 - 10, h, 20, h * 0.18, C.muted) +
    rect(w / 2 - w * 0.18, h + h * 0.18, w * 0.36, 8, C.slate, 4)
  );
}

// ---------- screen contents ----------
export const appBar = (cw, color = C.brand, h = 22) =>
  rect(0, 0, cw, h, color, 4) + bar(8, h / 2 - 3, cw * 0.4, C.white);
export function rows(x, y, cw, n, { gap = 22, pill = true, avatar = true, colors } = {}) {
  let s = "";
  const pills = colors ?? [C.green, C.accent, C.brand3, C.green];
  for (let i = 0; i < n; i++) {
    const yy = y + i * gap;
    if (avatar) s += circle(x + 7, yy + 7, 7, i % 2 ? C.accent1 : C.brand1);
    const tx = x + (avatar ? 20 : 0);
    s += bar(tx, yy + 1, cw * 0.42, C.soft, 5) + bar(tx, yy + 9, cw * 0.28, C.line, 4);
    if (pill) s += rect(x + cw - 26, yy + 2, 22, 9, pills[i % pills.length], 4.5);
  }
  return s;
}
export function barChart(x, y, w, h, values, colors = [C.brand, C.brand3]) {
  const n = values.length,
    bw = (w / n) * 0.6;
  let s = rect(x, y + h, w, 2, C.line);
  values.forEach((v, i) => {
    const bh = h * v;
    s += rect(x + (w / n) * i + (w / n - bw) / 2, y + h - bh, bw, bh, colors[i % colors.length], 3);
  });
  return s;
}
export function lineChart(x, y, w, h, values, color = C.brand, fill = C.brand1) {
  const pts = values.map((v, i) => [x + (w / (values.length - 1)) * i, y + h - h * v]);
  const d = pts.map((p, i) => `${i ? "L" : "M"}${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join(" ");
  return (
    path(`${d} L${x + w} ${y + h} L${x} ${y + h} Z`, fill) +
    stroke(d, color, 3) +
    circle(pts.at(-1)[0], pts.at(-1)[1], 4.5, C.white, ` stroke="${color}" stroke-width="3"`)
  );
}
export function donut(cx, cy, r, frac, color = C.brand, track = C.brand1, w = 10) {
  const c = 2 * Math.PI * r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${track}" stroke-width="${w}" fill="none"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${color}" stroke-width="${w}" fill="none" stroke-dasharray="${(c * frac).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})" stroke-linecap="round"/>`
  );
}
export function kpis(x, y, w, n = 3, h = 34) {
  const gap = 6,
    cw = (w - gap * (n - 1)) / n;
  const cols = [C.brand, C.accent, C.teal, C.brand6];
  let s = "";
  for (let i = 0; i < n; i++) {
    const xx = x + i * (cw + gap);
    s +=
      rect(xx, y, cw, h, C.surface, 5, ` stroke="${C.line}"`) +
      bar(xx + 6, y + 7, cw * 0.4, C.soft, 4) +
      bar(xx + 6, y + 18, cw * 0.6, cols[i % cols.length], 8);
  }
  return s;
}
export function table(x, y, w, nRows, { rowH = 16, head = C.brand1 } = {}) {
  let s = rect(x, y, w, rowH, head, 3);
  s +=
    bar(x + 6, y + rowH / 2 - 2.5, w * 0.2, C.brand3, 5) +
    bar(x + w * 0.4, y + rowH / 2 - 2.5, w * 0.18, C.brand3, 5) +
    bar(x + w * 0.72, y + rowH / 2 - 2.5, w * 0.16, C.brand3, 5);
  for (let i = 1; i <= nRows; i++) {
    const yy = y + i * rowH;
    s += rect(x, yy + rowH - 1, w, 1, C.line);
    s +=
      bar(x + 6, yy + rowH / 2 - 2.5, w * (0.22 + ((i * 7) % 5) * 0.02), C.soft, 5) +
      bar(x + w * 0.4, yy + rowH / 2 - 2.5, w * 0.16, C.line, 5) +
      rect(x + w * 0.72, yy + rowH / 2 - 3.5, w * 0.16, 7, [C.green, C.accent3, C.green, C.brand3][i % 4], 3.5);
  }
  return s;
}
export function appGrid(
  x,
  y,
  cols,
  rowsN,
  size,
  gap,
  palette = [C.brand, C.accent, C.teal, C.brand5, C.pink, C.yellow, C.green, C.brand7],
) {
  let s = "";
  for (let j = 0; j < rowsN; j++)
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      s +=
        rect(x + i * (size + gap), y + j * (size + gap), size, size, palette[k % palette.length], size * 0.26) +
        rect(
          x + i * (size + gap) + size * 0.3,
          y + j * (size + gap) + size * 0.3,
          size * 0.4,
          size * 0.4,
          C.white,
          size * 0.1,
          ' opacity="0.85"',
        );
    }
  return s;
}
export function sidebar(h, w = 34) {
  let s = rect(0, 0, w, h, C.brand7);
  for (let i = 0; i < 5; i++) s += rect(9, 14 + i * 18, w - 18, 7, i === 1 ? C.accent : C.brand3, 3.5);
  return s;
}
/** A generic dashboard filling cw×ch. */
export function dashboard(cw, ch, variant = 0) {
  const sw = Math.max(26, cw * 0.13);
  let s = sidebar(ch, sw);
  const x = sw + 10,
    w = cw - sw - 20;
  s += bar(x, 10, w * 0.35, C.ink, 7) + circle(cw - 18, 13, 6, C.accent1);
  s += kpis(x, 26, w, 3, Math.min(36, ch * 0.2));
  const top = 26 + Math.min(36, ch * 0.2) + 10;
  const rest = ch - top - 10;
  if (variant === 0) {
    s +=
      rect(x, top, w * 0.6, rest, C.surface, 6) +
      lineChart(x + 8, top + 10, w * 0.6 - 16, rest - 20, [0.2, 0.35, 0.3, 0.55, 0.5, 0.75, 0.9]);
    s +=
      rect(x + w * 0.64, top, w * 0.36, rest, C.surface, 6) +
      donut(x + w * 0.82, top + rest / 2, Math.min(rest, w * 0.36) * 0.3, 0.68, C.accent, C.accent1, 8);
  } else if (variant === 1) {
    s += table(x, top, w, Math.max(2, Math.floor(rest / 16) - 1));
  } else {
    s +=
      rect(x, top, w * 0.48, rest, C.surface, 6) +
      barChart(x + 8, top + 8, w * 0.48 - 16, rest - 18, [0.4, 0.6, 0.5, 0.8, 0.7, 0.95]);
    s += rows(x + w * 0.54, top + 4, w * 0.46, Math.max(2, Math.floor(rest / 22)), { gap: 22 });
  }
  return s;
}

// ---------- symbols ----------
export function padlock(cx, cy, s = 1, body = C.brand, shackle = C.ink) {
  return g(
    cx,
    cy,
    stroke("M-11 -4 V-13 a11 11 0 0 1 22 0 V-4", shackle, 5) +
      rect(-16, -5, 32, 26, body, 6) +
      circle(0, 6, 4, C.white) +
      rect(-1.5, 7, 3, 8, C.white, 1.5),
    s,
  );
}
export function shieldCheck(cx, cy, s = 1, color = C.brand) {
  return g(
    cx,
    cy,
    path("M0 -30 L26 -20 V2 C26 18 14 28 0 34 C-14 28 -26 18 -26 2 V-20 Z", color) +
      stroke("M-11 2 L-3 10 L12 -6", C.white, 5),
    s,
  );
}
export function tick(cx, cy, r = 12, color = C.green) {
  return (
    circle(cx, cy, r, color) +
    stroke(
      `M${cx - r * 0.42} ${cy + r * 0.02} L${cx - r * 0.1} ${cy + r * 0.34} L${cx + r * 0.45} ${cy - r * 0.3}`,
      C.white,
      r * 0.28,
    )
  );
}
export function pin(x, y, s = 1, color = C.accent) {
  return g(
    x,
    y,
    path("M0 0 C-4 -10 -16 -18 -16 -30 a16 16 0 0 1 32 0 C16 -18 4 -10 0 0 Z", color) + circle(0, -30, 6, C.white),
    s,
  );
}
export function mapTile(w, h) {
  return (
    rect(0, 0, w, h, "#E7ECF7", 8) +
    stroke(`M0 ${h * 0.35} C${w * 0.3} ${h * 0.3} ${w * 0.5} ${h * 0.7} ${w} ${h * 0.6}`, C.white, 8) +
    stroke(`M${w * 0.3} 0 L${w * 0.42} ${h}`, C.white, 6) +
    stroke(`M${w * 0.7} 0 L${w * 0.62} ${h}`, C.white, 5) +
    rect(w * 0.08, h * 0.55, w * 0.16, h * 0.2, C.teal1, 4) +
    rect(w * 0.76, h * 0.1, w * 0.18, h * 0.18, C.green1, 4)
  );
}
export function qr(x, y, size, color = C.ink) {
  const n = 9,
    c = size / n;
  let s = rect(x - 4, y - 4, size + 8, size + 8, C.white, 4);
  const finder = (fx, fy) =>
    rect(x + fx * c, y + fy * c, c * 3, c * 3, color, 2) +
    rect(x + fx * c + c * 0.6, y + fy * c + c * 0.6, c * 1.8, c * 1.8, C.white, 1) +
    rect(x + fx * c + c, y + fy * c + c, c, c, color);
  s += finder(0, 0) + finder(6, 0) + finder(0, 6);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if ((i < 4 && j < 4) || (i > 4 && j < 4) || (i < 4 && j > 4)) continue;
      if ((i * 7 + j * 13 + i * j) % 3 === 0) s += rect(x + i * c, y + j * c, c, c, color);
    }
  return s;
}
export function gear(cx, cy, r, color = C.accent, teeth = 8) {
  let d = "";
  const ro = r,
    ri = r * 0.78;
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = (Math.PI * i) / teeth,
      a1 = (Math.PI * (i + 1)) / teeth,
      rr = i % 2 ? ri : ro;
    const p0 = [cx + rr * Math.cos(a0 + 0.08), cy + rr * Math.sin(a0 + 0.08)],
      p1 = [cx + rr * Math.cos(a1 - 0.08), cy + rr * Math.sin(a1 - 0.08)];
    d += `${i ? "L" : "M"}${p0[0].toFixed(1)} ${p0[1].toFixed(1)} L${p1[0].toFixed(1)} ${p1[1].toFixed(1)} `;
  }
  return path(d + "Z", color) + circle(cx, cy, r * 0.36, C.white);
}
export function cloud(x, y, s = 1, color = C.brand1, outline) {
  const d = "M20 60 a20 20 0 0 1 4 -39.6 a30 30 0 0 1 56 -6 a24 24 0 0 1 30 23 a18 18 0 0 1 -4 22.6 Z";
  return g(x, y, path(d, color, outline ? ` stroke="${outline}" stroke-width="3"` : ""), s);
}
export function server(x, y, w, units = 3, color = C.ink) {
  let s = "";
  for (let i = 0; i < units; i++) {
    const yy = y + i * 30;
    s +=
      rect(x, yy, w, 26, color, 5) +
      circle(x + 12, yy + 13, 3.5, i === 1 ? C.accent : C.green) +
      circle(x + 24, yy + 13, 3.5, C.brand3) +
      bar(x + w - 50, yy + 10, 38, C.muted, 5);
  }
  return s;
}
export function megaphone(x, y, s = 1) {
  return g(
    x,
    y,
    path("M0 20 L50 0 V64 L0 44 Z", C.accent) +
      rect(-18, 18, 22, 28, C.accent7, 4) +
      rect(48, -4, 10, 72, C.ink, 5) +
      path("M-2 44 L10 44 L16 70 L4 70 Z", C.muted) +
      stroke("M70 14 L84 6", C.accent, 4) +
      stroke("M72 32 H90", C.accent, 4) +
      stroke("M70 50 L84 58", C.accent, 4),
    s,
  );
}
export function magnifier(x, y, s = 1, color = C.brand) {
  return g(
    x,
    y,
    `<circle cx="0" cy="0" r="22" stroke="${color}" stroke-width="8" fill="${C.white}"/>` +
      stroke("M16 16 L34 34", color, 10),
    s,
  );
}
export function person(x, y, s = 1, shirt = C.brand, skin = "#F1C7A3", hair = C.ink) {
  return g(
    x,
    y,
    path("M-26 60 C-26 30 -14 22 0 22 C14 22 26 30 26 60 Z", shirt) +
      circle(0, 0, 16, skin) +
      path("M-16 -2 C-16 -16 -8 -20 0 -20 C10 -20 17 -14 16 -2 C10 -8 -6 -10 -16 -2 Z", hair),
    s,
  );
}
export function chatBubble(x, y, w, h, color = C.white, tail = "left") {
  const t =
    tail === "left"
      ? `M${x + 12} ${y + h} L${x + 6} ${y + h + 10} L${x + 24} ${y + h}`
      : `M${x + w - 12} ${y + h} L${x + w - 6} ${y + h + 10} L${x + w - 24} ${y + h}`;
  return (
    rect(x, y, w, h, color, 10, color === C.white ? ` stroke="${C.line}" stroke-width="2"` : "") + path(t + " Z", color)
  );
}
export function envelope(x, y, w, h, color = C.brand) {
  return (
    rect(x, y, w, h, color, 6) +
    stroke(`M${x + 4} ${y + 6} L${x + w / 2} ${y + h * 0.58} L${x + w - 4} ${y + 6}`, C.white, 4)
  );
}
export function calendar(x, y, w, h) {
  let s =
    rect(x, y, w, h, C.white, 8, ` stroke="${C.line}" stroke-width="2"`) +
    rect(x, y, w, h * 0.22, C.accent, 8) +
    rect(x, y + h * 0.14, w, h * 0.08, C.accent);
  const cols = 5,
    rowsN = 3,
    cw = (w - 16) / cols,
    chh = (h * 0.78 - 14) / rowsN;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rowsN; j++)
      s += rect(
        x + 8 + i * cw + 2,
        y + h * 0.22 + 7 + j * chh + 2,
        cw - 4,
        chh - 4,
        (i + j * 2) % 4 === 1 ? C.brand : C.brand1,
        3,
      );
  return s + rect(x + w * 0.25, y - 6, 6, 14, C.ink, 3) + rect(x + w * 0.75 - 6, y - 6, 6, 14, C.ink, 3);
}
export function clock(cx, cy, r, color = C.brand) {
  return (
    circle(cx, cy, r, C.white, ` stroke="${color}" stroke-width="${r * 0.16}"`) +
    stroke(`M${cx} ${cy - r * 0.55} V${cy} L${cx + r * 0.4} ${cy + r * 0.25}`, C.ink, r * 0.12)
  );
}
export function box(x, y, w, h, color = "#D9A066") {
  return (
    rect(x, y, w, h, color, 4) +
    rect(x, y, w, h * 0.18, "#C68B4E", 4) +
    rect(x + w * 0.42, y, w * 0.16, h * 0.5, "#F3D9B1")
  );
}
export function coin(cx, cy, r) {
  return (
    circle(cx, cy, r, C.yellow) +
    circle(cx, cy, r * 0.72, "#EAB308") +
    stroke(
      `M${cx - r * 0.3} ${cy - r * 0.35} H${cx + r * 0.3} M${cx - r * 0.3} ${cy - r * 0.08} H${cx + r * 0.3} M${cx - r * 0.2} ${cy - r * 0.35} C${cx + r * 0.4} ${cy - r * 0.35} ${cx + r * 0.4} ${cy + r * 0.1} ${cx - r * 0.25} ${cy + r * 0.1} L${cx + r * 0.25} ${cy + r * 0.45}`,
      C.white,
      r * 0.13,
    )
  );
}
export function plant(x, y, s = 1) {
  return g(
    x,
    y,
    path("M-14 0 H14 L10 26 H-10 Z", C.accent) +
      path("M0 0 C-4 -20 -20 -26 -24 -34 C-6 -34 2 -22 0 0 Z", C.teal) +
      path("M0 0 C2 -24 18 -34 24 -40 C24 -20 10 -10 0 0 Z", C.green) +
      path("M0 0 C0 -20 -2 -34 2 -46 C8 -30 6 -14 0 0 Z", "#0F766E"),
    s,
  );
}
export function sparkle(x, y, s = 1, color = C.accent) {
  return g(x, y, path("M0 -12 C2 -3 3 -2 12 0 C3 2 2 3 0 12 C-2 3 -3 2 -12 0 C-3 -2 -2 -3 0 -12 Z", color), s);
}
export function wifi(cx, cy, s = 1, color = C.brand) {
  return g(
    cx,
    cy,
    stroke("M-24 -8 a34 34 0 0 1 48 0", color, 6) +
      stroke("M-15 2 a21 21 0 0 1 30 0", color, 6) +
      circle(0, 12, 5, color),
    s,
  );
}
export function arrowFlow(x1, y1, x2, y2, color = C.brand3) {
  return (
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color}" stroke-width="3" stroke-dasharray="6 7" stroke-linecap="round"/>` +
    circle(x2, y2, 5, color)
  );
}
