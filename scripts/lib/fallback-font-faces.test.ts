import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { fallbackFontFaces, localSerifs, measureFont, measuredCharacters } from "./fallback-font-faces.mjs";

const root = join(import.meta.dirname, "../..");
const fraunces = readFileSync(join(root, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"));
const instance = async (wght: number) => measureFont(await subsetFont(fraunces, measuredCharacters, { targetFormat: "truetype", variationAxes: { wght } }));

/** The numbers of one @font-face rule, by property. */
function ruleFor(css: string, family: string, weights: string) {
  const rule = css.split("@font-face").find((block) => block.includes(`"${family}"`) && block.includes(`font-weight: ${weights};`));
  if (!rule) throw new Error(`no rule for ${family} ${weights}`);
  const value = (property: string) => Number(new RegExp(`${property}: ([\\d.]+)%`).exec(rule)![1]) / 100;
  return { sizeAdjust: value("size-adjust"), ascent: value("ascent-override"), descent: value("descent-override"), lineGap: value("line-gap-override"), rule };
}

describe("metric-matched fallbacks for Fraunces", () => {
  it("reads a font's vertical metrics and its average width over English text", async () => {
    const regular = await instance(400);
    const bold = await instance(600);
    expect(regular).toMatchObject({ unitsPerEm: 2000, ascent: 1956, descent: -510, lineGap: 0 });
    // Heavier letters are wider; both about half an em, as a text serif's are.
    expect(bold.xWidthAvg).toBeGreaterThan(regular.xWidthAvg);
    expect(regular.xWidthAvg / regular.unitsPerEm).toBeGreaterThan(0.4);
    expect(bold.xWidthAvg / bold.unitsPerEm).toBeLessThan(0.6);
  });

  it("scales each local serif to Fraunces's width and gives it Fraunces's ascent and descent", async () => {
    const metrics = { regular: await instance(400), bold: await instance(600) };
    const css = fallbackFontFaces(metrics);
    for (const serif of localSerifs) {
      for (const [kind, weights] of [["regular", "400 500"], ["bold", "600 700"]] as const) {
        const rule = ruleFor(css, serif.family, weights);
        const target = metrics[kind];
        // A line of English in the scaled serif is as wide as in Fraunces (to the 0.01 % written).
        expect((serif.xWidthAvg[kind] / serif.unitsPerEm) * rule.sizeAdjust).toBeCloseTo(target.xWidthAvg / target.unitsPerEm, 3);
        // The overrides are scaled by size-adjust: after it, they are Fraunces's own.
        expect(rule.ascent * rule.sizeAdjust).toBeCloseTo(target.ascent / target.unitsPerEm, 3);
        expect(rule.descent * rule.sizeAdjust).toBeCloseTo(-target.descent / target.unitsPerEm, 3);
        expect(rule.lineGap).toBe(0);
        for (const name of serif.names[kind]) expect(rule.rule).toContain(`local("${name}")`);
      }
    }
  });

  it("are what app/fonts/fonts.css holds, so the site's fallbacks match the font it ships", async () => {
    const css = fallbackFontFaces({ regular: await instance(400), bold: await instance(600) });
    expect(readFileSync(join(root, "app/fonts/fonts.css"), "utf8")).toContain(css);
  });
});
