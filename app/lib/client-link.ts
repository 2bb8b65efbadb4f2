type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;
type Anchor = Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute">;
type Here = Pick<Location, "origin" | "pathname" | "search">;

/** Marks a link, in static HTML, to a page the server writes rather than a route of the app. */
export const SERVER_PAGE = "data-server-page";

/**
 * Where the router should take a click on a link in HTML it did not render (a static island), or
 * null to leave the click to the browser. It follows React Router's `<Link>`: a plain left click on a
 * link to this site, in this tab. A link to a place on the same page stays a browser jump.
 */
export function clientRouteFor(click: Click, link: Anchor, here: Here): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  // A page the server writes (/account, the newsletter archive) is no route of the app: it loads in full.
  if (link.hasAttribute(SERVER_PAGE)) return null;
  const url = new URL(link.href, here.origin);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
