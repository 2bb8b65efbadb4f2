// `npm run bench`'s figures against a committed baseline (bench/baseline.json): which moved by more
// than a fifth, better or worse. A report for a person, not a test: the figures depend on the
// machine and how busy it is, so it never fails the run.

/** Every figure of a bench run, flat: name → { value, better: "higher" | "lower" }. */
export function figuresOf(run) {
  const figures = {};
  const add = (name, value, better) => {
    if (typeof value === "number" && Number.isFinite(value)) figures[name] = { value, better };
  };
  const throughput = (prefix, row) => {
    add(`${prefix}: req/s`, row?.["req/s"], "higher");
    add(`${prefix}: p99 ms`, row?.["p99 ms"], "lower");
  };
  throughput("baseline: minimal Fastify route", run.baselines?.bareFastify);
  throughput("baseline: bare static server (/movement)", run.baselines?.bareStatic);
  for (const result of run.results ?? []) {
    throughput(`${result.label}: page (/movement)`, result.page);
    throughput(`${result.label}: bare static server, /movement with the server's headers`, result.sameResponse?.baseline);
    throughput(`${result.label}: page (/movement), in turn with that server`, result.sameResponse?.page);
    throughput(`${result.label}: /store`, result.store);
    throughput(`${result.label}: bare static server, /store with the server's headers`, result.storeInTurn?.baseline);
    throughput(`${result.label}: /store, in turn with that server`, result.storeInTurn?.page);
    add(`${result.label}: /movement against that server, median of the rounds' ratios`, result.sameResponse?.ratio, "higher");
    add(`${result.label}: /store against that server, median of the rounds' ratios`, result.storeInTurn?.ratio, "higher");
    throughput(`${result.label}: GET /api/health`, result.health);
    throughput(`${result.label}: POST /api/create-payment`, result.payment);
    throughput(`${result.label}: POST /api/create-payment while a price is saved each second`, result.paymentWhileEditing);
    add(`${result.label}: RSS after start MB`, result.rssStartMb, "lower");
    add(`${result.label}: RSS under load MB`, result.rssUnderLoadMb, "lower");
    add(`${result.label}: RSS under load, median MB`, result.rssUnderLoadMedianMb, "lower");
    add(`${result.label}: RSS under load, peak MB`, result.rssUnderLoadPeakMb, "lower");
    add(`${result.label}: edit to live median ms`, result.editToLive?.["median ms"], "lower");
    add(`${result.label}: edit to live p95 ms`, result.editToLive?.["p95 ms"], "lower");
  }
  for (const [name, row] of Object.entries(run.admin ?? {})) {
    add(`back office: ${name}: p50 ms`, row?.["p50 ms"], "lower");
    add(`back office: ${name}: p95 ms`, row?.["p95 ms"], "lower");
  }
  return figures;
}

/**
 * Each figure beside the baseline's, with the change; `moved` lists those more than `threshold`
 * (a fraction) away, marked better or worse by the figure's own direction.
 */
export function compareWithBaseline(current, baseline, threshold = 0.2) {
  const now = figuresOf(current);
  const before = figuresOf(baseline);
  const moved = [];
  const missing = Object.keys(before).filter((name) => !(name in now));
  const added = Object.keys(now).filter((name) => !(name in before));
  for (const [name, { value, better }] of Object.entries(now)) {
    const old = before[name]?.value;
    if (old === undefined || old === 0) continue;
    const change = (value - old) / old;
    if (Math.abs(change) <= threshold) continue;
    const improved = better === "higher" ? change > 0 : change < 0;
    moved.push({ figure: name, baseline: old, now: value, change: `${change > 0 ? "+" : ""}${Math.round(change * 100)}%`, verdict: improved ? "better" : "WORSE" });
  }
  return { moved, missing, added };
}
