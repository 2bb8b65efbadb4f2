// The signed-in person's own choices (whether test payments are shown, whether the go-live list is
// folded), read once from /api/admin/preferences and changed there, so they follow the person to
// any device. Kept server-side rather than in localStorage: staff move between a desk and a phone,
// and a packer who hid test orders on one should not find them back on the other.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { staffPreferencesSchema, type StaffPreferences, type StaffPreferencesChange } from "@core/schemas/staff-preferences";
import { api } from "./api";

interface PreferencesContext {
  /** undefined while loading. */
  preferences: StaffPreferences | undefined;
  /** Shows the change at once, then keeps it; rejects (and puts the old choice back) if the server refused. */
  change(patch: StaffPreferencesChange): Promise<void>;
}

/**
 * If the preferences can't be read, test payments stay hidden: nothing is mixed without the page
 * saying so, and the person can still tick the box.
 */
const unread: StaffPreferences = { testPayments: false, testPaymentsChosen: false, paymentsLive: true, goLiveFolded: false };

const Context = createContext<PreferencesContext | undefined>(undefined);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<StaffPreferences | undefined>();
  useEffect(() => {
    api("GET", "/preferences", { schema: staffPreferencesSchema })
      .then(setPreferences)
      .catch(() => setPreferences(unread));
  }, []);

  const change = useCallback(
    async (patch: StaffPreferencesChange) => {
      const before = preferences;
      if (before) {
        const testPayments = patch.testPayments === undefined ? before.testPayments : (patch.testPayments ?? !before.paymentsLive);
        setPreferences({ ...before, testPayments, goLiveFolded: patch.goLiveFolded ?? before.goLiveFolded });
      }
      try {
        setPreferences(await api("PATCH", "/preferences", { body: patch, schema: staffPreferencesSchema }));
      } catch (caught) {
        setPreferences(before);
        throw caught;
      }
    },
    [preferences],
  );

  const value = useMemo(() => ({ preferences, change }), [preferences, change]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePreferences(): PreferencesContext {
  const context = useContext(Context);
  if (!context) throw new Error("usePreferences outside PreferencesProvider");
  return context;
}

/**
 * What the orders and giving lists ask the server for: `mode=live` while test payments are hidden,
 * nothing (live and test, each test row marked) while they are shown; undefined while loading.
 */
export function useListMode(): { ready: boolean; mode: "live" | undefined } {
  const { preferences } = usePreferences();
  return { ready: preferences !== undefined, mode: preferences?.testPayments ? undefined : "live" };
}
