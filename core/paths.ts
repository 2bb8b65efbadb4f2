// The one table of the site's routes: the app links with it, the build
// pre-renders from it and the server builds sitemap.xml from it.

export const paths = {
  home: "/",
  homeAlias: "/home",
  movement: "/movement",
  ministry: "/ministry",
  mission: "/mission",
  menWomenDestiny: "/men-women-destiny",
  marketplace: "/marketplace",
  store: "/store",
  devotionals: "/devotionals",
  cart: "/cart",
  checkout: "/checkout",
  support: "/support",
  paymentSuccess: "/payment-success",
  paymentCancelled: "/payment-cancelled",
  connect: "/connect",
  newsletterConfirmed: "/newsletter/confirmed",
  newsletterUnsubscribed: "/newsletter/unsubscribed",
  newsletterLinkInvalid: "/newsletter/link-invalid",
  bookCall: "/book-call",
  consultation: "/consultation",
  coaching: "/coaching",
  terms: "/terms",
  privacy: "/privacy",
  accessibility: "/accessibility",
  notFound: "/404",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Pages that search engines should not index: transactional or personal. */
export const noindexPaths: readonly AppPath[] = [
  paths.cart,
  paths.checkout,
  paths.paymentSuccess,
  paths.paymentCancelled,
  paths.newsletterConfirmed,
  paths.newsletterUnsubscribed,
  paths.newsletterLinkInvalid,
  paths.notFound,
];

/** Every path written to HTML at build time. `/404` is the not-found page the server sends with status 404. */
export const prerenderPaths: string[] = Object.values(paths);

/** Paths listed in sitemap.xml. */
export const sitemapPaths: string[] = prerenderPaths.filter(
  (p) => !noindexPaths.includes(p as AppPath) && p !== paths.homeAlias,
);

/** The complaint form about how we handle personal data: a server-rendered page, not a pre-rendered route. */
export const complaintFormPath = "/privacy/complaint";
