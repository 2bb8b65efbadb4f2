// `npm run bench:newsletter` (issue 53): one newsletter to 20,000 confirmed subscribers, with the
// sending rate's limit off (NEWSLETTER_PER_MINUTE=0), to an SMTP sink on loopback that accepts and
// discards every message. Reports how long the sending took, checks that every subscriber got
// exactly one email, and times create-payment under load before the send and while it runs: the
// sending must not hold payments up. On the embedded database (PGlite) and on a scratch PostgreSQL
// database (DATABASE_URL, else TEST_DATABASE_URL, else the local default). BENCH_NEWSLETTER_ONLY=
// pglite or postgres runs one. Writes bench-results/newsletter.json.
import "./lib/supported-node.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { autocannonRun, connections, createPayment, duration, summarise } from "./lib/bench-load.mjs";
import { cpuSeconds, cpuSecondsOfAll, ensureBuild, startSiteServer } from "./lib/server-process.mjs";
import { smtpSink } from "./lib/smtp-sink.mjs";
import { ownerCookie } from "./lib/store-photos.mjs";

const RECIPIENTS = 20_000;
// seed:demo's subscribers are confirmed unless their number is a multiple of 5 (pending) or 9
// (unsubscribed): 28,125 of them hold exactly 20,000 confirmed, and 8,125 the send must leave out.
const SEEDED = 28_125;
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const only = process.env.BENCH_NEWSLETTER_ONLY;

function seedSubscribers(env) {
  const seeded = spawnSync("npx", ["tsx", "server/cli/seed-demo.ts", "--orders", "0", "--gifts", "0", "--plans", "0", "--subscribers", String(SEEDED)], {
    env: { ...process.env, ...env },
    stdio: "inherit",
    timeout: 10 * 60_000,
  });
  if (seeded.status !== 0) throw new Error("seeding the subscribers failed");
}

/**
 * The load run by `measure`, with the cores each part used meanwhile: the server (its event loop
 * and threads; with PGlite, the database too), PostgreSQL's processes, and this script (autocannon
 * and the SMTP sink's thread). On two shared cores, says where the time a payment lost went.
 */
async function withCores(server, measure) {
  const at = () => ({ wall: performance.now() / 1000, server: cpuSeconds(server.pid), postgres: cpuSecondsOfAll("postgres"), bench: process.cpuUsage() });
  const start = at();
  const result = await measure();
  const end = at();
  const wall = end.wall - start.wall;
  const benchSeconds = (end.bench.user + end.bench.system - start.bench.user - start.bench.system) / 1e6;
  const cores = (seconds) => +(seconds / wall).toFixed(2);
  return { ...result, cores: { server: cores(end.server - start.server), postgres: cores(end.postgres - start.postgres), "load and sink": cores(benchSeconds) } };
}

async function admin(server, cookie, method, path, body) {
  const response = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: { cookie, origin: server.url, ...(body && { "content-type": "application/json" }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function benchSending(label, env, sink) {
  const server = await startSiteServer({
    RATE_LIMIT_PAYMENTS_PER_MINUTE: "100000000",
    SMTP_URL: sink.url,
    NEWSLETTER_PER_MINUTE: "0",
    OUTBOX_WORKER: "on",
    ...env,
  });
  try {
    const cookie = await ownerCookie(server);
    const before = await withCores(server, async () => summarise(await autocannonRun(createPayment(server.url))));

    const body = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Thank you for praying with us this Advent." }] }] };
    const draft = await admin(server, cookie, "POST", "/newsletters", { subject: "Advent news", preview: "From the ministry", body });
    const { audienceCount } = await admin(server, cookie, "GET", "/newsletters/audience");
    if (audienceCount !== RECIPIENTS) throw new Error(`the audience is ${audienceCount}, not ${RECIPIENTS}`);
    const started = performance.now();
    await admin(server, cookie, "POST", `/newsletters/${draft.id}/send`, { audienceCount });
    const queuedMs = performance.now() - started;
    // Payments under the same load while the newsletter goes out.
    const during = await withCores(server, async () => summarise(await autocannonRun(createPayment(server.url))));
    const sentWhilePaying = (await sink.received()).size;
    let progress;
    for (;;) {
      progress = await admin(server, cookie, "GET", `/newsletters/${draft.id}/progress`);
      if (progress.waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (performance.now() - started) / 1000;
    const received = await sink.received();
    const twice = [...received.values()].filter((times) => times > 1).length;
    return {
      label,
      queuedMs: Math.round(queuedMs),
      seconds: +seconds.toFixed(1),
      perSecond: Math.round(progress.sent / seconds),
      sent: progress.sent,
      failed: progress.failed,
      received: received.size,
      receivedTwice: twice,
      sentWhilePaying,
      paymentBefore: before,
      paymentWhileSending: during,
    };
  } finally {
    await server.stop();
  }
}

ensureBuild();
console.log(`create-payment: autocannon, ${connections} connections, ${duration} s, before the send and as it starts\n`);
const results = [];
if (!only || only === "pglite") {
  const sink = await smtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), "pm-bench-newsletter-"));
  try {
    // The embedded database is one process's: seeded before the server opens it.
    seedSubscribers({ DATA_DIR: dataDir, DATABASE_URL: "" });
    results.push(await benchSending("embedded (PGlite)", { DATA_DIR: dataDir }, sink));
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!only || only === "postgres") {
  const sink = await smtpSink();
  const name = `bench_newsletter_${Date.now().toString(36)}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const maintenance = new pg.Client({ connectionString: postgresUrl });
  await maintenance.connect();
  await maintenance.query(`create database "${name}"`);
  try {
    seedSubscribers({ DATABASE_URL: url.toString() });
    results.push(await benchSending("PostgreSQL", { DATABASE_URL: url.toString() }, sink));
  } finally {
    await sink.close();
    await maintenance.query(`drop database if exists "${name}" with (force)`);
    await maintenance.end();
  }
}

console.table(
  Object.fromEntries(
    results.map((r) => [
      r.label,
      {
        "to send (s)": r.seconds,
        "emails/s": r.perSecond,
        sent: r.sent,
        "received once": r.received - r.receivedTwice,
        "received twice": r.receivedTwice,
        "payment p99 before (ms)": r.paymentBefore["p99 ms"],
        "payment p99 while sending (ms)": r.paymentWhileSending["p99 ms"],
        "payments/s before": r.paymentBefore["req/s"],
        "payments/s while sending": r.paymentWhileSending["req/s"],
        "cores before (server, PostgreSQL, load and sink)": Object.values(r.paymentBefore.cores).join(", "),
        "cores while sending": Object.values(r.paymentWhileSending.cores).join(", "),
      },
    ]),
  ),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/newsletter.json", JSON.stringify({ at: new Date().toISOString(), recipients: RECIPIENTS, connections, duration, results }, null, 2));
console.log("Written to bench-results/newsletter.json");
const wrong = results.filter((r) => r.sent !== RECIPIENTS || r.received !== RECIPIENTS || r.receivedTwice > 0);
if (wrong.length > 0) {
  console.error(`Not every subscriber received exactly one email: ${wrong.map((r) => r.label).join(", ")}`);
  process.exit(1);
}
process.exit(0);
