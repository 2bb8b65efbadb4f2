// `npm run bench`: throughput and latency of the real server on loopback, with
// baselines measured in the same run, on the embedded database and on
// PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL, else the local default).
// Writes bench-results/latest.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { benchAdmin } from "./bench-admin.mjs";
import { ensureBuild, freePort, rssMb, startSiteServer, waitFor } from "./lib/server-process.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const paymentBody = JSON.stringify({
  type: "donation",
  amount: 25,
  currency: "gbp",
  frequency: "one-time",
  items: [{ name: "Donation", description: "One-time gift", price: 25, quantity: 1 }],
  donorInfo: { firstName: "Bench", lastName: "Mark", email: "bench@example.org" },
});

function autocannonRun(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// Every target, baselines included, gets the same unmeasured warm-up first: without it the first
// seconds of a fresh process (JIT compilation, the database's first pages) were measured too; the
// same build's pages on PGlite measured 0.74x the bare server without it and 1.02x with it.
async function run(opts) {
  if (warmup > 0) await autocannonRun({ ...opts, duration: warmup });
  return autocannonRun({ ...opts, duration });
}

function summarise(result) {
  return {
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// Baselines in their own processes, like the real server.
async function startBaseline(kind) {
  const port = await freePort();
  const code =
    kind === "fastify"
      ? `const f = require("fastify")(); f.get("/", async () => ({ ok: true })); f.listen({ port: ${port}, host: "127.0.0.1" });`
      : `const html = require("fs").readFileSync("build/client/movement/index.html"); require("http").createServer((q, s) => { s.writeHead(200, { "content-type": "text/html" }); s.end(html); }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  await waitFor(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function benchServer(label, env) {
  const server = await startSiteServer({
    RATE_LIMIT_PAYMENTS_PER_MINUTE: "100000000",
    RATE_LIMIT_SIGNUPS_PER_MINUTE: "100000000",
    RATE_LIMIT_POSTS_PER_MINUTE: "100000000",
    OUTBOX_WORKER: "off",
    ...env,
  });
  const rssStart = rssMb(server.pid);
  const page = summarise(await run({ url: `${server.url}/movement` }));
  const health = summarise(await run({ url: `${server.url}/api/health` }));
  const payment = summarise(
    await run({ url: `${server.url}/api/create-payment`, method: "POST", headers: { "content-type": "application/json" }, body: paymentBody }),
  );
  const rssLoaded = rssMb(server.pid);
  await server.stop();
  return { label, page, health, payment, rssStartMb: rssStart, rssUnderLoadMb: rssLoaded };
}

ensureBuild();
console.log(`autocannon: ${connections} connections, ${duration} s per measurement after ${warmup} s of warm-up\n`);
const fastify = await startBaseline("fastify");
const bareFastify = summarise(await run({ url: fastify.url }));
fastify.stop();
const staticServer = await startBaseline("static");
const bareStatic = summarise(await run({ url: staticServer.url }));
staticServer.stop();

const results = [await benchServer("embedded (PGlite)", {})];
// A database of its own, so the orders the benchmark creates land nowhere that matters.
const benchDb = `bench_${Date.now().toString(36)}`;
try {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${benchDb}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${benchDb}`;
  try {
    results.push(await benchServer("PostgreSQL", { DATABASE_URL: url.toString() }));
  } finally {
    const admin2 = new pg.Client({ connectionString: postgresUrl });
    await admin2.connect();
    await admin2.query(`drop database if exists "${benchDb}" with (force)`);
    await admin2.end();
  }
} catch (error) {
  console.warn(`Skipping PostgreSQL: ${error.message}`);
}

const table = [
  { what: "baseline: minimal Fastify route", ...bareFastify },
  { what: "baseline: bare static server, same HTML", ...bareStatic },
];
for (const r of results) {
  table.push(
    { what: `${r.label}: pre-rendered page`, ...r.page, "× baseline": (r.page["req/s"] / bareStatic["req/s"]).toFixed(2) },
    { what: `${r.label}: GET /api/health`, ...r.health, "× baseline": (r.health["req/s"] / bareFastify["req/s"]).toFixed(2) },
    { what: `${r.label}: POST /api/create-payment`, ...r.payment, "× baseline": (r.payment["req/s"] / bareFastify["req/s"]).toFixed(2) },
    { what: `${r.label}: RSS after start / under load (MB)`, "req/s": "", "p99 ms": "", errors: "", "× baseline": `${r.rssStartMb} / ${r.rssUnderLoadMb}` },
  );
}
console.table(table);

// The back office on a busy ministry's data (npm run seed:demo's sizes), on PostgreSQL.
let admin;
try {
  admin = await benchAdmin(postgresUrl);
  console.log("\nBack office, one request at a time (goal: p95 ≤ 50 ms):");
  console.table(admin);
} catch (error) {
  console.warn(`Skipping the back office benchmark: ${error.message}`);
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/latest.json",
  JSON.stringify({ at: new Date().toISOString(), duration, connections, baselines: { bareFastify, bareStatic }, results, admin }, null, 2),
);
console.log("Written to bench-results/latest.json");
process.exit(0);
