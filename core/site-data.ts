// What public pages read from the server's live data when they are rendered: the contract
// between the pages' loaders (app/lib/site-data.server.ts) and the server that renders them
// (server/pages/live-pages.ts, docs/decisions/0018-live-pages-from-the-database.md).
import type { PageKey, PageTemplateOf } from "./pages/registry";
import type { PageContent } from "./pages/template";
import type { Product } from "./product";

/**
 * The charity's details as public pages print them, worded on the server so the browser needs
 * none of the rules: a line is absent where it must be left out (a placeholder in production).
 */
export interface PublicCharityDetails {
  legalName?: string;
  /** "Registered charity no. 1190000 (England and Wales)". */
  registration?: string;
  /** The seller's geographic address on one line. */
  address?: string;
  email?: string;
  phone?: string;
  social: { youtube?: string; instagram?: string; tiktok?: string; facebook?: string };
  bookingUrl?: string;
  openingHours?: { days: string; hours: string }[];
  returnPostage: "charity" | "buyer";
  /** Some lines are placeholders shown as examples (development only). */
  examples: boolean;
}

export interface SiteData {
  /** Active products, in the store's order. */
  catalogue(): Promise<readonly Product[]>;
  /** What every page's footer, the terms and the privacy page say about the charity. */
  charity(): Promise<PublicCharityDetails>;
  /** A page's published words and pictures (core/pages/): what staff last published, or the seed. */
  page<K extends PageKey>(key: K): Promise<PageContent<PageTemplateOf<K>>>;
}

/** React Router's load context as the server passes it. */
export interface SiteLoadContext {
  siteData?: SiteData;
}
