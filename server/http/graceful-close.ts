// Closing the app finishes the work that requests started. Fastify's close waits for
// connections, not for handlers: a client that leaves mid-request closes its connection,
// and close would go on to the onClose hooks (and index.ts to the database) while the
// handler is still writing, e.g. a payment whose provider session id is not yet stored.
import type { FastifyInstance } from "fastify";

export function finishHandlersOnClose(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  let closing = false;

  // Registered before any route, so it wraps every handler in every plugin.
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      // Async handlers only: a synchronous one that sent its reply has nothing left to do.
      if (result instanceof Promise) {
        const settled = result.then(
          () => undefined,
          () => undefined,
        );
        running.add(settled);
        void settled.then(() => running.delete(settled));
      }
      return result as ReturnType<typeof handler>;
    };
  });

  // Fastify reaps connections that are idle when close begins; one whose request is still
  // running would go idle afterwards and hold the process open for the keep-alive timeout.
  // (HTTP/2 has no such header: server/http/transport.ts closes its sessions after preClose.)
  app.addHook("onSend", (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
    done(null, payload);
  });

  // preClose runs before the listener closes (new requests meanwhile get Fastify's 503),
  // and before every onClose hook, so the outbox worker and the database are still there.
  app.addHook("preClose", async () => {
    closing = true;
    await Promise.all(running);
  });
}
