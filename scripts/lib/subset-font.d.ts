// subset-font ships no types; the part of its API the font scripts and their tests use.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
