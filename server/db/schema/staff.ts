// The back office's people and their sign-ins: staff and their roles, one-use
// invitations (the first owner's setup link too), emailed sign-in codes, server-side
// sessions, passkeys and their WebAuthn challenges, sign-in attempts for rate limits,
// and the append-only audit log. Every secret (session id, code, link token) is
// stored as a hash; see docs/decisions/0012-staff-sign-in.md.
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StaffRole } from "../../../core/schemas/admin";
import type { StoredStaffPreferences } from "../../../core/schemas/staff-preferences";

export const staff = pgTable("staff", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased; one person per address, removed or not (re-inviting brings the row back). */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").$type<StaffRole>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an owner removes them: they can no longer sign in, but the audit log still names them. */
  removedAt: timestamp("removed_at", { withTimezone: true }),
  /** The person's own choices in the back office; an absent key is the default (core/schemas/staff-preferences.ts). */
  preferences: jsonb("preferences").$type<StoredStaffPreferences>().notNull().default({}),
});

/** A one-use link that makes someone staff: the first owner's setup link, or an owner's invitation. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").$type<"setup" | "invite">().notNull(),
    /** The invited address; null for a setup link, whose page asks for it. */
    email: text("email"),
    role: text("role").$type<StaffRole>().notNull(),
    invitedBy: uuid("invited_by").references(() => staff.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Withdrawn by an owner, or replaced by a newer link for the same address. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_invites_email_idx").on(table.email)],
);

/** A 6-digit code emailed to a staff address: 10 minutes, one use, 5 tries. */
export const staffSignInCodes = pgTable(
  "staff_sign_in_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_sign_in_codes_staff_idx").on(table.staffId),
    // A member's newest unused code, found without reading every code they were ever sent: a
    // staff address's look-up then reads one row, as an unknown address's reads none (so a wrong
    // code takes as long for both, whatever a member's history).
    index("staff_sign_in_codes_live_idx").on(table.staffId, table.createdAt.desc()).where(sql`${table.usedAt} is null`),
  ],
);

/** Server-side sessions: the cookie holds a random id; only its hash is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    /** How they signed in: "code", "passkey", "setup" or "invite". */
    method: text("method").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit: signed in at most this long, however active. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Signed out, removed, role changed, or "sign out everywhere". */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/** A staff member's WebAuthn credentials (passkeys). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    /** base64url, as the browser reports it. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    deviceType: text("device_type"),
    backedUp: boolean("backed_up").notNull().default(false),
    /** What the staff member calls it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_staff_idx").on(table.staffId)],
);

/** Challenges issued for a WebAuthn ceremony: one use, a few minutes. */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  challenge: text("challenge").notNull().unique(),
  purpose: text("purpose").$type<"register" | "authenticate">().notNull(),
  /** Whose registration this is; null for sign-in, where the passkey names the person. */
  staffId: uuid("staff_id").references(() => staff.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in attempts, counted per address and per IP for rate limits shared by every server process, and each sign-in code's wrong tries ("code:<id>"). */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "email:<hash>", "ip:<address>" or "code:<sign-in code id>". */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_attempts_key_at_idx").on(table.key, table.at)],
);

/**
 * Append-only: who did what, when, from where, with a short before/after. A trigger
 * (in the migration) refuses UPDATE and DELETE, so not even a bug can rewrite history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system itself (the setup link, the command line, a scheduled job). */
    actorId: uuid("actor_id").references(() => staff.id),
    /** Who, as shown then: an email address, "command line", "system". */
    actorLabel: text("actor_label").notNull(),
    /** A dotted verb, e.g. "staff.invited", "sign_in.failed". */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("audit_log_actor_idx").on(table.actorId, table.id),
    index("audit_log_action_idx").on(table.action, table.id),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuditEntryRow = typeof auditLog.$inferSelect;
