// `node scripts/subset-fonts.mjs`: writes the site's two web fonts, cut down to
// the characters an English-language UK site uses, into app/fonts/ (committed,
// so building needs no font tools). The full Latin files from Fontsource are
// 87 kB together and are fetched at the highest priority on every first visit;
// these are about half that. Run it again after upgrading the Fontsource packages
// or when the copy needs a character outside UNICODE_RANGE (app.css declares the
// same range, so any other character falls back to the system font, not a box).
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

// Basic Latin, Latin-1 (£ © · × é ô …), dashes, curly quotes, bullet, ellipsis, euro, arrows, minus, ≤.
export const UNICODE_RANGE = "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2190-2193,U+2212,U+2264-2265";

function characters(range) {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.replace(/U\+/g, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

const fonts = [
  // The weights the design uses: regular text to bold headings.
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "app/fonts/inter-subset.woff2" },
  { from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", to: "app/fonts/fraunces-subset.woff2" },
];

const text = characters(UNICODE_RANGE);
for (const font of fonts) {
  const source = readFileSync(new URL(import.meta.resolve(font.from)));
  const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } });
  writeFileSync(font.to, subset);
  console.log(`${font.to}: ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
}
