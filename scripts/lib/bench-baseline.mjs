// `npm run bench`'s figures against a committed baseline (bench/baseline.json): which moved by more
// than a fifth, better or worse. A report for a person, not a test: the figures depend on the
// machine and how busy it is, so it never fails the run.
//
// The machines this project runs on differ by more than five times in speed from one day to the next
// (the minimal Fastify route has answered 15,000 to 85,000 requests a second), so a figure is
// judged against the baseline's scaled by how fast this machine ran that route against the
// baseline's machine: a rate by the same factor, a time by its inverse, memory and ratios as they
// are. The change as measured is shown beside it.

// The measure of the machine itself, not of the site: never judged, only read for its speed.
const MACHINE = "baseline: minimal Fastify route";
const MACHINE_REFERENCE = `${MACHINE}: req/s`;

/**
 * Every figure of a bench run, flat: name → { value, better: "higher" | "lower", scales: "rate" |
 * "time" | "none" } (how the figure follows the machine's speed).
 */
export function figuresOf(run) {
  const figures = {};
  const add = (name, value, better, scales = "none") => {
    if (typeof value === "number" && Number.isFinite(value)) figures[name] = { value, better, scales };
  };
  const throughput = (prefix, row) => {
    add(`${prefix}: req/s`, row?.["req/s"], "higher", "rate");
    add(`${prefix}: p99 ms`, row?.["p99 ms"], "lower", "time");
  };
  throughput(MACHINE, run.baselines?.bareFastify);
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
    throughput(`${result.label}: POST /api/create-payment while a page is published each second`, result.paymentWhilePublishing);
    add(`${result.label}: RSS after start MB`, result.rssStartMb, "lower");
    add(`${result.label}: RSS under load MB`, result.rssUnderLoadMb, "lower");
    add(`${result.label}: RSS under load, median MB`, result.rssUnderLoadMedianMb, "lower");
    add(`${result.label}: RSS under load, peak MB`, result.rssUnderLoadPeakMb, "lower");
    add(`${result.label}: edit to live median ms`, result.editToLive?.["median ms"], "lower", "time");
    add(`${result.label}: edit to live p95 ms`, result.editToLive?.["p95 ms"], "lower", "time");
    add(`${result.label}: publish to live median ms`, result.publishToLive?.["median ms"], "lower", "time");
    add(`${result.label}: publish to live p95 ms`, result.publishToLive?.["p95 ms"], "lower", "time");
  }
  for (const [name, row] of Object.entries(run.admin ?? {})) {
    add(`back office: ${name}: p50 ms`, row?.["p50 ms"], "lower", "time");
    add(`back office: ${name}: p95 ms`, row?.["p95 ms"], "lower", "time");
  }
  return figures;
}

/**
 * How many times as fast this machine ran the minimal Fastify route as the baseline's did, from
 * both runs' figures: 1 when either lacks it.
 */
function machineSpeed(now, before) {
  const current = now[MACHINE_REFERENCE]?.value;
  const baseline = before[MACHINE_REFERENCE]?.value;
  return current > 0 && baseline > 0 ? current / baseline : 1;
}

const percent = (change) => `${change > 0 ? "+" : ""}${Math.round(change * 100)}%`;

/**
 * Each figure beside the baseline's; `moved` lists those more than `threshold` (a fraction) away
 * from the baseline's scaled to this machine's speed, marked better or worse by the figure's own
 * direction, with the change as measured and the change on a machine like the baseline's.
 */
export function compareWithBaseline(current, baseline, threshold = 0.2) {
  const now = figuresOf(current);
  const before = figuresOf(baseline);
  const speed = machineSpeed(now, before);
  const expectedFactor = { rate: speed, time: 1 / speed, none: 1 };
  const moved = [];
  const missing = Object.keys(before).filter((name) => !(name in now));
  const added = Object.keys(now).filter((name) => !(name in before));
  for (const [name, { value, better, scales }] of Object.entries(now)) {
    const old = before[name]?.value;
    if (old === undefined || old === 0 || name.startsWith(MACHINE)) continue;
    const expected = old * expectedFactor[scales];
    const change = (value - expected) / expected;
    if (Math.abs(change) <= threshold) continue;
    // autocannon reports whole milliseconds: 3 ms against an expected 2.2 is not a change it can see.
    if (name.endsWith(" ms") && Math.abs(value - expected) < 1) continue;
    const improved = better === "higher" ? change > 0 : change < 0;
    moved.push({ figure: name, baseline: old, now: value, "as measured": percent((value - old) / old), "on a like machine": percent(change), verdict: improved ? "better" : "WORSE" });
  }
  return { moved, missing, added, speed };
}
