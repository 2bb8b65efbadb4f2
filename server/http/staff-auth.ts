// The door of every route, decided from the route the router matched (its config), never
// from the URL's spelling: `/api/%61dmin/donors.csv` matches the same route as
// `/api/admin/donors.csv` and meets the same door. A back-office route is never cached or
// indexed, and only our own origin may change anything through it (only with a JSON body);
// then the route's declared access: "public", or the roles allowed. Deny by default: a
// matched route that declares nothing is refused to everyone. Every download of supporters'
// data is audited on its way out. Also the session cookie, and signing in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cookieHeader, readCookie, sessionCookieFor } from "./session-cookie";
import { staffRoles, type MeResponse, type StaffRole } from "../../core/schemas/admin";
import type { Actor, RequestContext } from "../domain/actor";
import type { Env } from "../env";
import { backOfficeOrigin } from "./back-office-origin";
import { NotAllowedError, NotSignedInError } from "../domain/errors";
import type { AuditLog } from "../services/staff/audit-log";
import type { StaffDirectory } from "../services/staff/directory";
import type { ActiveSession, SignInMethod, StaffSessions } from "../services/staff/sessions";

export type Access = "public" | readonly StaffRole[];

/**
 * The part of the site a route belongs to, set by registerRoutes from the route's pattern
 * (server/http/route-table.ts `areaOf`): it decides the headers below, not the request's URL.
 */
export type RouteArea = "admin" | "account" | "order";

/** Every role: routes any signed-in staff member may use. */
export const anyStaff: readonly StaffRole[] = staffRoles;

export const ADMIN_API_PREFIX = "/api/admin/";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call this route (server/app.ts declares it for every route; absent = nobody). */
    access?: Access;
    /** The part of the site the route belongs to (from its pattern, never from a request's URL). */
    area?: RouteArea;
    /** Still open while an owner requires passkeys and this person has none: adding one, signing out. */
    allowWithoutPasskey?: boolean;
    /** What the route downloads: each download is audited as "data.exported". */
    exports?: string;
    /** The body is a file's bytes (a product photo), not JSON: server/http/route-table.ts. */
    upload?: boolean;
  }
  interface FastifyRequest {
    staffSession?: ActiveSession;
  }
}

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers["user-agent"];
  return { ip: request.ip, ...(userAgent && { userAgent }) };
}

/** The signed-in staff member; the guard has already refused anyone else. */
export function signedIn(request: FastifyRequest): ActiveSession {
  if (!request.staffSession) throw new NotSignedInError("Sign in to continue");
  return request.staffSession;
}

export function actorOf(request: FastifyRequest): Actor {
  const { staff } = signedIn(request);
  return { actorId: staff.id, actorLabel: staff.email };
}

export function meResponse({ staff, mustAddPasskey, expiresAt }: Pick<ActiveSession, "staff" | "mustAddPasskey" | "expiresAt">): MeResponse {
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
    mustAddPasskey,
    sessionExpiresAt: expiresAt.toISOString(),
  };
}

export interface StaffAuthDeps {
  sessions: StaffSessions;
  directory: StaffDirectory;
  audit: AuditLog;
  publicUrl: string;
  /** Development also takes PUBLIC_URL's other loopback names as the back office (decision 0036). */
  nodeEnv: Env["NODE_ENV"];
}

/**
 * Headers a route's area always carries, whichever spelling reached it: the back office's
 * answers and a supporter's or customer's own pages are never stored by a browser or proxy
 * nor indexed; supporters' and customers' pages, whose links carry tokens, never pass their address to another site
 * (same-origin rather than no-referrer: a form's own POST would then send "Origin: null"
 * and be refused).
 */
function privateAreaHeaders(reply: FastifyReply, area: RouteArea | undefined): void {
  if (!area) return;
  reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  if (area === "account" || area === "order") reply.header("referrer-policy", "same-origin");
}

/** The matched route's pattern with this request's (decoded) parameters: one spelling per resource. */
export function routePath(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string>;
  return request.routeOptions.url!.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** Every method the back office's catch-all answers (HEAD comes with GET). */
export const adminCatchAllMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The catch-all's handler: only reached by signed-in staff, who learn there is no such thing. */
export async function noSuchAdminRoute(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: "Not found" });
}

/** The content types a form on another site can POST without a CORS preflight. */
const crossSiteFormType = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

export function installStaffGuard(app: FastifyInstance, { sessions, audit, publicUrl, nodeEnv }: StaffAuthDeps): void {
  const { origin } = new URL(publicUrl);
  const ownOrigin = backOfficeOrigin(publicUrl, nodeEnv);
  const cookie = sessionCookieFor(publicUrl);

  app.addHook("onRequest", async (request, reply) => {
    // Not found: no route matched, so nothing is opened; the static site answers (and decides
    // its own /admin pages from the decoded path: server/routes/site.ts).
    if (request.is404) return;
    const { access, area, allowWithoutPasskey, upload } = request.routeOptions.config;
    privateAreaHeaders(reply, area);

    if (area === "admin" && !["GET", "HEAD", "OPTIONS"].includes(request.method)) {
      // Cookies are SameSite=Strict already; this also refuses a form posted from elsewhere
      // and anything a browser would send cross-site without a preflight.
      const sent = request.headers.origin;
      if (!ownOrigin.accepts(sent)) {
        // Most often the back office opened through another name for this server (its network
        // address, 127.0.0.1): whoever runs it learns from the log which address is configured.
        if (sent) request.log.warn({ origin: sent, publicUrl: ownOrigin.origin }, `refused a back-office change from ${sent}: open the back office at ${ownOrigin.origin} (PUBLIC_URL), or set PUBLIC_URL to the address people use`);
        throw new NotAllowedError(ownOrigin.refusal(sent));
      }
      const type = request.headers["content-type"] ?? "";
      // An upload's body is the file itself. What matters is the same: no type a cross-site form
      // can send without the browser asking us first (CORS's "simple" types).
      if (upload ? !type || crossSiteFormType.test(type) : !/^application\/json\s*(;|$)/i.test(type)) {
        throw new NotAllowedError(upload ? "Send the photo's bytes with its own content type, like image/jpeg" : "Send the request body as JSON");
      }
    }

    if (access === "public") return;
    // A route that declares nothing (registered some other way than the table) is nobody's.
    if (!access) throw new NotAllowedError("This isn't open to anyone");

    const token = readCookie(request, cookie.name);
    const session = token ? await sessions.resolve(token) : undefined;
    if (!session) throw new NotSignedInError("Sign in to continue");
    if (!access.includes(session.staff.role)) {
      throw new NotAllowedError("Your role doesn't give you access to this");
    }
    if (session.mustAddPasskey && !allowWithoutPasskey) throw new NotAllowedError("Add a passkey to continue");
    request.staffSession = session;
  });

  // A download of supporters' data (a CSV, a Gift Aid schedule) leaves a record of who took what,
  // with which filters, before its first byte is sent; if the record can't be written, nothing is.
  // Refused and failed requests sent nothing, so record nothing. A search's text (a name, an
  // address) is not written: the log outlives an erasure (docs/privacy.md), so it says only that
  // the export was narrowed by a search.
  app.addHook("onSend", async (request, reply, payload) => {
    const what = request.routeOptions.config.exports;
    if (!what || request.method !== "GET" || reply.statusCode !== 200 || !request.staffSession) return payload;
    const url = new URL(request.url, origin);
    const filters = Object.fromEntries([...url.searchParams].filter(([name]) => name !== "q"));
    await audit.record({
      actor: actorOf(request),
      action: "data.exported",
      target: { type: "export", id: what },
      context: requestContext(request),
      // The route's own path with its parameters, however the URL was spelled.
      details: { path: routePath(request), filters, searched: url.searchParams.has("q") },
    });
    return payload;
  });
}

export interface StaffSignIn {
  /** Starts a new session (a new id at every sign-in), sets its cookie, records the sign-in. */
  signIn(request: FastifyRequest, reply: FastifyReply, staffId: string, method: SignInMethod): Promise<MeResponse>;
  /** Ends this session and clears its cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createStaffSignIn({ sessions, directory, audit, publicUrl }: StaffAuthDeps): StaffSignIn {
  const cookie = sessionCookieFor(publicUrl);
  return {
    async signIn(request, reply, staffId, method) {
      const member = await directory.find(staffId);
      if (!member) throw new NotSignedInError("That account can no longer sign in");
      const context = requestContext(request);
      // A cookie this browser already had (perhaps planted by someone else) is not reused.
      const previous = readCookie(request, cookie.name);
      const old = previous ? await sessions.resolve(previous) : undefined;
      if (old) await sessions.end(old.sessionId);
      const started = await sessions.start(staffId, method, context);
      await audit.record({
        actor: { actorId: member.id, actorLabel: member.email },
        action: "sign_in",
        target: { type: "staff", id: member.id },
        context,
        details: { method },
      });
      // Read back as every later request will read it, the passkey rule included.
      const session = await sessions.resolve(started.token);
      if (!session) throw new NotSignedInError("That account can no longer sign in");
      reply.header("set-cookie", cookieHeader(cookie, started.token, started.expiresAt));
      return meResponse(session);
    },

    async signOut(request, reply) {
      const session = signedIn(request);
      await sessions.end(session.sessionId);
      await audit.record({
        actor: actorOf(request),
        action: "sign_out",
        target: { type: "staff", id: session.staff.id },
        context: requestContext(request),
      });
      reply.header("set-cookie", cookieHeader(cookie, "", new Date(0)));
    },
  };
}
