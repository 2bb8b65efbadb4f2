// The complaint form can't be used to fill someone's inbox (issue 50, item 5): fifteen complaints
// naming one address, however spelled and however sent (one by one, or at once), are all stored
// and each reaches the organisation, but the address gets one acknowledgement that day; another
// address gets its own; a post from another site is refused and stores nothing.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaints } from "../db/schema/index";
import { buildTestApp, outboxSettled } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SmtpInbox } from "../test-support/smtp-inbox";

const ORG = "team@purposemovement.test";

describe.each(testDatabaseKinds)("complaint acknowledgements on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const inbox = new SmtpInbox();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await inbox.start(0);
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url, ORG_EMAIL: ORG } });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const complain = (email: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/privacy/complaint",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams({ name: "Someone", email, message: "You kept emailing me." }).toString(),
    });

  it("sends one acknowledgement a day to an address, however many complaints name it; every complaint is stored and reaches the organisation", async () => {
    for (let i = 0; i < 5; i++) expect((await complain(i % 2 ? " Victim@Example.org" : "victim@example.org")).statusCode).toBe(303);
    // Ten more at once.
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => complain("VICTIM@example.org")));
    expect(atOnce.every((answer) => answer.statusCode === 303)).toBe(true);
    expect((await complain("someone-else@example.org")).statusCode).toBe(303);
    await outboxSettled(app);

    expect(await database.db.select().from(complaints).where(eq(complaints.email, "victim@example.org"))).toHaveLength(15);
    const toVictim = inbox.to("victim@example.org");
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.subject).toMatch(/complaint/i);
    expect(inbox.to("someone-else@example.org")).toHaveLength(1);
    expect(inbox.to(ORG).filter((m) => /complaint/i.test(m.subject))).toHaveLength(16);
  });

  it("refuses a complaint posted from another site, storing and sending nothing", async () => {
    const before = (await database.db.select().from(complaints)).length;
    const sent = inbox.messages.length;
    const forged = await complain("third@example.org", { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect((await database.db.select().from(complaints)).length).toBe(before);
    await outboxSettled(app);
    expect(inbox.messages.length).toBe(sent);
  });
});
