import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { isSiteLink } from "@core/pages/links";

/** An underlined text link with an arrow, for "read more" moves between pages (or, from a slot, elsewhere). */
export function ArrowLink({
  to,
  children,
  tone = "dark",
  className,
}: {
  to: string;
  children: ReactNode;
  tone?: "dark" | "light";
  className?: string;
}) {
  const classes = cn(
    "group inline-flex items-center gap-1.5 font-semibold underline decoration-2 underline-offset-4",
    tone === "dark"
      ? "text-evergreen-700 decoration-evergreen-200 hover:text-evergreen-900 hover:decoration-evergreen-700"
      : "text-gold-300 decoration-gold-300/50 hover:decoration-gold-300",
    className,
  );
  const content = (
    <>
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </>
  );
  return isSiteLink(to) && !to.startsWith("#") ? (
    <Link to={to} className={classes}>
      {content}
    </Link>
  ) : (
    <a href={to} className={classes}>
      {content}
    </a>
  );
}

/** Visually hidden hint for links that open a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
