import type { ReactNode } from "react";
import { FooterColumns, FooterLegal } from "./site-footer.island";
import { StaticIsland } from "./static-island";

/**
 * The footer; `subscribeForm` is the newsletter form, composed in by the root layout. All but the
 * form is the same on every page, so it is static HTML (two islands either side of the form) and
 * the footer's links, icons and contact details cost no JavaScript.
 */
export function SiteFooter({ subscribeForm }: { subscribeForm: ReactNode }) {
  return (
    <footer className="bg-evergreen-900 text-evergreen-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <StaticIsland id="footer-columns">{import.meta.env.SSR && <FooterColumns />}</StaticIsland>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">Stay in the loop</h2>
          <p className="mt-4 text-sm text-evergreen-100">
            A short letter each month: stories from Jamaica and the diaspora, prayer points and upcoming events.
          </p>
          <div className="mt-4">{subscribeForm}</div>
        </div>
      </div>
      <StaticIsland id="footer-legal">{import.meta.env.SSR && <FooterLegal />}</StaticIsland>
    </footer>
  );
}
