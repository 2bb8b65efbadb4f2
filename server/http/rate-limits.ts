// Per-route limits for POST routes (@fastify/rate-limit is registered with global: false).
// The numbers come from the environment so benchmarks can raise them.
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
