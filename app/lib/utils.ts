import { clsx, type ClassValue } from "clsx";

/**
 * Join class names. Unlike shadcn's `cn`, this does not resolve Tailwind
 * conflicts (tailwind-merge costs 8 kB gzip on every page). Components keep
 * their base styles in the CSS components layer (.btn, .card in app.css), so a
 * utility passed in `className` still wins over them.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
