// Pages are rendered at build time, before anyone knows the public address.
// The build writes this placeholder origin into absolute links (canonical,
// Open Graph), and the server swaps in PUBLIC_URL when it loads the pages.
export const BUILD_ORIGIN = "https://public-url.invalid";

export function absoluteUrl(path: string): string {
  const origin = typeof window === "undefined" ? BUILD_ORIGIN : window.location.origin;
  return new URL(path, origin).toString();
}
