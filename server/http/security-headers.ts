// Helmet's security headers on every answer. @fastify/helmet builds helmet's middleware anew
// for every request (parsing the CSP directives each time: a tenth of a pre-rendered page's
// CPU under load); the headers never change, so the middleware is built once here.
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export function installSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  const setHeaders = helmet({
    // Pages get a per-page policy from the static site (and the sandbox and outbox pages their
    // own); this one covers API answers, which load nothing. Without useDefaults: false, helmet
    // merged in its defaults for documents (script-src 'self' and eight more).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: options.hsts,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
