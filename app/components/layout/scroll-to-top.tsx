import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * docs/product-rules.md#pages: the page scrolls to the top on every route change (hash links excepted).
 * Not on the first render: the browser already placed the page, and a visitor
 * who scrolled while it was hydrating must not be thrown back to the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
