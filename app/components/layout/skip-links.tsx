// Where the skip links (skip-links.island.tsx) lead: ids the page's own code also uses.
export const MAIN_CONTENT_ID = "main-content";
export const MAIN_NAV_ID = "main-navigation";
