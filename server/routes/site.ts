// The pre-rendered site: pages, assets, sitemap.xml, robots.txt, the 404 page with status 404,
// and the back office's client-rendered page for every /admin path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sitemapPaths } from "../../core/paths";
import { normalisedPath } from "../http/request-path";
import type { LivePages } from "../pages/live-pages";
import { isAdminPage, makeStaticFile, sendStaticFile, type StaticSite } from "../static-site";

/** A page the sitemap lists beyond the site's routes, or when one of them last changed. */
export interface SitemapEntry {
  path: string;
  /** When its words were last published (a content page, a newsletter in the archive). */
  lastModified?: Date;
}

function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const changed = new Map(entries.map((entry) => [entry.path, entry.lastModified]));
  const paths = [...new Set([...sitemapPaths, ...entries.map((entry) => entry.path)])];
  const urls = paths
    .map((p) => {
      const lastModified = changed.get(p);
      return `  <url><loc>${publicUrl}${p === "/" ? "/" : p}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sandbox/\nDisallow: /dev/\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * Every GET or HEAD that no route in the table answers: a file of the pre-rendered build
 * (pages, assets), sitemap.xml, robots.txt, or the 404 page with status 404.
 */
export function serveStaticSite(
  app: FastifyInstance,
  { site, publicUrl, livePages, sitemapEntries = async () => [] }: { site: StaticSite; publicUrl: string; livePages?: LivePages; sitemapEntries?: () => Promise<readonly SitemapEntry[]> },
): { refreshSitemap(): Promise<void> } {
  const hourly = "public, max-age=3600";
  site.add("/sitemap.xml", makeStaticFile(Buffer.from(sitemapXml(publicUrl, [])), ".xml", hourly));
  /** Writes the sitemap again from what is published now (at start, and after each publish). */
  const refreshSitemap = async () => site.add("/sitemap.xml", makeStaticFile(Buffer.from(sitemapXml(publicUrl, await sitemapEntries())), ".xml", hourly));
  site.add("/robots.txt", makeStaticFile(Buffer.from(robotsTxt(publicUrl)), ".txt", hourly));

  /** The live page (or its navigation data) that `pathname` names, when it names one. */
  function livePath(pathname: string): string | undefined {
    if (!livePages) return undefined;
    const page = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
    // The 404 page answers only with status 404, as with the pre-rendered files.
    return page !== "/404" && page !== "/404.data" && livePages.serves(page) ? page : undefined;
  }

  /** The build's file for a path: itself when its copies are made, else a promise of it once they are. */
  function builtFile(raw: string) {
    const file = site.lookup(raw);
    return file && site.ready(file);
  }

  /**
   * A live page not kept just now (made again after a change; the build's copy if it can't be
   * made), or the 404 page: the caller has already found no kept page and no file of the build.
   */
  async function sendLater(request: FastifyRequest, reply: FastifyReply, raw: string, live: string | undefined) {
    const file = live && ((await livePages?.lookup(live)) || (await builtFile(raw)));
    if (file) return sendStaticFile(request, reply, file);
    const notFound = (livePages && (await livePages.lookup("/404"))) || (await site.notFoundPage());
    if (notFound) return sendStaticFile(request, reply, notFound, 404);
    return reply.status(404).send({ error: "Not found" });
  }

  /** The back office's page (client-rendered: the app decides what the path shows, and the API who may see it). */
  async function sendAdminShell(request: FastifyRequest, reply: FastifyReply, raw: string) {
    const admin = await site.adminShell();
    if (!admin) return sendLater(request, reply, raw, undefined);
    reply.header("x-robots-tag", "noindex, nofollow");
    return sendStaticFile(request, reply, admin);
  }

  app.setNotFoundHandler((request, reply) => {
    // Decided from the path as the router and a browser read it, not its spelling: `/%61dmin`
    // and `//admin/` are the back office's page too, and get its headers (server/http/request-path.ts).
    const raw = request.url.split(/[?#]/, 1)[0] || "/";
    const pathname = normalisedPath(raw) ?? raw;
    if ((request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/")) {
      if (isAdminPage(pathname)) return sendAdminShell(request, reply, raw);
      // Pages and files only under their one canonical spelling: any other is the 404 page.
      const live = livePath(raw);
      const file = live ? livePages?.keptFile(live) : builtFile(raw);
      // Sent with no promise made: a kept page or a file of the build is what nearly every
      // request here gets, and each promise costs the more once React's renderer has turned on
      // the process's async hooks (docs/performance.md).
      if (file && !(file instanceof Promise)) {
        sendStaticFile(request, reply, file);
        return;
      }
      // A page of the build sent for the first time, once its copies are made.
      if (file) return file.then((ready) => sendStaticFile(request, reply, ready));
      return sendLater(request, reply, raw, live);
    }
    reply.status(404).send({ error: "Not found" });
  });
  return { refreshSitemap };
}
