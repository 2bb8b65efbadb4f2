import { use, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { clientRouteFor } from "~/lib/client-link";
import { islandHtml } from "~/lib/island-html";

/**
 * Content that is only ever HTML. It is rendered when the pages are pre-rendered, and the browser
 * never downloads or runs its components: React keeps the pre-rendered HTML as it is, and a
 * client-side navigation takes it from the new page's pre-rendered HTML. Links in it still move
 * between pages without a reload. Decision 0010 says why and when to use one.
 *
 * Write the content as `{import.meta.env.SSR && <Content />}`: the browser's build reads that as
 * `false`, so `Content` and everything only it imports drop out of the page's JavaScript.
 *
 * An island must look the same on every page and at every moment: no state, no handlers but links,
 * nothing that depends on where the visitor is. Its id names that content, once for the whole site.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <div data-island={id} className="contents">
        {children}
      </div>
    );
  }
  return <IslandFromHtml id={id} />;
}

function IslandFromHtml({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const known = islandHtml(id, path);
  // A navigation renders in a transition, so while the HTML is fetched the old page stays on
  // screen, as it would while a route's loader ran.
  const html = typeof known === "string" ? known : use(known);

  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    const to = link && clientRouteFor(event, link, window.location);
    if (!to) return;
    event.preventDefault();
    navigate(to, { replace: to === path });
  }

  return (
    <div
      data-island={id}
      className="contents"
      // The same HTML the server wrote, so hydration keeps the elements that are there.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
      onClick={followLink}
    />
  );
}
