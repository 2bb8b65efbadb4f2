// Building blocks every content page shares, so pages look like one site.
import { ArrowLeft } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { paths } from "@core/paths";

export function PageHero({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden bg-evergreen-900 text-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-30 [background:radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-500),transparent_60%),radial-gradient(40rem_30rem_at_0%_120%,var(--color-evergreen-500),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-evergreen-50">{children}</div>}
      </div>
    </section>
  );
}

export function Section({
  className,
  tone = "paper",
  children,
  ...props
}: ComponentProps<"section"> & { tone?: "paper" | "sand" | "white" | "green" }) {
  const tones = {
    paper: "bg-paper",
    sand: "bg-sand",
    white: "bg-white",
    green: "bg-evergreen-800 text-white",
  };
  return (
    <section className={cn(tones[tone], "py-16 sm:py-20")} {...props}>
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  align = "center",
}: {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-semibold leading-tight text-evergreen-900 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div>}
    </div>
  );
}

/** The 'Back to Home' button on inner pages. */
export function BackToHome({ label = "Back to Home", className }: { label?: string; className?: string }) {
  return (
    <div className={cn("mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8", className)}>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" />
          {label}
        </Link>
      </Button>
    </div>
  );
}

/** A one-message page (confirmed, unsubscribed, cancelled…): an icon, the heading, a few lines and actions. */
export function StatusCard({
  icon,
  title,
  lead,
  children,
  actions,
}: {
  icon: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <div className="rounded-card border border-line bg-white p-8 text-center shadow-card">
        <div className="mx-auto flex justify-center [&_svg]:size-14">{icon}</div>
        <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">{title}</h1>
        <p className="mt-4 text-lg text-ink">{lead}</p>
        {children && <div className="mt-3 text-muted">{children}</div>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}
