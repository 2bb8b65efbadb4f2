// Comparing two sets of timings as distributions, for "an unknown address takes as long as a
// known one": a single mean is swayed by one slow try on a busy machine; medians, a high
// percentile and a rank statistic are not, and together they catch a consistent gap.

export interface TimingComparison {
  /** Median of b over median of a. */
  medianRatio: number;
  /** 90th percentile of b over that of a. */
  p90Ratio: number;
  /**
   * The chance that a random try of b is faster than a random try of a (the Mann-Whitney
   * statistic over n·m): 0.5 when neither is faster, near 0 or 1 when one always is.
   */
  fasterShare: number;
  summary: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export function compareTimings(a: number[], b: number[]): TimingComparison {
  let faster = 0;
  for (const x of a) for (const y of b) faster += y < x ? 1 : y === x ? 0.5 : 0;
  const fasterShare = faster / (a.length * b.length);
  const medianRatio = percentile(b, 0.5) / percentile(a, 0.5);
  const p90Ratio = percentile(b, 0.9) / percentile(a, 0.9);
  const ms = (v: number) => v.toFixed(1);
  const summary = `a: median ${ms(percentile(a, 0.5))} ms, p90 ${ms(percentile(a, 0.9))} ms; b: median ${ms(percentile(b, 0.5))} ms, p90 ${ms(percentile(b, 0.9))} ms; b faster in ${(fasterShare * 100).toFixed(0)}% of pairs`;
  return { medianRatio, p90Ratio, fasterShare, summary };
}

/**
 * Whether b reads as the same distribution as a: neither faster in most pairs, medians within
 * a third of each other, the slow tails within a factor of two. Today's gap (an unknown address
 * answered in half the time, every time) fails all three.
 */
export function sameTiming(comparison: TimingComparison): boolean {
  return (
    comparison.fasterShare > 0.25 &&
    comparison.fasterShare < 0.75 &&
    comparison.medianRatio > 0.75 &&
    comparison.medianRatio < 1.33 &&
    comparison.p90Ratio > 0.5 &&
    comparison.p90Ratio < 2
  );
}
