import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * docs/product-rules.md#pages: the page scrolls to the top on every route change, or to the section
 * a link names (/terms#returns), as a full page load would.
 * Not on the first render: the browser already placed the page, and a visitor
 * who scrolled while it was hydrating must not be thrown back to the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start", behavior: "instant" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
  return null;
}
