#!/usr/bin/env node
// Writes public/images/products/<id>.svg for every product in core/catalogue.ts:
// flat vector mock-ups (tee, hoodie, long sleeve, mesh snapback, dad hat, fitted hat,
// tee-and-hat bundle, devotional journal) carrying each design's words as SVG <text>
// in generic font stacks. No external fonts, references or raster images.
//
//   node scripts/generate-product-images.mjs
//
// The artwork of each product lives in `art` below, keyed by product id; the script
// fails if a catalogue product has no artwork or artwork names no product.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { allProducts } = await tsImport("../core/catalogue.ts", import.meta.url);
const outDir = join(root, "public/images/products");

// ── Colours ───────────────────────────────────────────────────────────────
const C = {
  navy: "#1f2f56",
  black: "#1d1d20",
  white: "#f8f7f3",
  purple: "#5b3f8c",
  lavender: "#8e7cc3",
  forest: "#2f5d46",
  sage: "#86a67f",
  pink: "#f0c2cc",
  rose: "#d9738f",
  yellow: "#f4c84a",
  red: "#b3262f",
  cream: "#f3ead7",
  gold: "#d9ad4f",
  mustard: "#d9a22a",
  burgundy: "#7a2236",
  deepGreen: "#1f3b27",
  jaGreen: "#2fa35a",
};

const hex = (n) => n.toString(16).padStart(2, "0");
function rgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Mix colour `a` towards `b` by t (0..1). */
function mix(a, b, t) {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${hex(Math.round(r1 + (r2 - r1) * t))}${hex(Math.round(g1 + (g2 - g1) * t))}${hex(Math.round(b1 + (b2 - b1) * t))}`;
}
function luminance(h) {
  const [r, g, b] = rgb(h).map((v) => v / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const isDark = (h) => luminance(h) < 0.22;
/** Outline of a shape in colour h. */
const edge = (h) => (isDark(h) ? mix(h, "#000000", 0.45) : mix(h, "#000000", 0.22));
/** Seams, ribbing and folds on a shape in colour h. */
const detail = (h) => (isDark(h) ? mix(h, "#ffffff", 0.16) : mix(h, "#000000", 0.13));
/** Soft background tile for a garment colour. */
function tile(h) {
  if (luminance(h) > 0.8) return "#dfe6ee";
  if (luminance(h) < 0.05) return "#ece8e1";
  return mix(h, "#ffffff", 0.84);
}

// ── Text ──────────────────────────────────────────────────────────────────
// Fonts: s = bold sans, r = serif, i = serif italic. Generic stacks only.
const STYLE =
  "<style>.s{font-family:system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-weight:800}" +
  ".r{font-family:Georgia,'Times New Roman',serif;font-weight:700}" +
  ".i{font-family:Georgia,'Times New Roman',serif;font-style:italic;font-weight:700}</style>";

/** A generous width estimate (em per character), so text fits even in wide fallback fonts. */
function estimateWidth(text, size, kind, spacing = 0) {
  let em = 0;
  for (const ch of text) {
    if (ch === " ") em += 0.3;
    else if (/[.,:·'’!]/.test(ch)) em += 0.32;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else if (/[MW&]/.test(ch)) em += 0.95;
    else if (/[A-Z]/.test(ch)) em += kind === "s" ? 0.74 : 0.72;
    else if (/[mw]/.test(ch)) em += 0.85;
    else if (/[ijlft]/.test(ch)) em += 0.34;
    else em += 0.58;
  }
  return em * size + spacing * Math.max(0, [...text].length - 1);
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const n = (v) => Math.round(v * 10) / 10;

/**
 * A centred block of lines. Each line: { t, z (size), k (font class), c (colour), ls (letter spacing) }
 * or an icon { icon, z }. Sizes shrink to fit maxWidth.
 */
function textBlock(lines, { cx, cy, maxWidth, ink }) {
  const laid = lines.map((l) => {
    if (l.icon) return { ...l, h: l.z * 1.4 };
    let z = l.z;
    const ls = l.ls ?? 0;
    while (estimateWidth(l.t, z, l.k ?? "s", ls) > maxWidth && z > 6) z -= 0.5;
    if (z < l.z) console.warn(`  shrank "${l.t}" from ${l.z} to ${z}`);
    return { ...l, z, h: z * (l.lh ?? 1.08) };
  });
  const total = laid.reduce((s, l) => s + l.h, 0);
  let y = cy - total / 2;
  let out = "";
  for (const l of laid) {
    if (l.icon) {
      out += icons[l.icon](cx, y + l.z * 0.6, l.z, l.c ?? ink);
    } else {
      const ls = l.ls ? ` letter-spacing="${l.ls}"` : "";
      out += `<text x="${cx}" y="${n(y + l.z * 0.8)}" class="${l.k ?? "s"}" font-size="${n(l.z)}"${ls} fill="${l.c ?? ink}" text-anchor="middle">${esc(l.t)}</text>`;
    }
    y += l.h;
  }
  return out;
}

// ── Small icons, centred at (x, y), about s tall ──────────────────────────
const icons = {
  crown: (x, y, s, c) => {
    const w = s * 1.5, h = s;
    const l = x - w / 2, t = y - h / 2, b = y + h / 2;
    return `<path d="M${n(l)} ${n(b)}L${n(l)} ${n(t + h * 0.25)}L${n(l + w * 0.27)} ${n(t + h * 0.55)}L${n(x)} ${n(t)}L${n(l + w * 0.73)} ${n(t + h * 0.55)}L${n(l + w)} ${n(t + h * 0.25)}L${n(l + w)} ${n(b)}Z" fill="${c}"/>`;
  },
  heart: (x, y, s, c) => {
    const k = s / 20;
    const p = (dx, dy) => `${n(x + dx * k)} ${n(y + dy * k)}`;
    return `<path d="M${p(0, 9)}C${p(-14, 0)} ${p(-12, -12)} ${p(0, -5)}C${p(12, -12)} ${p(14, 0)} ${p(0, 9)}Z" fill="${c}"/>`;
  },
  sun: (x, y, s, c) => {
    let rays = "";
    for (let a = 0; a < 360; a += 30) {
      const r = (a * Math.PI) / 180;
      rays += `M${n(x + Math.cos(r) * s * 0.36)} ${n(y + Math.sin(r) * s * 0.36)}L${n(x + Math.cos(r) * s * 0.52)} ${n(y + Math.sin(r) * s * 0.52)}`;
    }
    return `<circle cx="${x}" cy="${n(y)}" r="${n(s * 0.24)}" fill="${c}"/><path d="${rays}" stroke="${c}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`;
  },
  cross: (x, y, s, c) =>
    `<path d="M${n(x)} ${n(y - s / 2)}V${n(y + s / 2)}M${n(x - s * 0.3)} ${n(y - s * 0.15)}H${n(x + s * 0.3)}" stroke="${c}" stroke-width="${n(s * 0.14)}" stroke-linecap="round"/>`,
  rule: (x, y, s, c) =>
    `<path d="M${n(x - s * 2)} ${n(y)}H${n(x + s * 2)}" stroke="${c}" stroke-width="2" stroke-linecap="round"/>`,
  flag: (x, y, s) =>
    `<path d="M${n(x - s * 2.4)} ${n(y)}h${n(s * 1.5)}" stroke="${C.jaGreen}" stroke-width="4"/><path d="M${n(x - s * 0.75)} ${n(y)}h${n(s * 1.5)}" stroke="${C.gold}" stroke-width="4"/><path d="M${n(x + s * 0.9)} ${n(y)}h${n(s * 1.5)}" stroke="${C.jaGreen}" stroke-width="4"/>`,
};

/** The Passport to Purpose stamp, centred at (cx, cy). */
function stamp(cx, cy, ink, accent, scale = 1) {
  return (
    `<g transform="translate(${cx} ${cy}) rotate(-6) scale(${scale})" fill="none" stroke="${ink}">` +
    `<rect x="-84" y="-52" width="168" height="104" rx="12" stroke-width="4"/>` +
    `<rect x="-76" y="-44" width="152" height="88" rx="7" stroke-width="1.5"/>` +
    `<path d="M-58 12H58" stroke="${accent}" stroke-width="2"/>` +
    `<text y="-18" class="s" font-size="10" letter-spacing="1.5" fill="${accent}" stroke="none" text-anchor="middle">YOUR PASSPORT TO</text>` +
    `<text y="7" class="r" font-size="28" letter-spacing="1" fill="${ink}" stroke="none" text-anchor="middle">PURPOSE</text>` +
    `<text y="31" class="s" font-size="8" letter-spacing="1" fill="${ink}" stroke="none" text-anchor="middle">FAITH · FAMILY · DESTINY</text>` +
    `</g>`
  );
}

// ── Garments (400 × 400 space) ───────────────────────────────────────────
const line = (d, c, w = 2) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const shape = (d, fill, stroke, w = 3) => `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linejoin="round"/>`;

function tee(g) {
  const e = edge(g), d = detail(g);
  return (
    shape("M165 62L108 78L52 140L92 168L118 142L116 350Q200 358 284 350L282 142L308 168L348 140L292 78L235 62Q200 76 165 62Z", g, e) +
    shape("M165 62Q200 76 235 62Q200 100 165 62Z", mix(g, "#000000", 0.25), e, 2) +
    line("M165 62Q200 100 235 62", d, 5) +
    line("M108 78Q116 110 118 142M292 78Q284 110 282 142M62 130L99 158M338 130L301 158M118 336Q200 344 282 336", d)
  );
}

function longSleeve(g) {
  const e = edge(g), d = detail(g);
  return (
    shape("M165 62L108 78Q82 92 74 140L46 322L84 332L116 184L116 350Q200 358 284 350L284 184L316 332L354 322L326 140Q318 92 292 78L235 62Q200 76 165 62Z", g, e) +
    shape("M165 62Q200 76 235 62Q200 100 165 62Z", mix(g, "#000000", 0.25), e, 2) +
    line("M165 62Q200 100 235 62", d, 5) +
    line("M108 78Q118 130 116 184M292 78Q282 130 284 184M50 300L88 309M350 300L312 309M118 336Q200 344 282 336", d)
  );
}

function hoodie(g) {
  const e = edge(g), d = detail(g), inner = mix(g, "#000000", 0.3);
  return (
    shape("M150 78Q146 26 200 22Q254 26 250 78Z", g, e) +
    shape("M160 66L100 84Q70 100 62 150L40 318L80 328L106 196L106 350Q200 358 294 350L294 196L320 328L360 318L338 150Q330 100 300 84L240 66Z", g, e) +
    shape("M160 66Q166 36 200 34Q234 36 240 66Q222 104 200 108Q178 104 160 66Z", inner, e, 2) +
    line("M160 66Q178 104 200 108Q222 104 240 66", d, 6) +
    line("M190 106L187 140M210 106L213 140", mix(g, "#ffffff", 0.7), 3) +
    shape("M140 268H260L282 336H118Z", g, d, 2.5) +
    line("M100 84Q110 140 106 196M300 84Q290 140 294 196M44 296L84 305M356 296L316 305M108 334Q200 342 292 334", d)
  );
}

/** High structured crown (trucker/fitted), front view. */
const HIGH_CROWN = "M88 252Q86 92 200 86Q314 92 312 252Z";
const FRONT_PANEL = "M126 250Q126 112 200 100Q274 112 274 250Z";

function meshSnapback(g, panel) {
  const e = edge(g), d = detail(g);
  return (
    `<defs><pattern id="m" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.8" fill="${isDark(g) ? "#fff" : "#000"}" opacity=".28"/></pattern></defs>` +
    shape(HIGH_CROWN, g, e) +
    `<path d="${HIGH_CROWN}" fill="url(#m)"/>` +
    shape(FRONT_PANEL, panel, edge(panel), 2.5) +
    line("M126 250Q126 112 200 100Q274 112 274 250", d, 2) +
    `<circle cx="200" cy="87" r="8" fill="${g}" stroke="${e}" stroke-width="2"/>` +
    shape("M70 252Q200 228 330 252Q338 300 200 314Q62 300 70 252Z", g, e) +
    line("M86 262Q200 242 314 262", d)
  );
}

function fittedHat(g) {
  const e = edge(g), d = detail(g);
  return (
    shape(HIGH_CROWN, g, e) +
    line("M200 88V252M200 88Q128 120 128 252M200 88Q272 120 272 252", d) +
    `<circle cx="200" cy="87" r="8" fill="${g}" stroke="${e}" stroke-width="2"/>` +
    shape("M58 252H342L360 292Q200 302 40 292Z", g, e) +
    line("M76 262H324", d) +
    `<circle cx="298" cy="275" r="12" fill="${C.gold}" stroke="${mix(C.gold, "#000000", 0.3)}" stroke-width="2"/><circle cx="298" cy="275" r="6" fill="none" stroke="${mix(C.gold, "#000000", 0.3)}" stroke-width="1.5"/>`
  );
}

const DAD_CROWN = "M84 250Q90 128 200 122Q310 128 316 250Z";
function dadHat(g) {
  const e = edge(g), d = detail(g);
  return (
    shape(DAD_CROWN, g, e) +
    line("M200 124V250M200 124Q140 150 130 250M200 124Q260 150 270 250", d) +
    `<circle cx="165" cy="150" r="3" fill="${d}"/><circle cx="235" cy="150" r="3" fill="${d}"/>` +
    `<circle cx="200" cy="123" r="7" fill="${g}" stroke="${e}" stroke-width="2"/>` +
    shape("M74 248Q200 226 326 248Q334 302 200 310Q66 302 74 248Z", g, e) +
    line("M90 258Q200 240 310 258", d)
  );
}

function journal() {
  const cover = C.navy, gold = C.gold;
  return (
    // page block, ribbon, cover, spine, elastic band
    `<rect x="112" y="58" width="190" height="292" rx="10" fill="${C.cream}" stroke="#c9bfa9" stroke-width="2"/>` +
    line("M296 70V338M290 70V338", "#d8cfbb", 1.5) +
    `<path d="M176 340V382L186 372L196 382V340Z" fill="${C.red}"/>` +
    `<rect x="98" y="50" width="196" height="296" rx="10" fill="${cover}" stroke="${edge(cover)}" stroke-width="3"/>` +
    `<rect x="98" y="50" width="20" height="296" rx="8" fill="${mix(cover, "#000000", 0.3)}"/>` +
    `<rect x="130" y="66" width="150" height="264" rx="6" fill="none" stroke="${gold}" stroke-width="1.5"/>` +
    `<rect x="266" y="48" width="8" height="300" fill="${mix(cover, "#000000", 0.45)}"/>` +
    // globe emblem
    `<g fill="none" stroke="${gold}" stroke-width="2.5"><circle cx="200" cy="204" r="36"/><ellipse cx="200" cy="204" rx="15" ry="36"/><path d="M164 204H236M170 186H230M170 222H230M200 168V240"/></g>` +
    `<text x="200" y="100" class="s" font-size="11" letter-spacing="2.5" fill="${gold}" text-anchor="middle">YOUR</text>` +
    `<text x="200" y="128" class="r" font-size="24" letter-spacing="1" fill="${gold}" text-anchor="middle">PASSPORT</text>` +
    `<text x="200" y="153" class="r" font-size="16" letter-spacing="1" fill="${gold}" text-anchor="middle">TO PURPOSE</text>` +
    `<text x="200" y="272" class="s" font-size="11" letter-spacing="1.5" fill="${C.cream}" text-anchor="middle">30-DAY</text>` +
    `<text x="200" y="290" class="s" font-size="11" letter-spacing="1.5" fill="${C.cream}" text-anchor="middle">DEVOTIONAL</text>` +
    `<text x="200" y="308" class="s" font-size="11" letter-spacing="1.5" fill="${C.cream}" text-anchor="middle">JOURNAL</text>`
  );
}

// Where words sit on each garment.
const area = {
  tee: { cx: 200, cy: 222, maxWidth: 150 },
  "long-sleeve": { cx: 200, cy: 222, maxWidth: 150 },
  hoodie: { cx: 200, cy: 206, maxWidth: 150 },
  "mesh-snapback": { cx: 200, cy: 190, maxWidth: 118 },
  "fitted-hat": { cx: 200, cy: 182, maxWidth: 136 },
  "dad-hat": { cx: 200, cy: 196, maxWidth: 128 },
};

// ── The artwork of each product ──────────────────────────────────────────
const ref = (t, c) => ({ t, z: 12, ls: 1.5, c, lh: 1.5 });
const FOF = [
  { t: "FAITH", z: 40 },
  { t: "OVER", z: 18, ls: 6, c: C.gold, lh: 1.2 },
  { t: "FEAR", z: 40 },
];

const art = {
  "passport-to-purpose-tee": { g: C.navy, stamp: [C.cream, C.gold] },
  "faith-over-fear-t-shirt": { g: C.black, ink: "#ffffff", lines: FOF },
  "blessed-tee": { g: C.white, ink: C.navy, lines: [{ t: "Blessed", z: 44, k: "i" }, { icon: "rule", z: 14, c: C.gold }] },
  "chosen-t-shirt": {
    g: C.purple,
    ink: "#ffffff",
    lines: [{ icon: "cross", z: 26, c: C.gold }, { t: "CHOSEN", z: 36, ls: 3 }, ref("1 PETER 2:9", "#e4dcf3")],
  },
  "walk-by-faith-tee": {
    g: C.forest,
    ink: C.cream,
    lines: [{ t: "WALK BY", z: 30, ls: 2 }, { t: "FAITH", z: 42, ls: 2 }, { t: "not by sight", z: 20, k: "i", c: C.gold }, ref("2 CORINTHIANS 5:7")],
  },
  "grace-upon-grace-tee": {
    g: C.pink,
    ink: C.burgundy,
    lines: [{ t: "Grace", z: 38, k: "i" }, { t: "upon", z: 18, k: "i", lh: 1.2 }, { t: "Grace", z: 38, k: "i" }, ref("JOHN 1:16")],
  },
  "child-of-god-tee": { g: C.yellow, ink: C.navy, lines: [{ t: "CHILD", z: 44, ls: 2 }, { t: "OF GOD", z: 30, ls: 3 }, { icon: "heart", z: 20, c: C.red }] },
  "prayer-warrior-t-shirt": { g: C.red, ink: "#ffffff", lines: [{ t: "PRAYER", z: 34, ls: 2 }, { t: "WARRIOR", z: 30, ls: 1 }, ref("EPHESIANS 6:18", "#f6d3d5")] },
  "kingdom-minded-tee": {
    g: C.black,
    ink: C.gold,
    lines: [{ icon: "crown", z: 24 }, { t: "KINGDOM", z: 30, ls: 1 }, { t: "MINDED", z: 24, ls: 5 }, ref("MATTHEW 6:33", C.cream)],
  },
  "love-never-fails-tee": {
    g: C.white,
    ink: C.red,
    lines: [{ icon: "heart", z: 28 }, { t: "LOVE", z: 42, ls: 3 }, { t: "NEVER FAILS", z: 20, ls: 2 }, ref("1 CORINTHIANS 13:8", C.navy)],
  },
  "rooted-in-love-tee": { g: C.sage, ink: C.deepGreen, lines: [{ t: "Rooted", z: 40, k: "i" }, { t: "in Love", z: 28, k: "i" }, ref("EPHESIANS 3:17", C.cream)] },
  "out-of-many-one-love-tee": {
    g: C.black,
    ink: C.gold,
    lines: [{ t: "OUT OF MANY", z: 20, ls: 2 }, { t: "ONE", z: 38, c: C.jaGreen, ls: 3 }, { t: "LOVE", z: 38, c: C.jaGreen, ls: 3 }, { icon: "flag", z: 14 }],
  },

  "blessed-and-highly-favoured-hoodie": {
    g: C.purple,
    ink: "#ffffff",
    lines: [{ t: "BLESSED", z: 30, ls: 2 }, { t: "& highly", z: 20, k: "i", c: C.gold }, { t: "FAVOURED", z: 28, ls: 1 }],
  },
  "faith-over-fear-hoodie": { g: C.black, ink: "#ffffff", lines: FOF.map((l) => ({ ...l, z: Math.round(l.z * 0.85) })) },
  "passport-to-purpose-hoodie": { g: C.navy, stamp: [C.cream, C.gold] },
  "grace-wins-hoodie": { g: C.red, ink: "#ffffff", lines: [{ t: "GRACE", z: 40, ls: 2 }, { icon: "rule", z: 10 }, { t: "WINS", z: 40, ls: 4 }] },
  "kingdom-come-hoodie": {
    g: C.forest,
    ink: C.gold,
    lines: [{ icon: "crown", z: 20 }, { t: "YOUR", z: 14, ls: 4, c: C.cream }, { t: "KINGDOM", z: 30, ls: 1 }, { t: "COME", z: 30, ls: 4 }],
  },

  "walk-by-faith-long-sleeve": {
    g: C.navy,
    ink: C.cream,
    lines: [{ t: "WALK BY", z: 30, ls: 2 }, { t: "FAITH", z: 42, ls: 2 }, { t: "not by sight", z: 20, k: "i", c: C.gold }],
  },
  "light-of-the-world-long-sleeve": {
    g: C.white,
    ink: C.navy,
    lines: [{ icon: "sun", z: 42, c: C.mustard }, { t: "LIGHT OF", z: 28, ls: 2 }, { t: "THE WORLD", z: 24, ls: 1 }, ref("MATTHEW 5:14", "#a8741a")],
  },
  "be-still-long-sleeve": {
    g: C.lavender,
    ink: "#ffffff",
    lines: [{ t: "Be still", z: 36, k: "i" }, { t: "and know", z: 26, k: "i" }, ref("PSALM 46:10", C.navy)],
  },
  "mustard-seed-faith-long-sleeve": {
    g: C.black,
    ink: C.mustard,
    lines: [{ t: "MUSTARD", z: 28, ls: 2 }, { t: "SEED", z: 28, ls: 6 }, { t: "Faith", z: 38, k: "i", c: C.cream }, ref("MATTHEW 17:20")],
  },

  "walk-by-faith-mesh-snapback": { g: C.black, panel: C.white, ink: C.black, lines: [{ t: "WALK BY", z: 22, ls: 1 }, { t: "FAITH", z: 32, ls: 2 }] },
  "passport-to-purpose-mesh-snapback": {
    g: C.navy,
    panel: C.navy,
    ink: C.cream,
    lines: [{ t: "PASSPORT TO", z: 14, ls: 1, c: C.gold }, { t: "PURPOSE", z: 24, k: "r", ls: 1 }],
  },
  "prayer-changes-things-mesh-snapback": {
    g: C.red,
    panel: C.white,
    ink: C.red,
    lines: [{ t: "PRAYER", z: 24, ls: 1 }, { t: "changes", z: 18, k: "i", c: C.navy }, { t: "THINGS", z: 24, ls: 1 }],
  },
  "faith-over-fear-mesh-snapback": {
    g: C.forest,
    panel: C.white,
    ink: C.forest,
    lines: [{ t: "FAITH", z: 26, ls: 1 }, { t: "OVER", z: 12, ls: 4, c: "#a8741a" }, { t: "FEAR", z: 26, ls: 1 }],
  },

  "chosen-dad-hat": { g: C.white, ink: C.navy, lines: [{ t: "Chosen", z: 30, k: "i" }] },
  "blessed-dad-hat": { g: C.rose, ink: "#ffffff", lines: [{ t: "Blessed", z: 30, k: "i" }] },
  "grace-dad-hat": { g: C.navy, ink: "#ffffff", lines: [{ t: "Grace", z: 32, k: "i" }] },

  "kingdom-fitted-hat": { g: C.black, ink: C.gold, lines: [{ icon: "crown", z: 22 }, { t: "KINGDOM", z: 26, ls: 1 }] },
  "royal-priesthood-fitted-hat": { g: C.purple, ink: C.gold, lines: [{ t: "ROYAL", z: 26, ls: 3 }, { t: "PRIESTHOOD", z: 16, ls: 1 }] },
  "purpose-fitted-hat": { g: C.red, ink: "#ffffff", lines: [{ t: "PURPOSE", z: 26, ls: 1 }] },

  "passport-to-purpose-tee-and-hat-bundle": { g: C.navy, bundle: true },
  "passport-to-purpose-devotional-journal": { journal: true, bg: "#efe6d6" },
};

function body(product, a) {
  const c = product.category;
  if (a.journal) return journal();
  if (a.bundle) {
    const teeArt = tee(a.g) + stamp(200, 222, C.cream, C.gold, 0.88);
    const hatArt = dadHat(a.g) + textBlock([{ t: "PURPOSE", z: 22, k: "r", ls: 1 }], { cx: 200, cy: 196, maxWidth: 128, ink: C.cream });
    return (
      `<g transform="translate(16 20) scale(.76)">${teeArt}</g>` +
      `<ellipse cx="288" cy="352" rx="92" ry="8" fill="#000" opacity=".08"/>` +
      `<g transform="translate(160 160) scale(.64)">${hatArt}</g>`
    );
  }
  const garment = {
    tee: () => tee(a.g),
    "long-sleeve": () => longSleeve(a.g),
    hoodie: () => hoodie(a.g),
    "mesh-snapback": () => meshSnapback(a.g, a.panel ?? a.g),
    "fitted-hat": () => fittedHat(a.g),
    "dad-hat": () => dadHat(a.g),
  }[c];
  if (!garment) throw new Error(`no garment for category ${c} (${product.id})`);
  const where = area[c];
  const words = a.stamp ? stamp(where.cx, where.cy, a.stamp[0], a.stamp[1], c === "hoodie" ? 0.86 : 0.9) : textBlock(a.lines, { ...where, ink: a.ink });
  return garment() + words;
}

function svg(product, a) {
  const bg = a.bg ?? tile(a.g);
  const shadowY = product.category.endsWith("hat") || product.category === "mesh-snapback" ? 324 : 362;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(product.imageAlt).replace(/"/g, "&quot;")}">` +
    STYLE +
    `<rect width="400" height="400" fill="${bg}"/>` +
    `<circle cx="200" cy="206" r="160" fill="#fff" opacity=".35"/>` +
    (a.bundle ? "" : `<ellipse cx="200" cy="${shadowY}" rx="${a.journal ? 110 : 130}" ry="9" fill="#000" opacity=".08"/>`) +
    body(product, a) +
    `</svg>\n`
  );
}

// ── Write ─────────────────────────────────────────────────────────────────
const ids = new Set(allProducts.map((p) => p.id));
const missing = allProducts.filter((p) => !art[p.id]).map((p) => p.id);
const orphans = Object.keys(art).filter((id) => !ids.has(id));
if (missing.length || orphans.length) {
  console.error(`artwork missing for: ${missing.join(", ") || "-"}; artwork with no product: ${orphans.join(", ") || "-"}`);
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(outDir)) if (f.endsWith(".svg") && !ids.has(f.slice(0, -4))) rmSync(join(outDir, f));
let largest = 0;
for (const p of allProducts) {
  const out = svg(p, art[p.id]);
  largest = Math.max(largest, out.length);
  writeFileSync(join(outDir, `${p.id}.svg`), out);
}
console.log(`wrote ${allProducts.length} images to public/images/products (largest ${largest} bytes)`);
