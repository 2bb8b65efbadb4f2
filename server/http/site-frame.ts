// The public site's header and footer around the server's own supporter pages (/account), so a
// supporter who signs in stays on the same-looking site (issue 56). They are taken from a page the
// site has rendered (server/pages/live-pages.ts), so they are the site's own, with its
// stylesheet and fonts, and follow every change to them (the footer's links, the charity's
// details) with no copy to keep in step. These pages run no script, so the parts of the header
// and footer that need one become plain links: the cart button goes to /cart, the phone's menu
// button to the footer's links, and the footer's newsletter form to /connect.

export interface SiteFrame {
  /** The site's stylesheet, e.g. /assets/app-1a2b.css. */
  stylesheet: string;
  /** The "Skip to…" links, the header and the footer, ready to put round a page's <main>. */
  skipLinks: string;
  header: string;
  footer: string;
}

/** The id the header's menu link leads to: the footer's list of the site's pages. */
export const SITE_LINKS_ID = "site-links";

function element(page: string, tag: string): string | undefined {
  const start = page.indexOf(`<${tag}`);
  const end = page.indexOf(`</${tag}>`, start);
  return start < 0 || end < 0 ? undefined : page.slice(start, end + tag.length + 3);
}

const withoutScripts = (part: string) => part.replace(/<script\b[\s\S]*?<\/script>/g, "");

/** `<button …attributes>inner</button>` as a link to `href`, keeping its look and icon. */
function buttonAsLink(part: string, marker: RegExp, href: string, label: string): string {
  return part.replace(new RegExp(`<button\\b([^>]*${marker.source}[^>]*)>([\\s\\S]*?)</button>`), (_all, attributes: string, inner: string) => {
    const className = /class="([^"]*)"/.exec(attributes)?.[1] ?? "";
    return `<a class="${className}" href="${href}" aria-label="${label}">${inner}</a>`;
  });
}

/** The frame from a rendered page's HTML; undefined if it hasn't the parts (a test's stand-in page). */
export function siteFrameFrom(page: string): SiteFrame | undefined {
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
  const rawHeader = element(page, "header");
  const rawFooter = element(page, "footer");
  if (!stylesheet || !rawHeader || !rawFooter) return undefined;
  const skipLinks = /<div><a href="#main-content"[\s\S]*?<\/div>/.exec(page)?.[0] ?? "";

  let header = withoutScripts(rawHeader);
  header = buttonAsLink(header, /data-cart-button="true"/, "/cart", "Cart");
  header = buttonAsLink(header, /aria-label="Open menu"/, `#${SITE_LINKS_ID}`, "Menu: the site's pages");

  let footer = withoutScripts(rawFooter);
  footer = footer.replace(/<nav aria-label="Quick links"/, `<nav id="${SITE_LINKS_ID}" aria-label="Quick links"`);
  footer = footer.replace(
    /<form\b[^>]*aria-label="Newsletter signup"[\s\S]*?<\/form>/,
    `<a class="inline-flex h-11 items-center rounded-full bg-gold-400 px-5 font-semibold text-ink hover:bg-gold-300" href="/connect">Get the newsletter</a>`,
  );
  return { stylesheet, skipLinks, header, footer };
}

/** What the frame is taken from: the live pages (server/pages/live-pages.ts), or none without a build. */
export interface FramePages {
  keptFile(pathname: string): { body: Buffer; etag: string } | undefined;
  lookup(pathname: string): Promise<unknown>;
}

/**
 * The frame as the page at `pathname` is kept now, taken again only when that page changes. Before
 * the page is kept (just after a start, or while a change makes it again) it is made now, which
 * the live pages do once for every caller; failing that, the last frame, or none (the plain page).
 */
export function keptSiteFrame(pages: () => FramePages | undefined, pathname: string): () => Promise<SiteFrame | undefined> {
  let last: { etag: string; frame: SiteFrame | undefined } | undefined;
  return async () => {
    const live = pages();
    if (!live) return undefined;
    let file = live.keptFile(pathname);
    if (!file) {
      await live.lookup(pathname).catch(() => undefined);
      file = live.keptFile(pathname);
      if (!file) return last?.frame;
    }
    if (last?.etag !== file.etag) last = { etag: file.etag, frame: siteFrameFrom(file.body.toString("utf8")) };
    return last.frame;
  };
}
