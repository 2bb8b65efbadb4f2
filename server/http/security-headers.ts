// Helmet's security headers on every answer. @fastify/helmet builds helmet's middleware anew
// for every request (parsing the CSP directives each time: a tenth of a pre-rendered page's
// CPU under load); the headers never change, so helmet runs once here, against a stand-in
// response, and every request gets the list it wrote, set synchronously (no middleware call,
// callback or promise per request).
// HSTS belongs to TLS, not to NODE_ENV: it is sent when the request came over HTTPS (the
// server's own TLS, or a proxy's X-Forwarded-Proto when TRUST_PROXY is set) and never over
// plain HTTP, where a browser would ignore it anyway and a developer's localhost would be pinned.
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

const HSTS = "max-age=31536000; includeSubDomains";

export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/** The headers helmet sets, as [name, value] pairs, worked out once. */
function helmetHeaders(): [string, string][] {
  const setHeaders = helmet({
    // Pages get a per-page policy from the static site (and the sandbox and outbox pages their
    // own); this one covers API answers, which load nothing. Without useDefaults: false, helmet
    // merged in its defaults for documents (script-src 'self' and eight more).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: false,
  });
  // A real response that is never sent: helmet writes its headers onto it, and they are read back.
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let finished = false;
  // Helmet's middleware is synchronous: it has called next() before it returns.
  setHeaders(response.req, response, () => (finished = true));
  if (!finished) throw new Error("helmet did not finish synchronously");
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

export function securityHeaders(): SecurityHeaders {
  const headers = helmetHeaders();
  return (request, reply) => {
    const raw = reply.raw;
    // Straight onto the Node response, as helmet did: a route's own header (a page's CSP) set
    // through Fastify's reply wins, and the static site can drop the document-only ones.
    for (const [name, value] of headers) raw.setHeader(name, value);
    if (request.protocol === "https") raw.setHeader("strict-transport-security", HSTS);
  };
}

export function installSecurityHeaders(app: FastifyInstance, apply: SecurityHeaders): void {
  app.addHook("onRequest", (request, reply, done) => {
    apply(request, reply);
    done();
  });
}
