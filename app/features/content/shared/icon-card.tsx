import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** A card led by a lucide icon: the content pages' value, service and ministry cards. */
export function IconCard({
  icon: Icon,
  title,
  children,
  footer,
  accent = "green",
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  accent?: "green" | "gold";
  className?: string;
}) {
  return (
    <Card className={cn("flex h-full flex-col", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-12 shrink-0 place-items-center rounded-xl",
          accent === "gold" ? "bg-gold-100 text-gold-700" : "bg-evergreen-50 text-evergreen-700",
        )}
      >
        <Icon className="size-6" strokeWidth={1.75} />
      </span>
      <CardTitle className="mt-5">{title}</CardTitle>
      <div className="mt-2 flex-1 space-y-3 leading-relaxed text-muted">{children}</div>
      {footer && <div className="mt-5">{footer}</div>}
    </Card>
  );
}
