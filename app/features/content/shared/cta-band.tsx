import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { SunRays } from "./artwork";

/** The dark green call-to-action panel that closes most content pages. */
export function CtaBand({
  id,
  eyebrow,
  title,
  children,
  actions,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("px-4 py-16 sm:px-6 sm:py-20 lg:px-8", className)}>
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-evergreen-900 px-6 py-12 text-center text-white shadow-card sm:px-12 sm:py-16">
        <SunRays className="pointer-events-none absolute -right-24 -top-24 size-80 text-gold-400/20" />
        <SunRays className="pointer-events-none absolute -bottom-28 -left-28 size-72 text-evergreen-500/40" />
        <div className="relative">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{eyebrow}</p>}
          <h2 id={id} className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
            {title}
          </h2>
          {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-evergreen-50">{children}</div>}
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}
