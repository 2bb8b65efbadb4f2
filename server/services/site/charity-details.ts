// The charity's own details (legal name, registered number, the seller's address…), as owners set
// them in Settings: one JSON value in the settings table, read whole and changed whole under a row
// lock, so two owners saving at once never interleave and a change is all there or not at all.
// Anything not yet saved is the placeholder from core/site-config.ts, marked as one.
import { announceChange } from "../../live/change-feed";
import { eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { resolveCharityDetails, supporterCharityDetails, type SupporterCharityDetails } from "../../../core/charity-details";
import {
  charityDetailNames,
  charityDetailsSchema,
  type CharityDetailName,
  type CharityDetails,
  type CharityDetailsChange,
  type SavedCharityDetails,
} from "../../../core/schemas/charity-details";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import type { AuditLog } from "../staff/audit-log";

export const CHARITY_DETAILS_SETTING = "charity_details";

export interface CharityDetailsDeps {
  db: Database;
  audit: AuditLog;
  /** In production a placeholder is left out wherever a supporter would see it. */
  production: boolean;
  /** Called after a change has committed (the lead wires it to re-render the public pages). */
  onChange?: (details: CharityDetails) => void | Promise<void>;
}

export interface CharityDetailsService {
  /** Every detail: the saved value, else the placeholder, each marked. */
  current(): Promise<CharityDetails>;
  /** What a page or an email may show a supporter (placeholders left out in production). */
  forSupporters(): Promise<SupporterCharityDetails>;
  /**
   * The same, as last read: what emails are rendered with. Emails are rendered inside the
   * transaction that queues them, where PGlite (one connection) can run no other query, so
   * they read this copy; `refresh` reloads it (at start, after each change here, and every few
   * seconds for changes another server made).
   */
  snapshot(): SupporterCharityDetails;
  refresh(): Promise<void>;
  /** Saves the given details (null: back to the placeholder), audited with before and after. */
  update(actor: Actor, changes: CharityDetailsChange, context?: RequestContext): Promise<CharityDetails>;
}

/**
 * The saved values, each checked again on the way out: a value saved under older rules that no
 * longer passes falls back to its placeholder rather than reaching a receipt.
 */
function readSaved(raw: string | undefined): Partial<SavedCharityDetails> {
  if (!raw) return {};
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
  const saved: Partial<Record<CharityDetailName, unknown>> = {};
  for (const name of charityDetailNames) {
    const parsed = z.safeParse(charityDetailsSchema.shape[name], stored[name]);
    if (parsed.success) saved[name] = parsed.data;
  }
  return saved as Partial<SavedCharityDetails>;
}

export function createCharityDetails(deps: CharityDetailsDeps): CharityDetailsService {
  const { db, audit } = deps;
  const forSupporters = (details: CharityDetails) => supporterCharityDetails(details, { production: deps.production });
  let latest = forSupporters(resolveCharityDetails({}));

  async function current(): Promise<CharityDetails> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CHARITY_DETAILS_SETTING));
    return resolveCharityDetails(readSaved(row?.value));
  }

  return {
    current,

    snapshot: () => latest,

    async refresh() {
      latest = forSupporters(await current());
    },

    async forSupporters() {
      return forSupporters(await current());
    },

    async update(actor, changes, context) {
      const { saved, changed } = await db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: CHARITY_DETAILS_SETTING, value: "{}" }).onConflictDoNothing();
        const [row] = await tx
          .select({ value: settings.value })
          .from(settings)
          .where(eq(settings.key, CHARITY_DETAILS_SETTING))
          .for("update");
        const before = readSaved(row?.value);
        const after: Partial<Record<CharityDetailName, unknown>> = { ...before };
        const changed: CharityDetailName[] = [];
        for (const name of charityDetailNames) {
          if (!(name in changes) || changes[name] === undefined) continue;
          const value = changes[name];
          if (value === null) delete after[name];
          else after[name] = value;
          if (JSON.stringify(after[name]) !== JSON.stringify(before[name])) changed.push(name);
        }
        if (changed.length === 0) return { saved: before, changed };
        await tx
          .update(settings)
          .set({ value: JSON.stringify(after) })
          .where(sql`${settings.key} = ${CHARITY_DETAILS_SETTING}`);
        await audit.record(
          {
            actor,
            action: "charity_details.changed",
            target: { type: "setting", id: CHARITY_DETAILS_SETTING },
            context,
            // Absent means "the placeholder": the log says so rather than repeating the example.
            details: {
              before: Object.fromEntries(changed.map((name) => [name, before[name] ?? null])),
              after: Object.fromEntries(changed.map((name) => [name, after[name] ?? null])),
            },
          },
          tx,
        );
        // Every server's pages and emails follow (docs/decisions/0018-live-pages-from-the-database.md).
        await announceChange(tx, "charity");
        return { saved: after as Partial<SavedCharityDetails>, changed };
      });
      const details = resolveCharityDetails(saved);
      latest = forSupporters(details);
      if (changed.length > 0) await deps.onChange?.(details);
      return details;
    },
  };
}
