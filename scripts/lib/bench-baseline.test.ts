// The bench's comparison with its baseline: which figures moved by more than 20%, and which way.
import { describe, expect, it } from "vitest";
import { compareWithBaseline } from "./bench-baseline.mjs";

const run = (paymentRps: number, paymentP99: number, rss: number, plansP95: number) => ({
  baselines: { bareFastify: { "req/s": 20_000, "p99 ms": 2 } },
  results: [{ label: "PostgreSQL", payment: { "req/s": paymentRps, "p99 ms": paymentP99 }, rssUnderLoadMb: rss }],
  admin: { "monthly plans": { "p50 ms": 20, "p95 ms": plansP95 } },
});

describe("bench baseline comparison", () => {
  it("lists only figures more than 20% away, better or worse by each figure's direction", () => {
    const { moved } = compareWithBaseline(run(3_000, 10, 400, 25), run(2_000, 10, 410, 50));
    expect(moved).toEqual([
      { figure: "PostgreSQL: POST /api/create-payment: req/s", baseline: 2_000, now: 3_000, change: "+50%", verdict: "better" },
      { figure: "back office: monthly plans: p95 ms", baseline: 50, now: 25, change: "-50%", verdict: "better" },
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
      { figure: "PGlite: /store against that server, median of the rounds' ratios", baseline: 1, now: 0.7, change: "-30%", verdict: "WORSE" },
    ]);
    expect(compareWithBaseline(inTurn(0.95), inTurn(1)).moved).toEqual([]);
  });

  it("names figures the baseline has that this run lacks (a part skipped), and new ones", () => {
    const current = run(3_000, 10, 400, 25);
    const baseline = { ...run(3_000, 10, 400, 25), results: [] };
    const { missing, added } = compareWithBaseline({ ...current, admin: {} }, baseline);
    expect(missing).toEqual(["back office: monthly plans: p50 ms", "back office: monthly plans: p95 ms"]);
    expect(added).toContain("PostgreSQL: RSS under load MB");
  });
});
