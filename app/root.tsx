import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import { LazyToaster } from "~/components/layout/lazy-toaster";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StaticIsland } from "~/components/layout/static-island";
import { MAIN_CONTENT_ID } from "~/components/layout/skip-links";
import { SkipLinks } from "~/components/layout/skip-links.island";
import { CartButton } from "~/features/cart/cart-button";
import { LazyCartDrawer } from "~/features/cart/lazy-cart-drawer";
import { FooterSubscribeForm } from "~/features/newsletter/footer-subscribe-form";
import { earlyTapsScript } from "~/lib/early-taps";
import { queryLinksScript, usesQueryLinks } from "~/lib/query-links";
import { headingFontScript } from "~/lib/heading-font";
import { liveCharity } from "~/lib/site-data.server";
import { CartProvider } from "~/stores/cart";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import favicon from "./favicon.svg?inline";
import frauncesFont from "./fonts/fraunces-subset.woff2?url";

/**
 * The head's inline script, written only when the page is made: the browser's bundle renders the
 * element empty and doesn't carry this component or the script's text (React keeps the element as
 * it is when it hydrates).
 */
function HeadScript() {
  const queryLinks = usesQueryLinks(useMatches().map((match) => match.handle));
  const parts = [headingFontScript(frauncesFont), earlyTapsScript, queryLinks && queryLinksScript];
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: parts.filter(Boolean).join("\n") }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3424" />
        <Meta />
        {/* With a precedence React writes the stylesheet ahead of the ~40 module preloads it hoists
            into <head>. As a plain link it came after them, and over HTTP/1.1's six connections the
            one file that blocks rendering queued behind 40 scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Every page's headings are set in Fraunces, but a first visit paints before fetching it
            (lib/heading-font.ts); a later page load in the tab preloads it from the cache. Only
            the core file: the accented letters' file loads on the rare page that shows one. And a
            tap on the header's menu or cart button before the page is ready is kept, and done
            once it is (lib/early-taps.ts), and on the pages whose routes ask for it, a link whose
            target depends on the query string points at it before the first paint
            (lib/query-links.ts). The script runs from the pre-rendered HTML only. */}
        {import.meta.env.SSR ? <HeadScript /> : <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />}
        {/* The icon is in the page (300 bytes), not a file: browsers fetch it as the page loads,
            and a request that lands before the first paint counts towards it in Lighthouse's
            simulated phone. Pre-rendered only, like the script above. */}
        {import.meta.env.SSR && <link rel="icon" href={favicon} type="image/svg+xml" />}
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

// The charity's details for every page's footer (decision 0018): each page is made again when
// owners change them.
export async function loader({ context }: Route.LoaderArgs) {
  return { charity: await liveCharity(context) };
}

// The footer's details come with the page; a navigation never asks for them again. By default the
// root's loader would run again whenever the route params change, as they do on the way to an
// unknown path (its `*`), and that path's `.data` is a 404 (the server makes data only for its
// pages), which showed the error boundary instead of the not-found page.
export const shouldRevalidate = () => false;

export default function App() {
  return (
    <CartProvider>
      {/* Two links to places on the page, the same everywhere: HTML only (decision 0010). */}
      <StaticIsland id="skip-links">{import.meta.env.SSR && <SkipLinks />}</StaticIsland>
      <ScrollToTop />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader cartButton={<CartButton />} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter subscribeForm={<FooterSubscribeForm />} />
      </div>
      <LazyCartDrawer />
      <LazyToaster />
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main id={MAIN_CONTENT_ID} className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl font-semibold text-evergreen-900">{title}</h1>
      <p className="mt-4 text-muted">Please refresh the page, or go back to the home page.</p>
      <a href="/" className="mt-8 inline-block font-semibold text-evergreen-700 underline">
        Return to Home
      </a>
    </main>
  );
}
