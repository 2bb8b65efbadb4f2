import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "~/lib/utils";

// shadcn's Button, without cva and Radix Slot. Its styles are component classes
// (.btn, .btn-<variant>, .btn-<size> in app.css, in the components layer), so
// any utility passed in `className` overrides them.
const variants = {
  primary: "btn-primary",
  gold: "btn-gold",
  outline: "btn-outline",
  "outline-light": "btn-outline-light",
  ghost: "btn-ghost",
  destructive: "btn-destructive",
  link: "btn-link",
} as const;

const sizes = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
  icon: "btn-icon",
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return cn("btn", variants[variant ?? "primary"], sizes[size ?? "md"], className);
}

export type ButtonProps = ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

/** A button, or with `asChild` its one child (a link) styled as one: `<Button asChild><Link …/></Button>`. */
export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...(props as object), className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
