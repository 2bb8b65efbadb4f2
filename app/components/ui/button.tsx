import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "~/lib/utils";

// shadcn's Button, without cva and Radix Slot: a lookup table and a small
// `asChild` do the same here for a tenth of the bytes on every page.
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-evergreen-700 text-white hover:bg-evergreen-800",
  gold: "bg-gold-400 text-ink hover:bg-gold-300",
  outline: "border-2 border-evergreen-700 text-evergreen-800 hover:bg-evergreen-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
  ghost: "text-evergreen-800 hover:bg-evergreen-50",
  destructive: "bg-danger text-white hover:bg-danger/90",
  link: "rounded-none text-evergreen-700 underline underline-offset-4 hover:text-evergreen-900",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-base",
  lg: "h-13 px-8 text-lg",
  icon: "size-11",
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return cn(base, variants[variant ?? "primary"], sizes[size ?? "md"], className);
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
