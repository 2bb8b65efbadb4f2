// What public pages read from the server's live data when they are rendered: the contract
// between the pages' loaders (app/lib/site-data.server.ts) and the server that renders them
// (server/pages/live-pages.ts, docs/decisions/0018-live-pages-from-the-database.md).
import type { Product } from "./product";

export interface SiteData {
  /** Active products, in the store's order. */
  catalogue(): Promise<readonly Product[]>;
}

/** React Router's load context as the server passes it. */
export interface SiteLoadContext {
  siteData?: SiteData;
}
