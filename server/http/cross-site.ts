// Public forms and payments answer only this site's own pages (docs/decisions/0041-holds-per-buyer.md):
// a POST that a browser says came from another site is refused with a 403 before anything is
// read, so another site's visitors can't be made to hold stock, send complaints or sign up in
// the background. Decided from the matched route: the back office has its own stricter rule
// (server/http/staff-auth.ts), and a route another party's server calls (the payment
// provider's webhook, a mail client's one-click unsubscribe) says so with `crossSite: "allowed"`.
//
// Browsers say where a request came from with Sec-Fetch-Site (same-origin and same-site are
// ours; "none" is the person's own doing, like a bookmark), or, older ones, with Origin. A
// request with neither is not a browser's cross-site form (every browser sends Origin with a
// cross-site POST), so servers, scripts and tests keep working.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NotAllowedError } from "../domain/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Another party's server posts here (webhooks, one-click unsubscribe): no site check. */
    crossSite?: "allowed";
  }
}

const ownSite = new Set(["same-origin", "same-site", "none"]);

/** Whether a browser sent this request from another site's page. */
export function isCrossSite(request: FastifyRequest, origin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return !ownSite.has(fetchSite.toLowerCase());
  const from = request.headers.origin;
  return from !== undefined && from !== origin;
}

export function refuseCrossSitePosts(app: FastifyInstance, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (request.is404 || ["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
    const { area, crossSite } = request.routeOptions.config;
    if (area === "admin" || crossSite === "allowed") return;
    if (isCrossSite(request, origin)) {
      throw new NotAllowedError("This form can only be sent from this site's own pages. Nothing was sent: open the page on our site and try again.");
    }
  });
}
