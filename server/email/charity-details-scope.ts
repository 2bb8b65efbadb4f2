// Which charity details an email is rendered with. Emails are rendered deep inside services (in
// the transaction that queues them), reached from many routes; rather than thread the details
// through every service, the app names, once, where this server keeps them (server/app.ts), and
// renderEmail asks for them when it renders. The source answers from memory (the service's
// snapshot, refreshed after every change and every few seconds): a query inside PGlite's open
// transaction would wait for that transaction forever. With no app (a unit test of a template)
// the placeholders stand, treated as in this process's NODE_ENV.
//
// One source per process, not one per request: a server process runs one app. It was an
// AsyncLocalStorage scope opened for every request, which made every promise in the process pay
// an async hook, on the payment path and every page (docs/performance.md, issue 33). Where tests
// run two apps in one process, both read one database, so the last one built answers for both.
// See docs/decisions/0021-charity-details-and-backups.md.
import { createContext, useContext } from "react";
import { resolveCharityDetails, supporterCharityDetails, type SupporterCharityDetails } from "../../core/charity-details";

type DetailsSource = () => SupporterCharityDetails;

const sources: DetailsSource[] = [];

/** Emails rendered from now on use `source`, until the returned function is called (the app's close). */
export function renderEmailsWithDetailsFrom(source: DetailsSource): () => void {
  sources.push(source);
  return () => {
    const at = sources.lastIndexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}

/** Runs `fn` with emails rendered from `source` (a template's test). */
export async function withCharityDetails<T>(source: DetailsSource, fn: () => Promise<T>): Promise<T> {
  const release = renderEmailsWithDetailsFrom(source);
  try {
    return await fn();
  } finally {
    release();
  }
}

/** The details for an email rendered now. */
export async function charityDetailsForEmail(): Promise<SupporterCharityDetails> {
  const source = sources.at(-1);
  if (source) return source();
  return supporterCharityDetails(resolveCharityDetails({}), { production: process.env.NODE_ENV === "production" });
}

const CharityDetailsContext = createContext<SupporterCharityDetails | undefined>(undefined);
export const CharityDetailsProvider = CharityDetailsContext.Provider;

/** The details in a template (renderEmail provides them). */
export function useCharityDetails(): SupporterCharityDetails {
  const details = useContext(CharityDetailsContext);
  if (!details) throw new Error("An email template was rendered without renderEmail");
  return details;
}
