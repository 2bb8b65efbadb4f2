// Requests Fastify refuses before routing them (a malformed URL such as /%ff, a bad
// Content-Type header): answered with the same security headers as everything else, as the
// API's JSON under /api/ and a small page elsewhere.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { html, sendPage } from "./html-page";
import type { SecurityHeaders } from "./security-headers";

const style = "body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#1c2b25;background:#fbf8f1}a{color:#14532d}";

export function refuseMalformedRequest(headers: SecurityHeaders) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    headers(request, reply);
    const message = error.code === "FST_ERR_BAD_URL" ? "That address isn't a valid web address." : "The request could not be read.";
    request.log.info({ code: error.code }, "malformed request refused");
    if ((request.raw.url ?? "").startsWith("/api/")) {
      return reply.status(400).send({ error: message, issues: [{ field: "url", message }] });
    }
    return sendPage(
      reply,
      {
        title: "Bad request",
        style,
        body: html`<main><h1>Bad request</h1><p>${message} <a href="/">Return to Home</a></p></main>`,
      },
      400,
    );
  };
}
