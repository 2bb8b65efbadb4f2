// `node scripts/subset-fonts.mjs`: writes the site's two web fonts, cut down to
// the characters an English-language UK site uses, and their @font-face rules
// (fonts.css, imported by app.css) into app/fonts/ (committed, so building needs
// no font tools). The full Latin files from Fontsource are
// 87 kB together and are fetched at the highest priority on every first visit;
// these are about half that. Run it again after upgrading the Fontsource packages
// or when the copy needs a character outside UNICODE_RANGE (fonts.css declares the
// same range, so any other character falls back to the system font, not a box).
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

// Basic Latin, Latin-1 (£ © · × é ô …), dashes, curly quotes, bullet, ellipsis, euro, arrows, minus, ≤.
const UNICODE_RANGE = "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2190-2193, U+2212, U+2264-2265";

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
const fonts = [
  { family: "Inter Variable", from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", file: "inter-subset.woff2" },
  { family: "Fraunces Variable", from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", file: "fraunces-subset.woff2" },
];

const text = characters(UNICODE_RANGE);
let css = "/* Written by scripts/subset-fonts.mjs: run it again rather than editing this file. */\n";
for (const font of fonts) {
  const source = readFileSync(new URL(import.meta.resolve(font.from)));
  const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  writeFileSync(`app/fonts/${font.file}`, subset);
  console.log(`app/fonts/${font.file}: ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
  css += `@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./${font.file}") format("woff2-variations");
  unicode-range: ${UNICODE_RANGE};
}
`;
}
writeFileSync("app/fonts/fonts.css", css);
