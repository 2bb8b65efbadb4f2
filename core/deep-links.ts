// Addresses pages and emails link to beyond the route table in paths.ts: sections of /terms, and the
// server's own /account pages. Apart from paths.ts, which every page loads, so only pages that link
// here pay for them.
import { paths } from "./paths";

/**
 * Sections of /terms that other pages and emails link to; the terms page gives its sections
 * these ids, so a link and its target can't drift apart.
 */
export const termsSections = {
  delivery: "delivery",
  returns: "returns",
  cancellationForm: "cancellation-form",
  donations: "donations",
} as const;

export function termsLink(section: keyof typeof termsSections): string {
  return `${paths.terms}#${termsSections[section]}`;
}

/** A supporter's own giving: a page the server writes (not pre-rendered), so links to it load it in full. */
export const supporterAccountPath = "/account";
