// The charity's own details on a public page: what owners saved in Settings, as the server worded
// them for this page's render (the root route's loader; decision 0018). Lines not to be shown are
// absent, so each use leaves its line out rather than print a placeholder as if it were real.
import { useRouteLoaderData } from "react-router";
import type { PublicCharityDetails } from "@core/site-data";

const nothing: PublicCharityDetails = { social: {}, returnPostage: "buyer", examples: false };

export function useCharity(): PublicCharityDetails {
  return (useRouteLoaderData("root") as { charity?: PublicCharityDetails } | undefined)?.charity ?? nothing;
}

/** "+44 20 7946 0321" → "tel:+442079460321". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
