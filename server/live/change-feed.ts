// How every server process hears that data shown on public pages changed (the catalogue, and
// next the charity's details): a NOTIFY sent inside the transaction that made the change, so it
// is delivered when it commits and never for one that rolled back, to a LISTEN each process
// keeps open (docs/decisions/0018-live-pages-from-the-database.md).
import { sql } from "drizzle-orm";
import { isPageKey, pageKeys, type PageKey } from "../../core/pages/registry";
import type { DatabaseHandle, Transaction } from "../db/client";

export const SITE_DATA_CHANNEL = "site_data_changed";

/**
 * What kinds of data pages read, each announced on its own when it changes: the catalogue, the
 * charity's details, and each content page's published words (`page:movement`), so a publish
 * makes only its own page again.
 */
export type SiteDataKind = "catalogue" | "charity" | `page:${PageKey}`;
export const siteDataKinds: readonly SiteDataKind[] = ["catalogue", "charity", ...pageKeys.map(pageDataKind)];

export function pageDataKind(key: PageKey): SiteDataKind {
  return `page:${key}`;
}

/** The page a kind names, when it names one. */
export function pageOfKind(kind: SiteDataKind): PageKey | undefined {
  return kind.startsWith("page:") ? (kind.slice("page:".length) as PageKey) : undefined;
}

function isSiteDataKind(value: string): value is SiteDataKind {
  return value === "catalogue" || value === "charity" || (value.startsWith("page:") && isPageKey(value.slice("page:".length)));
}

/** Inside the transaction that changes `kind`: every process hears of it once it commits. */
export async function announceChange(tx: Transaction, kind: SiteDataKind): Promise<void> {
  await tx.execute(sql`select pg_notify(${SITE_DATA_CHANNEL}, ${kind})`);
}

/** `kinds` changed; "everything" after a gap in listening, when anything may have. */
export type ChangeListener = (kinds: readonly SiteDataKind[]) => void;

export interface ChangeFeed {
  subscribe(listener: ChangeListener): void;
  close(): Promise<void>;
}

export async function listenForChanges(database: Pick<DatabaseHandle, "listen">): Promise<ChangeFeed> {
  const listeners: ChangeListener[] = [];
  const tell = (kinds: readonly SiteDataKind[]) => {
    for (const listener of listeners) listener(kinds);
  };
  const stop = await database.listen(
    SITE_DATA_CHANNEL,
    (payload) => {
      if (isSiteDataKind(payload)) tell([payload]);
    },
    () => tell(siteDataKinds),
  );
  return {
    subscribe: (listener) => void listeners.push(listener),
    close: stop,
  };
}
