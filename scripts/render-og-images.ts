/**
 * Draws the link-preview (Open Graph) images and the site icons as SVG and renders
 * them to small PNGs with sharp. Run once after changing the art; the PNGs are
 * committed, so the build never depends on this script:
 *
 *   npx tsx scripts/render-og-images.ts
 *
 * Writes public/images/og/{name}.png (1200×630) and logo.png (512×512), and
 * public/favicon.svg, favicon.ico (16/32/48), apple-touch-icon.png (180),
 * icon-192.png, icon-512.png, icon-maskable-512.png and site.webmanifest.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ogImageNames, type OgImageName } from "#shared/content/schemas/seo";
import { site } from "#shared/content/site";
import { C, logoTile, OG_HEIGHT, OG_WIDTH, png, R_PATH, text } from "#server/og-art";

const ROOT = path.resolve(import.meta.dirname, "..");
const OG_DIR = path.join(ROOT, "public/images/og");
const W = OG_WIDTH;
const H = OG_HEIGHT;

/** A rounded bar standing in for a line of text in the mock-ups. */
const bar = (x: number, y: number, w: number, h = 10, fill: string = C.line) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/** A phone mock-up, 240×460, at (x, y); `screen` is drawn in a 212×388 box starting at (x+14, y+44). */
function phone(x: number, y: number, screen: string, title: string) {
  return `<g transform="translate(${x} ${y})">
    <rect width="240" height="460" rx="36" fill="${C.ink}"/>
    <rect x="14" y="14" width="212" height="432" rx="26" fill="${C.white}"/>
    <rect x="88" y="22" width="64" height="8" rx="4" fill="${C.ink}"/>
    <rect x="14" y="36" width="212" height="48" fill="${C.brand}"/>
    ${text(30, 67, title, 18, C.white, 700)}
    <g transform="translate(14 84)">${screen}</g>
  </g>`;
}

/** A browser window mock-up, w×h, at (x, y). */
function browser(x: number, y: number, w: number, h: number, content: string) {
  return `<g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="18" fill="${C.white}"/>
    <path d="M0 18a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v22H0Z" fill="${C.brandPale}"/>
    <circle cx="24" cy="20" r="6" fill="${C.accent}"/><circle cx="44" cy="20" r="6" fill="${C.accentSoft}"/><circle cx="64" cy="20" r="6" fill="${C.line}"/>
    ${bar(88, 14, w - 112, 12, C.white)}
    <g transform="translate(0 40)">${content}</g>
  </g>`;
}

// ---------------------------------------------------------------- illustrations (right half, ~x 660–1150)

const screens = {
  attendance: () =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const y = 18 + i * 56;
        const late = i === 2 || i === 5;
        return `<circle cx="30" cy="${y + 18}" r="16" fill="${[C.brandPale, "#FFEDD5", "#DCFCE7"][i % 3]}"/>
          ${bar(56, y + 8, 80, 9, C.ink)}${bar(56, y + 23, 56, 7)}
          <rect x="146" y="${y + 7}" width="54" height="22" rx="11" fill="${late ? "#FFEDD5" : "#DCFCE7"}"/>
          ${text(155, y + 23, late ? "LATE" : "IN", 13, late ? "#9A3412" : "#166534", 700)}`;
      })
      .join(""),
  ledger: () =>
    `${text(16, 34, "Balance", 14, C.muted)}${text(16, 66, "₹ 48,250", 28, C.ink, 700)}` +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 92 + i * 56;
        const credit = i % 2 === 0;
        return `<rect x="10" y="${y}" width="192" height="46" rx="10" fill="${C.surface}"/>
          ${bar(22, y + 12, 70, 9, C.ink)}${bar(22, y + 27, 48, 7)}
          ${text(credit ? 126 : 130, y + 29, credit ? "+ ₹ 1,200" : "− ₹ 450", 14, credit ? C.green : C.red, 700)}`;
      })
      .join(""),
  alarm: () =>
    `<circle cx="106" cy="150" r="92" fill="#FFEDD5"/><circle cx="106" cy="150" r="66" fill="${C.accentSoft}"/>
     <path d="M106 92l48 18v34c0 30-20 52-48 62-28-10-48-32-48-62v-34Z" fill="${C.brand}"/>
     <path d="M86 150l14 14 26-28" stroke="${C.white}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
     ${text(38, 280, "Alarm armed", 22, C.ink, 700)}${bar(46, 298, 120, 9)}
     <rect x="36" y="318" width="140" height="40" rx="20" fill="${C.accent}"/>${text(72, 344, "STOP", 16, C.ink, 700)}`,
  chart: () =>
    `${text(16, 34, "Today's profit", 14, C.muted)}${text(16, 66, "₹ 12,480", 28, C.ink, 700)}` +
    [60, 96, 74, 130, 108, 150]
      .map(
        (h, i) =>
          `<rect x="${20 + i * 30}" y="${250 - h}" width="20" height="${h}" rx="5" fill="${i === 5 ? C.accent : C.brandSoft}"/>`,
      )
      .join("") +
    `${bar(16, 270, 180, 2)}<rect x="10" y="290" width="192" height="56" rx="12" fill="${C.surface}"/>${bar(24, 304, 90, 9, C.ink)}${bar(24, 322, 60, 7)}${text(140, 324, "Sales", 13, C.green, 700)}`,
  locked: () =>
    `<rect x="0" y="0" width="212" height="348" fill="${C.brandDeep}"/>
     <rect x="76" y="92" width="60" height="50" rx="10" fill="${C.accent}"/>
     <path d="M86 92v-14a20 20 0 0 1 40 0v14" stroke="${C.accent}" stroke-width="10" fill="none"/>
     <circle cx="106" cy="116" r="7" fill="${C.ink}"/>
     ${text(50, 184, "Phone locked", 20, C.white, 700)}
     ${text(36, 210, "EMI due: ₹ 2,499", 16, C.brandPale)}
     <rect x="36" y="240" width="140" height="40" rx="20" fill="${C.white}"/>${text(62, 266, "Pay now", 16, C.brandDeep, 700)}`,
};

function productPhone(screen: keyof typeof screens, title: string) {
  return `<circle cx="930" cy="330" r="230" fill="${C.brandDark}"/>
    <rect x="1010" y="120" width="120" height="120" rx="24" fill="${C.accent}" transform="rotate(12 1070 180)"/>
    ${phone(800, 96, screens[screen](), title)}`;
}

function dashboard() {
  const tiles = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 24 + (i % 3) * 146;
      const y = 80 + Math.floor(i / 3) * 120;
      const ok = i !== 4;
      return `<rect x="${x}" y="${y}" width="130" height="104" rx="14" fill="${C.surface}"/>
        <rect x="${x + 16}" y="${y + 14}" width="30" height="50" rx="6" fill="${C.ink}"/><rect x="${x + 19}" y="${y + 18}" width="24" height="40" rx="3" fill="${C.brandPale}"/>
        <circle cx="${x + 106}" cy="${y + 24}" r="9" fill="${ok ? C.green : C.accent}"/>
        ${bar(x + 16, y + 76, 90, 9, C.ink)}`;
    })
    .join("");
  return `<circle cx="920" cy="560" r="190" fill="${C.brandDark}"/>
    ${browser(660, 110, 480, 390, `${text(24, 50, "Devices", 24, C.ink, 700)}${bar(300, 34, 150, 16, C.brandPale)}${tiles}`)}`;
}

const illustrations: Record<OgImageName, () => string> = {
  home: () => `<circle cx="960" cy="300" r="250" fill="${C.brandDark}"/>
    ${browser(
      640,
      120,
      400,
      300,
      `${bar(28, 36, 200, 18, C.ink)}${bar(28, 68, 300, 10)}${bar(28, 88, 260, 10)}
      <rect x="28" y="118" width="120" height="40" rx="20" fill="${C.accent}"/>
      <rect x="28" y="182" width="106" height="70" rx="12" fill="${C.brandPale}"/><rect x="146" y="182" width="106" height="70" rx="12" fill="#FFEDD5"/><rect x="264" y="182" width="106" height="70" rx="12" fill="#DCFCE7"/>`,
    )}
    <g transform="translate(960 230) scale(0.72)">${phone(0, 0, screens.chart(), "Dashboard")}</g>`,
  about: () => `<circle cx="930" cy="320" r="240" fill="${C.brandDark}"/>
    ${[
      [820, 250, 70, C.brandPale, C.brand],
      [1010, 230, 80, "#FFEDD5", C.accent],
      [920, 420, 74, "#DCFCE7", C.green],
    ]
      .map(
        ([x, y, r, bg, fg]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${bg}"/>
        <circle cx="${x}" cy="${Number(y) - Number(r) * 0.22}" r="${Number(r) * 0.3}" fill="${fg}"/>
        <path d="M${Number(x) - Number(r) * 0.5} ${Number(y) + Number(r) * 0.55}a${Number(r) * 0.5} ${Number(r) * 0.42} 0 0 1 ${Number(r)} 0Z" fill="${fg}"/>`,
      )
      .join("")}
    <path d="M880 270L960 250M880 300L900 360M1000 300L960 370" stroke="${C.accentSoft}" stroke-width="6" stroke-linecap="round"/>`,
  services: () => `<circle cx="930" cy="330" r="240" fill="${C.brandDark}"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 700 + (i % 3) * 150;
        const y = 150 + Math.floor(i / 3) * 170;
        const fill = [C.white, C.accent, C.brandPale, C.brandPale, C.white, C.accent][i];
        const icon = [
          `<path d="M${x + 40} ${y + 50}l-18 18 18 18M${x + 90} ${y + 50}l18 18-18 18" stroke="${C.brand}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
          `<rect x="${x + 44}" y="${y + 30}" width="42" height="76" rx="9" fill="${C.ink}"/><rect x="${x + 50}" y="${y + 38}" width="30" height="56" rx="3" fill="${C.white}"/>`,
          `<rect x="${x + 26}" y="${y + 36}" width="78" height="60" rx="8" fill="${C.brand}"/><rect x="${x + 32}" y="${y + 48}" width="66" height="42" fill="${C.white}"/>`,
          `<path d="M${x + 65} ${y + 28}l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3Z" fill="${C.accent}"/>`,
          `<path d="M${x + 30} ${y + 96}l22-26 18 14 30-40" stroke="${C.accent}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
          `<path d="M${x + 42} ${y + 92}a22 22 0 0 1 2-44 30 30 0 0 1 56 8 18 18 0 0 1-4 36Z" fill="${C.white}"/>`,
        ][i];
        return `<rect x="${x}" y="${y}" width="130" height="134" rx="24" fill="${fill}"/>${icon}`;
      })
      .join("")}`,
  portfolio: () => `<circle cx="940" cy="330" r="240" fill="${C.brandDark}"/>
    <g transform="rotate(-8 900 330)">${browser(680, 170, 360, 260, `${bar(24, 30, 180, 16, C.ink)}<rect x="24" y="64" width="312" height="130" rx="12" fill="#FFEDD5"/><circle cx="110" cy="130" r="36" fill="${C.accent}"/>`)}</g>
    ${browser(760, 240, 360, 260, `${bar(24, 30, 150, 16, C.ink)}<rect x="24" y="64" width="150" height="130" rx="12" fill="${C.brandPale}"/><rect x="186" y="64" width="150" height="130" rx="12" fill="#DCFCE7"/>${bar(40, 150, 110, 10, C.brand)}${bar(202, 150, 100, 10, C.green)}`)}
    <rect x="1010" y="120" width="140" height="56" rx="28" fill="${C.accent}"/>${text(1040, 157, "+70%", 28, C.ink, 700)}`,
  products: () => `<circle cx="930" cy="330" r="240" fill="${C.brandDark}"/>
    <g transform="translate(690 150) scale(0.8)">${phone(0, 0, screens.attendance(), "Tracko")}</g>
    <g transform="translate(930 110) scale(0.8)">${phone(0, 0, screens.ledger(), "Hisab Book")}</g>`,
  contact: () => `<circle cx="930" cy="330" r="240" fill="${C.brandDark}"/>
    <path d="M720 170h300a30 30 0 0 1 30 30v130a30 30 0 0 1-30 30H820l-60 50v-50h-40a30 30 0 0 1-30-30V200a30 30 0 0 1 30-30Z" fill="${C.white}"/>
    ${bar(730, 220, 220, 16, C.ink)}${bar(730, 256, 280, 12)}${bar(730, 284, 240, 12)}
    <path d="M880 400h220a26 26 0 0 1 26 26v80a26 26 0 0 1-26 26h-30v40l-48-40H880a26 26 0 0 1-26-26v-80a26 26 0 0 1 26-26Z" fill="${C.accent}"/>
    ${bar(884, 440, 160, 14, C.ink)}${bar(884, 470, 120, 12, "#9A3412")}`,
  legal: () => `<circle cx="930" cy="330" r="240" fill="${C.brandDark}"/>
    <rect x="740" y="120" width="300" height="390" rx="20" fill="${C.white}"/>
    ${bar(776, 164, 170, 18, C.ink)}${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => bar(776, 210 + i * 30, i % 3 === 2 ? 160 : 228, 10)).join("")}
    <path d="M1040 360l70 26v50c0 44-30 76-70 90-40-14-70-46-70-90v-50Z" fill="${C.accent}"/>
    <path d="M1012 438l20 20 36-40" stroke="${C.ink}" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  tracko: () => productPhone("attendance", "Tracko"),
  hisab_book: () => productPhone("ledger", "Hisab Book"),
  anti_theft: () => productPhone("alarm", "Anti Theft"),
  daily_hisab: () => productPhone("chart", "Daily Hisab"),
  emi_security: () => productPhone("locked", "EMI Security"),
  enterprise_mobility_management: dashboard,
  blog: () => `<circle cx="930" cy="330" r="240" fill="${C.brandDark}"/>
    <rect x="690" y="170" width="300" height="360" rx="20" fill="${C.brandPale}" transform="rotate(-7 840 350)"/>
    ${browser(
      740,
      110,
      380,
      420,
      `${bar(28, 26, 96, 14, C.accent)}${bar(28, 58, 300, 18, C.ink)}${bar(28, 88, 220, 18, C.ink)}
      <rect x="28" y="126" width="324" height="118" rx="12" fill="#FFEDD5"/><circle cx="96" cy="172" r="26" fill="${C.accent}"/>
      <path d="M150 232l56-64 40 40 28-26 64 50Z" fill="${C.accentSoft}"/>
      ${[0, 1, 2, 3].map((i) => bar(28, 270 + i * 24, i === 3 ? 170 : 324)).join("")}`,
    )}
    <rect x="1030" y="470" width="130" height="56" rx="28" fill="${C.accent}"/>${text(1058, 508, "NEW", 26, C.ink, 700)}`,
};

/** What each card says: a short label and a headline of at most three short lines. */
const cards: Record<OgImageName, { eyebrow: string; lines: string[]; sub: string }> = {
  home: {
    eyebrow: "IT SERVICES · PRODUCTS",
    lines: ["Custom software", "for growing", "businesses"],
    sub: "Apps, websites and ready-made business apps",
  },
  about: {
    eyebrow: "ABOUT US",
    lines: ["Meet the team", "behind your", "next product"],
    sub: `Building software in ${site.company.address.locality} since ${site.company.foundingYear}`,
  },
  services: {
    eyebrow: "OUR SERVICES",
    lines: ["Software, apps,", "web, branding", "and cloud"],
    sub: "One accountable team, from idea to launch",
  },
  portfolio: {
    eyebrow: "PORTFOLIO",
    lines: ["Work that grew", "our clients'", "business"],
    sub: "25% to 70% more orders, sign-ups and bookings",
  },
  products: {
    eyebrow: "OUR PRODUCTS",
    lines: ["Where innovation", "meets", "excellence"],
    sub: "Ready-made apps for Indian businesses",
  },
  contact: {
    eyebrow: "LET'S TALK",
    lines: ["Tell us what", "you want", "to build"],
    sub: "A free quote within one working day",
  },
  legal: {
    eyebrow: "POLICIES",
    lines: ["Privacy, terms", "and refunds,", "in plain words"],
    sub: "How we handle your data and your money",
  },
  tracko: {
    eyebrow: "TRACKO",
    lines: ["Staff tracking", "and attendance", "made simple"],
    sub: "Attendance, field visits and payroll",
  },
  hisab_book: {
    eyebrow: "HISAB BOOK",
    lines: ["Your shop's", "khata on", "your phone"],
    sub: "Every udhaar and payment, backed up",
  },
  anti_theft: {
    eyebrow: "ANTI THEFT",
    lines: ["An alarm the", "moment someone", "takes your phone"],
    sub: "Motion, pocket and charger alarms",
  },
  daily_hisab: {
    eyebrow: "DAILY HISAB",
    lines: ["Close every day", "with the right", "number"],
    sub: "Sales, expenses and cash in minutes",
  },
  emi_security: {
    eyebrow: "EMI SECURITY",
    lines: ["Sell phones on", "EMI with", "confidence"],
    sub: "Overdue phones lock until the EMI is paid",
  },
  enterprise_mobility_management: {
    eyebrow: "ENTERPRISE MOBILITY",
    lines: ["Every company", "device, one", "dashboard"],
    sub: "Enrol, secure and manage phones and tablets",
  },
  blog: {
    eyebrow: "INSIGHTS",
    lines: ["Guides for", "growing", "businesses"],
    sub: "Software costs, choices and rollouts",
  },
};

function ogSvg(name: OgImageName): string {
  const card = cards[name];
  const eyebrowWidth = Math.round(card.eyebrow.length * 14.6) + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${C.brand}"/>
  <circle cx="-40" cy="690" r="220" fill="${C.brandDark}"/>
  ${illustrations[name]()}
  ${logoTile(64, 56, 64, { inverted: true })}
  ${text(144, 99, site.company.name, 32, C.white, 700)}
  <rect x="64" y="190" width="${eyebrowWidth}" height="44" rx="22" fill="${C.accent}"/>
  ${text(84, 220, card.eyebrow, 20, C.ink, 700, 'letter-spacing="1.5"')}
  ${card.lines.map((line, i) => text(64, 318 + i * 72, line, 64, C.white, 700)).join("\n  ")}
  ${text(64, 318 + card.lines.length * 72 + 10, card.sub, 28, C.brandPale)}
  <rect x="0" y="${H - 14}" width="${W}" height="14" fill="${C.accent}"/>
</svg>`;
}

/** The icon: the logo tile on its own (square, rounded unless the platform rounds it). */
const iconSvg = (size: number, { rounded = true, padding = 0 } = {}) => {
  const inner = size - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${padding ? `<rect width="${size}" height="${size}" fill="${C.brand}"/>` : ""}
  ${logoTile(padding, padding, inner, { rounded })}
</svg>`;
};

/** A Windows icon file holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main() {
  await mkdir(OG_DIR, { recursive: true });
  for (const name of ogImageNames) {
    const file = path.join(OG_DIR, `${name}.png`);
    const data = await png(ogSvg(name));
    await writeFile(file, data);
    console.log(`${path.relative(ROOT, file)}  ${(data.length / 1024).toFixed(1)} KB`);
  }

  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="10" fill="${C.brand}"/>
  <path d="${R_PATH}" fill="${C.white}"/>
  <circle cx="31" cy="11" r="3" fill="${C.accent}"/>
</svg>
`;
  const outputs: [string, Buffer | Promise<Buffer>][] = [
    ["public/favicon.svg", Buffer.from(favicon)],
    ["public/apple-touch-icon.png", png(iconSvg(180, { rounded: false }))],
    ["public/icon-192.png", png(iconSvg(192))],
    ["public/icon-512.png", png(iconSvg(512))],
    // Maskable: the platform crops to a shape, so the tile keeps a safe margin on a full-bleed background.
    ["public/icon-maskable-512.png", png(iconSvg(512, { rounded: false, padding: 72 }))],
    ["public/images/og/logo.png", png(iconSvg(512))],
  ];
  const icoSizes = [16, 32, 48];
  outputs.push([
    "public/favicon.ico",
    Promise.all(icoSizes.map(async (size) => ({ size, data: await png(iconSvg(size), { truecolor: true }) }))).then(
      ico,
    ),
  ]);
  const manifest = {
    name: site.company.name,
    short_name: site.company.shortName,
    description: site.company.tagline,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: C.brand,
    background_color: C.white,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  outputs.push(["public/site.webmanifest", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]);
  for (const [rel, data] of outputs) {
    const buffer = await data;
    await writeFile(path.join(ROOT, rel), buffer);
    console.log(`${rel}  ${(buffer.length / 1024).toFixed(1)} KB`);
  }
}

await main();
