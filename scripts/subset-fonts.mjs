// `node scripts/subset-fonts.mjs`: writes the site's web font, Fraunces (headings
// and quotes), cut down to the characters an English-language UK site uses, and
// its @font-face rules (fonts.css, imported by app.css) into app/fonts/
// (committed, so building needs no font tools). Fontsource's Latin file is
// 37 kB; the core file every page loads before its first paint is 22 kB. Run it
// again after upgrading the Fontsource package, or when the site's copy uses a
// character outside CORE_RANGE (it would still show, from the extra file or the
// system font). Body text uses the system's interface font (decision 0009). It also
// writes the metric-matched fallbacks headings are drawn in until Fraunces arrives
// (lib/fallback-font-faces.mjs, app/lib/heading-font.ts).
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { fallbackFontFaces, measureFont, measuredCharacters } from "./lib/fallback-font-faces.mjs";

// Two files per face, as Google Fonts splits them: the browser downloads a file only when the page
// has a character in its range. The core file holds what the site's own copy uses (Basic Latin, and
// £ © · × dashes, curly quotes, bullet, ellipsis, euro, arrows, minus, ≤ ≥), so it is the only one a
// page normally needs and the one app/root.tsx preloads. The rest of Latin-1 (é ô ë ñ ...: names
// people type, a word of French) is in the extra file, fetched only by a page that shows one.
// Any other character falls back to the system font, not a box.
const CORE_RANGE = "U+0020-007E, U+00A0, U+00A3, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2190-2193, U+2212, U+2264-2265";
const EXTRA_RANGE = "U+00A1-00A2, U+00A4-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00FF";

function characters(range) {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/U\+/g, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

// The weights the design uses: regular text to bold headings.
const WEIGHTS = { min: 400, max: 700 };
// The OpenType features the site's text uses (kerning, ligatures, figures, and the glyph
// composition and local forms any text may need); stylistic sets and alternates are left out.
const FEATURES = ["kern", "liga", "tnum", "ccmp", "locl"];
const fonts = [
  { family: "Fraunces Variable", from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", file: "fraunces-subset" },
];
const parts = [
  { suffix: "", range: CORE_RANGE },
  { suffix: "-extra", range: EXTRA_RANGE },
];

let css = "/* Written by scripts/subset-fonts.mjs: run it again rather than editing this file. */\n";
for (const font of fonts) {
  const source = readFileSync(new URL(import.meta.resolve(font.from)));
  for (const part of parts) {
    const file = `${font.file}${part.suffix}.woff2`;
    const subset = await subsetFont(source, characters(part.range), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS }, keepFeatures: FEATURES });
    writeFileSync(`app/fonts/${file}`, subset);
    console.log(`app/fonts/${file}: ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
    css += `@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./${file}") format("woff2-variations");
  unicode-range: ${part.range};
}
`;
  }
  // Measured at the weight of quotes (400) and of headings (600), each a static instance.
  const instance = (wght) => subsetFont(source, measuredCharacters, { targetFormat: "truetype", variationAxes: { wght } });
  css += fallbackFontFaces({ regular: measureFont(await instance(400)), bold: measureFont(await instance(600)) });
}
writeFileSync("app/fonts/fonts.css", css);
