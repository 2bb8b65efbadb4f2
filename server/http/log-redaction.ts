// What the logs may say: the kind of a failure, the route and the request id, never
// the personal data or the secrets that pass through. Request URLs lose their tokens
// (newsletter, order page, setup and invitation links); bodies are never logged; and
// fields that could carry a person's details are redacted wherever they appear.
import type { FastifyRequest } from "fastify";

const TOKEN_IN_PATH = /^(\/api\/admin\/links\/)[^/?#]+/;
const TOKEN_IN_QUERY = /([?&](?:token|session_id)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, "$1[redacted]").replace(TOKEN_IN_QUERY, "$1[redacted]");
}

/** Addresses that slip into an error's message (a driver quoting a value, an SMTP reply). */
export function scrubMessage(message: string): string {
  return message.replace(/[^\s<>@"'(),]+@[^\s<>@"'(),]+/g, "<address>").slice(0, 300);
}

const personal = ["email", "firstName", "lastName", "name", "phone", "address", "postcode", "postalCode", "message", "to"];

export const logRedaction = {
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["stripe-signature"]',
      'res.headers["set-cookie"]',
      "err.params",
      "err.query",
      ...personal.map((field) => `*.${field}`),
    ],
    censor: "[redacted]",
  },
  serializers: {
    req(request: FastifyRequest) {
      return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
    },
  },
};
