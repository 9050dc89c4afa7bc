// Drawing helpers for the portfolio art (authoring tool; outputs are committed SVGs).
export const FONT = `font-family="Inter,'Segoe UI',Roboto,'Liberation Sans',Arial,sans-serif"`;

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
let uid = 0;
export const resetIds = () => (uid = 0);
export const nextId = (p) => `${p}${++uid}`;

export const rect = (x, y, w, h, r, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ""} fill="${fill}"${extra ? " " + extra : ""}/>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const text = (x, y, s, size, fill, weight = 400, anchor = "start", extra = "") =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${anchor !== "start" ? ` text-anchor="${anchor}"` : ""}${extra ? " " + extra : ""}>${esc(s)}</text>`;
export const line = (x1, y1, x2, y2, stroke, w = 1, extra = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}"${extra ? " " + extra : ""}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const g = (transform, body) => `<g transform="${transform}">${body}</g>`;

export function svg(w, h, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${FONT}>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

export function linearGradient(id, c1, c2, vertical = false) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 1}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
}

/** A phone: 200×400 body, screen 180×380 at (10,10). `screen` draws in screen coordinates. */
export function phone(x, y, scale, screen, pal, defsOut) {
  const id = nextId("ph");
  defsOut.push(`<clipPath id="${id}"><rect x="10" y="10" width="180" height="380" rx="22"/></clipPath>`);
  return g(
    `translate(${x} ${y}) scale(${scale})`,
    rect(4, 8, 200, 400, 30, "#0f172a", 'opacity="0.16"') +
      rect(0, 0, 200, 400, 30, "#111827") +
      rect(1.5, 1.5, 197, 397, 29, "none", 'stroke="#374151" stroke-width="1.5"') +
      `<g clip-path="url(#${id})">${rect(10, 10, 180, 380, 0, "#ffffff")}<g transform="translate(10 10)">${screen(pal)}</g></g>` +
      rect(74, 16, 52, 12, 6, "#111827"),
  );
}

/** A browser window: 580×360, content area 580×332 at (0,28). */
export function browser(x, y, scale, content, pal, defsOut, address = "") {
  const id = nextId("br");
  defsOut.push(`<clipPath id="${id}"><rect x="0" y="28" width="580" height="332"/></clipPath>`);
  return g(
    `translate(${x} ${y}) scale(${scale})`,
    rect(6, 10, 580, 360, 12, "#0f172a", 'opacity="0.14"') +
      rect(0, 0, 580, 360, 12, "#ffffff") +
      path("M12 0h556a12 12 0 0 1 12 12v16H0V12A12 12 0 0 1 12 0z", "#e5e7eb") +
      circle(16, 14, 4.5, "#f87171") +
      circle(30, 14, 4.5, "#fbbf24") +
      circle(44, 14, 4.5, "#34d399") +
      rect(150, 6, 280, 16, 8, "#ffffff") +
      text(290, 17.5, address, 8.5, "#475569", 400, "middle") +
      `<g clip-path="url(#${id})"><g transform="translate(0 28)">${content(pal)}</g></g>` +
      rect(0.5, 0.5, 579, 359, 12, "none", 'stroke="#cbd5e1"'),
  );
}

/* ---------- phone screen widgets (180 wide) ---------- */
export function statusBar(dark = false) {
  const c = dark ? "#ffffff" : "#0f172a";
  return (
    text(16, 14, "9:41", 8, c, 700) +
    rect(140, 7, 3, 6, 0.5, c) +
    rect(144, 5, 3, 8, 0.5, c) +
    rect(148, 3, 3, 10, 0.5, c) +
    rect(154, 5, 14, 7, 2, "none", `stroke="${c}" stroke-width="1"`) +
    rect(155.5, 6.5, 9, 4, 1, c)
  );
}
export function appBar(title, pal, opts = {}) {
  return (
    rect(0, 0, 180, 56, 0, opts.bg ?? pal.primary) +
    statusBar(true) +
    (opts.back ? path("M18 38l6-6M18 38l6 6", "none", 'stroke="#fff" stroke-width="2" stroke-linecap="round"') : "") +
    text(opts.back ? 32 : 14, 42, title, 12, "#ffffff", 700) +
    (opts.right ?? "")
  );
}
export function button(x, y, w, label, bg, fg = "#ffffff", h = 28) {
  return rect(x, y, w, h, h / 2, bg) + text(x + w / 2, y + h / 2 + 3.5, label, 9.5, fg, 700, "middle");
}
export function chip(x, y, label, bg, fg, w) {
  const width = w ?? label.length * 5.4 + 16;
  return rect(x, y, width, 18, 9, bg) + text(x + width / 2, y + 12.3, label, 8, fg, 600, "middle");
}
/** A list row: thumbnail, title, subtitle, right value. */
export function row(y, thumb, title, sub, right, pal, opts = {}) {
  return (
    rect(10, y, 160, 46, 10, "#ffffff", 'stroke="#e5e7eb"') +
    rect(16, y + 6, 34, 34, 8, thumb) +
    (opts.icon ?? "") +
    text(58, y + 19, title, 9, "#0f172a", 700) +
    text(58, y + 32, sub, 7.5, "#64748b") +
    (right ? text(164, y + 19, right, 9, opts.rightColor ?? pal.primary, 700, "end") : "") +
    (opts.add ? rect(134, y + 25, 30, 14, 7, pal.primary) + text(149, y + 35, "ADD", 7, "#fff", 700, "middle") : "")
  );
}
export function field(x, y, w, label, value, pal) {
  return (
    text(x, y, label, 7.5, "#475569", 600) +
    rect(x, y + 4, w, 24, 6, "#f8fafc", 'stroke="#cbd5e1"') +
    text(x + 8, y + 20, value, 8.5, "#0f172a")
  );
}
export function tabBar(pal, active = 0, labels = ["Home", "Menu", "Orders", "Profile"]) {
  const w = 180 / labels.length;
  return (
    rect(0, 340, 180, 40, 0, "#ffffff") +
    line(0, 340, 180, 340, "#e5e7eb") +
    labels
      .map((l, i) => {
        const cx = w * i + w / 2;
        const c = i === active ? pal.primary : "#94a3b8";
        return rect(cx - 6, 347, 12, 10, 3, c) + text(cx, 370, l, 7, c, i === active ? 700 : 500, "middle");
      })
      .join("")
  );
}
export function mapBlock(x, y, w, h, pal, route = true) {
  let s = rect(x, y, w, h, 0, "#e8efe6");
  s += rect(x + w * 0.55, y, w * 0.3, h * 0.35, 0, "#d4e6cf");
  s += rect(x, y + h * 0.6, w * 0.35, h * 0.4, 0, "#cfe3f3");
  for (let i = 1; i < 4; i++) s += line(x, y + (h * i) / 4, x + w, y + (h * i) / 4 + 8, "#ffffff", 5);
  for (let i = 1; i < 3; i++) s += line(x + (w * i) / 3, y, x + (w * i) / 3 - 10, y + h, "#ffffff", 5);
  if (route) {
    s += `<polyline points="${x + 24},${y + h - 24} ${x + w * 0.35},${y + h * 0.72} ${x + w * 0.38},${y + h * 0.45} ${x + w * 0.7},${y + h * 0.4} ${x + w - 26},${y + 26}" fill="none" stroke="${pal.primary}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += circle(x + 24, y + h - 24, 6, pal.primary) + circle(x + 24, y + h - 24, 2.5, "#fff");
    s +=
      path(`M${x + w - 26} ${y + 32}c-7-8-10-12-10-17a10 10 0 0 1 20 0c0 5-3 9-10 17z`, pal.accent) +
      circle(x + w - 26, y + 15, 3.5, "#fff");
  }
  return s;
}
export function bars(x, y, w, h, values, color, muted = "#e2e8f0") {
  const n = values.length;
  const bw = (w / n) * 0.6;
  return values
    .map((v, i) => {
      const bx = x + (w / n) * i + (w / n - bw) / 2;
      const bh = h * v;
      return rect(bx, y + h - bh, bw, bh, 3, i === n - 1 ? color : muted);
    })
    .join("");
}
export const check = (cx, cy, r, bg, fg = "#fff") =>
  circle(cx, cy, r, bg) +
  path(
    `M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32} ${r * 0.55}-${r * 0.62}`,
    "none",
    `stroke="${fg}" stroke-width="${Math.max(1.4, r * 0.28)}" stroke-linecap="round" stroke-linejoin="round"`,
  );

/* ---------- web widgets (580 wide, 332 tall) ---------- */
export function webNav(pal, wordmark, links, cta) {
  let s = rect(0, 0, 580, 44, 0, "#ffffff") + line(0, 44, 580, 44, "#e5e7eb");
  s += g("translate(20 12)", wordmark);
  links.forEach((l, i) => (s += text(260 + i * 62, 27, l, 9, "#334155", 600)));
  if (cta) s += rect(488, 12, 76, 22, 11, pal.primary) + text(526, 26.5, cta, 8.5, "#fff", 700, "middle");
  return s;
}
