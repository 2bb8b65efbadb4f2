// Each staff member's own choices in the back office (core/schemas/staff-preferences.ts), kept on
// their staff row so a choice made on a phone holds on the desk too. They change only what that
// person sees, never the site's data or anyone else's view, so a change is not written to the
// audit log, as a passkey's name is not.
import { eq, sql } from "drizzle-orm";
import { showsTestPayments, type StaffPreferences, type StaffPreferencesChange, type StoredStaffPreferences } from "../../../core/schemas/staff-preferences";
import type { Database } from "../../db/client";
import { staff } from "../../db/schema/index";
import { NotFoundError } from "../../domain/errors";

export interface StaffPreferencesDeps {
  db: Database;
  /** Whether payments take real money now (server/payments/live-mode.ts): test payments are then hidden unless chosen. */
  paymentsLive: boolean;
}

export function createStaffPreferences({ db, paymentsLive }: StaffPreferencesDeps) {
  const answer = (stored: StoredStaffPreferences): StaffPreferences => ({
    testPayments: showsTestPayments(stored.testPayments, paymentsLive),
    testPaymentsChosen: typeof stored.testPayments === "boolean",
    paymentsLive,
    goLiveFolded: stored.goLiveFolded === true,
  });

  return {
    async read(staffId: string): Promise<StaffPreferences> {
      const [row] = await db.select({ preferences: staff.preferences }).from(staff).where(eq(staff.id, staffId));
      if (!row) throw new NotFoundError("No such member of staff");
      return answer(row.preferences);
    },

    /** Changes only the keys given, in one statement, so two tabs changing different choices keep both. */
    async change(staffId: string, change: StaffPreferencesChange): Promise<StaffPreferences> {
      const set: StoredStaffPreferences = {};
      const removed: string[] = [];
      if (change.testPayments === null) removed.push("testPayments");
      else if (change.testPayments !== undefined) set.testPayments = change.testPayments;
      if (change.goLiveFolded !== undefined) set.goLiveFolded = change.goLiveFolded;
      const kept = removed.reduce((json, key) => sql`(${json} - ${key}::text)`, sql`${staff.preferences}`);
      const [row] = await db
        .update(staff)
        .set({ preferences: sql`${kept} || ${JSON.stringify(set)}::jsonb` })
        .where(eq(staff.id, staffId))
        .returning({ preferences: staff.preferences });
      if (!row) throw new NotFoundError("No such member of staff");
      return answer(row.preferences);
    },
  };
}

export type StaffPreferencesService = ReturnType<typeof createStaffPreferences>;
