// The dashboard's "Ready to go live" list: each thing a site needs before real money and real
// supporters, with its state read from the running system (the environment it started with, the
// database, the backup folder), never written down by hand, and where to fix it.
import { randomUUID } from "node:crypto";
import { relative, resolve, isAbsolute } from "node:path";
import { and, count, desc, eq, isNull, max } from "drizzle-orm";
import type { GoLiveItem, GoLiveList } from "../../../core/schemas/go-live";
import type { Database } from "../../db/client";
import { outboxEmails, passkeys, scheduledJobs, staff, webhookEvents } from "../../db/schema/index";
import { enqueueEmail } from "../../email/outbox";
import { goLiveTestEmail } from "../../email/templates/staff-emails";
import type { Env } from "../../env";
import { takesRealMoney } from "../../payments/live-mode";
import { BACKUP_JOB, type Backups } from "./backups";
import type { CharityDetailsService } from "./charity-details";

export const GO_LIVE_TEST_EMAIL = "go-live-test";

/**
 * A fix only whoever runs the server can make (an environment variable), said so in plain words:
 * the owner reading the list may never have seen the server.
 */
const askServer = (what: string, readme: string) => ({ label: `Ask whoever runs your server to set ${what} (README, ${readme}).`, server: true });

/** A backup older than this is not last night's: something stopped the nightly run. */
const BACKUP_FRESH_MS = 36 * 60 * 60_000;

export interface GoLiveDeps {
  db: Database;
  env: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY" | "SMTP_URL" | "PUBLIC_URL" | "DATA_DIR" | "BACKUP_DIR">;
  charity: CharityDetailsService;
  backups: Backups;
  outbox: { notify(): void };
}

export interface GoLive {
  list(now?: Date): Promise<GoLiveList>;
  /** Queues a test email to the given address through the outbox, as any supporter's email goes. */
  sendTestEmail(to: string): Promise<void>;
}

const when = (date: Date) => date.toISOString();

export function createGoLive(deps: GoLiveDeps): GoLive {
  const { db, env } = deps;

  async function payments(): Promise<GoLiveItem> {
    const fix = askServer("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to your Stripe account's live keys", "Payments");
    const base = { id: "payments", title: "Payments in live mode" } as const;
    if (env.PAYMENT_PROVIDER !== "stripe") return { ...base, state: "todo", detail: "Payments go through the built-in sandbox: no money moves.", fix };
    if (!takesRealMoney(env)) return { ...base, state: "todo", detail: "Stripe is set up with a test key: payments are test payments.", fix };
    const [seen] = await db.select({ n: count(), last: max(webhookEvents.receivedAt) }).from(webhookEvents);
    if (!seen?.n || !seen.last) {
      return {
        ...base,
        state: "todo",
        detail: "Live keys are set, but no event from Stripe has arrived yet.",
        fix: { label: "In Stripe's dashboard, send a test webhook to /api/webhooks/stripe, and check its signing secret is the one whoever runs your server set as STRIPE_WEBHOOK_SECRET." },
      };
    }
    return { ...base, state: "done", detail: `Live keys set; Stripe's last event arrived ${when(seen.last)}.`, at: when(seen.last) };
  }

  async function email(): Promise<GoLiveItem> {
    const base = { id: "email", title: "Email sent through SMTP" } as const;
    const send = { label: "Send a test email to yourself", action: "test-email" as const };
    if (!env.SMTP_URL) {
      return { ...base, state: "todo", detail: "No mail server is set: emails wait in the outbox and nobody receives them.", fix: askServer("SMTP_URL to your mail server's address", "Email") };
    }
    const [latest] = await db
      .select({ status: outboxEmails.status, to: outboxEmails.to, sentAt: outboxEmails.sentAt, createdAt: outboxEmails.createdAt, lastError: outboxEmails.lastError })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, GO_LIVE_TEST_EMAIL))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    if (!latest) return { ...base, state: "todo", detail: "A mail server is set. Send yourself a test email to see that mail arrives.", fix: send };
    if (latest.status === "sent" && latest.sentAt) {
      return { ...base, state: "done", detail: `A test email was handed to the mail server for ${latest.to} at ${when(latest.sentAt)}. Check it arrived.`, at: when(latest.sentAt), fix: send };
    }
    if (latest.status === "failed") return { ...base, state: "todo", detail: `The test email to ${latest.to} could not be sent: ${latest.lastError ?? "the mail server refused it"}.`, fix: send };
    return { ...base, state: "waiting", detail: `A test email to ${latest.to} is waiting to be sent${latest.lastError ? `; the last try failed: ${latest.lastError}` : ""}.`, fix: send };
  }

  async function charity(): Promise<GoLiveItem> {
    const details = await deps.charity.current();
    // What every supporter email prints (server/email/templates/layout.tsx): while one is an example,
    // each email says the details are examples, so the launch isn't ready.
    const labels = { legalName: "legal name", registration: "charity number", address: "address", email: "contact email" } as const;
    const missing = (Object.keys(labels) as (keyof typeof labels)[]).filter((name) => details[name].placeholder);
    const base = { id: "charity", title: "The charity's name, number, address and email", fix: { label: "Settings: the charity's details", href: "/settings#charity-details" } } as const;
    if (missing.length === 0) return { ...base, state: "done", detail: "The charity's own legal name, number, address and contact email are set." };
    return {
      ...base,
      state: "todo",
      detail: `Still examples: the ${missing.map((name) => labels[name]).join(", ")}. Until set, the live site leaves them out.`,
    };
  }

  function publicUrl(): GoLiveItem {
    const https = env.PUBLIC_URL.startsWith("https://");
    return {
      id: "public-url",
      title: "The site's address on https",
      state: https ? "done" : "todo",
      detail: https ? `The site's address is ${env.PUBLIC_URL}.` : `PUBLIC_URL is ${env.PUBLIC_URL}: links in emails and passkeys need the site's https address.`,
      ...(!https && { fix: askServer("PUBLIC_URL to the site's https address", "Configuration") }),
    };
  }

  async function backups(now: Date): Promise<GoLiveItem> {
    const base = { id: "backups", title: "Backups", fix: { label: "Settings: backups", href: "/settings#backups" } } as const;
    const status = await deps.backups.status();
    if (status.kind === "postgres") {
      return { ...base, state: "check", detail: "With PostgreSQL, backups are the database's own: check that pg_dump runs nightly or your host's point-in-time recovery is on." };
    }
    const [job] = await db.select({ lastResult: scheduledJobs.lastResult }).from(scheduledJobs).where(eq(scheduledJobs.name, BACKUP_JOB));
    const failed = job?.lastResult && typeof job.lastResult.error === "string" ? ` The last nightly run failed: ${job.lastResult.error}` : "";
    const newest = status.backups[0];
    if (!newest) return { ...base, state: "todo", detail: `No backup yet.${failed}` };
    const fresh = now.getTime() - Date.parse(newest.takenAt) < BACKUP_FRESH_MS;
    const inside = relative(resolve(env.DATA_DIR), status.dir);
    const sameDisk = !inside.startsWith("..") && !isAbsolute(inside);
    const where = `Last backup ${newest.takenAt}, in ${status.dir}.`;
    if (!fresh) return { ...base, state: "todo", detail: `${where} That is more than a day old.${failed}`, at: newest.takenAt };
    if (sameDisk) {
      const fix = askServer("BACKUP_DIR to a folder on another disk", "Backups");
      return { ...base, state: "check", detail: `${where} That folder is inside the database's own: one failed disk would lose both. Backups belong on another disk.${failed}`, at: newest.takenAt, fix };
    }
    return { ...base, state: "done", detail: `${where}${failed}`, at: newest.takenAt };
  }

  async function lockOut(): Promise<GoLiveItem> {
    const [owners] = await db.select({ n: count() }).from(staff).where(and(eq(staff.role, "owner"), isNull(staff.removedAt)));
    const [keys] = await db
      .select({ n: count() })
      .from(passkeys)
      .innerJoin(staff, eq(staff.id, passkeys.staffId))
      .where(and(eq(staff.role, "owner"), isNull(staff.removedAt)));
    const ownerCount = owners?.n ?? 0;
    const keyCount = keys?.n ?? 0;
    const ok = ownerCount >= 2 || keyCount >= 1;
    return {
      id: "lock-out",
      title: "No single point of lock-out",
      state: ok ? "done" : "todo",
      detail: ok
        ? `${ownerCount} owner${ownerCount === 1 ? "" : "s"}, ${keyCount} owner passkey${keyCount === 1 ? "" : "s"}.`
        : "Only one owner, with no passkey: if that mailbox is lost, nobody can run the back office. Invite a second owner or add a passkey.",
      fix: ownerCount >= 2 ? { label: "Your passkeys", href: "/profile" } : { label: "Staff and invitations", href: "/staff" },
    };
  }

  return {
    async list(now = new Date()) {
      const items = [await payments(), await email(), await charity(), publicUrl(), await backups(now), await lockOut()];
      return { ready: items.every((item) => item.state === "done"), items };
    },

    async sendTestEmail(to) {
      const message = await goLiveTestEmail({ publicUrl: env.PUBLIC_URL });
      await enqueueEmail(db, { kind: GO_LIVE_TEST_EMAIL, to, ...message, dedupeKey: `${GO_LIVE_TEST_EMAIL}:${randomUUID()}` });
      deps.outbox.notify();
    },
  };
}
