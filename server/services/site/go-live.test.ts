// The "Ready to go live" list: each item's state follows the running system. Every input is
// changed in turn (environment, database rows, the backup folder) and the item it drives moves.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../../domain/actor";
import { outboxEmails, passkeys, staff, webhookEvents } from "../../db/schema/index";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { createAuditLog } from "../staff/audit-log";
import { createBackups } from "./backups";
import { charityPlaceholders } from "../../../core/charity-details";
import { createCharityDetails } from "./charity-details";
import { createGoLive, GO_LIVE_TEST_EMAIL, type GoLiveDeps } from "./go-live";

const folder = mkdtempSync(join(tmpdir(), "pm-go-live-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(testDatabaseKinds)("the go-live list on %s", (kind) => {
  let database: TestDatabase;
  const baseEnv: GoLiveDeps["env"] = {
    PAYMENT_PROVIDER: "sandbox",
    STRIPE_SECRET_KEY: undefined,
    SMTP_URL: undefined,
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: join(folder, kind, "data"),
    BACKUP_DIR: join(folder, kind, "data", "backups"),
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  function goLive(env: Partial<GoLiveDeps["env"]> = {}) {
    const merged = { ...baseEnv, ...env };
    const charity = createCharityDetails({ db: database.db, audit: createAuditLog(database.db), production: false });
    const backups = createBackups({ pglite: database.pglite, dir: merged.BACKUP_DIR });
    return { service: createGoLive({ db: database.db, env: merged, charity, backups, outbox: { notify() {} } }), charity, backups };
  }
  const item = async (id: string, env: Partial<GoLiveDeps["env"]> = {}, now?: Date) => {
    const list = await goLive(env).service.list(now);
    const found = list.items.find((i) => i.id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };

  it("payments: sandbox, then a test key, then live keys without webhook events, then with one", async () => {
    // Only whoever runs the server can set its keys: the list says so in those words.
    expect(await item("payments")).toMatchObject({
      state: "todo",
      detail: expect.stringContaining("sandbox"),
      fix: { label: expect.stringMatching(/^Ask whoever runs your server to set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/), server: true },
    });
    expect(await item("payments", { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toMatchObject({ state: "todo", detail: expect.stringContaining("test key") });
    const live = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc" } as const;
    expect(await item("payments", live)).toMatchObject({ state: "todo", detail: expect.stringContaining("no event from Stripe") });
    await database.db.insert(webhookEvents).values({ id: "evt_1", type: "checkout.session.completed" });
    expect(await item("payments", live)).toMatchObject({ state: "done" });
  });

  it("email: no mail server, then one with no test sent, then a test waiting, failed and sent", async () => {
    expect(await item("email")).toMatchObject({ state: "todo", detail: expect.stringContaining("No mail server"), fix: { label: expect.stringMatching(/^Ask whoever runs your server to set SMTP_URL/), server: true } });
    const smtp = { SMTP_URL: "smtp://127.0.0.1:2525" };
    expect(await item("email", smtp)).toMatchObject({ state: "todo", fix: { action: "test-email" } });
    await goLive(smtp).service.sendTestEmail("owner@team.test");
    expect(await item("email", smtp)).toMatchObject({ state: "waiting", detail: expect.stringContaining("owner@team.test") });
    const [queued] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, GO_LIVE_TEST_EMAIL));
    expect(queued?.subject).toContain("Test email");
    await database.db.update(outboxEmails).set({ status: "failed", lastError: "550 mailbox unavailable" }).where(eq(outboxEmails.id, queued!.id));
    expect(await item("email", smtp)).toMatchObject({ state: "todo", detail: expect.stringContaining("550 mailbox unavailable") });
    await database.db.update(outboxEmails).set({ status: "sent", sentAt: new Date() }).where(eq(outboxEmails.id, queued!.id));
    expect(await item("email", smtp)).toMatchObject({ state: "done" });
  });

  it("the charity's details: examples until the number, address, name and contact email are set", async () => {
    expect(await item("charity")).toMatchObject({ state: "todo", detail: expect.stringContaining("charity number") });
    const { charity } = goLive();
    await charity.update(systemActor, { registration: { register: "scotland", number: "SC012345" } });
    const partly = await item("charity");
    expect(partly.state).toBe("todo");
    expect(partly.detail).not.toContain("charity number");
    await charity.update(systemActor, { legalName: "Purpose Movement Trust", address: { lines: ["12 Hope Street", "London"], postcode: "SE15 4ZX", country: "United Kingdom" } });
    // Every email still says its details are examples while the contact email is one.
    expect(await item("charity")).toMatchObject({ state: "todo", detail: "Still examples: the contact email. Until set, the live site leaves them out." });
    // The shipped example, confirmed as the charity's own (Settings' "These are our real details").
    await charity.update(systemActor, { email: charityPlaceholders.email });
    expect(await item("charity")).toMatchObject({ state: "done" });
  });

  it("the site's address: http is not ready, https is", async () => {
    expect(await item("public-url")).toMatchObject({ state: "todo", fix: { label: expect.stringMatching(/^Ask whoever runs your server to set PUBLIC_URL/), server: true } });
    expect(await item("public-url", { PUBLIC_URL: "https://purposemovement.org.uk" })).toMatchObject({ state: "done" });
  });

  it("backups: none, then one beside the database, then one on another disk, then one too old", async () => {
    if (kind === "postgres") {
      expect(await item("backups")).toMatchObject({ state: "check", detail: expect.stringContaining("pg_dump") });
      return;
    }
    expect(await item("backups")).toMatchObject({ state: "todo", detail: expect.stringContaining("No backup yet") });
    await goLive().backups.takeNow();
    expect(await item("backups")).toMatchObject({ state: "check", detail: expect.stringContaining("another disk"), fix: { label: expect.stringMatching(/^Ask whoever runs your server to set BACKUP_DIR/), server: true } });
    const elsewhere = { BACKUP_DIR: join(folder, kind, "other-disk") };
    await goLive(elsewhere).backups.takeNow();
    expect(await item("backups", elsewhere)).toMatchObject({ state: "done", detail: expect.stringContaining("other-disk") });
    expect(await item("backups", elsewhere, new Date(Date.now() + 3 * 86_400_000))).toMatchObject({ state: "todo", detail: expect.stringContaining("more than a day old") });
  });

  it("lock-out: one owner without a passkey, then a passkey, then a second owner", async () => {
    const [owner] = await database.db.insert(staff).values({ email: "first@team.test", name: "First", role: "owner" }).returning();
    expect(await item("lock-out")).toMatchObject({ state: "todo", fix: { href: "/staff" } });
    const [key] = await database.db
      .insert(passkeys)
      .values({ staffId: owner!.id, credentialId: "cred-1", publicKey: "key", name: "Laptop" })
      .returning();
    expect(await item("lock-out")).toMatchObject({ state: "done" });
    await database.db.delete(passkeys).where(eq(passkeys.id, key!.id));
    await database.db.insert(staff).values({ email: "second@team.test", name: "Second", role: "owner" });
    expect(await item("lock-out")).toMatchObject({ state: "done", detail: expect.stringContaining("2 owners") });
  });
});
