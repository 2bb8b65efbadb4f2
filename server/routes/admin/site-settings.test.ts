// Owners' launch-day API: the charity's details (saved whole or not at all, audited, and in the
// very next email), the go-live list's test email through a real mail server, and Back up now
// with its audited download.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxEmails } from "../../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, merchandiseBody } from "../../test-support/payments";
import { SmtpInbox } from "../../test-support/smtp-inbox";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const folder = mkdtempSync(join(tmpdir(), "pm-site-settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The plain-text part without its line wrapping. */
const flat = (text: string) => text.replace(/\s+/g, " ");

const address = { lines: ["12 Hope Street", "Peckham"], postcode: "SE15 4ZX", country: "United Kingdom" };

describe.each(testDatabaseKinds)("launch-day settings on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;
  const inbox = new SmtpInbox();
  let changes = 0;

  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, {
      env: { SMTP_URL: inbox.url, BACKUP_DIR: join(folder, kind, "backups") },
      onCharityDetailsChange: () => void changes++,
    });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await inbox.stop();
  });

  const details = () => owner.request({ method: "GET", url: "/api/admin/settings/charity" });
  const change = (payload: object, agent = owner) => agent.request({ method: "PATCH", url: "/api/admin/settings/charity", payload });

  it("shows each detail with whether it is still the example, to owners only", async () => {
    const response = await details();
    expect(response.statusCode).toBe(200);
    expect(response.json().details.registration).toEqual({ value: { register: "england-wales", number: "1190000" }, placeholder: true });
    expect((await finance.request({ method: "GET", url: "/api/admin/settings/charity" })).statusCode).toBe(403);
    expect((await change({ legalName: "Someone Else" }, finance)).statusCode).toBe(403);
  });

  it("refuses a number in the wrong format for its register, a PO box alone and an http link, naming the field, and saves nothing", async () => {
    const cases: [object, string, string][] = [
      [{ registration: { register: "england-wales", number: "12345" } }, "registration.number", "6 or 7 digits"],
      [{ registration: { register: "scotland", number: "1234567" } }, "registration.number", "SC and 6 digits"],
      [{ registration: { register: "northern-ireland", number: "SC012345" } }, "registration.number", "NIC and 6 digits"],
      [{ address: { lines: ["PO Box 7781", "London"], postcode: "SE15 4ZX", country: "United Kingdom" } }, "address.lines", "geographical address"],
      [{ social: { instagram: "http://instagram.com/pm" } }, "social.instagram", "https://"],
      [{ bookingUrl: "javascript:alert(1)" }, "bookingUrl", "https://"],
      [{ legalName: "Trust\u0000" }, "legalName", "character"],
      [{ returnPostage: "nobody" }, "returnPostage", "who pays"],
      [{ registerd: "typo" }, "", ""],
    ];
    for (const [payload, field, message] of cases) {
      // Each bad value beside a good one: the good one must not be saved alone.
      const response = await change({ phone: "+44 20 7946 0999", ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(response.json().issues).toContainEqual({ field, message: expect.stringContaining(message) });
    }
    const after = (await details()).json().details;
    expect(after.phone.placeholder).toBe(true);
    expect(after.legalName.placeholder).toBe(true);
    expect(changes).toBe(0);
  });

  it("saves the details, audited with before and after, tells the site once, and the next receipt and order confirmation carry them", async () => {
    const response = await change({
      legalName: "Purpose Movement Trust",
      registration: { register: "scotland", number: "sc 012345".replace(" ", "") },
      address,
      email: "office@purpose.test",
      returnPostage: "charity",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().details.registration).toEqual({ value: { register: "scotland", number: "SC012345" }, placeholder: false });
    expect(changes).toBe(1);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "charity_details.changed")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toMatchObject({ before: { registration: null }, after: { registration: { register: "scotland", number: "SC012345" } } });

    await buyWithSandbox(app, donationBody(15));
    const receipt = await waitFor(async () => (await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "donation-receipt")))[0]);
    expect(flat(receipt.text)).toContain("Registered charity no. SC012345 (Scotland)");
    expect(flat(receipt.text)).not.toContain("1190000");

    // Changed again: the very next email has the new number, no restart.
    expect((await change({ registration: { register: "england-wales", number: "1234567" } })).statusCode).toBe(200);
    await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Navy" }]));
    const confirmation = await waitFor(async () => (await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "order-confirmation")))[0]);
    expect(flat(confirmation.text)).toContain("Registered charity no. 1234567 (England and Wales)");
    expect(flat(confirmation.text)).toContain("12 Hope Street, Peckham, SE15 4ZX, United Kingdom");
    expect(flat(confirmation.text)).toContain("we pay the cost of returning them");
    expect(flat(confirmation.text)).not.toContain("PO Box");
    // The buyer's own order page, opened from that email, says where to write: the saved address.
    const orderLink = /\/orders\/PM-\d+\?token=[\w-]+/.exec(confirmation.text)?.[0];
    expect(orderLink).toBeDefined();
    const orderPage = await app.inject({ method: "GET", url: orderLink! });
    expect(orderPage.statusCode).toBe(200);
    expect(orderPage.body).toContain('href="mailto:office@purpose.test"');
    expect(orderPage.body).not.toContain("hello@purposemovement.org.uk");

    // An email rendered inside the transaction that queues it (an invitation) is not held up by
    // reading the details: on PGlite a query there would wait for that transaction forever.
    const invited = await owner.request({ method: "POST", url: "/api/admin/staff/invites", payload: { email: "new.finance@team.test", role: "finance" } });
    expect(invited.statusCode, invited.body).toBe(201);

    // Back to the example: null.
    expect((await change({ returnPostage: null })).json().details.returnPostage).toEqual({ value: "buyer", placeholder: true });
  });

  it("keeps an example the owner confirms as the charity's own: emails stop calling the details examples; a postcode is kept in capitals with its space", async () => {
    // Back to the example contact email: each email says the charity's details are examples.
    expect((await change({ email: null })).json().details.email).toMatchObject({ placeholder: true });
    const receipts = async () => database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "donation-receipt")).orderBy(desc(outboxEmails.createdAt));
    const before = (await receipts()).length;
    await buyWithSandbox(app, donationBody(12));
    const marked = await waitFor(async () => ((await receipts()).length > before ? (await receipts())[0] : undefined));
    expect(flat(marked.text)).toContain("These charity details are examples");

    // The same address, confirmed ("These are our real details" sends the example as it stands).
    const confirmed = await change({ email: "hello@purposemovement.org.uk", address: { ...address, postcode: "se15 4zx" } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().details.email).toEqual({ value: "hello@purposemovement.org.uk", placeholder: false });
    expect(confirmed.json().details.address.value.postcode).toBe("SE15 4ZX");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "charity_details.changed")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toMatchObject({ before: { email: null }, after: { email: "hello@purposemovement.org.uk" } });
    const count = (await receipts()).length;
    await buyWithSandbox(app, donationBody(13));
    const plain = await waitFor(async () => ((await receipts()).length > count ? (await receipts())[0] : undefined));
    expect(flat(plain.text)).toContain("hello@purposemovement.org.uk");
    expect(flat(plain.text)).not.toContain("examples");
    const item = (await owner.request({ method: "GET", url: "/api/admin/go-live" })).json().items.find((i: { id: string }) => i.id === "charity");
    expect(item).toMatchObject({ state: "done" });
  });

  it("keeps the charity's HMRC reference for Gift Aid: letters and digits, audited, set by owners and shown to finance with each claim", async () => {
    const settings = (payload: object, agent = owner) => agent.request({ method: "PATCH", url: "/api/admin/settings", payload });
    for (const junk of ["n/a", "12345", "<b>AB1</b>", "AB-12345"]) {
      const refused = await settings({ giftAidReference: junk });
      expect(refused.statusCode, junk).toBe(400);
      expect(refused.json().issues).toEqual([{ field: "giftAidReference", message: "Enter the charity's HMRC reference in letters and digits, like AB12345" }]);
    }
    const saved = await settings({ giftAidReference: " ab 12345 " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().giftAidReference).toBe("AB12345");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, "gift_aid_charity_reference")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "settings.changed", actorLabel: "owner@team.test", details: { before: null, after: "AB12345" } });
    const preview = await finance.request({ method: "GET", url: "/api/admin/gift-aid/preview" });
    expect(preview.json().charityReference).toBe("AB12345");
    // Finance uses it but does not set it; fulfilment and editors never see it.
    expect((await settings({ giftAidReference: "XR99999" }, finance)).statusCode).toBe(403);
    const packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });
    const editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
    for (const refused of [packer, editor]) {
      expect((await settings({ giftAidReference: "XR99999" }, refused)).statusCode).toBe(403);
      expect((await refused.request({ method: "GET", url: "/api/admin/gift-aid/preview" })).statusCode).toBe(403);
    }
    // Cleared with an empty field.
    expect((await settings({ giftAidReference: "" })).json().giftAidReference).toBeNull();
    expect((await owner.request({ method: "GET", url: "/api/admin/settings" })).json().giftAidReference).toBeNull();
  });

  it("sends the owner a test email through the mail server, and the go-live list then says it was delivered", async () => {
    const list = async () => (await owner.request({ method: "GET", url: "/api/admin/go-live" })).json().items.find((i: { id: string }) => i.id === "email");
    expect(await list()).toMatchObject({ state: "todo", fix: { action: "test-email" } });
    expect((await owner.request({ method: "POST", url: "/api/admin/go-live/test-email" })).statusCode).toBe(202);
    await outboxSettled(app);
    const received = await waitFor(() => inbox.messages.find((m) => m.subject.includes("Test email")));
    expect(received.to).toEqual(["owner@team.test"]);
    expect(await list()).toMatchObject({ state: "done", detail: expect.stringContaining("owner@team.test") });
    expect((await finance.request({ method: "POST", url: "/api/admin/go-live/test-email" })).statusCode).toBe(403);
  });

  it("backs up now and downloads the backup as a .tar.gz, the download audited as an export; with PostgreSQL it says whose backups they are", async () => {
    const page = await owner.request({ method: "GET", url: "/api/admin/backups" });
    if (kind === "postgres") {
      expect(page.json()).toEqual({ kind: "postgres" });
      expect((await owner.request({ method: "POST", url: "/api/admin/backups" })).statusCode).toBe(404);
      return;
    }
    expect(page.json()).toMatchObject({ kind: "embedded", backups: [], nightly: { scheduled: false } });
    const taken = await owner.request({ method: "POST", url: "/api/admin/backups" });
    expect(taken.statusCode, taken.body).toBe(201);
    const { backup, download } = taken.json();
    expect(backup.name).toMatch(/\.tar\.gz$/);

    const file = await owner.request({ method: "GET", url: download });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="${backup.name}"`);
    expect(gunzipSync(file.rawPayload).length).toBeGreaterThan(1024);
    const [exported] = await database.db.select().from(auditLog).where(eq(auditLog.action, "data.exported")).orderBy(desc(auditLog.id)).limit(1);
    expect(exported).toMatchObject({ targetId: "database-backup", actorLabel: "owner@team.test" });

    expect((await owner.request({ method: "GET", url: "/api/admin/backups/..%2Fsecret.tar.gz" })).statusCode).toBe(404);
    expect((await owner.request({ method: "GET", url: "/api/admin/backups/purpose-movement-backup-20000101-000000000.tar.gz" })).statusCode).toBe(404);
    expect((await finance.request({ method: "GET", url: download })).statusCode).toBe(403);
    expect((await finance.request({ method: "POST", url: "/api/admin/backups" })).statusCode).toBe(403);
    expect((await owner.request({ method: "GET", url: "/api/admin/backups" })).json().backups).toHaveLength(1);
  });
});
