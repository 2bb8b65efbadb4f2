// Helmet's security headers on every answer. @fastify/helmet builds helmet's middleware anew
// for every request (parsing the CSP directives each time: a tenth of a pre-rendered page's
// CPU under load); the headers never change, so the middleware is built once here.
// HSTS belongs to TLS, not to NODE_ENV: it is sent when the request came over HTTPS (the
// server's own TLS, or a proxy's X-Forwarded-Proto when TRUST_PROXY is set) and never over
// plain HTTP, where a browser would ignore it anyway and a developer's localhost would be pinned.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

const HSTS = "max-age=31536000; includeSubDomains";

export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function securityHeaders(): SecurityHeaders {
  const setHeaders = helmet({
    // Pages get a per-page policy from the static site (and the sandbox and outbox pages their
    // own); this one covers API answers, which load nothing. Without useDefaults: false, helmet
    // merged in its defaults for documents (script-src 'self' and eight more).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: false,
  });
  return (request, reply) =>
    new Promise((resolve) => {
      setHeaders(request.raw, reply.raw, () => {
        if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
        resolve();
      });
    });
}

export function installSecurityHeaders(app: FastifyInstance, apply: SecurityHeaders): void {
  app.addHook("onRequest", apply);
}
