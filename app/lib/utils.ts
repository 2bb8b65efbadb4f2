import { clsx, type ClassValue } from "clsx";

/**
 * Join class names. Unlike shadcn's `cn`, this does not resolve Tailwind
 * conflicts (tailwind-merge costs 8 kB gzip on every page): don't pass a class
 * that fights a component's own (e.g. another height); add a variant instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
