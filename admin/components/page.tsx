// A back-office page: its title in the tab and as the one h1, which takes focus when another
// page is opened within the app, so a keyboard or screen-reader user starts at what changed.
import { useEffect, useRef, type ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";

/** The first page after a load keeps the browser's own focus (so Tab reaches "Skip to content" first). */
let opened = false;

export function AdminPage({
  title,
  intro,
  actions,
  printHeader = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** False where the printout is the content alone (packing slips). */
  printHeader?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Back office · Purpose Movement`;
    if (opened) heading.current?.focus({ preventScroll: true });
    opened = true;
  }, [title]);
  return (
    <div className="space-y-6">
      <div className={`flex flex-wrap items-end justify-between gap-4 ${printHeader ? "" : "print:hidden"}`}>
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl font-semibold text-ink outline-none sm:text-3xl">
            {title}
          </h1>
          {intro && <p className="mt-1 text-muted">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A problem that stops the form, read out as soon as it appears. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* A block, not a span: a notice may list the fields to fix. */}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** Something done, or worth knowing; polite, so it doesn't interrupt. */
export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-evergreen-200 bg-evergreen-50 px-4 py-3 text-sm text-evergreen-800">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}

export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`card p-4 sm:p-6 ${className ?? ""}`}>
      {title && <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>}
      {children}
    </section>
  );
}

export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return "Never";
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(new Date(iso));
}

/** "25 Nov 2026": a day without a time (a date staff typed is kept at noon UTC, the same day in the UK). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" }).format(new Date(iso));
}
