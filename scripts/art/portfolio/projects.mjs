import {
  appBar,
  bars,
  browser,
  button,
  check,
  chip,
  circle,
  field,
  g,
  line,
  mapBlock,
  path,
  phone,
  rect,
  row,
  statusBar,
  tabBar,
  text,
  webNav,
} from "./lib.mjs";

/* ---------------- wordmarks (drawn at origin, ~20 px tall) ---------------- */
const mark = (icon, name, color, sub) =>
  g(
    "translate(0 0)",
    icon +
      text(26, 15, name, 14, color, 800, "start", 'letter-spacing="-0.3"') +
      (sub ? text(26 + name.length * 8.6, 15, sub, 14, color, 400) : ""),
  );
const flame = (c, c2) =>
  circle(10, 10, 10, c) + path("M10 3c3 4 5 6 5 9a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3-1-3 0-5 1-8z", c2);
const book = (c, c2) => rect(0, 0, 20, 20, 5, c) + path("M4 6c2-1 4-1 6 1 2-2 4-2 6-1v9c-2-1-4-1-6 1-2-2-4-2-6-1z", c2);
const coin = (c, c2) => circle(10, 10, 10, c) + text(10, 14.5, "₹", 12, c2, 800, "middle");
const shield = (c, c2) =>
  path("M10 0l9 3.5v6c0 5.5-4 9-9 10.5C5 18.5 1 15 1 9.5v-6z", c) +
  path("M6 10l3 3 5-6", "none", `stroke="${c2}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`);
const cart = (c, c2) =>
  rect(0, 0, 20, 20, 6, c) +
  path(
    "M4 6h2l2 7h7l2-5H7",
    "none",
    `stroke="${c2}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"`,
  ) +
  circle(9, 16, 1.5, c2) +
  circle(14, 16, 1.5, c2);

/* ---------------- palettes ---------------- */
const GOLA = {
  primary: "#b91c1c",
  dark: "#1c1917",
  accent: "#f59e0b",
  light: "#fef3c7",
  soft: "#fde8e8",
  ink: "#1c1917",
  names: ["Sizzle Red", "Charcoal", "Saffron", "Cream"],
};
const ANNANT = {
  primary: "#0f766e",
  dark: "#134e4a",
  accent: "#eab308",
  light: "#f0fdfa",
  soft: "#ccfbf1",
  ink: "#042f2e",
  names: ["Annant Teal", "Deep Teal", "Gold", "Mist"],
};
const PAY = {
  primary: "#6d28d9",
  dark: "#2e1065",
  accent: "#10b981",
  light: "#f5f3ff",
  soft: "#ede9fe",
  ink: "#1e1b4b",
  names: ["Royal Violet", "Midnight", "Cashback Green", "Lavender"],
};
const SURAKSHA = {
  primary: "#0f4c81",
  dark: "#0b1f33",
  accent: "#facc15",
  light: "#eff6ff",
  soft: "#dbeafe",
  ink: "#0b1f33",
  names: ["Guard Blue", "Night Shift", "Alert Yellow", "Sky"],
};
const GOWISE = {
  primary: "#15803d",
  dark: "#14532d",
  accent: "#f97316",
  light: "#f0fdf4",
  soft: "#dcfce7",
  ink: "#052e16",
  names: ["Fresh Green", "Leaf", "Carrot", "Mint"],
};

const food = ["#b45309", "#dc2626", "#ca8a04", "#92400e", "#65a30d"];

/* ---------------- Gola Sizzler: phone screens ---------------- */
const golaHome = (p) =>
  appBar("Gola Sizzler", p, { right: circle(160, 38, 8, "#ffffff33") + text(160, 41, "3", 8, "#fff", 700, "middle") }) +
  text(14, 76, "Good evening, Riya", 11, "#0f172a", 700) +
  text(14, 89, "Hungry? Your table's favourites are here.", 7.5, "#64748b") +
  rect(10, 98, 160, 70, 12, p.dark) +
  text(20, 118, "Today's special", 8, p.accent, 700) +
  text(20, 134, "Paneer Shashlik", 11, "#fff", 800) +
  text(20, 148, "Sizzler · ₹349", 8.5, "#fde68a") +
  circle(140, 133, 24, "#44403c") +
  circle(140, 133, 18, food[0]) +
  circle(134, 128, 5, food[4]) +
  circle(146, 138, 4, food[2]) +
  rect(10, 176, 160, 34, 10, p.light) +
  text(20, 191, "Loyalty points", 7.5, "#78350f", 600) +
  text(20, 203, "1,240 pts", 10, "#78350f", 800) +
  button(108, 183, 56, "Redeem", p.primary, "#fff", 20) +
  text(14, 226, "Popular sizzlers", 10, "#0f172a", 700) +
  [0, 1, 2]
    .map(
      (i) =>
        rect(10 + i * 55, 234, 50, 62, 10, "#fff", 'stroke="#e5e7eb"') +
        circle(35 + i * 55, 256, 14, food[i]) +
        text(35 + i * 55, 284, ["Veg", "Chicken", "Mexican"][i], 7.5, "#0f172a", 600, "middle"),
    )
    .join("") +
  tabBar(p, 0);
const golaMenu = (p) =>
  appBar("Menu", p, { back: true }) +
  chip(10, 64, "Veg sizzlers", p.primary, "#fff") +
  chip(84, 64, "Non-veg", p.soft, p.primary) +
  chip(132, 64, "Desserts", p.soft, p.primary, 40) +
  row(90, food[0], "Paneer Shashlik", "Rice, veggies, BBQ sauce", "₹349", p, { add: true }) +
  row(142, food[1], "Chicken Steak", "Pepper sauce, fries", "₹419", p, { add: true }) +
  row(194, food[2], "Mexican Veg", "Beans, corn, salsa", "₹329", p, { add: true }) +
  row(246, food[3], "Tandoori Platter", "Tikka, kebab, naan", "₹459", p, { add: true }) +
  rect(10, 300, 160, 32, 12, p.primary) +
  text(20, 320, "2 items · ₹768", 9, "#fff", 700) +
  text(160, 320, "View cart →", 9, "#fff", 700, "end") +
  tabBar(p, 1);
const golaCart = (p) =>
  appBar("Your cart", p, { back: true }) +
  row(66, food[0], "Paneer Shashlik", "Extra cheese +₹40", "₹389", p) +
  row(118, food[1], "Chicken Steak", "Regular", "₹419", p) +
  text(14, 184, "Add-ons", 9.5, "#0f172a", 700) +
  chip(10, 192, "+ Garlic bread ₹79", p.light, "#78350f") +
  chip(104, 192, "+ Mocktail", p.light, "#78350f", 66) +
  rect(10, 220, 160, 26, 8, "#f8fafc", 'stroke="#cbd5e1" stroke-dasharray="3 2"') +
  text(20, 236, "GOLA20 applied", 8.5, "#15803d", 700) +
  text(160, 236, "−₹80", 8.5, "#15803d", 700, "end") +
  [
    ["Item total", "₹808"],
    ["Delivery", "₹30"],
    ["Discount", "−₹80"],
  ]
    .map(
      ([a, b], i) => text(14, 266 + i * 14, a, 8.5, "#475569") + text(166, 266 + i * 14, b, 8.5, "#0f172a", 600, "end"),
    )
    .join("") +
  line(14, 304, 166, 304, "#e5e7eb") +
  text(14, 318, "To pay", 10, "#0f172a", 800) +
  text(166, 318, "₹758", 10, "#0f172a", 800, "end") +
  button(10, 340, 160, "Proceed to pay", p.primary, "#fff", 30);
const golaPay = (p) =>
  appBar("Payment", p, { back: true }) +
  text(14, 78, "Amount to pay", 8.5, "#64748b") +
  text(14, 98, "₹758", 20, "#0f172a", 800) +
  [
    ["UPI", "Pay with any UPI app", true],
    ["Card", "Credit or debit card", false],
    ["Cash on delivery", "Pay the rider", false],
  ]
    .map(
      ([a, b, on], i) =>
        rect(10, 112 + i * 52, 160, 44, 10, on ? p.soft : "#fff", `stroke="${on ? p.primary : "#e5e7eb"}"`) +
        circle(28, 134 + i * 52, 7, "#fff", `stroke="${on ? p.primary : "#94a3b8"}" stroke-width="2"`) +
        (on ? circle(28, 134 + i * 52, 3.5, p.primary) : "") +
        text(42, 131 + i * 52, a, 9.5, "#0f172a", 700) +
        text(42, 143 + i * 52, b, 7.5, "#64748b"),
    )
    .join("") +
  rect(10, 276, 160, 40, 10, "#f0fdf4") +
  check(28, 296, 8, "#15803d") +
  text(42, 293, "Secure payment", 8.5, "#14532d", 700) +
  text(42, 305, "Your order is sent to the kitchen", 7, "#166534") +
  button(10, 330, 160, "Pay ₹758 with UPI", p.primary, "#fff", 32);
const golaTrack = (p) =>
  statusBar() +
  mapBlock(0, 0, 180, 230, p) +
  rect(0, 214, 180, 166, 18, "#fff") +
  rect(78, 222, 24, 4, 2, "#cbd5e1") +
  text(14, 246, "Arriving in 12 min", 13, "#0f172a", 800) +
  text(14, 260, "Order #GS-2481 · 2 sizzlers", 8, "#64748b") +
  [
    ["Placed", 1],
    ["Cooking", 1],
    ["On the way", 1],
    ["Delivered", 0],
  ]
    .map(
      ([l, done], i) =>
        (done ? check(22 + i * 44, 280, 7, p.primary) : circle(22 + i * 44, 280, 7, "#e5e7eb")) +
        text(22 + i * 44, 298, l, 6.5, "#334155", 600, "middle"),
    )
    .join("") +
  line(29, 280, 59, 280, p.primary, 2) +
  line(73, 280, 103, 280, p.primary, 2) +
  line(117, 280, 147, 280, "#e5e7eb", 2) +
  rect(10, 310, 160, 44, 12, "#f8fafc") +
  circle(32, 332, 12, p.accent) +
  text(32, 336, "AK", 8, "#1c1917", 800, "middle") +
  text(50, 329, "Amit, your rider", 9, "#0f172a", 700) +
  text(50, 341, "Honda Activa · DL 4S 2231", 7, "#64748b") +
  circle(154, 332, 10, "#15803d") +
  path("M150 328l2 4 4 2", "none", 'stroke="#fff" stroke-width="1.6" stroke-linecap="round"');
const golaWallet = (p) =>
  appBar("Loyalty wallet", p, { back: true }) +
  rect(10, 66, 160, 84, 14, p.dark) +
  text(22, 88, "Gola points", 8.5, "#fde68a", 600) +
  text(22, 114, "1,240", 22, "#fff", 800) +
  text(22, 134, "= ₹124 off your next order", 8, "#fde68a") +
  circle(150, 84, 10, p.accent) +
  text(14, 172, "Points earned", 10, "#0f172a", 700) +
  [
    ["Paneer Shashlik order", "+ 35 pts"],
    ["Weekend double points", "+ 80 pts"],
    ["Chicken Steak order", "+ 42 pts"],
    ["Redeemed on order #2411", "− 200 pts"],
  ]
    .map(
      ([a, b], i) =>
        rect(10, 182 + i * 36, 160, 30, 8, "#fff", 'stroke="#e5e7eb"') +
        text(20, 201 + i * 36, a, 8, "#0f172a", 600) +
        text(162, 201 + i * 36, b, 8, b.startsWith("+") ? "#15803d" : p.primary, 700, "end"),
    )
    .join("") +
  tabBar(p, 3);

/* ---------------- Gola Sizzler: website pages ---------------- */
const golaWord = (dark) => mark(flame(GOLA.primary, GOLA.accent), "Gola", dark ? "#fff" : GOLA.dark, "Sizzler");
const golaWebHome = (p) =>
  webNav(p, golaWord(), ["Menu", "Outlets", "Offers"], "Book a table") +
  rect(0, 44, 580, 288, 0, p.dark) +
  text(36, 110, "Sizzling plates,", 26, "#fff", 800) +
  text(36, 142, "straight to your table.", 26, p.accent, 800) +
  text(36, 168, "Eight outlets across Delhi NCR · Open 12 pm to 11 pm", 10, "#e7e5e4") +
  button(36, 188, 110, "Book a table", p.primary, "#fff", 30) +
  button(156, 188, 100, "See the menu", "#ffffff", p.dark, 30) +
  circle(440, 170, 96, "#292524") +
  circle(440, 170, 80, "#44403c") +
  circle(440, 170, 66, food[0]) +
  circle(420, 150, 16, food[4]) +
  circle(462, 188, 14, food[2]) +
  circle(450, 140, 10, "#fef3c7") +
  circle(414, 196, 12, food[1]) +
  [0, 1, 2]
    .map(
      (i) =>
        rect(36 + i * 120, 250, 108, 52, 10, "#292524") +
        text(48 + i * 120, 272, ["4.6 ★", "8", "25 min"][i], 14, p.accent, 800) +
        text(48 + i * 120, 290, ["Google rating", "Outlets", "Avg. wait"][i], 8.5, "#e7e5e4"),
    )
    .join("");
const golaWebMenu = (p) =>
  webNav(p, golaWord(), ["Menu", "Outlets", "Offers"], "Book a table") +
  rect(0, 44, 580, 288, 0, "#fffbf5") +
  text(30, 80, "Our menu", 18, p.dark, 800) +
  ["Sizzlers", "Starters", "Mains", "Desserts"]
    .map((l, i) => chip(30 + i * 74, 92, l, i ? "#fff" : p.primary, i ? p.dark : "#fff", 66))
    .join("") +
  [
    ["Paneer Shashlik", "₹349"],
    ["Chicken Steak", "₹419"],
    ["Mexican Veg", "₹329"],
    ["Tandoori Platter", "₹459"],
    ["Fish Lemon Butter", "₹479"],
    ["Brownie Sizzler", "₹229"],
  ]
    .map(([a, b], i) => {
      const x = 30 + (i % 3) * 176,
        y = 124 + Math.floor(i / 3) * 100;
      return (
        rect(x, y, 164, 90, 10, "#fff", 'stroke="#e7e5e4"') +
        rect(x, y, 164, 44, 10, food[i % 5]) +
        rect(x, y + 34, 164, 10, 0, food[i % 5]) +
        circle(x + 30, y + 24, 12, "#ffffff55") +
        text(x + 10, y + 62, a, 10, p.dark, 700) +
        text(x + 10, y + 78, b, 9.5, p.primary, 800) +
        rect(x + 120, y + 66, 34, 16, 8, p.soft) +
        text(x + 137, y + 77.5, "Veg", 7.5, p.primary, 700, "middle")
      );
    })
    .join("");
const golaWebBook = (p) =>
  webNav(p, golaWord(), ["Menu", "Outlets", "Offers"], "Book a table") +
  rect(0, 44, 580, 288, 0, p.light) +
  text(36, 86, "Book a table", 20, p.dark, 800) +
  text(36, 104, "Confirmed on WhatsApp in seconds. No calls needed.", 9.5, "#57534e") +
  rect(36, 118, 260, 190, 14, "#fff", 'stroke="#e7e5e4"') +
  field(52, 140, 228, "Outlet", "Gola Sizzler, Connaught Place", p) +
  field(52, 184, 108, "Date", "Sat, 14 Jun", p) +
  field(172, 184, 108, "Time", "8:00 pm", p) +
  text(52, 230, "Guests", 7.5, "#475569", 600) +
  [1, 2, 3, 4, 5, 6]
    .map(
      (n) =>
        rect(52 + (n - 1) * 38, 236, 32, 24, 6, n === 4 ? p.primary : "#f8fafc", n === 4 ? "" : 'stroke="#cbd5e1"') +
        text(68 + (n - 1) * 38, 252, String(n), 9, n === 4 ? "#fff" : p.dark, 700, "middle"),
    )
    .join("") +
  button(52, 272, 228, "Confirm booking", p.primary, "#fff", 26) +
  circle(440, 190, 92, "#fde68a") +
  rect(380, 150, 120, 70, 8, "#92400e") +
  rect(370, 140, 140, 12, 4, "#78350f") +
  circle(410, 132, 12, food[0]) +
  circle(470, 132, 12, food[1]) +
  rect(388, 220, 8, 40, 2, "#78350f") +
  rect(484, 220, 8, 40, 2, "#78350f");
const golaWebOutlets = (p) =>
  webNav(p, golaWord(), ["Menu", "Outlets", "Offers"], "Book a table") +
  text(24, 74, "Find your nearest outlet", 15, p.dark, 800) +
  [
    ["Connaught Place", "Open · closes 11 pm", "1.2 km"],
    ["Rajouri Garden", "Open · closes 11 pm", "6.8 km"],
    ["Sector 18, Noida", "Open · closes 11 pm", "14 km"],
    ["Cyber Hub, Gurugram", "Opens 12 pm", "22 km"],
  ]
    .map(
      ([a, b, c], i) =>
        rect(24, 88 + i * 58, 226, 50, 10, i ? "#fff" : p.soft, `stroke="${i ? "#e7e5e4" : p.primary}"`) +
        text(36, 108 + i * 58, a, 10, p.dark, 700) +
        text(36, 123 + i * 58, b, 8, i === 3 ? "#b45309" : "#15803d", 600) +
        text(240, 108 + i * 58, c, 8.5, "#57534e", 600, "end") +
        text(240, 123 + i * 58, "Directions →", 8, p.primary, 700, "end"),
    )
    .join("") +
  mapBlock(266, 52, 300, 272, p, false) +
  [
    [330, 120],
    [410, 200],
    [500, 150],
    [360, 270],
  ]
    .map(
      ([x, y], i) =>
        path(`M${x} ${y}c-8-9-11-13-11-18a11 11 0 0 1 22 0c0 5-3 9-11 18z`, i ? p.dark : p.primary) +
        circle(x, y - 18, 4, "#fff"),
    )
    .join("");
const golaWebConfirm = (p) =>
  webNav(p, golaWord(), ["Menu", "Outlets", "Offers"], "Book a table") +
  rect(0, 44, 580, 288, 0, "#fffbf5") +
  rect(40, 78, 250, 220, 16, "#fff", 'stroke="#e7e5e4"') +
  check(165, 118, 20, "#15803d") +
  text(165, 162, "Table booked!", 16, p.dark, 800, "middle") +
  text(165, 180, "Connaught Place · Sat 14 Jun, 8:00 pm", 8.5, "#57534e", 400, "middle") +
  text(165, 194, "4 guests · Booking GS-CP-5521", 8.5, "#57534e", 400, "middle") +
  button(70, 214, 190, "Add to calendar", p.primary, "#fff", 28) +
  button(70, 250, 190, "Pre-order sizzlers", "#fff", p.primary, 28) +
  rect(70, 250, 190, 28, 14, "none", `stroke="${p.primary}"`) +
  rect(330, 70, 210, 236, 20, "#0b141a") +
  rect(340, 80, 190, 30, 8, "#1f2c33") +
  circle(356, 95, 9, p.primary) +
  text(372, 99, "Gola Sizzler", 9, "#e9edef", 700) +
  rect(348, 124, 170, 96, 10, "#005c4b") +
  text(358, 144, "Hi Riya! Your table for 4", 8.5, "#e9edef") +
  text(358, 158, "is confirmed at Connaught", 8.5, "#e9edef") +
  text(358, 172, "Place on Sat 14 Jun, 8 pm.", 8.5, "#e9edef") +
  text(358, 192, "Reply 1 to change, 2 to cancel.", 8.5, "#e9edef") +
  text(508, 212, "8:02 pm ✓✓", 7, "#8696a0", 400, "end") +
  rect(400, 232, 118, 26, 10, "#1f2c33") +
  text(410, 249, "Thank you!", 8.5, "#e9edef");
const golaMobileBook = (p) =>
  statusBar() +
  g("translate(14 28)", golaWord()) +
  rect(0, 58, 180, 96, 0, p.dark) +
  text(14, 88, "Book a table", 16, "#fff", 800) +
  text(14, 104, "Confirmed on WhatsApp", 8.5, "#fde68a") +
  circle(150, 118, 26, food[0]) +
  circle(142, 112, 6, food[4]) +
  field(14, 172, 152, "Outlet", "Connaught Place", p) +
  field(14, 214, 72, "Date", "Sat 14 Jun", p) +
  field(94, 214, 72, "Time", "8:00 pm", p) +
  text(14, 258, "Guests", 7.5, "#475569", 600) +
  [1, 2, 3, 4, 5]
    .map(
      (n) =>
        rect(14 + (n - 1) * 31, 264, 26, 24, 6, n === 4 ? p.primary : "#f8fafc", n === 4 ? "" : 'stroke="#cbd5e1"') +
        text(27 + (n - 1) * 31, 280, String(n), 9, n === 4 ? "#fff" : p.dark, 700, "middle"),
    )
    .join("") +
  button(14, 304, 152, "Confirm booking", p.primary, "#fff", 30);

/* ---------------- Annant Education ---------------- */
const annantWord = (dark) =>
  mark(
    book(dark ? ANNANT.accent : ANNANT.primary, dark ? ANNANT.dark : ANNANT.accent),
    "Annant",
    dark ? "#fff" : ANNANT.dark,
    "Education",
  );
const side = (p, active) =>
  rect(0, 0, 120, 332, 0, p.dark) +
  g("translate(14 14) scale(0.8)", annantWord(true)) +
  ["Dashboard", "Classes", "Fees", "Tests", "Admissions"]
    .map(
      (l, i) =>
        (i === active ? rect(8, 50 + i * 30, 104, 24, 6, "#ffffff1f") : "") +
        rect(18, 58 + i * 30, 8, 8, 2, i === active ? p.accent : "#5eead4") +
        text(34, 66 + i * 30, l, 9, "#fff", i === active ? 700 : 400),
    )
    .join("");
const annantDash = (p) =>
  side(p, 0) +
  rect(120, 0, 460, 332, 0, "#f8fafc") +
  text(140, 32, "Welcome back, Aarav", 15, p.ink, 800) +
  text(140, 48, "JEE Main 2026 · Batch A2 · Lajpat Nagar centre", 8.5, "#475569") +
  [
    ["Attendance", "94%"],
    ["Next test", "Sun"],
    ["Fees due", "₹0"],
  ]
    .map(
      ([a, b], i) =>
        rect(140 + i * 140, 62, 128, 58, 10, "#fff", 'stroke="#e2e8f0"') +
        text(152 + i * 140, 82, a, 8.5, "#475569") +
        text(152 + i * 140, 106, b, 18, i === 2 ? "#15803d" : p.primary, 800),
    )
    .join("") +
  rect(140, 134, 268, 180, 10, "#fff", 'stroke="#e2e8f0"') +
  text(152, 154, "Today's classes", 10.5, p.ink, 700) +
  [
    ["4:00 pm", "Physics · Rotational motion", "Live"],
    ["5:30 pm", "Maths · Definite integrals", "Live"],
    ["7:00 pm", "Chemistry · Aldehydes", "Recorded"],
  ]
    .map(
      ([a, b, c], i) =>
        rect(152, 166 + i * 46, 244, 38, 8, i ? "#f8fafc" : p.soft) +
        text(162, 182 + i * 46, a, 8.5, p.primary, 700) +
        text(162, 195 + i * 46, b, 8.5, p.ink, 600) +
        chip(340, 175 + i * 46, c, c === "Live" ? "#dc2626" : "#e2e8f0", c === "Live" ? "#fff" : "#334155", 48),
    )
    .join("") +
  rect(420, 134, 140, 180, 10, "#fff", 'stroke="#e2e8f0"') +
  text(432, 154, "Assignments", 10.5, p.ink, 700) +
  ["Kinematics DPP 14", "Integration sheet 6", "Organic revision"]
    .map(
      (l, i) =>
        (i < 2
          ? check(440, 178 + i * 30, 7, "#15803d")
          : circle(440, 178 + i * 30, 7, "#fff", 'stroke="#94a3b8" stroke-width="1.5"')) +
        text(453, 181 + i * 30, l, 8, "#334155"),
    )
    .join("") +
  button(432, 272, 116, "Open all", p.primary, "#fff", 26);
const annantAdmission = (p) =>
  webNav(p, annantWord(), ["Courses", "Results", "Centres"], "Apply now") +
  rect(0, 44, 580, 288, 0, p.light) +
  text(36, 80, "Online admission · 2026–27", 17, p.ink, 800) +
  ["Student", "Course", "Documents", "Payment"]
    .map(
      (l, i) =>
        (i < 2
          ? check(44 + i * 130, 102, 8, p.primary)
          : circle(44 + i * 130, 102, 8, i === 2 ? p.accent : "#cbd5e1")) + text(58 + i * 130, 105, l, 8.5, p.ink, 600),
    )
    .join("") +
  rect(36, 120, 508, 196, 14, "#fff", 'stroke="#cbd5e1"') +
  text(54, 144, "Upload documents", 11, p.ink, 700) +
  [
    ["Class 10 marksheet.pdf", "Uploaded"],
    ["Aadhaar card.jpg", "Uploaded"],
    ["Passport photo.jpg", "Uploading 64%"],
  ]
    .map(
      ([a, b], i) =>
        rect(54, 156 + i * 38, 300, 30, 8, "#f8fafc", 'stroke="#e2e8f0"') +
        rect(62, 163 + i * 38, 14, 16, 3, p.primary) +
        text(84, 175 + i * 38, a, 8.5, p.ink, 600) +
        text(346, 175 + i * 38, b, 8, i < 2 ? "#15803d" : "#a16207", 700, "end"),
    )
    .join("") +
  rect(54, 274, 300, 6, 3, "#e2e8f0") +
  rect(54, 274, 226, 6, 3, p.primary) +
  rect(374, 156, 152, 140, 10, p.soft) +
  text(388, 178, "Selected course", 8.5, p.dark, 600) +
  text(388, 198, "JEE Main + Advanced", 11, p.ink, 800) +
  text(388, 214, "Two-year classroom", 8.5, "#334155") +
  text(388, 244, "₹1,45,000", 16, p.primary, 800) +
  text(388, 260, "or 6 instalments", 8.5, "#334155") +
  button(388, 268, 124, "Continue", p.primary, "#fff", 22);
const annantFees = (p) =>
  side(p, 2) +
  rect(120, 0, 460, 332, 0, "#f8fafc") +
  text(140, 32, "Fee instalments", 15, p.ink, 800) +
  text(140, 48, "JEE Main + Advanced · ₹1,45,000 in 6 instalments", 8.5, "#475569") +
  rect(140, 60, 420, 24, 6, p.dark) +
  ["Instalment", "Due date", "Amount", "Status"].map((l, i) => text(152 + i * 104, 76, l, 8.5, "#fff", 700)).join("") +
  [
    ["1", "10 Apr", "₹30,000", "Paid"],
    ["2", "10 Jun", "₹23,000", "Paid"],
    ["3", "10 Aug", "₹23,000", "Paid"],
    ["4", "10 Oct", "₹23,000", "Due in 5 days"],
    ["5", "10 Dec", "₹23,000", "Upcoming"],
    ["6", "10 Feb", "₹23,000", "Upcoming"],
  ]
    .map(
      ([a, b, c, d], i) =>
        rect(140, 88 + i * 30, 420, 26, 4, i === 3 ? "#fef9c3" : "#fff") +
        text(152, 105 + i * 30, a, 8.5, p.ink) +
        text(256, 105 + i * 30, b, 8.5, p.ink) +
        text(360, 105 + i * 30, c, 8.5, p.ink, 600) +
        text(464, 105 + i * 30, d, 8.5, d === "Paid" ? "#15803d" : d.startsWith("Due") ? "#a16207" : "#475569", 700),
    )
    .join("") +
  button(400, 276, 160, "Pay ₹23,000 with UPI", p.primary, "#fff", 28) +
  text(140, 294, "Reminders go to parents by SMS and WhatsApp.", 8.5, "#475569");
const annantClass = (p) =>
  rect(0, 0, 580, 332, 0, "#0f172a") +
  rect(0, 0, 580, 34, 0, "#111827") +
  text(16, 22, "Physics · Rotational motion · Live", 10, "#fff", 700) +
  chip(500, 8, "● LIVE", "#dc2626", "#fff", 60) +
  rect(12, 44, 400, 240, 8, "#f8fafc") +
  text(30, 74, "Moment of inertia", 13, "#0f172a", 800) +
  text(30, 100, "I = Σ mr²", 16, p.primary, 700) +
  text(30, 126, "Rod about centre:  I = ML² / 12", 11, "#0f172a") +
  line(220, 210, 380, 210, "#0f172a", 4) +
  circle(300, 210, 4, p.accent) +
  path("M300 170v80", "none", 'stroke="#94a3b8" stroke-dasharray="4 3"') +
  path("M330 180a40 14 0 1 1-60 0", "none", `stroke="${p.primary}" stroke-width="2"`) +
  rect(320, 214, 84, 62, 8, "#334155") +
  circle(362, 236, 11, "#fcd34d") +
  rect(346, 250, 32, 18, 8, "#0f766e") +
  text(362, 272, "Mr. Verma", 6.5, "#fff", 600, "middle") +
  rect(420, 44, 148, 240, 8, "#1e293b") +
  text(430, 62, "Class chat · 186 online", 8.5, "#cbd5e1", 700) +
  [
    ["Priya", "Is this for a thin rod?"],
    ["Mr. Verma", "Yes, uniform and thin."],
    ["Rahul", "Axis at one end?"],
    ["Mr. Verma", "Then ML²/3 — next slide."],
  ]
    .map(
      ([a, b], i) =>
        rect(428, 72 + i * 48, 132, 40, 6, a === "Mr. Verma" ? p.dark : "#334155") +
        text(436, 86 + i * 48, a, 7.5, p.accent, 700) +
        text(436, 100 + i * 48, b, 7.5, "#f1f5f9"),
    )
    .join("") +
  rect(12, 294, 556, 28, 8, "#1e293b") +
  ["Raise hand", "Mic off", "Notes", "Leave"]
    .map((l, i) => text(60 + i * 140, 312, l, 8.5, i === 3 ? "#f87171" : "#e2e8f0", 600, "middle"))
    .join("");
const annantResults = (p) =>
  side(p, 3) +
  rect(120, 0, 460, 332, 0, "#f8fafc") +
  text(140, 32, "Test results · Part test 4", 15, p.ink, 800) +
  rect(140, 46, 200, 120, 10, "#fff", 'stroke="#e2e8f0"') +
  text(154, 68, "Total score", 9, "#475569") +
  text(154, 104, "248 / 300", 24, p.primary, 800) +
  text(154, 124, "Batch rank 7 of 112", 9, p.ink, 600) +
  rect(154, 138, 172, 8, 4, "#e2e8f0") +
  rect(154, 138, 143, 8, 4, p.accent) +
  rect(352, 46, 208, 120, 10, "#fff", 'stroke="#e2e8f0"') +
  text(366, 68, "Last five tests", 9, "#475569") +
  bars(366, 76, 180, 80, [0.55, 0.62, 0.7, 0.76, 0.83], p.primary) +
  rect(140, 178, 420, 136, 10, "#fff", 'stroke="#e2e8f0"') +
  text(154, 200, "Subject-wise", 10.5, p.ink, 700) +
  [
    ["Physics", 0.87, "87 / 100"],
    ["Chemistry", 0.78, "78 / 100"],
    ["Mathematics", 0.83, "83 / 100"],
  ]
    .map(
      ([a, v, b], i) =>
        text(154, 226 + i * 30, a, 9, p.ink, 600) +
        rect(250, 218 + i * 30, 220, 10, 5, "#e2e8f0") +
        rect(250, 218 + i * 30, 220 * v, 10, 5, p.primary) +
        text(548, 227 + i * 30, b, 9, p.ink, 700, "end"),
    )
    .join("");
const annantMobileFee = (p) =>
  rect(0, 0, 180, 380, 0, p.dark) +
  statusBar(true) +
  text(90, 70, "Tuesday, 5 October", 9, "#ccfbf1", 500, "middle") +
  text(90, 112, "9:41", 38, "#fff", 300, "middle") +
  rect(10, 140, 160, 82, 14, "#ffffffee") +
  rect(20, 150, 16, 16, 4, p.primary) +
  text(42, 162, "ANNANT EDUCATION", 7, p.dark, 700) +
  text(160, 162, "now", 7, "#475569", 400, "end") +
  text(20, 182, "Fee reminder for Aarav", 9, "#0f172a", 700) +
  text(20, 196, "Instalment 4 of ₹23,000 is due", 8, "#334155") +
  text(20, 208, "on 10 Oct. Pay by UPI in one tap.", 8, "#334155") +
  rect(10, 230, 160, 56, 14, "#ffffff22") +
  text(20, 250, "Class today at 4:00 pm", 8.5, "#fff", 700) +
  text(20, 265, "Physics · Rotational motion", 8, "#ccfbf1") +
  button(40, 330, 100, "Pay now", p.accent, p.ink, 26);

/* ---------------- Pay N Earn ---------------- */
const payHome = (p) =>
  rect(0, 0, 180, 130, 0, p.primary) +
  statusBar(true) +
  text(14, 40, "Hi, Sunita", 11, "#fff", 700) +
  circle(160, 36, 9, "#ffffff33") +
  text(14, 64, "Wallet balance", 8, "#ddd6fe") +
  text(14, 88, "₹2,450.00", 20, "#fff", 800) +
  chip(110, 74, "+ Add money", "#fff", p.primary, 60) +
  rect(10, 112, 160, 78, 14, "#fff", 'stroke="#e5e7eb"') +
  ["Mobile", "DTH", "Electricity", "Gas"]
    .map(
      (l, i) =>
        rect(20 + i * 38, 122, 28, 28, 8, i % 2 ? p.soft : "#d1fae5") +
        rect(28 + i * 38, 130, 12, 12, 3, i % 2 ? p.primary : p.accent) +
        text(34 + i * 38, 164, l, 7, "#334155", 600, "middle"),
    )
    .join("") +
  rect(10, 200, 160, 60, 14, p.dark) +
  text(22, 222, "Cashback this month", 8, "#c4b5fd") +
  text(22, 244, "₹186 earned", 14, "#fff", 800) +
  circle(146, 230, 14, p.accent) +
  text(146, 234, "₹", 11, "#fff", 800, "middle") +
  text(14, 280, "Recent", 10, "#0f172a", 700) +
  row(288, p.soft, "Jio recharge ₹299", "Today · cashback ₹15", "✓", p, { rightColor: "#059669" }) +
  tabBar(p, 0, ["Home", "Offers", "History", "Profile"]);
const payRecharge = (p) =>
  appBar("Mobile recharge", p, { back: true }) +
  field(14, 72, 152, "Mobile number", "98xxx 43120", p) +
  rect(14, 108, 152, 28, 8, p.soft) +
  circle(28, 122, 7, "#2563eb") +
  text(42, 125, "Jio · Delhi NCR", 8.5, p.ink, 700) +
  text(158, 125, "Change", 8, p.primary, 700, "end") +
  chip(14, 146, "Popular", p.primary, "#fff") +
  chip(66, 146, "Data", p.soft, p.primary) +
  chip(104, 146, "Talktime", p.soft, p.primary, 50) +
  [
    ["₹299", "2 GB/day · 28 days", "₹15 cashback"],
    ["₹666", "1.5 GB/day · 84 days", "₹30 cashback"],
    ["₹2,999", "2.5 GB/day · 365 days", "₹120 cashback"],
  ]
    .map(
      ([a, b, c], i) =>
        rect(10, 174 + i * 52, 160, 44, 10, i ? "#fff" : p.soft, `stroke="${i ? "#e5e7eb" : p.primary}"`) +
        text(20, 192 + i * 52, a, 11, p.ink, 800) +
        text(20, 206 + i * 52, b, 7.5, "#475569") +
        text(162, 192 + i * 52, c, 7.5, "#059669", 700, "end"),
    )
    .join("") +
  button(10, 336, 160, "Recharge ₹299", p.primary, "#fff", 32);
const payBill = (p) =>
  appBar("Electricity bill", p, { back: true }) +
  field(14, 72, 152, "Board", "BSES Rajdhani", p) +
  field(14, 114, 152, "CA number", "1523 8876 02", p) +
  rect(10, 156, 160, 124, 12, "#fff", 'stroke="#e5e7eb"') +
  text(20, 176, "Bill fetched", 8.5, "#059669", 700) +
  [
    ["Name", "R. K. Sharma"],
    ["Bill date", "02 Oct"],
    ["Due date", "16 Oct"],
    ["Units", "312 kWh"],
  ]
    .map(([a, b], i) => text(20, 196 + i * 16, a, 8, "#64748b") + text(160, 196 + i * 16, b, 8, p.ink, 600, "end"))
    .join("") +
  line(20, 256, 160, 256, "#e5e7eb") +
  text(20, 271, "Amount", 9, p.ink, 800) +
  text(160, 271, "₹2,184", 11, p.ink, 800, "end") +
  rect(10, 290, 160, 26, 8, "#ecfdf5") +
  text(20, 307, "Earn ₹22 cashback on this bill", 8, "#047857", 700) +
  button(10, 336, 160, "Pay ₹2,184", p.primary, "#fff", 32);
const payCashback = (p) =>
  appBar("Cashback", p, { back: true }) +
  rect(10, 66, 160, 92, 14, p.dark) +
  text(90, 90, "Earned in October", 8.5, "#c4b5fd", 500, "middle") +
  text(90, 122, "₹186", 28, "#fff", 800, "middle") +
  text(90, 144, "Credited instantly to your wallet", 7.5, "#c4b5fd", 400, "middle") +
  text(14, 178, "Last six months", 9.5, p.ink, 700) +
  bars(14, 186, 152, 70, [0.35, 0.42, 0.5, 0.58, 0.7, 0.9], p.accent) +
  ["May", "Jun", "Jul", "Aug", "Sep", "Oct"]
    .map((m, i) => text(14 + (152 / 6) * i + 152 / 12, 268, m, 7, "#64748b", 500, "middle"))
    .join("") +
  row(280, "#d1fae5", "Electricity bill", "₹22 cashback", "+₹22", p, { rightColor: "#059669" }) +
  row(330, "#d1fae5", "Jio recharge", "₹15 cashback", "+₹15", p, { rightColor: "#059669" });
const payRefer = (p) =>
  appBar("Refer and earn", p, { back: true }) +
  circle(90, 104, 34, p.soft) +
  circle(90, 104, 22, p.accent) +
  text(90, 110, "₹50", 14, "#fff", 800, "middle") +
  text(90, 160, "Earn ₹50 for every friend", 11, p.ink, 800, "middle") +
  text(90, 174, "who pays their first bill", 8.5, "#475569", 400, "middle") +
  rect(22, 186, 136, 32, 10, "#f8fafc", `stroke="${p.primary}" stroke-dasharray="4 3"`) +
  text(90, 206, "SUNITA50", 12, p.primary, 800, "middle") +
  button(22, 226, 136, "Share on WhatsApp", "#059669", "#fff", 28) +
  text(14, 276, "Friends who joined · 6", 9.5, p.ink, 700) +
  ["RK", "AM", "PS", "NJ", "VK", "DT"]
    .map(
      (s, i) =>
        circle(26 + i * 26, 300, 11, [p.primary, p.accent, "#f59e0b", "#0ea5e9", "#ec4899", "#64748b"][i]) +
        text(26 + i * 26, 303.5, s, 7, "#fff", 700, "middle"),
    )
    .join("") +
  rect(10, 322, 160, 34, 10, "#ecfdf5") +
  text(20, 343, "₹300 earned from referrals", 9, "#047857", 700);
const payReceipt = (p) =>
  rect(0, 0, 180, 380, 0, p.primary) +
  statusBar(true) +
  circle(90, 90, 30, "#ffffff26") +
  check(90, 90, 20, p.accent) +
  text(90, 146, "Payment successful", 13, "#fff", 800, "middle") +
  text(90, 162, "BSES Rajdhani · 16 Oct", 8.5, "#ddd6fe", 400, "middle") +
  rect(14, 178, 152, 150, 14, "#fff") +
  text(90, 208, "₹2,184", 22, p.ink, 800, "middle") +
  [
    ["Transaction ID", "PNE8812043"],
    ["Paid from", "Wallet"],
    ["Time", "9:41 am"],
  ]
    .map(([a, b], i) => text(26, 234 + i * 16, a, 8, "#64748b") + text(154, 234 + i * 16, b, 8, p.ink, 600, "end"))
    .join("") +
  rect(26, 286, 128, 28, 8, "#ecfdf5") +
  text(90, 304, "₹22 cashback credited", 8.5, "#047857", 700, "middle") +
  button(30, 340, 120, "Done", "#fff", p.primary, 26);

/* ---------------- Suraksha Code ---------------- */
const suraCheckin = (p) =>
  appBar("Check in", p, { bg: p.dark }) +
  mapBlock(0, 56, 180, 150, p, false) +
  circle(90, 131, 52, p.primary, 'opacity="0.18"') +
  circle(90, 131, 52, "none", `stroke="${p.primary}" stroke-width="2" stroke-dasharray="5 4"`) +
  circle(90, 131, 6, p.primary) +
  circle(90, 131, 12, p.primary, 'opacity="0.25"') +
  rect(10, 190, 160, 26, 8, "#ecfdf5") +
  check(24, 203, 7, "#15803d") +
  text(36, 206, "Inside site geo-fence · 18 m", 8, "#166534", 700) +
  text(14, 236, "Green Valley Society, Gate 2", 10, p.ink, 800) +
  text(14, 250, "Shift 8:00 am – 8:00 pm", 8, "#475569") +
  rect(50, 260, 80, 64, 12, "#f1f5f9") +
  circle(90, 285, 13, "#d6a77a") +
  rect(74, 300, 32, 18, 9, p.primary) +
  path("M54 272v-8h8M126 272v-8h-8M54 312v8h8M126 312v8h-8", "none", `stroke="${p.accent}" stroke-width="2.5"`) +
  button(10, 338, 160, "Take selfie and check in", p.primary, "#fff", 32);
const suraShift = (p) =>
  appBar("Today's shift", p, { bg: p.dark }) +
  rect(10, 66, 160, 86, 14, p.primary) +
  text(22, 88, "On duty", 8.5, "#bfdbfe", 600) +
  text(22, 112, "04 h 12 m", 20, "#fff", 800) +
  text(22, 134, "Checked in 8:02 am · on time", 8, "#bfdbfe") +
  check(148, 86, 9, p.accent, p.dark) +
  [
    ["Site", "Green Valley Society"],
    ["Post", "Gate 2, main entrance"],
    ["Supervisor", "Rakesh Yadav"],
    ["Shift ends", "8:00 pm"],
  ]
    .map(
      ([a, b], i) =>
        text(14, 176 + i * 24, a, 8, "#64748b") +
        text(166, 176 + i * 24, b, 8.5, p.ink, 700, "end") +
        line(14, 184 + i * 24, 166, 184 + i * 24, "#e5e7eb"),
    )
    .join("") +
  button(10, 286, 75, "Break", "#f1f5f9", p.ink, 30) +
  button(95, 286, 75, "Handover", "#f1f5f9", p.ink, 30) +
  tabBar(p, 0, ["Shift", "Patrol", "SOS", "Me"]);
const suraPatrol = (p) =>
  appBar("Patrol round 3 of 6", p, { bg: p.dark }) +
  rect(10, 66, 160, 8, 4, "#e2e8f0") +
  rect(10, 66, 107, 8, 4, p.primary) +
  text(14, 92, "4 of 6 checkpoints scanned", 9, p.ink, 700) +
  [
    ["Main gate", "2:01 pm", 1],
    ["Parking B1", "2:09 pm", 1],
    ["Club house", "2:14 pm", 1],
    ["Water tank", "2:20 pm", 1],
    ["Tower C lobby", "Pending", 0],
    ["Rear gate", "Pending", 0],
  ]
    .map(
      ([a, b, d], i) =>
        rect(10, 102 + i * 36, 160, 30, 8, "#fff", 'stroke="#e5e7eb"') +
        (d
          ? check(26, 117 + i * 36, 8, "#15803d")
          : circle(26, 117 + i * 36, 8, "#fff", `stroke="${p.accent}" stroke-width="2"`)) +
        text(40, 120 + i * 36, a, 9, p.ink, 700) +
        text(162, 120 + i * 36, b, 8, d ? "#475569" : "#a16207", 600, "end"),
    )
    .join("") +
  button(10, 326, 160, "Scan QR checkpoint", p.primary, "#fff", 32);
const suraSos = (p) =>
  appBar("Emergency", p, { bg: p.dark }) +
  text(90, 90, "Press and hold for 3 seconds", 9, "#475569", 500, "middle") +
  circle(90, 170, 62, "#fee2e2") +
  circle(90, 170, 48, "#fecaca") +
  circle(90, 170, 36, "#dc2626") +
  text(90, 177, "SOS", 18, "#fff", 800, "middle") +
  rect(10, 248, 160, 44, 10, "#f8fafc", 'stroke="#e5e7eb"') +
  path("M26 262c-4-5-6-7-6-10a6 6 0 0 1 12 0c0 3-2 5-6 10z", "#dc2626") +
  text(38, 265, "Live location shared", 8.5, p.ink, 700) +
  text(38, 279, "Gate 2 · accuracy 8 m", 7.5, "#475569") +
  text(14, 310, "Alerts go to", 8, "#64748b") +
  text(14, 324, "Supervisor, control room, site manager", 8, p.ink, 600) +
  text(14, 344, "No data? SOS is sent by SMS.", 8, "#a16207", 700);
const suraDash = (p) =>
  appBar("Supervisor", p, { bg: p.dark }) +
  [
    ["Sites", "48"],
    ["Present", "212"],
    ["Late", "6"],
    ["Alerts", "1"],
  ]
    .map(
      ([a, b], i) =>
        rect(10 + (i % 2) * 82, 64 + Math.floor(i / 2) * 50, 78, 44, 10, i === 3 ? "#fee2e2" : p.light) +
        text(18 + (i % 2) * 82, 80 + Math.floor(i / 2) * 50, a, 7.5, "#475569", 600) +
        text(18 + (i % 2) * 82, 99 + Math.floor(i / 2) * 50, b, 15, i === 3 ? "#dc2626" : p.primary, 800),
    )
    .join("") +
  text(14, 182, "Attendance this week", 9.5, p.ink, 700) +
  bars(14, 190, 152, 56, [0.8, 0.86, 0.9, 0.88, 0.94, 0.97, 0.95], p.primary) +
  rect(10, 256, 160, 40, 10, "#fee2e2") +
  circle(26, 276, 7, "#dc2626") +
  text(38, 273, "SOS · Tower C lobby", 8.5, "#991b1b", 700) +
  text(38, 286, "Guard Manoj · 2 min ago", 7.5, "#991b1b") +
  tabBar(p, 0, ["Sites", "Guards", "Alerts", "Reports"]);
const suraReport = (p) =>
  appBar("Monthly report", p, { bg: p.dark }) +
  text(14, 78, "Green Valley Society · September", 9, p.ink, 700) +
  rect(10, 88, 160, 70, 12, p.light) +
  text(22, 108, "Attendance", 8, "#475569") +
  text(22, 134, "98.6%", 20, p.primary, 800) +
  text(22, 150, "30 guards · 1,800 shifts", 7.5, "#475569") +
  circle(140, 122, 20, "none", `stroke="${p.primary}" stroke-width="7" stroke-dasharray="124 130"`) +
  [
    ["Shifts on time", "1,774"],
    ["Patrol rounds", "4,312"],
    ["SOS resolved", "3 of 3"],
    ["Replacements", "11"],
  ]
    .map(([a, b], i) => text(14, 180 + i * 22, a, 8.5, "#475569") + text(166, 180 + i * 22, b, 8.5, p.ink, 700, "end"))
    .join("") +
  button(10, 278, 160, "Download PDF", p.primary, "#fff", 30) +
  button(10, 316, 160, "Share with client", "#f1f5f9", p.ink, 30);

/* ---------------- GoWiseKart ---------------- */
const gowiseWord = (dark) =>
  mark(
    cart(dark ? GOWISE.accent : GOWISE.primary, dark ? GOWISE.dark : "#fff"),
    "GoWise",
    dark ? "#fff" : GOWISE.dark,
    "Kart",
  );
const veg = ["#16a34a", "#f97316", "#dc2626", "#eab308", "#84cc16", "#a16207"];
const product = (x, y, w, name, price, c, p) =>
  rect(x, y, w, 108, 10, "#fff", 'stroke="#e5e7eb"') +
  rect(x + 8, y + 8, w - 16, 50, 8, "#f0fdf4") +
  circle(x + w / 2, y + 33, 16, c) +
  circle(x + w / 2 + 6, y + 27, 5, "#ffffff66") +
  text(x + 8, y + 74, name, 8.5, "#0f172a", 700) +
  text(x + 8, y + 90, price, 8.5, p.primary, 800) +
  rect(x + w - 38, y + 80, 30, 16, 8, p.primary) +
  text(x + w - 23, y + 91, "ADD", 7, "#fff", 700, "middle");
const gowiseHome = (p) =>
  webNav(p, gowiseWord(), ["Fruits", "Staples", "Offers"], "My basket") +
  rect(0, 44, 580, 120, 0, p.dark) +
  text(30, 86, "Fresh groceries,", 20, "#fff", 800) +
  text(30, 110, "delivered today.", 20, p.accent, 800) +
  text(30, 132, "Pick a two-hour slot · Pay by UPI", 9.5, "#dcfce7") +
  rect(330, 64, 220, 80, 12, "#ffffff1a") +
  [0, 1, 2, 3].map((i) => circle(360 + i * 52, 104, 20, veg[i])).join("") +
  text(30, 188, "Shop by category", 11, "#0f172a", 800) +
  ["Fruits", "Vegetables", "Dairy", "Staples", "Snacks", "Home care"]
    .map(
      (l, i) =>
        rect(30 + i * 88, 198, 80, 56, 10, i % 2 ? "#fff7ed" : "#f0fdf4") +
        circle(70 + i * 88, 218, 12, veg[i]) +
        text(70 + i * 88, 246, l, 8.5, "#0f172a", 600, "middle"),
    )
    .join("") +
  rect(30, 266, 520, 50, 10, "#fff7ed") +
  text(46, 288, "Weekend offer", 8.5, "#9a3412", 700) +
  text(46, 304, "Flat ₹100 off on orders above ₹999 · code WISE100", 10, "#0f172a", 700) +
  button(440, 278, 96, "Shop now", p.accent, "#0f172a", 26);
const gowiseList = (p) =>
  webNav(p, gowiseWord(), ["Fruits", "Staples", "Offers"], "My basket") +
  rect(0, 44, 580, 288, 0, "#f8fafc") +
  text(24, 74, "Fresh vegetables · 86 items", 13, "#0f172a", 800) +
  ["In stock", "Organic", "Under ₹50"]
    .map((l, i) => chip(24 + i * 70, 84, l, i ? "#fff" : p.primary, i ? "#334155" : "#fff", 62))
    .join("") +
  [
    ["Tomato · 1 kg", "₹38"],
    ["Onion · 1 kg", "₹42"],
    ["Potato · 1 kg", "₹30"],
    ["Capsicum · 500 g", "₹45"],
    ["Spinach · bunch", "₹25"],
    ["Carrot · 500 g", "₹32"],
    ["Cucumber · 1 kg", "₹40"],
    ["Ginger · 250 g", "₹36"],
  ]
    .slice(0, 5)
    .map(([a, b], i) => product(24 + i * 108, 112, 100, a, b, [veg[2], "#a855f7", veg[5], veg[0], veg[4]][i], p))
    .join("") +
  rect(24, 232, 532, 84, 10, "#fff", 'stroke="#e5e7eb"') +
  text(40, 256, "Substitute if out of stock", 10, "#0f172a", 700) +
  text(40, 272, "We pick the closest match and never charge more than the original item.", 8.5, "#475569") +
  rect(40, 284, 36, 18, 9, p.primary) +
  circle(67, 293, 7, "#fff") +
  text(86, 297, "On", 8.5, p.primary, 700);
const gowiseSlots = (p) =>
  webNav(p, gowiseWord(), ["Fruits", "Staples", "Offers"], "My basket") +
  rect(0, 44, 580, 288, 0, p.light) +
  text(30, 80, "Choose a delivery slot", 15, "#0f172a", 800) +
  text(30, 96, "Delivering to Flat 304, Sector 62, Noida", 9, "#475569") +
  ["Today", "Tomorrow", "Sat 14"]
    .map((l, i) => chip(30 + i * 78, 106, l, i ? "#fff" : p.primary, i ? "#334155" : "#fff", 70))
    .join("") +
  [
    ["8 – 10 am", "Full"],
    ["10 am – 12 pm", "Full"],
    ["12 – 2 pm", "2 left"],
    ["2 – 4 pm", "Available"],
    ["4 – 6 pm", "Available"],
    ["6 – 8 pm", "Available"],
  ]
    .map(([a, b], i) => {
      const x = 30 + (i % 3) * 172,
        y = 136 + Math.floor(i / 3) * 64,
        on = i === 3,
        full = b === "Full";
      return (
        rect(x, y, 160, 54, 10, on ? p.primary : full ? "#f1f5f9" : "#fff", `stroke="${on ? p.primary : "#cbd5e1"}"`) +
        text(x + 14, y + 24, a, 11, on ? "#fff" : full ? "#64748b" : "#0f172a", 800) +
        text(x + 14, y + 40, b, 8.5, on ? "#dcfce7" : full ? "#64748b" : b === "2 left" ? "#c2410c" : "#15803d", 600)
      );
    })
    .join("") +
  button(390, 278, 160, "Continue to payment", p.primary, "#fff", 30);
const gowiseCheckout = (p) =>
  webNav(p, gowiseWord(), ["Fruits", "Staples", "Offers"], "My basket") +
  rect(0, 44, 580, 288, 0, "#f8fafc") +
  rect(24, 60, 300, 256, 12, "#fff", 'stroke="#e5e7eb"') +
  text(40, 84, "Order summary · 14 items", 11, "#0f172a", 800) +
  [
    ["Fortune rice bran oil · 1 L", "₹165"],
    ["Aashirvaad atta · 5 kg", "₹245"],
    ["Amul taaza milk · 2 L", "₹108"],
    ["Tomato, onion, potato", "₹110"],
    ["9 more items", "₹486"],
  ]
    .map(
      ([a, b], i) => text(40, 108 + i * 20, a, 8.5, "#334155") + text(308, 108 + i * 20, b, 8.5, "#0f172a", 600, "end"),
    )
    .join("") +
  line(40, 206, 308, 206, "#e5e7eb") +
  text(40, 226, "Savings", 9, "#15803d", 700) +
  text(308, 226, "−₹142", 9, "#15803d", 700, "end") +
  text(40, 246, "Delivery · 2 – 4 pm today", 9, "#334155") +
  text(308, 246, "Free", 9, "#15803d", 700, "end") +
  text(40, 276, "Total", 12, "#0f172a", 800) +
  text(308, 276, "₹1,114", 12, "#0f172a", 800, "end") +
  rect(340, 60, 216, 256, 12, "#fff", 'stroke="#e5e7eb"') +
  text(356, 84, "Pay with UPI", 11, "#0f172a", 800) +
  rect(390, 98, 116, 116, 8, "#fff", 'stroke="#0f172a"') +
  Array.from({ length: 49 }, (_, k) =>
    (k * 7 + (k % 5)) % 3 === 0 ? rect(398 + (k % 7) * 14.5, 106 + Math.floor(k / 7) * 14.5, 12, 12, 1, "#0f172a") : "",
  ).join("") +
  rect(398, 106, 30, 30, 2, "#0f172a") +
  rect(468, 106, 30, 30, 2, "#0f172a") +
  rect(398, 176, 30, 30, 2, "#0f172a") +
  text(448, 232, "Scan with any UPI app", 8.5, "#475569", 500, "middle") +
  button(356, 270, 184, "Pay ₹1,114", p.primary, "#fff", 30);
const gowiseTrack = (p) =>
  webNav(p, gowiseWord(), ["Fruits", "Staples", "Offers"], "My basket") +
  rect(0, 44, 580, 288, 0, "#fff") +
  text(30, 80, "Order GWK-90412", 15, "#0f172a", 800) +
  text(30, 98, "Arriving between 2 and 4 pm today", 9.5, "#15803d", 700) +
  [
    ["Placed", "1:02 pm"],
    ["Packed", "1:21 pm"],
    ["Out for delivery", "1:48 pm"],
    ["Delivered", "By 4 pm"],
  ]
    .map(
      ([a, b], i) =>
        (i < 3 ? check(60 + i * 150, 134, 12, p.primary) : circle(60 + i * 150, 134, 12, "#e2e8f0")) +
        text(60 + i * 150, 162, a, 9.5, "#0f172a", 700, "middle") +
        text(60 + i * 150, 176, b, 8.5, "#475569", 400, "middle"),
    )
    .join("") +
  line(74, 134, 196, 134, p.primary, 3) +
  line(224, 134, 346, 134, p.primary, 3) +
  line(374, 134, 496, 134, "#e2e8f0", 3) +
  mapBlock(30, 196, 340, 120, p) +
  rect(384, 196, 166, 120, 10, p.light) +
  circle(410, 224, 14, p.accent) +
  text(410, 228, "SK", 8, "#0f172a", 800, "middle") +
  text(432, 222, "Sandeep K.", 9.5, "#0f172a", 700) +
  text(432, 236, "Your delivery partner", 8, "#475569") +
  button(398, 270, 138, "Call partner", p.primary, "#fff", 28);
const gowiseMobile = (p) =>
  statusBar() +
  g("translate(14 28)", gowiseWord()) +
  rect(10, 60, 160, 118, 14, p.dark) +
  text(22, 82, "Your weekly basket", 10, "#fff", 800) +
  text(22, 96, "Same 18 items as last Sunday", 8, "#dcfce7") +
  [0, 1, 2, 3, 4].map((i) => circle(34 + i * 26, 122, 11, veg[i])).join("") +
  text(22, 160, "₹1,246", 14, "#fff", 800) +
  button(96, 146, 64, "Reorder", p.accent, "#0f172a", 22) +
  text(14, 200, "Delivery slot", 9.5, "#0f172a", 700) +
  rect(10, 208, 160, 36, 10, p.light, `stroke="${p.primary}"`) +
  text(20, 230, "Today, 2 – 4 pm", 9.5, p.primary, 800) +
  text(14, 266, "Top picks", 9.5, "#0f172a", 700) +
  product(10, 272, 76, "Mango · 1 kg", "₹120", veg[3], p) +
  product(94, 272, 76, "Paneer · 200 g", "₹90", "#fef3c7", p);

/* ---------------- project table ---------------- */
const payWord = (dark) => mark(coin(PAY.accent, "#fff"), "Pay N", dark ? "#fff" : PAY.dark, "Earn");
const suraWord = (dark) =>
  mark(shield(SURAKSHA.accent, SURAKSHA.dark), "Suraksha", dark ? "#fff" : SURAKSHA.dark, "Code");

export const PROJECTS = [
  {
    slug: "gola-sizzler-mobile",
    kind: "app",
    pal: GOLA,
    word: golaWord,
    platform: "Android · iOS",
    screens: [golaHome, golaMenu, golaCart, golaPay, golaTrack],
    extra: golaWallet,
    titles: ["Today's specials", "Sizzler menu", "Cart and add-ons", "UPI checkout", "Live rider tracking"],
    subs: [
      "Specials and loyalty points on the home screen",
      "Veg and non-veg sizzlers with one-tap add",
      "Add-ons, coupons and a clear total",
      "UPI, card or cash on delivery",
      "Follow the rider from outlet to door",
    ],
  },
  {
    slug: "gola-sizzler-website",
    kind: "web",
    pal: GOLA,
    word: golaWord,
    domain: "golasizzler.example.com",
    screens: [golaWebHome, golaWebMenu, golaWebBook, golaWebOutlets, golaWebConfirm],
    extra: golaMobileBook,
  },
  {
    slug: "annant-education",
    kind: "web",
    pal: ANNANT,
    word: annantWord,
    domain: "portal.annant.example.com",
    screens: [annantDash, annantAdmission, annantFees, annantClass, annantResults],
    extra: annantMobileFee,
  },
  {
    slug: "pay-n-earn",
    kind: "app",
    pal: PAY,
    word: payWord,
    platform: "Android · iOS",
    screens: [payHome, payRecharge, payBill, payCashback, payRefer],
    extra: payReceipt,
    titles: ["Wallet home", "Mobile recharge", "Bill payments", "Instant cashback", "Refer and earn"],
    subs: [
      "Balance, shortcuts and recent payments",
      "Operator detected, plans with cashback",
      "Bills fetched from the board in seconds",
      "Rewards credited to the wallet at once",
      "Invite friends and earn on their first bill",
    ],
  },
  {
    slug: "suraksha-code",
    kind: "app",
    pal: SURAKSHA,
    word: suraWord,
    platform: "Android · iOS",
    screens: [suraCheckin, suraShift, suraPatrol, suraSos, suraDash],
    extra: suraReport,
    titles: ["Geo-fenced check-in", "Shift details", "QR patrol rounds", "One-press SOS", "Supervisor dashboard"],
    subs: [
      "Selfie check-in only inside the site",
      "Post, supervisor and hours on duty",
      "Every checkpoint scanned and timed",
      "Live location to supervisors, SMS fallback",
      "Every site, guard and alert at a glance",
    ],
  },
  {
    slug: "gowisekart",
    kind: "web",
    pal: GOWISE,
    word: gowiseWord,
    domain: "gowisekart.example.com",
    screens: [gowiseHome, gowiseList, gowiseSlots, gowiseCheckout, gowiseTrack],
    extra: gowiseMobile,
  },
];
export { phone, browser };
