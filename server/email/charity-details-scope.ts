// Which charity details an email is rendered with. Emails are rendered deep inside services (in
// the transaction that queues them), reached from many routes; rather than thread the details
// through every service, the app opens a scope for each request (server/app.ts) naming where
// this server keeps them, and renderEmail asks that scope when it renders. The source answers
// from memory (the service's snapshot, refreshed after every change and every few seconds): a
// query inside PGlite's open transaction would wait for that transaction forever. Outside any
// request (a unit test of a template) the placeholders stand, treated as in this process's
// NODE_ENV. See docs/decisions/0021-charity-details-and-backups.md.
import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, useContext } from "react";
import { resolveCharityDetails, supporterCharityDetails, type SupporterCharityDetails } from "../../core/charity-details";

type DetailsSource = () => SupporterCharityDetails;

const scope = new AsyncLocalStorage<DetailsSource>();

/** Runs `fn` (and everything it starts) with emails rendered from `source`. */
export function withCharityDetails<T>(source: DetailsSource, fn: () => T): T {
  return scope.run(source, fn);
}

/** The details for an email rendered now. */
export async function charityDetailsForEmail(): Promise<SupporterCharityDetails> {
  const source = scope.getStore();
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
