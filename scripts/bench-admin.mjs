// The back office under a busy ministry's data: seeds a scratch PostgreSQL database with
// `npm run seed:demo`'s sizes, starts the real server on it, signs a member of staff in
// (a session row, as a sign-in would write it) and times each admin read one request at a
// time, reporting p50 and p95 server round trips. Goal: p95 ≤ 50 ms (the reports: 100 ms;
// docs/performance.md); and
// builds one Gift Aid claim of every eligible gift (goal: 10,000 gifts in ≤ 2 s).
// Run by `npm run bench`, or alone: `node scripts/bench-admin.mjs`.
import "./lib/supported-node.mjs";
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { ensureBuild, startSiteServer } from "./lib/server-process.mjs";

const requests = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);

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

export async function benchAdmin(postgresUrl) {
  const name = `bench_admin_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let server;
  try {
    // The server's start migrates the empty database; then the seed fills it.
    server = await startSiteServer({ DATABASE_URL: databaseUrl, OUTBOX_WORKER: "off" });
    const seeded = spawnSync("npx", ["tsx", "server/cli/seed-demo.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: "inherit", timeout: 15 * 60_000 });
    if (seeded.status !== 0) throw new Error(`seeding failed${seeded.error ? `: ${seeded.error.message} (15 minutes)` : ""}`);

    const token = randomBytes(32).toString("base64url");
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      "insert into staff (email, name, role) values ('bench@example.test', 'Bench', 'owner') returning id",
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
    const base = `${server.url}/api/admin`;
    const results = {
      "orders: to dispatch": await time(`${base}/orders`, cookie),
      "orders: all, newest first": await time(`${base}/orders?view=all`, cookie),
      "orders: search by email": await time(`${base}/orders?view=all&q=${encodeURIComponent(sample[0].email)}`, cookie),
      "orders: search by postcode": await time(`${base}/orders?view=all&q=${encodeURIComponent(sample[0].postal_code)}`, cookie),
      "orders: search by name": await time(`${base}/orders?view=all&q=grace%20mensah`, cookie),
      "order detail": await time(`${base}/orders/${sample[0].reference}`, cookie),
      // The seed's gifts are test gifts (the sandbox's), so the giving side is read with test=1.
      "gifts: newest first": await time(`${base}/gifts?mode=test`, cookie),
      "gifts: live and test together (the page's default)": await time(`${base}/gifts`, cookie),
      "gifts: search by email": await time(`${base}/gifts?q=${encodeURIComponent(sample[0].email)}`, cookie),
      "monthly plans": await time(`${base}/plans?status=active`, cookie),
      "donors: first page": await time(`${base}/donors`, cookie),
      "donors: search by name": await time(`${base}/donors?q=grace%20mensah`, cookie),
      dashboard: await time(`${base}/dashboard?test=1`, cookie),
      // The reports over the last 12 months, and over the three years the seed spans (goal:
      // p95 ≤ 100 ms; decision 0035). UK months from the payments themselves.
      "reports: gifts, last 12 months": await time(`${base}/reports/giving?test=1`, cookie),
      "reports: monthly plans, last 12 months": await time(`${base}/reports/plans?test=1`, cookie),
      "reports: Gift Aid, last 12 months": await time(`${base}/reports/gift-aid?test=1`, cookie),
      "reports: the shop, last 12 months": await time(`${base}/reports/shop?test=1`, cookie),
    };
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
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  console.table(await benchAdmin(postgresUrl));
  process.exit(0);
}
