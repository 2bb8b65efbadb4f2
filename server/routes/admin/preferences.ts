// Each signed-in person's own back-office choices (docs/admin-api.md, "Preferences"): always their
// own, so the route takes no id. Personal, not a change to the site: not in the audit log
// (server/services/staff/preferences.ts says why).
import type { FastifyRequest } from "fastify";
import { staffPreferencesChangeSchema, type StaffPreferences } from "../../../core/schemas/staff-preferences";
import { parseOrThrow } from "../../http/errors";
import { signedIn } from "../../http/staff-auth";
import type { StaffPreferencesService } from "../../services/staff/preferences";

export function preferenceHandlers(preferences: StaffPreferencesService) {
  return {
    read: (request: FastifyRequest): Promise<StaffPreferences> => preferences.read(signedIn(request).staff.id),
    change: (request: FastifyRequest): Promise<StaffPreferences> => preferences.change(signedIn(request).staff.id, parseOrThrow(staffPreferencesChangeSchema, request.body ?? {})),
  };
}
