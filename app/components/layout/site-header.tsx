import type { ReactNode } from "react";
import { NavLink, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { Logo } from "./logo.island";
import { MobileMenu } from "./mobile-menu";
import { mainNavLinks } from "./nav-links";
import { MAIN_NAV_ID } from "./skip-links";
import { StaticIsland } from "./static-island";

/** `cartButton`: the cart feature's button, composed in by the root route as the footer's form is. */
export function SiteHeader({ cartButton }: { cartButton: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* The same on every page: HTML only, so the logo's drawing costs no JavaScript (decision 0010). */}
        <StaticIsland id="header-logo">{import.meta.env.SSR && <Logo />}</StaticIsland>
        {/* The skip link lands here: the desktop links, or the menu button on a phone. */}
        <div id={MAIN_NAV_ID} tabIndex={-1} className="flex items-center gap-2 outline-none">
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {/* Narrower between 1024 and 1280 px, so the navigation, Give, Contact Us and the cart share one line. */}
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-full px-2.5 py-2 text-[0.95rem] font-medium transition-colors xl:px-3.5 ${
                      isActive ? "bg-evergreen-50 text-evergreen-800" : "text-ink/80 hover:text-evergreen-800"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* Giving is the ministry's first ask, so it is one tap away on every page and every width. */}
          <Button asChild size="sm" variant="gold">
            <Link to={paths.support}>Give</Link>
          </Button>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={paths.connect}>Contact Us</Link>
          </Button>
          {cartButton}
          <MobileMenu />
        </div>
        </div>
      </div>
    </header>
  );
}
