// The load every server benchmark puts on the site: autocannon on loopback, and the one-off gift
// whose payment create-payment starts (the path that must stay fast whatever else the server does).
import autocannon from "autocannon";

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const duration = Number(process.env.BENCH_SECONDS ?? 10);

const paymentBody = JSON.stringify({
  type: "donation",
  amount: 25,
  currency: "gbp",
  frequency: "one-time",
  items: [{ name: "Donation", description: "One-time gift", price: 25, quantity: 1 }],
  donorInfo: { firstName: "Bench", lastName: "Mark", email: "bench@example.org" },
});

/** create-payment's request, for autocannon, against the server at `url`. */
export const createPayment = (url) => ({ url: `${url}/api/create-payment`, method: "POST", headers: { "content-type": "application/json" }, body: paymentBody });

export function autocannonRun(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function summarise(result) {
  return {
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
