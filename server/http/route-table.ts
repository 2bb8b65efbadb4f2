// The shape of server/app.ts's route table, and how it is registered. A route says
// its method, URL, handler, who may use it, rate limit and how its body is read; the
// table is the one place that lists every URL the server answers. What a request may do
// is decided from the route the router matched (its config), never from the URL's
// spelling: the router decodes `%61` to `a` before matching, a string compare doesn't
// (docs/security.md, "Decisions made from the matched route").
import formbody from "@fastify/formbody";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";
import { MAX_PHOTO_BYTES } from "../../core/product-photos";
import { TooLargeError } from "../domain/errors";
import { perMinute } from "./rate-limits";
import { ADMIN_API_PREFIX, type Access, type RouteArea } from "./staff-auth";

/**
 * json: the default. raw: the exact bytes, as a signature covers them (webhooks); any
 * content type is kept so that an unverifiable one fails verification with a 400.
 * form: urlencoded (the sandbox's plain HTML forms). any: whatever a mail client sends
 * with RFC 8058's one-click POST, as a string nobody reads. image: a photo's bytes, whatever
 * type is claimed (sharp decides what it is), up to MAX_PHOTO_BYTES, a Buffer.
 */
export type BodyKind = "json" | "raw" | "form" | "any" | "image";

export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export interface RouteDef {
  /** One method, or several (the back office's catch-all answers every method). */
  method: RouteMethod | readonly RouteMethod[];
  url: string;
  handler: RouteHandlerMethod;
  /** Requests per client address per minute; unset for reads of public pages. */
  perMinute?: number;
  body?: BodyKind;
  /** A GET with no HEAD twin: link checkers that HEAD every URL in an email must not act on it. */
  noHead?: boolean;
  /** Required for every route: "public", or the staff roles allowed (server/http/staff-auth.ts). */
  access: Access;
  /** Open to staff who must add a passkey before anything else. */
  allowWithoutPasskey?: boolean;
  /** What this route downloads (supporters' data): each download is in the audit log (server/http/staff-auth.ts). */
  exports?: string;
  /** Bytes a request body may have, above the server's default (an uploaded spreadsheet). */
  bodyLimit?: number;
  /** Another party's server posts here, not a browser on our pages (server/http/cross-site.ts). */
  crossSite?: "allowed";
  /** Path parameters that are secrets (a checkout session id): logged as [redacted] (server/http/log-redaction.ts). */
  redactParams?: readonly string[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, however: what the access tests enumerate. */
    registeredRoutes: { method: string; url: string; access?: Access; area?: RouteArea; allowWithoutPasskey?: boolean; exports?: string; crossSite?: "allowed" }[];
  }
}

/** Keeps a list of every route as it is registered (call before registering any). */
export function trackRoutes(app: FastifyInstance): void {
  const registered: FastifyInstance["registeredRoutes"] = [];
  app.decorate("registeredRoutes", registered);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { access?: Access; area?: RouteArea; allowWithoutPasskey?: boolean; exports?: string; crossSite?: "allowed" } | undefined;
    for (const method of methods) {
      registered.push({
        method,
        url: route.url,
        access: config?.access,
        area: config?.area,
        allowWithoutPasskey: config?.allowWithoutPasskey,
        exports: config?.exports,
        crossSite: config?.crossSite,
      });
    }
  });
}

const RAW_BODY_LIMIT = 512 * 1024;

const tooLarge = () => {
  const message = `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB: use a smaller one`;
  return new TooLargeError(message, [{ field: "file", message }]);
};

/**
 * Reads an upload into memory, refusing it (413, naming the file) as soon as it is known to be
 * too large: from its declared length before reading anything, else as the bytes arrive.
 */
function readPhotoBody(request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: Buffer) => void): void {
  if (Number(request.headers["content-length"]) > MAX_PHOTO_BYTES) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on("data", (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES) {
      chunks.length = 0;
      return finish(tooLarge());
    }
    chunks.push(chunk);
  });
  payload.on("end", () => finish(null, Buffer.concat(chunks)));
  payload.on("error", (error) => finish(error));
}

async function bodyParsers(scope: FastifyInstance, kind: BodyKind): Promise<void> {
  if (kind === "form") await scope.register(formbody);
  if (kind === "raw") {
    const keepBytes = { parseAs: "buffer" as const, bodyLimit: RAW_BODY_LIMIT };
    scope.addContentTypeParser("application/json", keepBytes, (_request, body, done) => done(null, body));
    scope.addContentTypeParser("*", keepBytes, (_request, body, done) => done(null, body));
  }
  if (kind === "image") {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", readPhotoBody);
  }
  if (kind === "any") {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  }
}

/**
 * Which part of the site a route belongs to, from its declared pattern (never a request's URL):
 * the back office's API, a supporter's account pages, a customer's order pages. Each area's
 * headers (no-store, noindex, referrer policy) are set by the route that matched.
 */
export function areaOf(pattern: string): RouteArea | undefined {
  if (pattern === ADMIN_API_PREFIX.slice(0, -1) || pattern.startsWith(ADMIN_API_PREFIX)) return "admin";
  if (pattern === "/account" || pattern.startsWith("/account/")) return "account";
  if (pattern.startsWith("/orders/") || pattern.startsWith("/api/orders/")) return "order";
  return undefined;
}

/** Registers the table, each body kind in its own scope so its parsers apply to its routes only. */
export async function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[]): Promise<void> {
  // Typed as required, but a table built from spreads or `as` could still lack it.
  const undeclared = routes.filter((route) => !(route as Partial<RouteDef>).access);
  if (undeclared.length > 0) {
    // The guard would refuse them to everyone anyway; failing here tells the developer at once.
    throw new Error(`Routes must declare their access: ${undeclared.map((r) => `${r.method} ${r.url}`).join(", ")}`);
  }
  const kinds = new Set(routes.map((route) => route.body ?? "json"));
  for (const kind of kinds) {
    await app.register(async (scope) => {
      await bodyParsers(scope, kind);
      for (const route of routes.filter((r) => (r.body ?? "json") === kind)) {
        scope.route({
          method: typeof route.method === "string" ? route.method : [...route.method],
          url: route.url,
          handler: route.handler,
          ...(route.noHead && { exposeHeadRoute: false }),
          ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
          config: {
            ...(route.perMinute !== undefined && perMinute(route.perMinute)),
            access: route.access,
            ...(areaOf(route.url) && { area: areaOf(route.url) }),
            ...(route.allowWithoutPasskey && { allowWithoutPasskey: true }),
            ...(route.exports && { exports: route.exports }),
            ...(route.body === "image" && { upload: true }),
            ...(route.crossSite && { crossSite: route.crossSite }),
            ...(route.redactParams && { redactParams: route.redactParams }),
          },
        });
      }
    });
  }
}
