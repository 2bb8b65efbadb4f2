// Each staff member's own choices in the back office, kept with their staff record so they follow
// the person to any device (docs/admin-api.md, "Preferences"). Loaded only by /admin pages and the
// server.
import * as z from "zod/mini";

/** What is stored: a key only once the person chose; absent means the default. */
export interface StoredStaffPreferences {
  /** Show test payments (the sandbox's, Stripe test mode's) on the dashboard and every orders and giving list. */
  testPayments?: boolean;
  /** The dashboard's "Ready to go live" list folded away once read. */
  goLiveFolded?: boolean;
}

/** GET and PATCH /api/admin/preferences answer with every choice as it applies now. */
export const staffPreferencesSchema = z.object({
  /** Whether test payments are shown and counted: the person's choice, or the default. */
  testPayments: z.boolean(),
  /** False while the default applies (shown while payments take no real money, hidden once they do). */
  testPaymentsChosen: z.boolean(),
  /** Whether the site takes real money now: Stripe with a live key. */
  paymentsLive: z.boolean(),
  goLiveFolded: z.boolean(),
});
export type StaffPreferences = z.infer<typeof staffPreferencesSchema>;

/** PATCH /api/admin/preferences: only what changes; `testPayments: null` goes back to the default. */
export const staffPreferencesChangeSchema = z.strictObject({
  testPayments: z.optional(z.nullable(z.boolean({ error: "Choose whether test payments are shown: true or false" }))),
  goLiveFolded: z.optional(z.boolean({ error: "Choose whether the list is folded: true or false" })),
});
export type StaffPreferencesChange = z.infer<typeof staffPreferencesChangeSchema>;

/** Test payments are shown until the site takes real money, unless the person chose otherwise. */
export function showsTestPayments(chosen: boolean | undefined, paymentsLive: boolean): boolean {
  return chosen ?? !paymentsLive;
}
