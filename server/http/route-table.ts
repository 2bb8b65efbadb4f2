// The shape of server/app.ts's route table, and how it is registered. A route says
// its method, URL, handler, rate limit and how its body is read; the table is
// the one place that lists every URL the server answers.
import formbody from "@fastify/formbody";
import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import { perMinute } from "./rate-limits";
import { ADMIN_API_PREFIX, type Access } from "./staff-auth";

/**
 * json: the default. raw: the exact bytes, as a signature covers them (webhooks); any
 * content type is kept so that an unverifiable one fails verification with a 400.
 * form: urlencoded (the sandbox's plain HTML forms). any: whatever a mail client sends
 * with RFC 8058's one-click POST, as a string nobody reads.
 */
export type BodyKind = "json" | "raw" | "form" | "any";

export interface RouteDef {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  handler: RouteHandlerMethod;
  /** Requests per client address per minute; unset for reads of public pages. */
  perMinute?: number;
  body?: BodyKind;
  /** A GET with no HEAD twin: link checkers that HEAD every URL in an email must not act on it. */
  noHead?: boolean;
  /** Required under /api/admin/: "public", or the staff roles allowed (server/http/staff-auth.ts). */
  access?: Access;
  /** Open to staff who must add a passkey before anything else. */
  allowWithoutPasskey?: boolean;
  /** What this route downloads (supporters' data): each download is in the audit log (server/http/staff-auth.ts). */
  exports?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, however: what the access tests enumerate. */
    registeredRoutes: { method: string; url: string; access?: Access; allowWithoutPasskey?: boolean; exports?: string }[];
  }
}

/** Keeps a list of every route as it is registered (call before registering any). */
export function trackRoutes(app: FastifyInstance): void {
  const registered: FastifyInstance["registeredRoutes"] = [];
  app.decorate("registeredRoutes", registered);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { access?: Access; allowWithoutPasskey?: boolean; exports?: string } | undefined;
    for (const method of methods) {
      registered.push({ method, url: route.url, access: config?.access, allowWithoutPasskey: config?.allowWithoutPasskey, exports: config?.exports });
    }
  });
}

const RAW_BODY_LIMIT = 512 * 1024;

async function bodyParsers(scope: FastifyInstance, kind: BodyKind): Promise<void> {
  if (kind === "form") await scope.register(formbody);
  if (kind === "raw") {
    const keepBytes = { parseAs: "buffer" as const, bodyLimit: RAW_BODY_LIMIT };
    scope.addContentTypeParser("application/json", keepBytes, (_request, body, done) => done(null, body));
    scope.addContentTypeParser("*", keepBytes, (_request, body, done) => done(null, body));
  }
  if (kind === "any") {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  }
}

/** Registers the table, each body kind in its own scope so its parsers apply to its routes only. */
export async function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[]): Promise<void> {
  const undeclared = routes.filter((route) => route.url.startsWith(ADMIN_API_PREFIX) && !route.access);
  if (undeclared.length > 0) {
    // The guard would refuse them to everyone anyway; failing here tells the developer at once.
    throw new Error(`Admin routes must declare their access: ${undeclared.map((r) => `${r.method} ${r.url}`).join(", ")}`);
  }
  const kinds = new Set(routes.map((route) => route.body ?? "json"));
  for (const kind of kinds) {
    await app.register(async (scope) => {
      await bodyParsers(scope, kind);
      for (const route of routes.filter((r) => (r.body ?? "json") === kind)) {
        scope.route({
          method: route.method,
          url: route.url,
          handler: route.handler,
          ...(route.noHead && { exposeHeadRoute: false }),
          config: {
            ...(route.perMinute !== undefined && perMinute(route.perMinute)),
            ...(route.access && { access: route.access }),
            ...(route.allowWithoutPasskey && { allowWithoutPasskey: true }),
            ...(route.exports && { exports: route.exports }),
          },
        });
      }
    });
  }
}
