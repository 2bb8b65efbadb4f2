/**
 * The HTML of a static island (see `~/components/layout/static-island`), which the browser never
 * builds from components: on the first page it is read back from the pre-rendered document, and when
 * a client-side navigation brings an island in, it comes from that page's pre-rendered HTML.
 *
 * An island id names one piece of content: the same id shows the same HTML on every page it is on,
 * so each is kept once, for the life of the tab. A fetched island stays a promise (settled after the
 * first time), because React's `use` wants the same promise on every render that reads it.
 */
const islands = new Map<string, string | Promise<string>>();

const islandSelector = (id: string) => `[data-island="${CSS.escape(id)}"]`;

/** The island's HTML when it is on the page; otherwise a promise of it, fetched from the page at `path`. */
export function islandHtml(id: string, path: string): string | Promise<string> {
  let html = islands.get(id);
  if (html === undefined) {
    html = document.querySelector(islandSelector(id))?.innerHTML ?? fetchIsland(id, path);
    islands.set(id, html);
  }
  return html;
}

async function fetchIsland(id: string, path: string): Promise<string> {
  try {
    const response = await fetch(path, { headers: { accept: "text/html" } });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const island = page.querySelector(islandSelector(id));
    if (response.ok && island) return island.innerHTML;
  } catch {
    // offline, or the connection dropped: as below
  }
  // The HTML can't be had (offline, a failed deploy): load the page the ordinary way, as a plain link
  // would, and the browser shows it or says itself why it can't. Until then the old page stays.
  window.location.assign(path);
  return new Promise<string>(() => {});
}
