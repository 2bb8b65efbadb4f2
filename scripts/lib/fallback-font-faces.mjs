// Metric-matched fallbacks for Fraunces (scripts/subset-fonts.mjs writes them into
// app/fonts/fonts.css). Headings are drawn first in a serif the device already has, scaled
// (size-adjust) so that a line of English takes the width it will take in Fraunces, with
// Fraunces's ascent and descent (ascent-override, descent-override) so each line's text sits where
// Fraunces's will. When Fraunces arrives and replaces it, the headings keep their lines and
// nothing below them moves.

// How often each letter and the space occur in English text (percent; the space about one
// character in six). The local fonts' average widths below are published weighted this way
// (Capsize's font metrics), so Fraunces's is measured the same way to compare with them.
const englishWeights = {
  a: 8.2, b: 1.5, c: 2.8, d: 4.3, e: 12.7, f: 2.2, g: 2.0, h: 6.1, i: 7.0, j: 0.15, k: 0.77, l: 4.0, m: 2.4,
  n: 6.7, o: 7.5, p: 1.9, q: 0.095, r: 6.0, s: 6.3, t: 9.1, u: 2.8, v: 0.98, w: 2.4, x: 0.15, y: 2.0, z: 0.074,
  " ": 18,
};

/** The characters measureFont needs: a subset of a font holding these is enough to measure it. */
export const measuredCharacters = Object.keys(englishWeights).join("");

/**
 * A TrueType font's vertical metrics (hhea, as browsers read them) and average advance width over
 * English text, in its own units. For a variable font, pass a static instance at the weight wanted.
 */
export function measureFont(ttf) {
  const data = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const tables = new Map();
  for (let i = 0, count = data.getUint16(4); i < count; i++) {
    const entry = 12 + i * 16;
    tables.set(String.fromCharCode(...ttf.subarray(entry, entry + 4)), data.getUint32(entry + 8));
  }
  const table = (tag) => {
    if (!tables.has(tag)) throw new Error(`The font has no ${tag} table`);
    return tables.get(tag);
  };
  const unitsPerEm = data.getUint16(table("head") + 18);
  const hhea = table("hhea");
  const numberOfHMetrics = data.getUint16(hhea + 34);
  const advance = (glyph) => data.getUint16(table("hmtx") + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const glyphOf = unicodeToGlyph(data, table("cmap"));
  let width = 0;
  let total = 0;
  for (const [character, weight] of Object.entries(englishWeights)) {
    const glyph = glyphOf(character.codePointAt(0));
    if (!glyph) throw new Error(`The font has no glyph for "${character}"`);
    width += advance(glyph) * weight;
    total += weight;
  }
  return { unitsPerEm, ascent: data.getInt16(hhea + 4), descent: data.getInt16(hhea + 6), lineGap: data.getInt16(hhea + 8), xWidthAvg: width / total };
}

// The cmap's Unicode BMP subtable (format 4: segments of consecutive code points).
function unicodeToGlyph(data, cmap) {
  let subtable;
  for (let i = 0, count = data.getUint16(cmap + 2); i < count; i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + data.getUint32(record + 4);
    if (data.getUint16(offset) === 4) subtable = offset;
  }
  if (subtable === undefined) throw new Error("The font has no format 4 cmap subtable");
  const segments = data.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > data.getUint16(ends + i * 2)) continue;
      const start = data.getUint16(starts + i * 2);
      if (code < start) return 0;
      const delta = data.getInt16(deltas + i * 2);
      const rangeOffset = data.getUint16(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = data.getUint16(rangeOffsets + i * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

// The serifs devices have, in the order the site's font stack names them: Georgia (Apple, Windows),
// Times New Roman (Windows; Liberation Serif, its metric twin, on Linux) and Noto Serif (Android).
// Published metrics (Capsize), so no font file is needed to write the rules.
export const localSerifs = [
  {
    family: "Fraunces Georgia",
    names: { regular: ["Georgia"], bold: ["Georgia Bold", "Georgia-Bold"] },
    unitsPerEm: 2048, ascent: 1878, descent: -449, lineGap: 0,
    xWidthAvg: { regular: 913, bold: 1062 },
  },
  {
    family: "Fraunces Times",
    names: {
      regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
      bold: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
    },
    unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87,
    xWidthAvg: { regular: 832, bold: 886 },
  },
  {
    family: "Fraunces Noto",
    names: { regular: ["Noto Serif", "NotoSerif-Regular"], bold: ["Noto Serif Bold", "NotoSerif-Bold"] },
    unitsPerEm: 1000, ascent: 1069, descent: -293, lineGap: 0,
    xWidthAvg: { regular: 481, bold: 512 },
  },
];

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * @font-face rules for each local serif, one for regular text (400-500) and one for headings
 * (600-700), matched to `fraunces.regular` and `fraunces.bold` (measureFont on instances at 400 and 600).
 */
export function fallbackFontFaces(fraunces) {
  const rules = [];
  for (const serif of localSerifs) {
    for (const [kind, weights] of [["regular", "400 500"], ["bold", "600 700"]]) {
      const target = fraunces[kind];
      const sizeAdjust = target.xWidthAvg / target.unitsPerEm / (serif.xWidthAvg[kind] / serif.unitsPerEm);
      // The overrides are scaled by size-adjust too: divided here, they come out as Fraunces's own.
      const em = target.unitsPerEm * sizeAdjust;
      rules.push(`@font-face {
  font-family: "${serif.family}";
  font-style: normal;
  font-weight: ${weights};
  src: ${serif.names[kind].map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(target.ascent / em)};
  descent-override: ${percent(-target.descent / em)};
  line-gap-override: ${percent(target.lineGap / em)};
}
`);
    }
  }
  return rules.join("");
}

/** The families to name after Fraunces in a font stack, in order. */
export const fallbackFamilies = localSerifs.map((serif) => `"${serif.family}"`).join(", ");
