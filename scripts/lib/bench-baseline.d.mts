export interface Figure {
  value: number;
  better: "higher" | "lower";
  /** How the figure follows the machine's speed: a rate with it, a time against it, or not at all. */
  scales: "rate" | "time" | "none";
}
export interface Moved {
  figure: string;
  baseline: number;
  now: number;
  /** The change from the baseline as written. */
  "as measured": string;
  /** The change from the baseline scaled to this machine's speed: what the verdict reads. */
  "on a like machine": string;
  verdict: "better" | "WORSE";
}
export function figuresOf(run: unknown): Record<string, Figure>;
export function compareWithBaseline(current: unknown, baseline: unknown, threshold?: number): { moved: Moved[]; missing: string[]; added: string[]; speed: number };
