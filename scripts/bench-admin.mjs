// The back office under a busy ministry's data: seeds a scratch PostgreSQL database with
// `npm run seed:demo`'s sizes, starts the real server on it, signs a member of staff in
// (a session row, as a sign-in would write it) and times each admin read one request at a
// time, reporting p50 and p95 server round trips. Goal: p95 ≤ 50 ms (the reports: 100 ms;
// docs/performance.md); and
// builds one Gift Aid claim of every eligible gift (goal: 10,000 gifts in ≤ 2 s).
// Run by `npm run bench`, or alone: `node scripts/bench-admin.mjs`. Alone, BENCH_ADMIN_DATABASE_URL
// names a database already seeded (kept, not dropped: the same data timed before and after a
// change), and BENCH_ADMIN_ONLY=<words> times only the reads whose names hold them (the claim,
// which changes the data, is then left out).
import "./lib/supported-node.mjs";
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { ensureBuild, startSiteServer } from "./lib/server-process.mjs";

const requests = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);
const only = process.env.BENCH_ADMIN_ONLY;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(url, cookie) {
  const timings = [];
  for (let i = 0; i < requests + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first 20 warm the server and the database's caches, unmeasured.
    if (i >= 20) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { "p50 ms": +percentile(timings, 50).toFixed(1), "p95 ms": +percentile(timings, 95).toFixed(1) };
}

export async function benchAdmin(postgresUrl, seededUrl) {
  const name = `bench_admin_${Date.now().toString(36)}`;
  if (!seededUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = seededUrl ?? url.toString();
  let server;
  try {
    // The server's start migrates the database; then the seed fills an empty one.
    server = await startSiteServer({ DATABASE_URL: databaseUrl, OUTBOX_WORKER: "off" });
    const seeded = seededUrl ? { status: 0 } : spawnSync("npx", ["tsx", "server/cli/seed-demo.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "inherit", timeout: 15 * 60_000 });
    if (seeded.status !== 0) throw new Error(`seeding failed${seeded.error ? `: ${seeded.error.message} (15 minutes)` : ""}`);

    const token = randomBytes(32).toString("base64url");
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      "insert into staff (email, name, role) values ($1, 'Bench', 'owner') returning id",
      [`bench-${name}@example.test`],
    );
    await db.query(
      "insert into staff_sessions (token_hash, staff_id, method, expires_at) values ($1, $2, 'code', now() + interval '1 hour')",
      [createHash("sha256").update(token).digest("hex"), rows[0].id],
    );
    const { rows: sample } = await db.query(
      "select reference, email, postal_code from orders where type = 'merchandise' order by created_at desc offset 500 limit 1",
    );
    await db.end();
    const cookie = `pm_staff=${token}`;
    const today = new Date().toISOString().slice(0, 10);
    const threeYears = { from: `${Number(today.slice(0, 4)) - 3}${today.slice(4, 8)}15`, to: `${today.slice(0, 8)}14` };
    const base = `${server.url}/api/admin`;
    const reads = {
      "orders: to dispatch": `${base}/orders`,
      "orders: all, newest first": `${base}/orders?view=all`,
      "orders: search by email": `${base}/orders?view=all&q=${encodeURIComponent(sample[0].email)}`,
      "orders: search by postcode": `${base}/orders?view=all&q=${encodeURIComponent(sample[0].postal_code)}`,
      "orders: search by name": `${base}/orders?view=all&q=grace%20mensah`,
      "order detail": `${base}/orders/${sample[0].reference}`,
      // The seed's gifts are test gifts (the sandbox's), so the giving side is read with test=1.
      "gifts: newest first": `${base}/gifts?mode=test`,
      "gifts: live and test together (the page's default)": `${base}/gifts`,
      "gifts: search by email": `${base}/gifts?q=${encodeURIComponent(sample[0].email)}`,
      "monthly plans": `${base}/plans?status=active`,
      "donors: first page": `${base}/donors`,
      "donors: search by name": `${base}/donors?q=grace%20mensah`,
      dashboard: `${base}/dashboard?test=1`,
      // The reports over the last 12 months, and the gifts over the three years the seed spans (goal:
      // p95 ≤ 100 ms; decision 0035). UK months from the payments themselves.
      "reports: gifts, last 12 months": `${base}/reports/giving?test=1`,
      "reports: monthly plans, last 12 months": `${base}/reports/plans?test=1`,
      "reports: Gift Aid, last 12 months": `${base}/reports/gift-aid?test=1`,
      "reports: the shop, last 12 months": `${base}/reports/shop?test=1`,
      // Three years from the 15th to the 14th: both ends mid-month.
      "reports: gifts, three years mid-month to mid-month": `${base}/reports/giving?test=1&from=${threeYears.from}&to=${threeYears.to}`,
    };
    const results = {};
    for (const [read, path] of Object.entries(reads)) if (!only || read.includes(only)) results[read] = await time(path, cookie);
    if (only) return results;
    // One Gift Aid claim of everything eligible, built and its first schedule file written, timed once.
    const started = performance.now();
    const built = await fetch(`${base}/gift-aid/claims`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ test: true }),
    });
    if (built.status !== 201) throw new Error(`building a claim answered ${built.status}`);
    const claim = await built.json();
    const file = await fetch(`${base}/gift-aid/claims/${claim.id}/schedule/1`, { headers: { cookie } });
    await file.arrayBuffer();
    const ms = performance.now() - started;
    results[`gift aid claim: ${claim.giftCount} gifts built, first .ods written`] = { "p50 ms": +ms.toFixed(0), "p95 ms": +ms.toFixed(0) };
    return results;
  } finally {
    // Stopped on a failed read too: a server left behind kept running after the bench ended.
    await server?.stop();
    if (!seededUrl) {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  console.table(await benchAdmin(postgresUrl, process.env.BENCH_ADMIN_DATABASE_URL));
  process.exit(0);
}
