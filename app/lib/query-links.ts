/**
 * Part of the inline script in every page's <head> (app/root.tsx), like lib/early-taps.ts. Pages
 * are pre-rendered without a query string, and their scripts run after the first paint (decision
 * 0009), so a link whose target depends on the address's query (Try Again on /payment-cancelled,
 * which goes back to the checkout or the gift form by `?for=`) pointed at the default until
 * React read the query, and a quick tap went there.
 *
 * Such a link names the query parameter and a target per value, and this sets its href from the
 * address as the parser adds it to the page, before the first paint, and again on a click:
 *
 *   <a href="/support" data-href-query="for" data-href-for-order="/checkout?step=payment">
 *
 * (`queryLinkAttributes` in lib/query-link-attributes.ts writes the attributes.) Values are letters only; any other value, or none,
 * keeps the default href. React keeps the attribute it finds when it hydrates, and then sets the same
 * target itself.
 *
 * In the same way, an element that is shown only when the address has (or lacks) a query parameter
 * is shown or hidden before the first paint, so the page does not move when React reads the query
 * (/payment-success with and without `session_id`):
 *
 *   <p data-unless-query="session_id" hidden>We couldn't find a payment reference…</p>
 *
 * (`shownByQuery` writes the attribute.) A parameter counts when its value is not blank. An element
 * with `data-query-text="session_id"` shows the parameter's value as its text, from the first paint
 * (React is told to keep that text when it hydrates: `suppressHydrationWarning`).
 *
 * Only the pages whose route's `handle` is a `QueryLinksHandle` (below) carry this part of the
 * script: watching every element the parser adds cost a phone about 40 ms of its main thread on
 * /store, a page with none of these.
 */
export const queryLinksScript = `(() => {
  const resolve = (link) => {
    const name = link.getAttribute("data-href-query");
    const value = new URLSearchParams(location.search).get(name);
    const target = value && /^[a-z]+$/.test(value) ? link.getAttribute("data-href-" + name + "-" + value) : null;
    if (target && target.startsWith("/") && !target.startsWith("//")) link.setAttribute("href", target);
  };
  const value = (name) => (new URLSearchParams(location.search).get(name) || "").trim();
  const present = (name) => value(name) !== "";
  const show = (element) => {
    const ifPresent = element.getAttribute("data-if-query");
    const unlessPresent = element.getAttribute("data-unless-query");
    const textOf = element.getAttribute("data-query-text");
    if (ifPresent) element.hidden = !present(ifPresent);
    if (unlessPresent) element.hidden = present(unlessPresent);
    if (textOf && present(textOf)) element.textContent = value(textOf);
  };
  const shown = "[data-if-query],[data-unless-query],[data-query-text]";
  const within = (node) => {
    if (!(node instanceof Element)) return;
    if (node.matches("a[data-href-query]")) resolve(node);
    node.querySelectorAll("a[data-href-query]").forEach(resolve);
    if (node.matches(shown)) show(node);
    node.querySelectorAll(shown).forEach(show);
  };
  const parsing = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(within)));
  parsing.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    parsing.disconnect();
    within(document.documentElement);
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-href-query]") : null;
    if (link) resolve(link);
  }, true);
})();`;

/**
 * The `handle` of a route whose page has such a link or element, written in the route as
 * `export const handle: QueryLinksHandle = { queryLinks: true };`: only then does the head's script
 * watch the page as it is read. A type and not a shared object, because the root route imports this
 * module, which puts what the browser uses of it into every page's first load.
 */
export interface QueryLinksHandle {
  queryLinks: true;
}

/** Whether any of the matched routes' handles asks for the head's query script. */
export function usesQueryLinks(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as Partial<QueryLinksHandle> | undefined)?.queryLinks === true);
}
