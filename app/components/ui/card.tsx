import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("card", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={cn("text-xl font-semibold text-evergreen-900", className)} {...props} />;
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 leading-relaxed text-muted", className)} {...props} />;
}
