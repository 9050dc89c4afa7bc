import {
  C,
  svg,
  g,
  rect,
  circle,
  path,
  stroke,
  bar,
  backdrop,
  dots,
  shadow,
  phone,
  tablet,
  laptop,
  browser,
  monitor,
  appBar,
  rows,
  barChart,
  lineChart,
  donut,
  kpis,
  table,
  appGrid,
  dashboard,
  shieldCheck,
  tick,
  pin,
  mapTile,
  gear,
  cloud,
  server,
  megaphone,
  magnifier,
  person,
  chatBubble,
  envelope,
  calendar,
  clock,
  box,
  coin,
  plant,
  sparkle,
  arrowFlow,
} from "./lib.mjs";

// Scenes are drawn on a 560×420 stage; `rich` adds floating detail for the large hero.
const badge = (x, y, w, h, inner) =>
  shadow(x, y + h + 6, w, 8) + rect(x, y, w, h, C.white, 12, ` stroke="${C.line}" stroke-width="2"`) + inner;

export const serviceScenes = {
  software_development: (rich) =>
    backdrop(560, 420, 1) +
    shadow(120, 352, 320, 14) +
    g(
      130,
      110,
      laptop(300, (w, h) => dashboard(w, h, 0)),
    ) +
    g(400, 70, gear(0, 0, 34, C.accent) + gear(44, 34, 20, C.brand5, 7)) +
    (rich
      ? badge(40, 70, 130, 70, tick(70, 105, 14) + bar(92, 95, 60, C.ink, 7) + bar(92, 109, 44, C.soft, 5)) +
        badge(410, 250, 120, 80, barChart(425, 262, 90, 54, [0.4, 0.7, 0.5, 0.9], [C.accent, C.brand])) +
        g(60, 300, plant(0, 0, 1.1))
      : g(70, 330, plant(0, 0, 0.8))),
  app_development: (rich) =>
    backdrop(560, 420, 2, "accent") +
    shadow(170, 372, 230, 14) +
    g(
      150,
      60,
      phone(
        140,
        290,
        (w, h) =>
          appBar(w, C.accent) +
          rect(6, 30, w - 12, 60, C.accent1, 8) +
          circle(32, 60, 16, C.accent) +
          bar(56, 50, 50, C.ink, 6) +
          bar(56, 62, 36, C.soft, 5) +
          rows(6, 102, w - 12, 5, { gap: 24 }) +
          rect(6, h - 30, w - 12, 24, C.brand, 12),
      ),
    ) +
    g(
      290,
      100,
      phone(
        130,
        260,
        (w, h) =>
          appBar(w) +
          g(0, 28, mapTile(w, 130)) +
          pin(w / 2, 110, 0.8) +
          stroke(`M20 140 C40 110 60 120 ${w / 2} 100`, C.brand, 3, ' stroke-dasharray="5 5"') +
          rect(6, 168, w - 12, 40, C.surface, 8) +
          circle(24, 188, 10, C.green1) +
          bar(40, 180, 50, C.ink, 5) +
          bar(40, 191, 36, C.soft, 4),
      ),
    ) +
    (rich
      ? badge(
          40,
          120,
          100,
          64,
          circle(66, 152, 14, C.brand1) +
            path("M60 146 l14 6 -14 6 z", C.brand) +
            bar(86, 146, 40, C.ink, 6) +
            bar(86, 158, 30, C.soft, 5),
        ) +
        badge(
          440,
          70,
          96,
          60,
          [0, 1, 2, 3, 4]
            .map((i) => path(`M${458 + i * 15} 92 l3 7 7 1 -5 5 1 7 -6 -3 -6 3 1 -7 -5 -5 7 -1 z`, C.yellow))
            .join("") + bar(456, 110, 60, C.soft, 5),
        ) +
        sparkle(470, 300, 1.2) +
        sparkle(80, 300, 0.8, C.brand5)
      : sparkle(460, 320, 1)),
  web_development: (rich) =>
    backdrop(560, 420, 3) +
    shadow(70, 360, 360, 14) +
    g(
      60,
      80,
      browser(
        370,
        260,
        (w, h) =>
          rect(0, 0, w, 90, C.brand) +
          bar(20, 24, 150, C.white, 10) +
          bar(20, 44, 110, C.brand3, 7) +
          rect(20, 62, 70, 18, C.accent, 9) +
          g(230, 14, cloud(0, 0, 0.9, C.brand5)) +
          [0, 1, 2]
            .map(
              (i) =>
                rect(20 + i * 114, 106, 100, 100, C.surface, 8, ` stroke="${C.line}"`) +
                rect(30 + i * 114, 116, 36, 36, [C.brand1, C.accent1, C.teal1][i], 8) +
                bar(30 + i * 114, 162, 70, C.soft, 6) +
                bar(30 + i * 114, 176, 50, C.line, 5),
            )
            .join(""),
      ),
    ) +
    g(
      390,
      170,
      phone(
        110,
        200,
        (w, h) =>
          rect(0, 0, w, 56, C.brand, 6) +
          bar(10, 16, 60, C.white, 7) +
          rect(10, 34, 40, 12, C.accent, 6) +
          rect(6, 66, w - 12, 50, C.surface, 6) +
          rect(6, 122, w - 12, 50, C.surface, 6),
      ),
    ) +
    (rich
      ? badge(
          420,
          60,
          110,
          70,
          `<text x="440" y="105" font-family="ui-monospace, monospace" font-size="28" font-weight="700" fill="${C.brand}">&lt;/&gt;</text>`,
        ) + dots(40, 360, 5, 3, C.accent3)
      : ""),
  branding_service: (rich) =>
    backdrop(560, 420, 4, "accent") +
    shadow(110, 360, 280, 14) +
    g(
      110,
      70,
      rect(0, 0, 280, 280, C.white, 18, ` stroke="${C.line}" stroke-width="2"`) +
        circle(140, 120, 70, C.brand) +
        path("M110 150 L140 80 L170 150 Z", C.white) +
        circle(140, 132, 12, C.accent) +
        bar(80, 214, 120, C.ink, 12) +
        bar(100, 236, 80, C.soft, 8),
    ) +
    g(
      390,
      90,
      [C.brand, C.accent, C.teal, C.ink]
        .map((c, i) => g(0, 0, rect(0, 0, 46, 130, c, 10) + rect(6, 100, 34, 22, C.white, 5), 1, -18 + i * 12))
        .join(""),
    ) +
    g(
      60,
      250,
      g(
        0,
        0,
        rect(0, 0, 120, 72, C.ink, 8) +
          circle(24, 24, 10, C.accent) +
          bar(42, 18, 56, C.white, 6) +
          bar(16, 48, 80, C.slate, 5),
        1,
        -10,
      ),
    ) +
    (rich
      ? g(
          420,
          290,
          path("M0 0 H70 L64 80 H6 Z", C.accent) +
            stroke("M18 0 C18 -24 52 -24 52 0", C.ink, 5) +
            circle(35, 40, 12, C.white),
        ) +
        g(
          470,
          60,
          g(
            0,
            0,
            rect(-6, 0, 12, 120, C.yellow, 3) +
              path("M-6 120 L0 136 L6 120 Z", "#F3D9B1") +
              rect(-6, 0, 12, 14, C.pink, 3),
            1,
            30,
          ),
        )
      : ""),
  digital_marketing: (rich) =>
    backdrop(560, 420, 5) +
    shadow(90, 362, 300, 14) +
    g(
      90,
      90,
      rect(0, 0, 300, 260, C.white, 16, ` stroke="${C.line}" stroke-width="2"`) +
        bar(20, 20, 120, C.ink, 9) +
        bar(20, 38, 80, C.soft, 6) +
        lineChart(20, 70, 260, 150, [0.1, 0.25, 0.2, 0.45, 0.4, 0.7, 0.95], C.brand, C.brand1) +
        rect(20, 230, 260, 2, C.line),
    ) +
    g(
      330,
      70,
      rect(0, 0, 190, 44, C.white, 22, ` stroke="${C.line}" stroke-width="2"`) +
        magnifier(26, 22, 0.45) +
        bar(50, 19, 110, C.soft, 7),
    ) +
    g(400, 250, megaphone(0, 0, 1)) +
    (rich
      ? g(
          30,
          120,
          rect(0, 0, 100, 110, C.white, 12, ` stroke="${C.line}" stroke-width="2"`) +
            rect(10, 10, 80, 54, C.accent1, 6) +
            path("M30 56 l16 -22 14 16 8 -8 12 14z", C.accent) +
            path("M14 80 c0 -6 8 -8 10 -2 c2 -6 10 -4 10 2 c0 6 -10 12 -10 12 s-10 -6 -10 -12z", C.pink) +
            bar(42, 80, 44, C.soft, 6),
        ) +
        g(60, 300, coin(0, 0, 22)) +
        sparkle(470, 200, 1.1, C.brand5)
      : g(50, 310, coin(0, 0, 18))),
  cloud_computing_service: (rich) =>
    backdrop(560, 420, 6, "teal") +
    shadow(110, 375, 130, 12) +
    shadow(330, 375, 130, 12) +
    g(140, 30, cloud(0, 0, 2.4, C.white, C.brand3)) +
    g(232, 92, gear(0, 0, 20, C.brand) + gear(50, 16, 14, C.accent, 7)) +
    shieldCheck(330, 120, 0.7, C.teal) +
    server(110, 280, 130, 3) +
    server(330, 280, 130, 3, C.brand7) +
    arrowFlow(175, 270, 220, 200) +
    arrowFlow(395, 270, 350, 200) +
    (rich
      ? badge(
          30,
          120,
          110,
          70,
          donut(62, 155, 18, 0.9, C.green, C.green1, 7) + bar(90, 144, 36, C.ink, 7) + bar(90, 160, 28, C.soft, 5),
        ) + badge(430, 140, 104, 64, clock(458, 172, 16) + bar(482, 162, 40, C.ink, 6) + bar(482, 176, 30, C.soft, 5))
      : ""),
};

export const overviewHero = () =>
  backdrop(560, 440, 7) +
  shadow(90, 380, 300, 14) +
  g(
    100,
    150,
    laptop(280, (w, h) => dashboard(w, h, 2)),
  ) +
  g(
    360,
    170,
    phone(110, 210, (w, h) => appBar(w, C.accent) + rows(6, 30, w - 12, 6, { gap: 24 })),
  ) +
  g(330, 40, cloud(0, 0, 1.4, C.white, C.brand3)) +
  g(380, 70, gear(0, 0, 14, C.brand)) +
  g(
    50,
    60,
    rect(0, 0, 120, 72, C.white, 12, ` stroke="${C.line}" stroke-width="2"`) +
      lineChart(12, 14, 96, 44, [0.2, 0.4, 0.35, 0.7, 0.9], C.accent, C.accent1),
  ) +
  g(470, 300, megaphone(0, 0, 0.6)) +
  sparkle(230, 80, 1.2) +
  sparkle(500, 120, 0.8, C.brand5);

// Expertise tiles: 320×220, one idea each.
const T = (seed, tone, body) => svg(320, 220, backdrop(320, 220, seed, tone, true) + body);
export const tiles = {
  "erp-inventory": T(
    1,
    "brand",
    g(
      70,
      40,
      monitor(180, 110, (w, h) => table(6, 6, w - 12, 5, { rowH: 15 })),
    ) +
      box(30, 140, 44, 40) +
      box(246, 134, 50, 46) +
      box(256, 106, 30, 28),
  ),
  "crm-pipeline": T(
    2,
    "accent",
    [0, 1, 2]
      .map((i) =>
        g(
          50 + i * 76,
          40,
          rect(0, 0, 68, 140, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
            rect(8, 8, 52, 8, [C.brand, C.accent, C.green][i], 4) +
            [0, 1, 2]
              .slice(0, 3 - i)
              .map(
                (j) =>
                  rect(8, 26 + j * 36, 52, 30, C.surface, 6) +
                  circle(20, 41 + j * 36, 6, C.brand1) +
                  bar(30, 38 + j * 36, 24, C.soft, 5),
              )
              .join(""),
        ),
      )
      .join("") +
      arrowFlow(116, 110, 124, 110) +
      arrowFlow(192, 110, 200, 110),
  ),
  "hr-payroll": T(
    3,
    "brand",
    person(90, 80, 1.2, C.brand) +
      g(
        150,
        50,
        rect(0, 0, 120, 130, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          bar(14, 16, 60, C.ink, 8) +
          rows(14, 40, 92, 3, { gap: 26, avatar: false }) +
          tick(100, 112, 12),
      ) +
      coin(60, 180, 16),
  ),
  "gst-billing": T(
    4,
    "accent",
    g(
      100,
      24,
      path(
        "M0 0 H120 V170 L105 160 L90 170 L75 160 L60 170 L45 160 L30 170 L15 160 L0 170 Z",
        C.white,
        ` stroke="${C.line}" stroke-width="2"`,
      ) +
        bar(14, 18, 60, C.ink, 9) +
        bar(14, 36, 40, C.soft, 6) +
        rows(14, 56, 92, 3, { gap: 20, avatar: false, pill: false }) +
        rect(14, 122, 92, 2, C.line) +
        bar(14, 132, 40, C.ink, 7) +
        bar(70, 132, 36, C.brand, 7),
    ) +
      tick(240, 60, 18) +
      coin(70, 160, 20),
  ),
  "mis-dashboards": T(
    5,
    "brand",
    g(
      40,
      30,
      browser(
        240,
        160,
        (w, h) =>
          kpis(10, 10, w - 20, 3, 30) +
          rect(10, 50, w * 0.55, h - 60, C.surface, 6) +
          barChart(18, 58, w * 0.55 - 16, h - 78, [0.3, 0.5, 0.45, 0.8, 0.6, 0.9]) +
          donut(w * 0.8, 50 + (h - 60) / 2, 24, 0.7, C.accent, C.accent1, 9),
      ),
    ),
  ),
  "api-integrations": T(
    6,
    "teal",
    [
      [60, 50, C.accent],
      [260, 50, C.teal],
      [60, 170, C.green],
      [260, 170, C.brand5],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M160 110 L${x} ${y}" stroke="${C.brand3}" stroke-width="3" stroke-dasharray="5 6"/>` +
          rect(x - 22, y - 22, 44, 44, c, 12) +
          rect(x - 10, y - 10, 20, 20, C.white, 5, ' opacity="0.85"'),
      )
      .join("") +
      circle(160, 110, 34, C.brand) +
      `<text x="160" y="118" text-anchor="middle" font-family="ui-monospace, monospace" font-size="20" font-weight="700" fill="#fff">API</text>`,
  ),
  "food-ordering": T(
    1,
    "accent",
    g(
      120,
      20,
      phone(
        88,
        180,
        (w, h) =>
          appBar(w, C.accent) +
          [0, 1, 2]
            .map(
              (i) =>
                rect(4, 28 + i * 44, w - 8, 38, C.surface, 6) +
                circle(20, 47 + i * 44, 12, [C.accent1, C.green1, C.brand1][i]) +
                bar(38, 40 + i * 44, 30, C.ink, 5) +
                bar(38, 50 + i * 44, 20, C.accent, 5),
            )
            .join(""),
      ),
    ) +
      g(50, 130, path("M0 0 H50 L44 40 H6 Z", C.brand) + stroke("M14 0 C14 -16 36 -16 36 0", C.ink, 4)) +
      g(240, 150, circle(0, 0, 24, C.white, ` stroke="${C.line}" stroke-width="2"`) + circle(0, 0, 16, C.accent3)),
  ),
  "fintech-wallet": T(
    2,
    "brand",
    g(
      116,
      20,
      phone(
        88,
        180,
        (w, h) =>
          rect(0, 0, w, 64, C.brand, 6) +
          bar(8, 14, 40, C.brand3, 5) +
          bar(8, 28, 56, C.white, 10) +
          appGrid(6, 74, 3, 2, 20, 6) +
          rows(4, 130, w - 8, 1, { gap: 22 }),
      ),
    ) +
      coin(62, 80, 22) +
      coin(258, 150, 18) +
      g(230, 50, rect(0, 0, 60, 38, C.accent, 6) + rect(0, 10, 60, 7, C.ink)),
  ),
  "field-force": T(
    3,
    "teal",
    g(30, 40, mapTile(170, 140)) +
      pin(80, 110, 0.9) +
      pin(150, 80, 0.7, C.brand) +
      g(
        210,
        30,
        phone(
          80,
          160,
          (w, h) =>
            appBar(w, C.teal) +
            tick(w / 2, 60, 20) +
            bar(10, 92, w - 20, C.ink, 6) +
            bar(16, 104, w - 32, C.soft, 5) +
            rect(10, 118, w - 20, 18, C.brand, 9),
        ),
      ),
  ),
  "e-learning": T(
    4,
    "brand",
    g(
      50,
      40,
      tablet(
        170,
        120,
        (w, h) =>
          rect(0, 0, w, h, C.ink) +
          path(`M${w / 2 - 12} ${h / 2 - 16} L${w / 2 + 16} ${h / 2} L${w / 2 - 12} ${h / 2 + 16} Z`, C.white) +
          rect(10, h - 14, w - 20, 4, C.muted, 2) +
          rect(10, h - 14, (w - 20) * 0.45, 4, C.accent, 2),
      ),
    ) +
      g(
        232,
        70,
        path("M0 20 L40 0 L80 20 L40 40 Z", C.brand7) +
          rect(16, 26, 48, 20, C.brand, 4) +
          stroke("M74 22 V48", C.accent, 3) +
          circle(74, 50, 4, C.accent),
      ) +
      g(240, 140, [0, 1, 2].map((i) => rect(0, i * 12, 60, 10, [C.accent, C.teal, C.brand5][i], 3)).join("")),
  ),
  "on-demand": T(
    5,
    "accent",
    g(
      60,
      30,
      phone(
        86,
        170,
        (w, h) => appBar(w, C.brand) + calendar(6, 36, w - 12, 70) + rect(6, 116, w - 12, 20, C.accent, 10),
      ),
    ) +
      clock(230, 80, 30) +
      g(
        190,
        140,
        rect(0, 0, 90, 44, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          tick(22, 22, 11) +
          bar(40, 14, 40, C.ink, 6) +
          bar(40, 26, 28, C.soft, 5),
      ),
  ),
  "corporate-website": T(
    6,
    "brand",
    g(
      40,
      26,
      browser(
        240,
        170,
        (w, h) =>
          rect(0, 0, w, 64, C.brand7) +
          bar(14, 16, 90, C.white, 9) +
          bar(14, 32, 60, C.brand3, 6) +
          rect(14, 44, 44, 12, C.accent, 6) +
          g(
            150,
            6,
            rect(0, 0, 70, 54, C.brand5, 6) +
              rect(8, 8, 14, 38, C.brand3) +
              rect(28, 18, 14, 28, C.brand3) +
              rect(48, 12, 14, 34, C.brand3),
          ) +
          [0, 1, 2]
            .map((i) => rect(14 + i * 74, 76, 64, 56, C.surface, 6) + bar(22 + i * 74, 112, 44, C.soft, 5))
            .join(""),
      ),
    ),
  ),
  "online-store": T(
    1,
    "accent",
    g(
      30,
      30,
      browser(200, 160, (w, h) =>
        [0, 1, 2, 3]
          .map((i) =>
            g(
              10 + (i % 2) * 92,
              10 + Math.floor(i / 2) * 64,
              rect(0, 0, 84, 56, C.surface, 6) +
                rect(8, 8, 26, 26, [C.accent1, C.brand1, C.teal1, C.green1][i], 5) +
                bar(40, 12, 34, C.soft, 5) +
                bar(40, 24, 20, C.accent, 6) +
                bar(8, 42, 40, C.line, 4),
            ),
          )
          .join(""),
      ),
    ) +
      g(
        240,
        90,
        path(
          "M0 0 H10 L20 50 H64 L72 16 H16",
          "none",
          ` stroke="${C.brand}" stroke-width="6" stroke-linejoin="round"`,
        ) +
          circle(26, 64, 7, C.brand) +
          circle(58, 64, 7, C.brand) +
          rect(20, 20, 46, 24, C.accent, 4),
      ),
  ),
  "booking-portal": T(
    2,
    "brand",
    g(
      40,
      30,
      browser(170, 160, (w, h) => calendar(10, 14, w - 20, 110)),
    ) +
      g(
        200,
        60,
        rect(0, 0, 90, 110, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          bar(12, 14, 50, C.ink, 7) +
          rect(12, 32, 66, 14, C.surface, 4) +
          rect(12, 52, 66, 14, C.surface, 4) +
          rect(12, 78, 66, 18, C.brand, 9),
      ) +
      tick(284, 56, 14),
  ),
  "admin-dashboard": T(
    3,
    "teal",
    g(
      34,
      24,
      monitor(250, 150, (w, h) => dashboard(w, h, 1)),
    ) + "",
  ),
  "landing-pages": T(
    4,
    "accent",
    g(
      80,
      22,
      phone(
        90,
        180,
        (w, h) =>
          rect(0, 0, w, 70, C.brand, 6) +
          bar(8, 16, 60, C.white, 8) +
          bar(8, 30, 44, C.brand3, 5) +
          rect(8, 44, 46, 14, C.accent, 7) +
          rect(6, 80, w - 12, 40, C.surface, 6) +
          rect(6, 126, w - 12, 22, C.green, 11),
      ),
    ) +
      g(
        200,
        50,
        rect(0, 0, 86, 50, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          barChart(10, 8, 66, 32, [0.3, 0.5, 0.9], [C.brand3, C.brand5, C.accent]),
      ) +
      g(
        210,
        130,
        path("M0 0 L0 40 L10 30 L18 46 L24 43 L16 28 L30 28 Z", C.ink, ` stroke="${C.white}" stroke-width="2"`),
      ),
  ),
  "wordpress-sites": T(
    5,
    "brand",
    g(
      40,
      30,
      browser(
        170,
        150,
        (w, h) => rect(10, 10, w - 20, 40, C.brand1, 6) + rows(10, 60, w - 20, 3, { gap: 22, pill: false }),
      ),
    ) +
      g(
        210,
        60,
        rect(0, 0, 80, 110, C.ink, 10) +
          [0, 1, 2, 3].map((i) => rect(10, 12 + i * 22, 60, 14, i === 1 ? C.accent : C.muted, 4)).join(""),
      ) +
      circle(250, 46, 18, C.brand) +
      `<text x="250" y="53" text-anchor="middle" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#fff">W</text>`,
  ),
  "logo-design": T(
    6,
    "accent",
    g(
      90,
      30,
      rect(0, 0, 140, 140, C.white, 14, ` stroke="${C.line}" stroke-width="2"`) +
        circle(70, 62, 36, C.brand) +
        path("M52 80 L70 38 L88 80 Z", C.white) +
        bar(36, 112, 68, C.ink, 8),
    ) +
      g(
        250,
        50,
        g(
          0,
          0,
          rect(-5, 0, 10, 110, C.yellow, 3) +
            path("M-5 110 L0 124 L5 110 Z", "#F3D9B1") +
            rect(-5, 0, 10, 12, C.pink, 3),
          1,
          25,
        ),
      ) +
      [C.brand, C.accent, C.teal].map((c, i) => circle(50, 60 + i * 34, 12, c)).join(""),
  ),
  "visual-identity": T(
    1,
    "brand",
    [C.brand, C.accent, C.teal, C.ink]
      .map((c, i) => g(40 + i * 28, 40, rect(0, 0, 60, 130, c, 10) + rect(8, 98, 44, 24, C.white, 6), 1, -12 + i * 8))
      .join("") +
      g(
        200,
        60,
        rect(0, 0, 90, 56, C.white, 8, ` stroke="${C.line}" stroke-width="2"`) +
          circle(20, 20, 9, C.brand) +
          bar(34, 14, 44, C.ink, 6) +
          bar(12, 38, 60, C.soft, 5),
      ) +
      `<text x="222" y="170" font-family="Georgia, serif" font-size="40" font-weight="700" fill="${C.ink}">Aa</text>`,
  ),
  packaging: T(
    2,
    "accent",
    g(
      60,
      60,
      path("M0 30 L60 0 L120 30 L60 60 Z", "#F3D9B1") +
        path("M0 30 V110 L60 140 V60 Z", "#D9A066") +
        path("M120 30 V110 L60 140 V60 Z", "#C68B4E") +
        circle(30, 80, 14, C.brand) +
        path("M84 80 l14 -6 v30 l-14 6 z", C.accent),
    ) +
      g(
        210,
        80,
        path("M0 0 H64 L58 90 H6 Z", C.brand) +
          stroke("M16 0 C16 -22 48 -22 48 0", C.ink, 5) +
          circle(32, 44, 12, C.accent),
      ),
  ),
  "social-templates": T(
    3,
    "brand",
    [0, 1, 2]
      .map((i) =>
        g(
          36 + i * 86,
          40 + (i % 2) * 20,
          rect(0, 0, 78, 110, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
            rect(6, 6, 66, 60, [C.brand, C.accent, C.teal][i], 6) +
            circle(39, 36, 14, C.white, ' opacity="0.8"') +
            path(`M12 84 c0 -5 6 -7 8 -2 c2 -5 8 -3 8 2 c0 5 -8 10 -8 10 s-8 -5 -8 -10z`, C.pink) +
            bar(34, 80, 34, C.soft, 5),
        ),
      )
      .join(""),
  ),
  brochures: T(
    4,
    "teal",
    g(
      50,
      40,
      path("M0 0 L70 10 V150 L0 140 Z", C.brand) +
        path("M70 10 L140 0 V140 L70 150 Z", C.white, ` stroke="${C.line}" stroke-width="2"`) +
        path("M140 0 L210 10 V150 L140 140 Z", C.brand1) +
        rect(14, 30, 42, 42, C.accent, 21) +
        bar(84, 34, 44, C.ink, 7) +
        bar(84, 50, 40, C.soft, 5) +
        bar(84, 62, 44, C.soft, 5) +
        rect(84, 80, 44, 36, C.teal1, 5) +
        bar(154, 40, 44, C.brand3, 6) +
        bar(154, 54, 36, C.brand3, 6),
    ),
  ),
  "local-seo": T(
    5,
    "accent",
    g(30, 40, mapTile(160, 140)) +
      pin(110, 130, 1.1) +
      g(
        200,
        50,
        rect(0, 0, 96, 110, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          rect(8, 8, 80, 40, C.brand1, 6) +
          bar(8, 58, 60, C.ink, 7) +
          [0, 1, 2, 3, 4]
            .map((i) => path(`M${12 + i * 15} 76 l3 6 6 1 -4 4 1 6 -6 -3 -6 3 1 -6 -4 -4 6 -1 z`, C.yellow))
            .join("") +
          rect(8, 94, 80, 10, C.brand, 5),
      ),
  ),
  "ad-campaigns": T(
    6,
    "brand",
    g(
      40,
      40,
      browser(
        170,
        140,
        (w, h) =>
          rect(10, 10, w - 20, 24, C.surface, 12) +
          magnifier(24, 22, 0.3) +
          rect(10, 44, w - 20, 30, C.accent1, 6) +
          bar(18, 52, 30, C.accent, 6) +
          bar(18, 62, 80, C.soft, 5) +
          rows(10, 84, w - 20, 1, { pill: false }),
      ),
    ) +
      g(
        220,
        50,
        rect(0, 0, 70, 120, C.white, 10, ` stroke="${C.line}" stroke-width="2"`) +
          barChart(10, 16, 50, 70, [0.3, 0.55, 0.8], [C.brand3, C.brand, C.accent]) +
          bar(10, 98, 50, C.green, 8),
      ),
  ),
  "social-content": T(
    1,
    "accent",
    g(
      110,
      20,
      phone(
        96,
        184,
        (w, h) =>
          circle(16, 10, 8, C.pink) +
          bar(30, 6, 40, C.ink, 6) +
          rect(0, 24, w, 90, C.brand, 4) +
          path(`M${w / 2 - 10} 56 l24 13 -24 13 z`, C.white) +
          path("M6 126 c0 -5 6 -7 8 -2 c2 -5 8 -3 8 2 c0 5 -8 10 -8 10 s-8 -5 -8 -10z", C.pink) +
          circle(36, 128, 6, C.soft) +
          bar(6, 146, w - 20, C.soft, 5),
      ),
    ) +
      chatBubble(30, 60, 70, 36, C.white) +
      bar(44, 75, 42, C.soft, 6) +
      chatBubble(222, 110, 70, 36, C.brand, "right") +
      bar(240, 124, 34, C.white, 6),
  ),
  "email-whatsapp": T(
    2,
    "teal",
    envelope(50, 60, 110, 76) +
      g(
        190,
        40,
        phone(
          80,
          150,
          (w, h) =>
            rect(0, 0, w, 20, "#15803D", 4) +
            chatBubble(4, 28, w - 20, 24, C.green1) +
            chatBubble(14, 62, w - 20, 24, C.white, "right") +
            chatBubble(4, 96, w - 20, 24, C.green1),
        ),
      ) +
      sparkle(170, 40, 0.8),
  ),
  "conversion-tracking": T(
    3,
    "brand",
    g(
      40,
      30,
      rect(0, 0, 240, 160, C.white, 12, ` stroke="${C.line}" stroke-width="2"`) +
        path("M20 20 H220 L180 60 H60 Z", C.brand) +
        path("M60 66 H180 L150 100 H90 Z", C.brand5) +
        path("M90 106 H150 L132 136 H108 Z", C.accent),
    ) + donut(270, 50, 20, 0.74, C.green, C.green1, 8),
  ),
  "cloud-migration": T(
    4,
    "teal",
    server(40, 110, 90, 3) +
      cloud(180, 50, 1.05, C.white, C.brand3) +
      arrowFlow(140, 130, 196, 100) +
      g(226, 95, tick(0, 0, 14)),
  ),
  containers: T(
    5,
    "brand",
    [0, 1, 2]
      .map((i) =>
        [0, 1]
          .map(
            (j) =>
              rect(
                60 + i * 70,
                60 + j * 50,
                62,
                42,
                [C.brand, C.teal, C.accent, C.brand5, C.brand7, C.teal][i + j * 3],
                6,
              ) +
              [0, 1, 2, 3]
                .map((k) => rect(66 + i * 70 + k * 14, 66 + j * 50, 8, 30, C.white, 2, ' opacity="0.35"'))
                .join(""),
          )
          .join(""),
      )
      .join("") + path("M40 170 H280 L262 190 H58 Z", C.ink),
  ),
  "ci-cd": T(
    6,
    "accent",
    [
      [60, C.brand, "M-8 -6 h16 v12 h-16z"],
      [160, C.accent, "M-9 -9 l18 18 M9 -9 l-18 18"],
      [260, C.green, ""],
    ]
      .map(
        ([x, c], i) =>
          circle(x, 110, 30, c) +
          (i === 2
            ? stroke(`M${x - 12} 110 L${x - 3} 119 L${x + 13} 101`, C.white, 6)
            : i === 0
              ? gear(x, 110, 16, C.white)
              : stroke(`M${x - 10} 100 L${x + 10} 110 L${x - 10} 120`, C.white, 6)),
      )
      .join("") +
      arrowFlow(94, 110, 124, 110, C.brand) +
      arrowFlow(194, 110, 224, 110, C.brand) +
      stroke("M60 160 C110 200 210 200 260 160", C.brand3, 3, ' stroke-dasharray="6 7"'),
  ),
  "backup-recovery": T(
    1,
    "brand",
    server(50, 70, 100, 3) +
      g(
        180,
        50,
        path("M0 10 C0 0 80 0 80 10 V100 C80 110 0 110 0 100 Z", C.brand) +
          `<ellipse cx="40" cy="10" rx="40" ry="10" fill="${C.brand3}"/><path d="M0 40 C0 50 80 50 80 40 M0 70 C0 80 80 80 80 70" stroke="${C.brand3}" stroke-width="3" fill="none"/>`,
      ) +
      g(
        250,
        150,
        circle(0, 0, 22, C.accent) +
          stroke("M-10 -2 a11 11 0 1 1 3 9", C.white, 4) +
          path("M-14 -6 l4 8 6 -6 z", C.white),
      ),
  ),
  "monitoring-cost": T(
    2,
    "teal",
    g(
      40,
      34,
      monitor(180, 120, (w, h) =>
        lineChart(8, 14, w - 16, h - 28, [0.6, 0.55, 0.7, 0.5, 0.45, 0.4, 0.3], C.green, C.green1),
      ),
    ) +
      coin(260, 70, 24) +
      g(
        260,
        140,
        circle(0, 0, 22, C.white, ` stroke="${C.accent}" stroke-width="4"`) +
          path("M-2 -12 h4 l-1 14 h-2 z M-3 6 h6 v5 h-6z", C.accent),
      ),
  ),
};
