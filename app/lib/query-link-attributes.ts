// The attributes lib/query-links.ts reads, apart from that script's module: the root route imports
// that one on every page, and this is needed only by the pages with such a link or element.

/**
 * The attributes for a pre-rendered link whose target depends on the query parameter `name`:
 * `targets` maps each value (letters only) to a same-site path.
 */
export function queryLinkAttributes(name: string, targets: Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = { "data-href-query": name };
  for (const [value, path] of Object.entries(targets)) attributes[`data-href-${name}-${value}`] = path;
  return attributes;
}

/**
 * The attribute for a pre-rendered element shown only when the address has (`"present"`) or lacks
 * (`"absent"`) a non-blank value for the query parameter `name`. The head's script shows or hides it
 * before the first paint; render it with the `hidden` it should have without that script.
 */
export function shownByQuery(name: string, when: "present" | "absent"): Record<string, string> {
  return { [when === "present" ? "data-if-query" : "data-unless-query"]: name };
}
