import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §2: the page scrolls to the top on every route change (hash links excepted). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
