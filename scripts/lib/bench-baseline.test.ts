// The bench's comparison with its baseline: which figures moved by more than 20%, and which way.
import { describe, expect, it } from "vitest";
import { compareWithBaseline } from "./bench-baseline.mjs";

const run = (paymentRps: number, paymentP99: number, rss: number, plansP95: number, fastifyRps = 20_000, plansP50 = 20) => ({
  baselines: { bareFastify: { "req/s": fastifyRps, "p99 ms": 2 } },
  results: [{ label: "PostgreSQL", payment: { "req/s": paymentRps, "p99 ms": paymentP99 }, rssUnderLoadMb: rss }],
  admin: { "monthly plans": { "p50 ms": plansP50, "p95 ms": plansP95 } },
});

describe("bench baseline comparison", () => {
  it("lists only figures more than 20% away, better or worse by each figure's direction", () => {
    const { moved } = compareWithBaseline(run(3_000, 10, 400, 25), run(2_000, 10, 410, 50));
    expect(moved).toEqual([
      { figure: "PostgreSQL: POST /api/create-payment: req/s", baseline: 2_000, now: 3_000, "as measured": "+50%", "on a like machine": "+50%", verdict: "better" },
      { figure: "back office: monthly plans: p95 ms", baseline: 50, now: 25, "as measured": "-50%", "on a like machine": "-50%", verdict: "better" },
    ]);
    const worse = compareWithBaseline(run(1_500, 13, 520, 25), run(2_000, 10, 410, 25)).moved;
    expect(worse.map((m) => [m.figure, m.verdict])).toEqual([
      ["PostgreSQL: POST /api/create-payment: req/s", "WORSE"],
      ["PostgreSQL: POST /api/create-payment: p99 ms", "WORSE"],
      ["PostgreSQL: RSS under load MB", "WORSE"],
    ]);
  });

  it("compares a page against its bare server by the median of the rounds' ratios, higher being better", () => {
    const inTurn = (ratio: number) => ({ results: [{ label: "PGlite", storeInTurn: { ratio, ratios: [ratio] } }] });
    expect(compareWithBaseline(inTurn(0.7), inTurn(1)).moved).toEqual([
      { figure: "PGlite: /store against that server, median of the rounds' ratios", baseline: 1, now: 0.7, "as measured": "-30%", "on a like machine": "-30%", verdict: "WORSE" },
    ]);
    expect(compareWithBaseline(inTurn(0.95), inTurn(1)).moved).toEqual([]);
  });

  it("judges rates and times against the baseline scaled by how fast this machine ran the minimal Fastify route", () => {
    // Twice as fast a machine: twice the payments and half the times are no change at all.
    const twiceAsFast = compareWithBaseline(run(4_000, 5, 410, 25, 40_000, 10), run(2_000, 10, 410, 50));
    expect(twiceAsFast.speed).toBe(2);
    expect(twiceAsFast.moved).toEqual([]);
    // The same payments a second on it is a payment path half as fast, though the figure did not move;
    // memory is judged as it is.
    const slower = compareWithBaseline(run(2_000, 5, 520, 25, 40_000), run(2_000, 10, 410, 25));
    expect(slower.moved).toEqual([
      { figure: "PostgreSQL: POST /api/create-payment: req/s", baseline: 2_000, now: 2_000, "as measured": "0%", "on a like machine": "-50%", verdict: "WORSE" },
      { figure: "PostgreSQL: RSS under load MB", baseline: 410, now: 520, "as measured": "+27%", "on a like machine": "+27%", verdict: "WORSE" },
      { figure: "back office: monthly plans: p50 ms", baseline: 20, now: 20, "as measured": "0%", "on a like machine": "+100%", verdict: "WORSE" },
      { figure: "back office: monthly plans: p95 ms", baseline: 25, now: 25, "as measured": "0%", "on a like machine": "+100%", verdict: "WORSE" },
    ]);
    // A time less than a millisecond from the expected one is within what autocannon can tell apart.
    expect(compareWithBaseline(run(4_000, 2, 410, 25, 40_000, 10), run(2_000, 3, 410, 50)).moved).toEqual([]);
    // With no minimal route in the baseline, figures are compared as they are.
    const withoutReference = { ...run(2_000, 10, 410, 25), baselines: {} };
    expect(compareWithBaseline(run(2_000, 10, 410, 25, 40_000), withoutReference).moved).toEqual([]);
  });

  it("names figures the baseline has that this run lacks (a part skipped), and new ones", () => {
    const current = run(3_000, 10, 400, 25);
    const baseline = { ...run(3_000, 10, 400, 25), results: [] };
    const { missing, added } = compareWithBaseline({ ...current, admin: {} }, baseline);
    expect(missing).toEqual(["back office: monthly plans: p50 ms", "back office: monthly plans: p95 ms"]);
    expect(added).toContain("PostgreSQL: RSS under load MB");
  });
});
