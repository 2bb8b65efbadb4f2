export interface Figure {
  value: number;
  better: "higher" | "lower";
}
export interface Moved {
  figure: string;
  baseline: number;
  now: number;
  change: string;
  verdict: "better" | "WORSE";
}
export function figuresOf(run: unknown): Record<string, Figure>;
export function compareWithBaseline(current: unknown, baseline: unknown, threshold?: number): { moved: Moved[]; missing: string[]; added: string[] };
