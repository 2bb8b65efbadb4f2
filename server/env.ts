// The server's whole configuration, parsed once at boot. A malformed variable
// stops the server with a message naming it (see server/index.ts).
import { accessSync, constants as fsConstants } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`);

const optionalUrl = (protocols: string[]) =>
  z.preprocess((v) => (v === "" ? undefined : v), url(protocols).optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl(["http:", "https:"]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

    DATA_DIR: z.string().trim().min(1).default("./data"),
    // Where the embedded database's backups go (the newest 14 are kept): best on another disk.
    // Unset: DATA_DIR/backups. Never archived itself; it must not be DATA_DIR.
    BACKUP_DIR: optionalString,
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),

    // Which provider takes payments. Unset: Stripe when its keys are set, else the sandbox, except
    // in production, where the free sandbox must be asked for by name (a staging site).
    PAYMENT_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["stripe", "sandbox"]).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Another Stripe API base, such as stripe-mock or a test stand-in; Stripe's own when unset.
    STRIPE_API_URL: optionalUrl(["http:", "https:"]),

    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    EMAIL_FROM: z.string().trim().min(3).default("Purpose Movement <hello@purposemovement.org.uk>"),
    ORG_EMAIL: z.string().trim().email().default("hello@purposemovement.org.uk"),
    OUTBOX_WORKER: z.enum(["on", "off"]).default("on"),
    // Newsletter emails a minute, by every server together (0: no limit). The default suits a
    // small SMTP relay; a relay's plan says its own (docs/decisions/0040-newsletter-sending.md).
    NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(0).default(120),
    // The nightly retention job (docs/privacy.md); tests that seed old records turn it off.
    SCHEDULED_JOBS: z.enum(["on", "off"]).default("on"),

    // Signs newsletter confirmation and unsubscribe links. When unset, one is
    // generated once and kept in the database, so links survive restarts.
    TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),

    REDIS_URL: optionalUrl(["redis:", "rediss:"]),
    RATE_LIMIT_PAYMENTS_PER_MINUTE: positiveInt.default(30),
    RATE_LIMIT_SIGNUPS_PER_MINUTE: positiveInt.default(15),
    RATE_LIMIT_POSTS_PER_MINUTE: positiveInt.default(120),
    // Stripe delivers bursts (a month's renewals at once); it retries what we refuse, so this only smooths load.
    RATE_LIMIT_WEBHOOKS_PER_MINUTE: positiveInt.default(1200),
    // Back-office sign-in attempts (code requests and code checks) per 15 minutes, counted in the database.
    SIGN_IN_ATTEMPTS_PER_ADDRESS: positiveInt.default(5),
    SIGN_IN_ATTEMPTS_PER_IP: positiveInt.default(30),
    BODY_LIMIT_BYTES: positiveInt.default(64 * 1024),
    TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),

    // A PEM certificate (with its chain) and key: the server then speaks HTTPS, HTTP/2 to browsers
    // that offer it and HTTP/1.1 to the rest. Without them, plain HTTP/1.1 for a TLS proxy in front.
    TLS_CERT_FILE: optionalString,
    TLS_KEY_FILE: optionalString,
  })
  .superRefine((env, ctx) => {
    // A backup archives DATA_DIR less BACKUP_DIR: the same folder would leave nothing to archive.
    if (env.BACKUP_DIR && resolve(env.BACKUP_DIR) === resolve(env.DATA_DIR)) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_DIR"], message: "must be a folder of its own, not DATA_DIR itself (unset, it is DATA_DIR/backups)" });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
      });
    }
    const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
    if (env.PAYMENT_PROVIDER === "stripe" && !stripeKeys) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
      });
    }
    if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && env.PAYMENT_PROVIDER !== "sandbox") {
      // A live site with no keys would otherwise take orders through the free sandbox, unpaid.
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "in production, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments, or PAYMENT_PROVIDER=sandbox for a staging site that takes none",
      });
    }
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      ctx.addIssue({
        code: "custom",
        path: [env.TLS_CERT_FILE ? "TLS_KEY_FILE" : "TLS_CERT_FILE"],
        message: "TLS_CERT_FILE and TLS_KEY_FILE must be set together",
      });
    }
    for (const name of ["TLS_CERT_FILE", "TLS_KEY_FILE"] as const) {
      const file = env[name];
      if (file && !readable(file)) ctx.addIssue({ code: "custom", path: [name], message: `cannot read ${file}` });
    }
  })
  .transform((env) => ({
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? "stripe" : "sandbox"),
    BACKUP_DIR: env.BACKUP_DIR ?? join(env.DATA_DIR, "backups"),
    PUBLIC_URL: (env.PUBLIC_URL ?? `${env.TLS_CERT_FILE ? "https" : "http"}://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

function readable(file: string): boolean {
  try {
    accessSync(file, fsConstants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}
