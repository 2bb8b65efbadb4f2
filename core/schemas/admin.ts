// The back office's HTTP contract: every request body the admin pages send and every
// answer they read, defined once for the pages and the server (docs/admin-api.md).
// Loaded only by /admin pages and the server: nothing here reaches a public page.
import * as z from "zod/mini";
import { emailField } from "./fields";
import { HMRC_CHARITY_REFERENCE_MESSAGE, hmrcCharityReference } from "../hmrc-charity-reference";
import { MAX_ORDER_LIMIT } from "../order-limit";

export const staffRoles = ["owner", "finance", "fulfilment", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  finance: "Finance",
  fulfilment: "Fulfilment",
  editor: "Editor",
};

/** What each role may do, as the staff page explains it (docs/admin-api.md, "Roles"). */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: "Everything, including staff, settings and the audit log",
  finance: "Gifts, monthly plans, refunds, Gift Aid and exports",
  fulfilment: "Orders to pack and dispatch, and stock",
  editor: "The site's pages and their photos, and newsletters: nothing about orders, gifts, supporters or settings",
};

const staffName = z.string({ error: "Enter a name" }).check(
  z.trim(),
  z.minLength(1, "Enter a name"),
  z.maxLength(100, "Keep the name to 100 characters or fewer"),
);

const linkToken = z.string({ error: "This link is incomplete" }).check(
  z.trim(),
  z.minLength(16, "This link is incomplete"),
  z.maxLength(200, "This link is not valid"),
  z.regex(/^[A-Za-z0-9_-]+$/, "This link is not valid"),
);

export const staffRoleSchema = z.enum(staffRoles, { error: "Choose a role: owner, finance, fulfilment or editor" });

/** Who is signed in: GET /api/admin/me, and the answer to every sign-in. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const meResponseSchema = z.object({
  staff: staffMemberSchema,
  /** An owner requires passkeys and this person has none yet: they may only add one (or sign out). */
  mustAddPasskey: z.boolean(),
  /** When the session ends at the latest (ISO 8601). */
  sessionExpiresAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// Sign-in by emailed code.
export const codeRequestSchema = z.object({ email: emailField });
export type CodeRequest = z.input<typeof codeRequestSchema>;

export const codeVerifySchema = z.object({
  email: emailField,
  code: z.string({ error: "Enter the 6-digit code from the email" }).check(
    z.trim(),
    z.regex(/^\d{6}$/, "Enter the 6-digit code from the email"),
  ),
});
export type CodeVerifyRequest = z.input<typeof codeVerifySchema>;

/** POST /api/admin/sign-in/code answers this whether or not the address is staff. */
export const CODE_SENT_MESSAGE = "If that address belongs to a member of staff, a sign-in code is on its way. It works for 10 minutes.";

// The first owner's setup link, and owners' invitations.
export const setupSchema = z.object({ token: linkToken, name: staffName, email: emailField });
export type SetupRequest = z.input<typeof setupSchema>;

export const acceptInviteSchema = z.object({ token: linkToken, name: staffName });
export type AcceptInviteRequest = z.input<typeof acceptInviteSchema>;

/** GET /api/admin/links/:token: what a setup or invitation link is for, before the page asks for a name. */
export const linkInfoSchema = z.object({
  purpose: z.enum(["setup", "invite"]),
  email: z.nullable(z.string()),
  role: staffRoleSchema,
});
export type LinkInfo = z.infer<typeof linkInfoSchema>;

// Staff management (owners).
export const inviteSchema = z.object({ email: emailField, role: staffRoleSchema });
export type InviteRequest = z.input<typeof inviteSchema>;

export const roleChangeSchema = z.object({ role: staffRoleSchema });

export const staffListSchema = z.object({
  staff: z.array(
    z.object({
      ...staffMemberSchema.shape,
      createdAt: z.string(),
      passkeys: z.number(),
      lastSignInAt: z.nullable(z.string()),
    }),
  ),
  invites: z.array(
    z.object({ id: z.string(), email: z.string(), role: staffRoleSchema, expiresAt: z.string(), createdAt: z.string() }),
  ),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** GET and PATCH /api/admin/settings answer every setting. */
export const settingsSchema = z.object({
  requirePasskeys: z.boolean(),
  /** The charitable-purpose soft opt-in (docs/privacy.md): off until an owner turns it on. */
  softOptIn: z.boolean(),
  /** The most of one size and colour one order may take (core/order-limit.ts). */
  orderLimit: z.number(),
  /** The charity's HMRC reference for Gift Aid (core/hmrc-charity-reference.ts); null until an owner sets it. */
  giftAidReference: z.nullable(z.string()),
});
export type AdminSettings = z.infer<typeof settingsSchema>;

const orderLimitRule = `The most of one size and colour in an order is a whole number from 1 to ${MAX_ORDER_LIMIT}`;

/** PATCH /api/admin/settings: any one or more settings. */
export const settingsChangeSchema = z
  .object({
    requirePasskeys: z.optional(z.boolean({ error: "requirePasskeys must be true or false" })),
    softOptIn: z.optional(z.boolean({ error: "softOptIn must be true or false" })),
    orderLimit: z.optional(
      z
        .number({ error: orderLimitRule })
        .check(z.refine((v) => Number.isInteger(v), orderLimitRule), z.gte(1, orderLimitRule), z.lte(MAX_ORDER_LIMIT, orderLimitRule)),
    ),
    /** Empty or null clears it. */
    giftAidReference: z.optional(
      z.nullable(
        z
          .string({ error: HMRC_CHARITY_REFERENCE_MESSAGE })
          .check(
            z.refine((v) => v.trim() === "" || hmrcCharityReference(v) !== undefined, HMRC_CHARITY_REFERENCE_MESSAGE),
            z.overwrite((v) => hmrcCharityReference(v) ?? ""),
          ),
      ),
    ),
  })
  .check(
    z.refine(
      (v) => v.requirePasskeys !== undefined || v.softOptIn !== undefined || v.orderLimit !== undefined || v.giftAidReference !== undefined,
      "Change requirePasskeys, softOptIn, orderLimit or giftAidReference",
    ),
  );

// Passkeys (one's own).
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

export const passkeyNameSchema = z.object({
  name: z.string({ error: "Name the passkey" }).check(
    z.trim(),
    z.minLength(1, "Name the passkey"),
    z.maxLength(60, "Keep the name to 60 characters or fewer"),
  ),
});

// What @simplewebauthn/browser's startRegistration and startAuthentication return, as
// the server reads it: base64url fields, bounded in size. The server checks the rest.
const webauthnBytes = (max: number) =>
  z.string({ error: "The passkey's answer is incomplete" }).check(
    z.minLength(1, "The passkey's answer is incomplete"),
    z.maxLength(max, "The passkey's answer is too long"),
    z.regex(/^[A-Za-z0-9_-]+$/, "The passkey's answer is not valid"),
  );

const webauthnCredential = {
  id: webauthnBytes(1_400),
  rawId: webauthnBytes(1_400),
  type: z.literal("public-key", { error: "The passkey's answer is not valid" }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
};

export const passkeyRegistrationResponseSchema = z.object({
  ...webauthnCredential,
  response: z.object({
    clientDataJSON: webauthnBytes(8_000),
    attestationObject: webauthnBytes(64_000),
    transports: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

export const passkeyAuthenticationResponseSchema = z.object({
  ...webauthnCredential,
  response: z.object({
    clientDataJSON: webauthnBytes(8_000),
    authenticatorData: webauthnBytes(8_000),
    signature: webauthnBytes(8_000),
    /** The user id the passkey was made with; some authenticators leave it empty. */
    userHandle: z.optional(z.nullable(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]*$/, "The passkey's answer is not valid")))),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** POST /api/admin/passkeys: what startRegistration returned, and what to call the passkey. */
export const passkeyRegisterSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  ...passkeyNameSchema.shape,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterSchema>;

/** POST /api/admin/sign-in/passkey/verify: what startAuthentication returned. */
export const passkeySignInSchema = z.object({ response: passkeyAuthenticationResponseSchema });
export type PasskeySignInRequest = z.input<typeof passkeySignInSchema>;

/** A passkey sign-in that fails answers this, whatever the reason. */
export const PASSKEY_SIGN_IN_FAILED = "That passkey could not be checked. Try again or use an emailed code.";

// The audit log (owners).
const auditDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25"));
export const auditQuerySchema = z
  .object({
    /** Part of the person's name or email address. */
    actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
    action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** UK days, both included. */
    from: z.optional(auditDay),
    to: z.optional(auditDay),
    /** Keyset paging: entries older than this id. */
    before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, { message: "The end date must be on or after the start date", path: ["to"] }),
  );
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who, as recorded then: an email address, "system", "command line", "supporter …". */
  actor: z.string(),
  /** Who, as the log reads: the staff member's name now when they have one, else `actor`. */
  who: z.string(),
  action: z.string(),
  /** What it was about, and what that is called now (a product's name, a page's, a newsletter's subject). */
  target: z.nullable(z.object({ type: z.string(), id: z.string(), name: z.nullable(z.string()) })),
  ip: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: z.nullable(z.number()),
  /** Every action name that appears in the log, for the filter. */
  actions: z.array(z.string()),
  /** "M, Black" by SKU, for entries that name a variant by its SKU alone. */
  variants: z.record(z.string(), z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Which sections of the back office each role sees; the server enforces the same roles per route. */
export const adminSections = [
  { id: "dashboard", label: "Dashboard", path: "/admin", roles: ["owner", "finance", "fulfilment"] },
  { id: "orders", label: "Orders", path: "/admin/orders", roles: ["owner", "fulfilment", "finance"] },
  { id: "products", label: "Products", path: "/admin/products", roles: ["owner", "fulfilment", "finance"] },
  { id: "giving", label: "Giving", path: "/admin/giving", roles: ["owner", "finance"] },
  // Fulfilment sees the shop's report only (the server refuses it the others).
  { id: "reports", label: "Reports", path: "/admin/reports", roles: ["owner", "finance", "fulfilment"] },
  { id: "supporters", label: "Supporters", path: "/admin/supporters", roles: ["owner"] },
  { id: "requests", label: "Requests", path: "/admin/requests", roles: ["owner"] },
  { id: "complaints", label: "Complaints", path: "/admin/complaints", roles: ["owner"] },
  { id: "pages", label: "Pages", path: "/admin/pages", roles: ["owner", "editor"] },
  { id: "newsletters", label: "Newsletters", path: "/admin/newsletters", roles: ["owner", "editor"] },
  { id: "settings", label: "Settings", path: "/admin/settings", roles: ["owner"] },
  { id: "audit", label: "Audit log", path: "/admin/audit", roles: ["owner"] },
] as const satisfies readonly { id: string; label: string; path: string; roles: readonly StaffRole[] }[];
