// Who is signed in, for every page: read once from /api/admin/me, replaced by each sign-in's
// answer, and cleared when any request says the session has ended.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { meResponseSchema, type MeResponse, type StaffRole } from "@core/schemas/admin";
import { api, ApiError, whenSignedOut } from "./api";

interface Session {
  /** undefined while loading; null when nobody is signed in. */
  me: MeResponse | null | undefined;
  setMe(me: MeResponse | null): void;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<MeResponse | null | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      setMe(await api("GET", "/me", { schema: meResponseSchema, quietSignOut: true }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setMe(null);
      else throw error;
    }
  }, []);

  useEffect(() => {
    whenSignedOut(() => setMe(null));
    refresh().catch(() => setMe(null));
  }, [refresh]);

  const signOut = useCallback(async () => {
    await api("POST", "/sign-out", { quietSignOut: true }).catch(() => undefined);
    setMe(null);
  }, []);

  const value = useMemo(() => ({ me, setMe, refresh, signOut }), [me, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** The signed-in person, on a page that is only shown to signed-in staff. */
export function useMe(): MeResponse {
  const { me } = useSession();
  if (!me) throw new Error("useMe on a page shown without a session");
  return me;
}

export function hasRole(me: MeResponse, roles: readonly StaffRole[]): boolean {
  return roles.includes(me.staff.role);
}
