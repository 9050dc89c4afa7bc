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
  shadow,
  phone,
  tablet,
  laptop,
  monitor,
  appBar,
  rows,
  lineChart,
  table,
  appGrid,
  dashboard,
  padlock,
  shieldCheck,
  tick,
  pin,
  mapTile,
  qr,
  gear,
  magnifier,
  person,
  envelope,
  calendar,
  clock,
  box,
  sparkle,
  wifi,
  arrowFlow,
} from "./lib.mjs";

const W = 560,
  H = 420;
const S = (seed, tone, body) => svg(W, H, backdrop(W, H, seed, tone) + body);
const card = (x, y, w, h, inner = "") =>
  shadow(x, y + h + 6, w, 8) + rect(x, y, w, h, C.white, 12, ` stroke="${C.line}" stroke-width="2"`) + inner;
const lockScreen = (w, h, msg = true) =>
  rect(0, 0, w, h, C.brand7, 4) +
  padlock(w / 2, h * 0.36, 1.3, C.accent, C.white) +
  (msg
    ? bar(w * 0.2, h * 0.58, w * 0.6, C.white, 7) +
      bar(w * 0.28, h * 0.58 + 14, w * 0.44, C.brand3, 5) +
      rect(w * 0.18, h * 0.78, w * 0.64, 18, C.white, 9)
    : "");
const kioskStand = (x, y, inner) =>
  g(
    x,
    y,
    rect(70, 170, 20, 150, C.muted) +
      rect(30, 316, 100, 14, C.ink, 7) +
      g(0, 0, tablet(160, 190, inner, { body: C.ink })),
  );
const classroomBoard = (x, y, w, h) =>
  rect(x - 8, y - 8, w + 16, h + 16, "#B45309", 8) +
  rect(x, y, w, h, "#14532D", 4) +
  stroke(`M${x + 20} ${y + 30} h${w * 0.4} M${x + 20} ${y + 50} h${w * 0.3}`, C.white, 4, ' opacity="0.8"') +
  stroke(`M${x + w * 0.6} ${y + h * 0.7} l20 -30 20 20 24 -36`, C.yellow, 4) +
  rect(x + w * 0.2, y + h + 8, w * 0.6, 6, "#92400E", 3);
const shopfront = (x, y, w, h) =>
  g(
    x,
    y,
    rect(0, 30, w, h - 30, C.white, 6, ` stroke="${C.line}" stroke-width="2"`) +
      Array.from({ length: 6 }, (_, i) =>
        path(
          `M${(w / 6) * i} 0 H${(w / 6) * (i + 1)} V30 a${w / 12} 14 0 0 1 ${-w / 6} 0 Z`,
          i % 2 ? C.white : C.accent,
          i % 2 ? ` stroke="${C.line}" stroke-width="2"` : "",
        ),
      ).join("") +
      rect(w * 0.08, 62, w * 0.44, h * 0.4, C.brand0, 4) +
      rect(w * 0.62, 62, w * 0.28, h - 62, C.brand, 4) +
      circle(w * 0.66, 62 + (h - 62) / 2, 3, C.accent3),
  );
const building = (x, y, w, h, color = C.brand) =>
  g(
    x,
    y,
    rect(0, 0, w, h, color, 6) +
      Array.from({ length: Math.floor((h - 30) / 26) }, (_, r) =>
        Array.from({ length: 3 }, (_, c) =>
          rect(w * 0.12 + c * w * 0.28, 16 + r * 26, w * 0.2, 14, (r + c) % 3 ? C.brand3 : C.accent3, 2),
        ).join(""),
      ).join("") +
      rect(w * 0.36, h - 30, w * 0.28, 30, C.ink, 3),
  );
const medCross = (cx, cy, s = 1, color = C.red) =>
  g(cx, cy, rect(-8, -24, 16, 48, color, 3) + rect(-24, -8, 48, 16, color, 3), s);
const androidHead = (cx, cy, s = 1) =>
  g(
    cx,
    cy,
    path("M-22 0 a22 22 0 0 1 44 0 Z", C.green) +
      circle(-8, -8, 2.6, C.white) +
      circle(8, -8, 2.6, C.white) +
      stroke("M-14 -18 L-19 -25 M14 -18 L19 -25", C.green, 3),
    s,
  );

export const heroes = {
  "enterprise-mobility-management": S(
    1,
    "brand",
    shadow(70, 372, 330, 14) +
      g(
        80,
        120,
        laptop(300, (w, h) => dashboard(w, h, 1)),
      ) +
      g(
        390,
        150,
        phone(96, 190, (w, h) => appBar(w) + tick(w / 2, 52, 18) + rows(4, 84, w - 8, 3, { gap: 22 })),
      ) +
      g(
        460,
        230,
        tablet(80, 110, (w, h) => appGrid(6, 8, 2, 3, 24, 8)),
      ) +
      card(50, 50, 150, 60, shieldCheck(80, 80, 0.6) + bar(104, 70, 70, C.ink, 7) + bar(104, 84, 50, C.soft, 5)) +
      card(330, 40, 150, 60, tick(360, 70, 14) + bar(384, 60, 70, C.ink, 7) + bar(384, 74, 54, C.green, 6)),
  ),
  "kiosk-lockdown": S(
    2,
    "accent",
    shadow(190, 400, 160, 12) +
      kioskStand(
        190,
        60,
        (w, h) =>
          rect(0, 0, w, 30, C.brand, 4) +
          bar(10, 12, 70, C.white, 7) +
          rect(14, 46, w - 28, 40, C.brand0, 8) +
          bar(26, 60, 70, C.brand, 9) +
          [0, 1, 2].map((i) => rect(14 + i * ((w - 28) / 3), 100, (w - 28) / 3 - 6, 34, C.surface, 6)).join("") +
          rect(14, h - 32, w - 28, 20, C.accent, 10),
      ) +
      padlock(420, 130, 1.6) +
      card(
        380,
        220,
        140,
        70,
        [0, 1, 2]
          .map(
            (i) =>
              rect(396 + i * 38, 236, 30, 30, [C.ink, C.muted, C.slate][i], 6) +
              stroke(`M${403 + i * 38} 243 l16 16 M${419 + i * 38} 243 l-16 16`, C.red, 3),
          )
          .join(""),
      ) +
      card(40, 90, 120, 70, clock(72, 125, 18) + bar(98, 116, 46, C.ink, 6) + bar(98, 130, 34, C.soft, 5)),
  ),
  "mobile-device-management": S(
    3,
    "brand",
    shadow(180, 378, 180, 14) +
      g(
        200,
        60,
        phone(
          150,
          300,
          (w, h) =>
            appBar(w) +
            shieldCheck(w / 2, 80, 1.1) +
            bar(20, 130, w - 40, C.ink, 7) +
            rows(6, 150, w - 12, 4, { gap: 26 }),
        ),
      ) +
      card(40, 90, 150, 160, bar(56, 106, 80, C.ink, 8) + table(56, 124, 118, 6, { rowH: 17 })) +
      card(380, 80, 140, 70, padlock(410, 118, 0.8) + bar(434, 104, 70, C.ink, 7) + bar(434, 118, 50, C.soft, 5)) +
      card(380, 190, 140, 110, g(392, 202, mapTile(116, 86)) + pin(450, 270, 0.7)),
  ),
  "android-device-management": S(
    4,
    "teal",
    shadow(60, 378, 440, 14) +
      g(
        200,
        170,
        laptop(180, (w, h) => dashboard(w, h, 2)),
      ) +
      [
        [50, 110, 100, 200, C.ink],
        [420, 90, 110, 220, C.muted],
        [150, 40, 80, 160, C.brand7],
      ]
        .map(([x, y, w, h, b], i) =>
          g(
            x,
            y,
            phone(
              w,
              h,
              (cw, ch) =>
                appBar(cw, [C.green, C.teal, C.brand][i]) +
                androidHead(cw / 2, 70, 1) +
                tick(cw / 2, 110, 14) +
                bar(10, 134, cw - 20, C.soft, 5),
              { body: b },
            ),
          ),
        )
        .join("") +
      arrowFlow(150, 230, 206, 250) +
      arrowFlow(420, 220, 384, 240) +
      arrowFlow(230, 150, 260, 176),
  ),
  "education-sector": S(
    5,
    "brand",
    classroomBoard(60, 50, 260, 150) +
      shadow(90, 392, 380, 12) +
      [0, 1, 2]
        .map((i) =>
          g(
            70 + i * 130,
            250,
            tablet(
              110,
              120,
              (w, h) =>
                appBar(w, [C.brand, C.teal, C.accent][i], 16) +
                appGrid(10, 26, 3, 2, 20, 8, [C.brand, C.teal, C.accent, C.green, C.brand5, C.yellow]) +
                padlock(w - 18, h - 16, 0.45),
            ),
          ),
        )
        .join("") +
      g(
        370,
        40,
        g(
          0,
          0,
          path("M0 30 L60 0 L120 30 L60 60 Z", C.brand7) +
            rect(26, 40, 68, 30, C.brand, 4) +
            stroke("M110 34 V70", C.accent, 4) +
            circle(110, 74, 6, C.accent),
        ),
      ) +
      card(
        380,
        140,
        140,
        60,
        shieldCheck(408, 170, 0.5, C.green) + bar(430, 160, 70, C.ink, 6) + bar(430, 174, 52, C.soft, 5),
      ),
  ),
  "healthcare-management": S(
    6,
    "teal",
    shadow(150, 380, 260, 14) +
      g(
        150,
        90,
        tablet(
          260,
          280,
          (w, h) =>
            appBar(w, C.teal, 26) +
            circle(40, 70, 22, C.teal1) +
            person(40, 64, 0.55, C.teal) +
            bar(74, 56, 100, C.ink, 8) +
            bar(74, 72, 70, C.soft, 6) +
            lineChart(16, 110, w - 32, 60, [0.5, 0.6, 0.4, 0.7, 0.5, 0.65, 0.55], C.red, "#FEE2E2") +
            rows(16, 186, w - 32, 2, { gap: 26 }),
        ),
      ) +
      card(40, 70, 100, 100, medCross(90, 120, 1)) +
      g(410, 60, shieldCheck(50, 50, 1.5, C.brand)) +
      card(420, 220, 110, 80, padlock(450, 262, 0.7) + bar(472, 252, 44, C.ink, 6) + bar(472, 266, 30, C.soft, 5)),
  ),
  "retail-management": S(
    7,
    "accent",
    shopfront(40, 60, 250, 220) +
      shadow(300, 380, 230, 12) +
      g(
        300,
        250,
        rect(0, 60, 220, 70, C.brand7, 6) +
          g(
            30,
            0,
            tablet(120, 80, (w, h) => appBar(w, C.accent, 14) + rows(6, 20, w - 12, 2, { gap: 18 }), { body: C.ink }),
            1,
          ) +
          rect(84, 78, 20, 48, C.ink),
      ) +
      g(
        440,
        170,
        g(
          0,
          0,
          rect(0, 0, 34, 70, C.ink, 8) + rect(5, 6, 24, 26, C.teal1, 4) + rect(10, 70, 14, 40, C.muted, 4),
          1,
          15,
        ),
      ) +
      g(
        330,
        40,
        monitor(
          170,
          100,
          (w, h) =>
            rect(0, 0, w, h, C.accent1) +
            bar(10, 14, 80, C.accent7, 10) +
            bar(10, 32, 60, C.accent, 7) +
            rect(w - 60, 10, 50, h - 20, C.accent, 6),
        ),
      ),
  ),
  "corporate-management": S(
    8,
    "brand",
    building(50, 90, 110, 280, C.brand) +
      building(170, 170, 80, 200, C.brand7) +
      shadow(270, 378, 260, 12) +
      g(
        280,
        160,
        laptop(180, (w, h) => dashboard(w, h, 0)),
      ) +
      g(
        470,
        220,
        phone(66, 130, (w, h) => appBar(w) + rows(4, 28, w - 8, 3, { gap: 22, pill: false })),
      ) +
      card(
        300,
        50,
        200,
        70,
        person(330, 74, 0.5, C.accent) +
          person(360, 74, 0.5, C.brand) +
          person(390, 74, 0.5, C.teal) +
          tick(470, 85, 14),
      ),
  ),
};

export const blocks = {
  "enterprise-mobility-management": [
    S(
      11,
      "accent",
      [0, 1, 2].map((i) => box(60 + i * 20, 250 - i * 46, 150, 60)).join("") +
        g(
          300,
          70,
          phone(
            140,
            280,
            (w, h) =>
              rect(0, 0, w, h, C.ink, 4) +
              qr(w / 2 - 40, 50, 80, C.ink) +
              rect(w / 2 - 52, 38, 104, 104, "none", 6, ` stroke="${C.accent}" stroke-width="4"`) +
              bar(20, 170, w - 40, C.white, 7) +
              rect(20, 196, w - 40, 22, C.accent, 11),
          ),
        ) +
        card(460, 90, 80, 60, tick(500, 120, 16)),
    ),
    S(
      12,
      "brand",
      shadow(170, 384, 220, 14) +
        g(
          180,
          50,
          phone(
            200,
            320,
            (w, h) =>
              rect(0, 0, w / 2 - 2, h, C.surface, 4) +
              appGrid(10, 20, 2, 3, 30, 12, [C.pink, C.yellow, C.green, C.teal, C.accent3, C.brand3]) +
              rect(w / 2 + 2, 0, w / 2 - 2, h, C.brand0, 4) +
              appGrid(w / 2 + 12, 20, 2, 3, 30, 12, [C.brand, C.brand7, C.brand5, C.brand6, C.brand, C.brand7]) +
              padlock(w * 0.75, h - 60, 0.8),
          ),
        ) +
        card(40, 110, 110, 60, person(70, 130, 0.45, C.pink) + bar(94, 130, 44, C.soft, 6)) +
        card(410, 110, 120, 60, shieldCheck(440, 140, 0.5) + bar(464, 130, 50, C.ink, 6)),
    ),
  ],
  "kiosk-lockdown": [
    S(
      13,
      "brand",
      shadow(120, 380, 320, 14) +
        g(
          110,
          70,
          tablet(
            340,
            240,
            (w, h) =>
              rect(0, 0, w, h, C.brand0) +
              rect(0, 0, w, 34, C.brand, 4) +
              circle(20, 17, 9, C.accent) +
              bar(36, 13, 80, C.white, 8) +
              [0, 1, 2, 3]
                .map((i) =>
                  g(
                    28 + i * 72,
                    70,
                    rect(0, 0, 58, 58, [C.brand, C.accent, C.teal, C.brand5][i], 14) +
                      rect(16, 16, 26, 26, C.white, 6, ' opacity="0.85"') +
                      bar(4, 68, 50, C.soft, 6),
                  ),
                )
                .join("") +
              rect(28, 170, w - 56, 20, C.white, 10),
          ),
        ) +
        card(440, 40, 100, 60, padlock(470, 74, 0.6) + bar(492, 66, 36, C.ink, 6)),
    ),
    S(
      14,
      "accent",
      shadow(80, 380, 280, 12) +
        g(
          80,
          60,
          monitor(
            280,
            190,
            (w, h) =>
              rect(0, 0, w, h, C.brand7) +
              bar(20, 24, 140, C.white, 14) +
              bar(20, 50, 100, C.brand3, 8) +
              rect(20, 76, 80, 24, C.accent, 12) +
              circle(w - 60, h / 2, 44, C.brand5) +
              sparkle(w - 60, h / 2, 1.6, C.yellow),
          ),
        ) +
        card(390, 60, 140, 100, calendar(404, 80, 112, 70)) +
        card(
          390,
          200,
          140,
          70,
          circle(418, 235, 14, C.green1) +
            rect(412, 226, 12, 18, C.green, 2) +
            bar(442, 226, 70, C.ink, 6) +
            bar(442, 240, 50, C.soft, 5),
        ) +
        card(390, 300, 140, 60, tick(418, 330, 13) + bar(440, 322, 70, C.soft, 6)),
    ),
  ],
  "mobile-device-management": [
    S(
      15,
      "teal",
      card(
        50,
        60,
        460,
        300,
        bar(74, 84, 140, C.ink, 10) + rect(380, 80, 110, 22, C.brand, 11) + table(74, 120, 412, 9, { rowH: 24 }),
      ) +
        g(
          470,
          320,
          phone(60, 100, (w, h) => tick(w / 2, 30, 12) + bar(8, 54, w - 16, C.soft, 5)),
        ),
    ),
    S(
      16,
      "brand",
      g(60, 80, mapTile(220, 250)) +
        pin(170, 210, 1.3) +
        `<circle cx="170" cy="170" r="60" stroke="${C.accent}" stroke-width="3" stroke-dasharray="6 6" fill="none"/>` +
        shadow(330, 384, 160, 14) +
        g(
          330,
          60,
          phone(160, 320, (w, h) => lockScreen(w, h)),
        ) +
        card(470, 40, 70, 60, circle(505, 70, 16, C.accent1) + stroke("M498 62 l14 16 M512 62 l-14 16", C.accent, 3)),
    ),
  ],
  "android-device-management": [
    S(
      17,
      "teal",
      shadow(60, 384, 440, 14) +
        [
          [70, 90, 120, 250, C.ink],
          [220, 60, 130, 280, C.brand7],
          [380, 100, 116, 240, C.muted],
        ]
          .map(([x, y, w, h, b], i) =>
            g(
              x,
              y,
              phone(
                w,
                h,
                (cw, ch) =>
                  appBar(cw, [C.green, C.brand, C.teal][i]) +
                  androidHead(cw / 2, 80, 1.2) +
                  tick(cw / 2, 130, 18) +
                  rows(6, 164, cw - 12, 2, { gap: 24 }),
                { body: b },
              ),
            ),
          )
          .join(""),
    ),
    S(
      18,
      "accent",
      shadow(180, 384, 200, 14) +
        g(
          180,
          40,
          phone(
            200,
            330,
            (w, h) =>
              appBar(w, C.green, 26) +
              rect(10, 36, w - 20, 24, C.surface, 12) +
              magnifier(24, 48, 0.28) +
              [0, 1, 2, 3]
                .map((i) =>
                  g(
                    10,
                    72 + i * 56,
                    rect(0, 0, w - 20, 48, C.surface, 8) +
                      rect(8, 8, 32, 32, [C.brand, C.accent, C.teal, C.brand5][i], 8) +
                      bar(50, 12, 70, C.ink, 6) +
                      bar(50, 26, 50, C.soft, 5) +
                      rect(w - 70, 14, 42, 20, C.green, 10),
                  ),
                )
                .join(""),
          ),
        ) +
        card(
          40,
          100,
          120,
          70,
          circle(70, 135, 16, C.green1) +
            stroke("M62 135 l6 6 12 -12", C.green, 4) +
            bar(94, 126, 50, C.ink, 6) +
            bar(94, 140, 36, C.soft, 5),
        ) +
        card(
          410,
          120,
          120,
          90,
          gear(440, 150, 16, C.brand) + bar(466, 142, 50, C.ink, 6) + bar(440, 180, 76, C.soft, 5),
        ),
    ),
  ],
  "education-sector": [
    S(
      19,
      "brand",
      card(
        50,
        60,
        300,
        280,
        bar(70, 82, 120, C.ink, 10) +
          Array.from({ length: 5 }, (_, c) => bar(74 + c * 54, 112, 36, C.brand3, 6)).join("") +
          Array.from({ length: 5 }, (_, r) =>
            Array.from({ length: 5 }, (_, c) =>
              rect(
                70 + c * 54,
                130 + r * 40,
                46,
                32,
                r < 3 ? [C.brand1, C.brand, C.brand1, C.teal1, C.brand1][(c + r) % 5] : C.accent1,
                6,
              ),
            ).join(""),
          ).join(""),
      ) +
        g(
          390,
          80,
          tablet(140, 110, (w, h) =>
            appGrid(10, 10, 3, 2, 28, 10, [C.brand, C.teal, C.green, C.brand5, C.brand7, C.teal]),
          ),
        ) +
        g(
          390,
          230,
          tablet(140, 110, (w, h) =>
            appGrid(10, 10, 3, 2, 28, 10, [C.brand, C.accent, C.green, C.pink, C.yellow, C.teal]),
          ),
        ) +
        clock(370, 60, 24),
    ),
    S(
      20,
      "accent",
      shadow(110, 384, 340, 14) +
        g(
          110,
          60,
          tablet(
            340,
            250,
            (w, h) =>
              rect(0, 0, w, 34, C.brand, 4) +
              bar(14, 13, 90, C.white, 8) +
              rect(w - 90, 8, 78, 18, C.accent, 9) +
              bar(24, 56, 200, C.ink, 9) +
              [0, 1, 2, 3]
                .map((i) =>
                  g(
                    24,
                    80 + i * 34,
                    circle(8, 8, 8, i === 1 ? C.brand : C.white, ` stroke="${C.brand}" stroke-width="3"`) +
                      bar(26, 4, 160 - i * 12, C.soft, 7),
                  ),
                )
                .join(""),
          ),
        ) +
        card(420, 40, 110, 80, clock(448, 80, 20) + bar(474, 72, 44, C.ink, 7) + bar(474, 86, 32, C.accent, 6)) +
        padlock(70, 340, 1.1),
    ),
  ],
  "healthcare-management": [
    S(
      21,
      "teal",
      shadow(140, 384, 280, 14) +
        g(
          140,
          60,
          tablet(
            280,
            310,
            (w, h) =>
              rect(0, 0, w, h, C.teal1) +
              medCross(w / 2, 60, 0.8, C.teal) +
              bar(w / 2 - 70, 100, 140, C.ink, 9) +
              [0, 1, 2]
                .map((i) =>
                  g(
                    40 + i * 70,
                    130,
                    circle(24, 24, 24, C.white) + person(24, 20, 0.5, [C.brand, C.accent, C.teal][i]),
                  ),
                )
                .join("") +
              [0, 1, 2, 3].map((i) => rect(70 + i * 38, 210, 26, 26, C.white, 6)).join("") +
              rect(60, 254, w - 120, 24, C.teal, 12),
          ),
        ) +
        card(
          440,
          70,
          100,
          70,
          stroke("M466 104 a20 20 0 1 1 6 14", C.accent, 5) + path("M460 96 l6 12 8 -10 z", C.accent),
        ),
    ),
    S(
      22,
      "brand",
      shadow(130, 384, 200, 12) +
        kioskStand(
          150,
          50,
          (w, h) =>
            rect(0, 0, w, 30, C.teal, 4) +
            medCross(20, 15, 0.35, C.white) +
            bar(40, 11, 80, C.white, 8) +
            rect(14, 44, w - 28, 32, C.surface, 6) +
            bar(24, 56, 70, C.soft, 7) +
            rect(14, 88, w - 28, 60, C.teal1, 8) +
            `<text x="${w / 2}" y="130" text-anchor="middle" font-family="ui-sans-serif, system-ui, sans-serif" font-size="30" font-weight="800" fill="${C.ink}">A-24</text>`,
        ) +
        g(380, 150, person(0, 0, 1.3, C.brand)) +
        g(460, 170, person(0, 0, 1.1, C.accent)) +
        card(360, 50, 160, 60, tick(388, 80, 14) + bar(410, 70, 90, C.ink, 7) + bar(410, 84, 60, C.soft, 5)),
    ),
  ],
  "retail-management": [
    S(
      23,
      "accent",
      g(40, 50, mapTile(480, 320)) +
        [
          [120, 140],
          [260, 110],
          [400, 170],
          [200, 300],
          [360, 320],
          [470, 260],
        ]
          .map(
            ([x, y], i) =>
              g(
                x - 26,
                y - 40,
                rect(0, 12, 52, 40, C.white, 4, ` stroke="${C.line}" stroke-width="2"`) +
                  rect(0, 0, 52, 14, i % 2 ? C.brand : C.accent, 3) +
                  rect(18, 30, 16, 22, C.brand7, 2),
              ) + tick(x + 24, y - 40, 11),
          )
          .join("") +
        g(
          240,
          190,
          circle(40, 40, 40, C.ink) +
            circle(40, 40, 34, C.brand7) +
            `<text x="40" y="50" text-anchor="middle" font-family="ui-sans-serif, system-ui, sans-serif" font-size="26" font-weight="800" fill="#fff">2:00</text>`,
        ),
    ),
    S(
      24,
      "brand",
      shopfront(60, 100, 260, 230) +
        `<ellipse cx="190" cy="240" rx="170" ry="150" stroke="${C.accent}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>` +
        g(
          400,
          120,
          g(
            0,
            0,
            rect(0, 0, 70, 140, C.ink, 14) +
              rect(8, 12, 54, 60, C.brand7, 6) +
              padlock(35, 48, 0.7, C.accent, C.white) +
              rect(22, 140, 26, 70, C.muted, 6),
            1,
            12,
          ),
        ) +
        card(
          380,
          40,
          150,
          60,
          circle(410, 70, 14, C.accent1) +
            path("M410 60 l10 18 h-20 z", C.accent) +
            bar(432, 62, 80, C.ink, 6) +
            bar(432, 76, 60, C.soft, 5),
        ),
    ),
  ],
  "corporate-management": [
    S(
      25,
      "brand",
      person(120, 170, 2, C.accent) +
        shadow(260, 384, 140, 12) +
        g(
          260,
          70,
          phone(
            150,
            300,
            (w, h) =>
              appBar(w, C.brand, 26) +
              bar(10, 38, 80, C.ink, 7) +
              appGrid(10, 60, 3, 3, 32, 12) +
              rect(10, 200, w - 20, 10, C.brand1, 5) +
              rect(10, 200, (w - 20) * 0.8, 10, C.green, 5),
          ),
        ) +
        card(430, 80, 110, 60, envelope(444, 94, 36, 28) + bar(488, 100, 40, C.soft, 6)) +
        card(430, 170, 110, 60, wifi(460, 204, 0.6) + bar(488, 192, 40, C.soft, 6)) +
        card(430, 260, 110, 60, tick(458, 290, 12) + bar(478, 282, 50, C.soft, 6)),
    ),
    S(
      26,
      "teal",
      g(
        60,
        90,
        phone(
          140,
          270,
          (w, h) =>
            rect(0, 0, w, h, C.surface, 4) +
            appGrid(14, 20, 3, 2, 28, 10, [C.slate, C.soft, C.slate, C.soft, C.slate, C.soft]) +
            rect(14, 110, w - 28, 10, C.brand1, 5) +
            rect(14, 110, (w - 28) * 0.3, 10, C.accent, 5),
        ),
      ) +
        arrowFlow(220, 200, 300, 200, C.brand) +
        arrowFlow(220, 240, 300, 240, C.brand) +
        g(
          320,
          110,
          rect(0, 0, 200, 220, C.brand7, 16) +
            rect(14, 14, 172, 192, C.brand, 10) +
            circle(100, 110, 46, C.brand7) +
            circle(100, 110, 36, C.brand5) +
            stroke("M100 80 V140 M70 110 H130", C.white, 6) +
            circle(100, 110, 10, C.accent),
        ) +
        tick(500, 100, 18),
    ),
  ],
};

/** Card icons (96×96) for the product page's feature cards. */
const I = (bg, body) => svg(96, 96, rect(0, 0, 96, 96, bg, 24) + body);
export const cardIcons = {
  "enterprise-mobility-management": I(
    C.brand0,
    g(
      18,
      24,
      laptop(44, (w, h) => rect(0, 0, w, h, C.brand1) + bar(4, 4, w * 0.5, C.brand, 4)),
    ) +
      g(
        58,
        40,
        phone(22, 40, () => ""),
      ) +
      shieldCheck(26, 68, 0.35, C.accent),
  ),
  "kiosk-lockdown": I(
    C.accent1,
    g(
      28,
      14,
      rect(16, 44, 8, 26, C.muted) + rect(4, 66, 32, 8, C.ink, 4) + tablet(40, 48, (w, h) => rect(0, 0, w, h, C.brand)),
    ) + padlock(68, 62, 0.6, C.accent, C.ink),
  ),
  "mobile-device-management": I(
    C.brand0,
    g(
      32,
      14,
      phone(32, 64, (w, h) => appBar(w, C.brand, 8) + shieldCheck(w / 2, 24, 0.32, C.brand)),
    ) +
      circle(70, 66, 12, C.accent) +
      stroke("M64 66 l4 4 8 -8", C.white, 3),
  ),
  "android-device-management": I(
    C.green1,
    g(
      30,
      12,
      phone(36, 70, (w, h) => androidHead(w / 2, 24, 0.55)),
      1,
    ) +
      circle(72, 70, 11, C.brand) +
      stroke("M67 70 l3 3 7 -7", C.white, 3),
  ),
  "education-sector": I(
    C.brand0,
    g(
      14,
      30,
      path("M0 16 L34 0 L68 16 L34 32 Z", C.brand7) +
        rect(14, 22, 40, 18, C.brand, 3) +
        stroke("M62 18 V40", C.accent, 3) +
        circle(62, 42, 4, C.accent),
    ) + g(28, 62, rect(0, 0, 40, 20, C.ink, 4) + rect(3, 3, 34, 14, C.teal1, 2)),
  ),
  "healthcare-management": I(
    C.teal1,
    g(48, 46, rect(-8, -26, 16, 52, C.teal, 4) + rect(-26, -8, 52, 16, C.teal, 4)) +
      g(66, 68, shieldCheck(0, 0, 0.38, C.brand)),
  ),
  "retail-management": I(
    C.accent1,
    g(
      16,
      20,
      rect(0, 14, 64, 44, C.white, 4) +
        Array.from({ length: 4 }, (_, i) =>
          path(`M${i * 16} 0 H${(i + 1) * 16} V14 a8 7 0 0 1 -16 0 Z`, i % 2 ? C.white : C.accent),
        ).join("") +
        rect(8, 24, 24, 18, C.brand1, 2) +
        rect(40, 24, 16, 34, C.brand, 2),
    ),
  ),
  "corporate-management": I(
    C.brand0,
    g(
      20,
      16,
      rect(0, 0, 30, 64, C.brand, 4) +
        [0, 1, 2, 3].map((r) => rect(6, 8 + r * 13, 7, 6, C.brand3) + rect(17, 8 + r * 13, 7, 6, C.brand3)).join(""),
    ) +
      g(
        52,
        36,
        phone(24, 44, (w, h) => appBar(w, C.accent, 6)),
      ),
  ),
};

/** Key-feature icons (48×48). */
const K = (bg, fg, body) => svg(48, 48, rect(0, 0, 48, 48, bg, 12) + body(fg));
const st = (d, c, w = 2.6) => stroke(d, c, w);
export const featureIcons = {
  apps: K(
    C.brand0,
    C.brand,
    (c) =>
      rect(12, 12, 10, 10, c, 3) +
      rect(26, 12, 10, 10, C.accent, 3) +
      rect(12, 26, 10, 10, C.teal, 3) +
      rect(26, 26, 10, 10, c, 3),
  ),
  lock: K(
    C.brand0,
    C.brand,
    (c) => st("M18 22 v-4 a6 6 0 0 1 12 0 v4", C.ink) + rect(14, 22, 20, 14, c, 3) + circle(24, 29, 2.5, C.white),
  ),
  shield: K(
    C.brand0,
    C.brand,
    (c) => path("M24 10 L35 14 V23 C35 30 30 35 24 38 C18 35 13 30 13 23 V14 Z", c) + st("M19 24 l4 4 7 -7", C.white),
  ),
  location: K(
    C.accent1,
    C.accent7,
    (c) =>
      path("M24 38 C20 32 14 27 14 20 a10 10 0 0 1 20 0 C34 27 28 32 24 38 Z", C.accent) + circle(24, 20, 3.5, C.white),
  ),
  remote: K(
    C.brand0,
    C.brand,
    (c) =>
      rect(10, 12, 28, 19, c, 3) +
      rect(13, 15, 22, 13, C.white, 1) +
      rect(20, 31, 8, 4, C.muted) +
      rect(16, 35, 16, 3, C.muted, 1.5) +
      path("M22 18 l8 4 -8 4 z", C.accent),
  ),
  report: K(
    C.teal1,
    "#0F766E",
    (c) =>
      rect(13, 10, 22, 28, C.white, 3, ` stroke="${c}" stroke-width="2"`) +
      rect(17, 26, 4, 8, c) +
      rect(23, 21, 4, 13, C.accent) +
      rect(29, 16, 3, 18, C.brand),
  ),
  kiosk: K(
    C.accent1,
    C.accent7,
    (c) =>
      rect(14, 9, 20, 22, C.ink, 3) +
      rect(17, 12, 14, 16, C.accent, 1) +
      rect(22, 31, 4, 6, C.muted) +
      rect(16, 36, 16, 4, C.ink, 2),
  ),
  power: K(C.brand0, C.brand, (c) => st("M24 11 v12", c, 3.2) + st("M17 16 a11 11 0 1 0 14 0", c, 3.2)),
  calendar: K(
    C.accent1,
    C.accent7,
    (c) =>
      rect(11, 13, 26, 24, C.white, 4, ` stroke="${C.accent}" stroke-width="2"`) +
      rect(11, 13, 26, 7, C.accent, 3) +
      rect(16, 24, 5, 4, C.brand, 1) +
      rect(23, 24, 5, 4, C.brand3, 1) +
      rect(16, 30, 5, 4, C.brand3, 1),
  ),
  inventory: K(
    C.brand0,
    C.brand,
    (c) =>
      rect(11, 12, 26, 24, C.white, 3, ` stroke="${c}" stroke-width="2"`) +
      rect(11, 12, 26, 6, c, 3) +
      bar(15, 22, 12, C.brand3, 3) +
      bar(15, 28, 16, C.brand3, 3) +
      circle(32, 23.5, 2, C.green) +
      circle(32, 29.5, 2, C.accent),
  ),
  update: K(
    C.teal1,
    "#0F766E",
    (c) => st("M33 20 a10 10 0 1 0 1 8", c, 3) + path("M29 14 l6 6 -8 2 z", c) + st("M24 19 v6 l4 2", C.ink, 2.4),
  ),
  network: K(
    C.brand0,
    C.brand,
    (c) => st("M12 20 a17 17 0 0 1 24 0", c, 3) + st("M16 25 a11 11 0 0 1 16 0", c, 3) + circle(24, 31, 3, C.accent),
  ),
  user: K(
    C.accent1,
    C.accent7,
    (c) => circle(24, 18, 6, C.accent) + path("M13 37 c0 -8 5 -11 11 -11 s11 3 11 11 z", C.brand),
  ),
  store: K(
    C.accent1,
    C.accent7,
    (c) =>
      rect(12, 20, 24, 17, C.white, 2, ` stroke="${C.accent}" stroke-width="2"`) +
      path("M11 13 H37 L36 20 H12 Z", C.accent) +
      rect(26, 26, 6, 11, C.brand, 1) +
      rect(15, 24, 8, 6, C.brand1, 1),
  ),
  filter: K(C.brand0, C.brand, (c) => path("M11 13 H37 L27 25 V35 L21 38 V25 Z", c)),
  "eye-off": K(
    C.brand0,
    C.brand,
    (c) =>
      path("M9 24 C14 15 34 15 39 24 C34 33 14 33 9 24 Z", C.white, ` stroke="${c}" stroke-width="2.6"`) +
      circle(24, 24, 5, c) +
      st("M13 35 L35 13", C.accent, 3),
  ),
  qr: K(
    C.brand0,
    C.brand,
    (c) =>
      rect(12, 12, 10, 10, c, 2) +
      rect(26, 12, 10, 10, c, 2) +
      rect(12, 26, 10, 10, c, 2) +
      rect(15, 15, 4, 4, C.white) +
      rect(29, 15, 4, 4, C.white) +
      rect(15, 29, 4, 4, C.white) +
      rect(26, 26, 4, 4, C.accent) +
      rect(32, 32, 4, 4, C.accent) +
      rect(26, 32, 3, 3, c),
  ),
  data: K(
    C.teal1,
    "#0F766E",
    (c) =>
      path("M14 14 C14 10 34 10 34 14 V34 C34 38 14 38 14 34 Z", c) +
      `<ellipse cx="24" cy="14" rx="10" ry="3.5" fill="#5EEAD4"/>` +
      st("M14 22 C14 25 34 25 34 22 M14 29 C14 32 34 32 34 29", "#5EEAD4", 2),
  ),
};
