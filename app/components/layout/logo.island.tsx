// The site's logo, linking home: rendered into the pre-rendered pages only (see static-island.tsx).
import { Link } from "react-router";
import { paths } from "@core/paths";
import { siteName } from "@core/site-name";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2.5" aria-label={`${siteName}, home`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="#125a3a" />
        <path d="M20 7v26M11 16h18" stroke="#efbf45" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M8 27c4-3 8-4 12-4s8 1 12 4" stroke="#fbf8f1" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className={`font-serif text-lg font-semibold leading-tight ${tone === "light" ? "text-white" : "text-evergreen-900"}`}>
        {siteName}
      </span>
    </Link>
  );
}
