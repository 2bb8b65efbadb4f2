// The browser's own id for payments (docs/decisions/0041-holds-per-buyer.md): a random value in
// an HttpOnly cookie, issued by the first POST /api/create-payment and sent back by the browser
// with its later payments and with the success page's request. The server keeps only a keyed
// hash of it: on the buyer's holds (a retry replaces them) and on the order (only the browser
// that paid reads the order's email and items back).
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieHeader, readCookie, sessionCookieFor, type SessionCookie } from "./session-cookie";

const BUYER_COOKIE_DAYS = 30;
const wellFormed = /^[A-Za-z0-9_-]{22,64}$/;

export function buyerCookieFor(publicUrl: string): SessionCookie {
  // Lax: the success page is reached by a redirect from the payment provider's site.
  return sessionCookieFor(publicUrl, "pm_buyer", "Lax");
}

/** The browser's id, when it sent a well-formed one. */
export function browserIdOf(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const value = readCookie(request, cookie.name);
  return value && wellFormed.test(value) ? value : undefined;
}

/** The browser's id; a browser without one is given one with this answer. */
export function issueBrowserId(request: FastifyRequest, reply: FastifyReply, cookie: SessionCookie): string {
  const known = browserIdOf(request, cookie);
  if (known) return known;
  const id = randomBytes(24).toString("base64url");
  reply.header("set-cookie", cookieHeader(cookie, id, new Date(Date.now() + BUYER_COOKIE_DAYS * 24 * 60 * 60 * 1000)));
  return id;
}
