import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-evergreen-700 text-white hover:bg-evergreen-800",
        gold: "bg-gold-400 text-ink hover:bg-gold-300",
        outline: "border-2 border-evergreen-700 text-evergreen-800 hover:bg-evergreen-50",
        "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
        ghost: "text-evergreen-800 hover:bg-evergreen-50",
        destructive: "bg-danger text-white hover:bg-danger/90",
        link: "rounded-none text-evergreen-700 underline underline-offset-4 hover:text-evergreen-900",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-base",
        lg: "h-13 px-8 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (`<Button asChild><Link …/></Button>`). */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
