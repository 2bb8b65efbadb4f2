// What the logs may say: the kind of a failure, the route and the request id, never
// the personal data or the secrets that pass through. Request URLs lose their tokens
// (newsletter, order page, setup and invitation links); bodies are never logged; and
// fields that could carry a person's details are redacted wherever they appear.
import type { FastifyRequest } from "fastify";
import { normalisedPath } from "./request-path";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Path parameters logged as [redacted]: chosen by the route that matched, however the URL was spelled. */
    redactParams?: readonly string[];
  }
}

const LINK_PATH = "/api/admin/links/";
const TOKEN_KEYS = new Set(["token", "session_id"]);

/** A query parameter's name as the query parser reads it (`t%6Fken` is `token`). */
function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL without its tokens, however it is spelled: the router and the query parser decode
 * `/api/%61dmin/links/…` and `?t%6Fken=…`, so a string match on the raw URL would log the token.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : url.slice(queryAt + 1);
  const decoded = normalisedPath(path);
  // A path that can't be decoded (refused with a 400) loses its last segment rather than be read.
  const safePath = decoded === undefined ? path.replace(/\/[^/]*$/, "/[redacted]") : decoded.startsWith(LINK_PATH) ? `${LINK_PATH}[redacted]` : path;
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((part) => {
      const [key = ""] = part.split("=", 1);
      return TOKEN_KEYS.has(decodedKey(key)) ? `${key}=[redacted]` : part;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

/**
 * The URL as the logs show it: a route whose parameters are secrets (a checkout session id in
 * `/api/payment-status/:sessionId`) is written as its own pattern with those parameters redacted,
 * decided from the route that matched, so no spelling of the URL gets one through.
 */
export function loggedUrl(request: FastifyRequest): string {
  const secret = request.routeOptions?.config?.redactParams;
  const pattern = request.routeOptions?.url;
  if (!secret?.length || !pattern) return redactUrl(request.url);
  const params = (request.params ?? {}) as Record<string, string>;
  const path = pattern.replace(/:(\w+)/g, (_whole, name: string) => (secret.includes(name) ? "[redacted]" : encodeURIComponent(params[name] ?? "")));
  const queryAt = request.url.indexOf("?");
  return queryAt < 0 ? path : redactUrl(`${path}${request.url.slice(queryAt)}`);
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
      return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
    },
  },
};
