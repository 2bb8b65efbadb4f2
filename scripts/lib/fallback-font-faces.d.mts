// Types for fallback-font-faces.mjs (plain JavaScript, so scripts/subset-fonts.mjs runs under node).
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}
export interface LocalSerif {
  family: string;
  names: { regular: string[]; bold: string[] };
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: { regular: number; bold: number };
}
export const measuredCharacters: string;
export function measureFont(ttf: Uint8Array): FontMetrics;
export const localSerifs: LocalSerif[];
export function fallbackFontFaces(fraunces: { regular: FontMetrics; bold: FontMetrics }): string;
export const fallbackFamilies: string;
