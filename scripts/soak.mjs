// `npm run soak`: a long run of mixed traffic against the built server on the embedded database,
// its resident memory sampled throughout, to show whether memory keeps growing (issue 33). Ten
// minutes by default (SOAK_SECONDS); `SOAK_DATABASE_URL` runs it on PostgreSQL instead. Reports
// RSS after start, after the first minute (caches filled, the heap at its working size) and at the
// end, and the growth per ten minutes fitted over everything after the first minute.
// Needs a quiet machine to mean anything; `SOAK_SECONDS=30 npm run soak` checks it runs.
import "./lib/supported-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";
import autocannon from "autocannon";
import { ensureBuild, rssMb, startSiteServer } from "./lib/server-process.mjs";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 10);
const sampleEvery = Number(process.env.SOAK_SAMPLE_SECONDS ?? Math.max(1, Math.min(10, seconds / 30)));
const settleSeconds = Math.min(60, seconds / 4);

const donation = JSON.stringify({
  type: "donation",
  amount: 25,
  currency: "gbp",
  frequency: "one-time",
  donorInfo: { firstName: "Soak", lastName: "Test", email: "soak@example.org" },
});
const cart = JSON.stringify({
  type: "merchandise",
  // The seed's price of the tee, standard shipping free: the server refuses a total it disagrees with.
  amount: 16.99,
  currency: "gbp",
  items: [{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black", giftWrap: false }],
  donorInfo: { firstName: "Soak", lastName: "Test", email: "soak@example.org", phone: "07700 900123", address: "1 High Street", city: "London", postalCode: "SE15 5JR", country: "United Kingdom" },
  shippingOption: "standard",
  donationAmount: 0,
});
const json = { "content-type": "application/json" };
// What visitors do, roughly in proportion: read pages, look at the store, pay; monitors check health.
// Every one answers 2xx, so any non-2xx in the report is a fault.
const requests = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/store" },
  { method: "GET", path: "/movement" },
  { method: "GET", path: "/support" },
  { method: "GET", path: "/api/catalogue" },
  { method: "GET", path: "/api/health" },
  { method: "POST", path: "/api/create-payment", headers: json, body: donation },
  { method: "POST", path: "/api/create-payment", headers: json, body: cart },
];

ensureBuild();
const server = await startSiteServer({
  RATE_LIMIT_PAYMENTS_PER_MINUTE: "100000000",
  RATE_LIMIT_SIGNUPS_PER_MINUTE: "100000000",
  RATE_LIMIT_POSTS_PER_MINUTE: "100000000",
  OUTBOX_WORKER: "off",
  ...(process.env.SOAK_DATABASE_URL && { DATABASE_URL: process.env.SOAK_DATABASE_URL }),
}, { startTimeoutMs: 180_000 });
const started = Date.now();
const samples = [{ at: 0, rssMb: rssMb(server.pid) }];
const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(server.pid) }), sampleEvery * 1000);
console.log(`Soak: ${seconds} s of mixed traffic, ${connections} connections, RSS every ${sampleEvery} s…`);
const result = await new Promise((resolve, reject) => {
  autocannon({ url: server.url, connections, duration: seconds, requests }, (error, res) => (error ? reject(error) : resolve(res)));
});
clearInterval(sampler);
samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(server.pid) });
await server.stop();

// Least squares over the samples after the first minute: MB per ten minutes.
const later = samples.filter((s) => s.at >= settleSeconds && s.rssMb !== undefined);
const n = later.length;
const meanX = later.reduce((sum, s) => sum + s.at, 0) / n;
const meanY = later.reduce((sum, s) => sum + s.rssMb, 0) / n;
const slope = later.reduce((sum, s) => sum + (s.at - meanX) * (s.rssMb - meanY), 0) / (later.reduce((sum, s) => sum + (s.at - meanX) ** 2, 0) || 1);
const settled = later[0]?.rssMb;
const report = {
  at: new Date().toISOString(),
  seconds,
  connections,
  requests: result.requests.total,
  "req/s": Math.round(result.requests.average),
  errors: result.errors,
  non2xx: result.non2xx,
  rssAfterStartMb: samples[0].rssMb,
  rssAfterSettlingMb: settled,
  rssPeakMb: Math.max(...samples.map((s) => s.rssMb ?? 0)),
  rssEndMb: samples.at(-1).rssMb,
  growthMbPer10Min: Number((slope * 600).toFixed(1)),
  samples,
};
console.table([{ ...report, samples: `${samples.length} samples` }]);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/soak.json", JSON.stringify(report, null, 2));
console.log("Written to bench-results/soak.json");
process.exit(0);
