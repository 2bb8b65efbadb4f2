import { Star } from "lucide-react";
import { cn } from "~/lib/utils";
import { siteConfig } from "@core/site-config";

const { score, reviews } = siteConfig.rating;

/** The review score as text, with stars that carry the same words for screen readers. */
export function Rating({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <span role="img" aria-label={`Rated ${score} out of 5`} className="flex gap-0.5">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className={cn("size-5 fill-current", tone === "light" ? "text-gold-300" : "text-gold-500")} />
        ))}
      </span>
      <span className={cn("font-semibold", tone === "light" ? "text-white" : "text-ink")}>
        {score} ({reviews} reviews)
      </span>
    </div>
  );
}
