// The pre-rendered site: pages, assets, sitemap.xml, robots.txt, the 404 page with status 404,
// and the back office's client-rendered page for every /admin path.
import type { FastifyInstance } from "fastify";
import { sitemapPaths } from "../../core/paths";
import { normalisedPath } from "../http/request-path";
import type { LivePages } from "../pages/live-pages";
import { isAdminPage, makeStaticFile, sendStaticFile, type StaticFile, type StaticSite } from "../static-site";

function sitemapXml(publicUrl: string): string {
  const urls = sitemapPaths.map((p) => `  <url><loc>${publicUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n");
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
  { site, publicUrl, livePages }: { site: StaticSite; publicUrl: string; livePages?: LivePages },
): void {
  const hourly = "public, max-age=3600";
  site.add("/sitemap.xml", makeStaticFile(Buffer.from(sitemapXml(publicUrl)), ".xml", hourly));
  site.add("/robots.txt", makeStaticFile(Buffer.from(robotsTxt(publicUrl)), ".txt", hourly));

  /** A page made from live data (or its navigation data), when `pathname` is one. */
  async function livePage(pathname: string): Promise<StaticFile | undefined> {
    if (!livePages) return undefined;
    const page = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
    // The 404 page answers only with status 404, as with the pre-rendered files.
    if (page === "/404" || page === "/404.data" || !livePages.serves(page)) return undefined;
    return livePages.lookup(page);
  }
  const notFoundPage = async () => (livePages && (await livePages.lookup("/404"))) || site.notFoundPage();

  app.setNotFoundHandler(async (request, reply) => {
    // Decided from the path as the router and a browser read it, not its spelling: `/%61dmin`
    // and `//admin/` are the back office's page too, and get its headers (server/http/request-path.ts).
    const raw = request.url.split(/[?#]/, 1)[0] || "/";
    const pathname = normalisedPath(raw) ?? raw;
    if ((request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/")) {
      const admin = isAdminPage(pathname) ? site.adminShell() : undefined;
      if (admin) {
        // Client-rendered: the app decides what the path shows, and the API who may see it.
        reply.header("x-robots-tag", "noindex, nofollow");
        return sendStaticFile(request, reply, admin);
      }
      // Pages and files only under their one canonical spelling: any other is the 404 page.
      const file = (await livePage(raw)) ?? site.lookup(raw);
      if (file) return sendStaticFile(request, reply, file);
      const notFound = await notFoundPage();
      if (notFound) return sendStaticFile(request, reply, notFound, 404);
    }
    return reply.status(404).send({ error: "Not found" });
  });
}
