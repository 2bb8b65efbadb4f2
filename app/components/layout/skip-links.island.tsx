// The skip links: rendered into the pre-rendered pages only (see static-island.tsx).
import { MAIN_CONTENT_ID, MAIN_NAV_ID } from "./skip-links";

const linkClass =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:font-semibold focus:text-white";

export function SkipLinks() {
  return (
    <div>
      <a href={`#${MAIN_CONTENT_ID}`} className={linkClass}>
        Skip to main content
      </a>
      <a href={`#${MAIN_NAV_ID}`} className={linkClass}>
        Skip to main navigation
      </a>
    </div>
  );
}
