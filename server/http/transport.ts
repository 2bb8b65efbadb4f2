// How the server talks to clients. Behind a TLS proxy it speaks plain HTTP/1.1. Given a
// certificate (TLS_CERT_FILE, TLS_KEY_FILE) it speaks HTTPS itself, HTTP/2 to every browser that
// offers it and HTTP/1.1 to the rest: a page loads ~40 small files, and over HTTP/1.1's six
// connections per origin they queue behind each other; HTTP/2 sends them all on one connection
// at once (docs/decisions/0008-https-and-http2.md).
import { readFileSync } from "node:fs";
import type { Http2SecureServer, Http2ServerRequest, Http2ServerResponse, Http2Session } from "node:http2";
import type { EventEmitter } from "node:events";
import type { TLSSocket } from "node:tls";
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Env } from "../env";

export function createFastify(env: Env, options: FastifyServerOptions): FastifyInstance {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return Fastify(options);
  const secure = Fastify({
    ...(options as FastifyHttp2SecureOptions<Http2SecureServer>),
    http2: true,
    https: { allowHTTP1: true, cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) },
  });
  return typedAsHttp1(secure);
}

/**
 * The routes use only what Fastify's request and reply offer on both transports (and Node's
 * HTTP/2 compatibility response where they reach the raw one), so the app is typed as one:
 * the HTTP/1 instance type. This overload is the one place that says so.
 */
function typedAsHttp1(app: FastifyInstance<Http2SecureServer, Http2ServerRequest, Http2ServerResponse>): FastifyInstance;
function typedAsHttp1(app: object): object {
  return app;
}

// On Node 20 closing an HTTP/2 server waits for every client to hang up (Fastify closes the
// sessions only with forceCloseConnections, which would also cut requests in flight), and an
// idle HTTP/1.1 connection over TLS waits out its keep-alive. Install this after
// finishHandlersOnClose (server/http/graceful-close.ts): preClose hooks run in order, so by then
// the handlers in flight have finished, each session is asked to end once its open streams are
// done, and each HTTP/1.1 connection ends after what it is still writing.
export function closeTlsConnectionsOnClose(app: FastifyInstance): void {
  if (!app.initialConfig.http2) return;
  // Typed as HTTP/1's server; over TLS it is the HTTP/2 one, whose events we listen for.
  const server: EventEmitter = app.server;
  const sessions = new Set<Http2Session>();
  const http1 = new Set<TLSSocket>();
  server.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  server.on("secureConnection", (socket: TLSSocket) => {
    if (socket.alpnProtocol === "h2") return;
    http1.add(socket);
    socket.once("close", () => http1.delete(socket));
  });
  app.addHook("preClose", (done) => {
    for (const session of sessions) session.close();
    for (const socket of http1) socket.end();
    done();
  });
}
