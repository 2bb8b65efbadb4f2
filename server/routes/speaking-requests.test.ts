import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEAKING_REQUEST_RECEIVED_MESSAGE } from "../../core/schemas/speaking-request";
import { eq } from "drizzle-orm";
import { outboxEmails, speakingRequests } from "../db/schema/index";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { SmtpInbox } from "../test-support/smtp-inbox";

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const validRequest = () => ({
  name: "Pastor Ruth Campbell",
  email: "Ruth@GraceChapel.example",
  phone: "020 7946 0000",
  organisation: "Grace Chapel, Peckham",
  eventDate: isoDateInDays(60),
  location: "Peckham, London",
  audienceSize: "250",
  topic: "Purpose in the family",
  message: "Our autumn family conference.\nWe would love a keynote on Saturday morning.",
});

describe.each(testDatabaseKinds)("speaking requests on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const inbox = new SmtpInbox();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await inbox.start(0);
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const send = (body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/speaking-requests", payload: body });
  const allRows = () => database.db.select().from(speakingRequests);

  it("stores a request with every field", async () => {
    const request = validRequest();
    const response = await send(request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SPEAKING_REQUEST_RECEIVED_MESSAGE });
    const rows = await allRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Pastor Ruth Campbell",
      email: "Ruth@GraceChapel.example",
      phone: "020 7946 0000",
      organisation: "Grace Chapel, Peckham",
      eventDate: request.eventDate,
      location: "Peckham, London",
      audienceSize: 250,
      topic: "Purpose in the family",
      message: request.message,
    });
  });

  it("emails the request to the organisation, Reply-To the requester, and a copy to the requester", async () => {
    const request = { ...validRequest(), email: "deacon@stmarks.example", organisation: "St Mark's Youth" };
    expect((await send(request)).statusCode).toBe(201);
    const noticesAbout = () =>
      inbox.to("team@purposemovement.test").filter((m) => m.headers["reply-to"] === "deacon@stmarks.example");
    const [notice] = await waitFor(() => noticesAbout().length > 0 && noticesAbout());
    expect(notice!.subject).toMatch(/^Speaking request: St Mark's Youth, \w+day, \d{1,2} \w+ \d{4}$/);
    for (const value of [
      "Pastor Ruth Campbell",
      "deacon@stmarks.example",
      "020 7946 0000",
      "St Mark's Youth",
      "Peckham, London",
      "250",
      "Purpose in the family",
      "Our autumn family conference.",
      "We would love a keynote on Saturday morning.",
    ]) {
      expect(notice!.text).toContain(value);
    }
    const [copy] = await waitFor(
      () => inbox.to("deacon@stmarks.example").length > 0 && inbox.to("deacon@stmarks.example"),
    );
    expect(copy!.subject).toBe("Your speaking request to Purpose Movement");
    expect(copy!.text).toContain("has reached our team");
    // The copy goes to any address typed into a public form: it repeats none of the free text.
    expect(copy!.text).not.toContain("Pastor Ruth Campbell");
    expect(copy!.text).not.toContain("We would love a keynote on Saturday morning.");
    expect(noticesAbout()).toHaveLength(1);
    expect(inbox.to("deacon@stmarks.example")).toHaveLength(1);
  });

  it("stores a request without the optional fields", async () => {
    const { phone: _p, audienceSize: _a, topic: _t, ...required } = validRequest();
    const response = await send({ ...required, email: "minimal@example.org", audienceSize: "" });
    expect(response.statusCode).toBe(201);
    const row = (await allRows()).find((r) => r.email === "minimal@example.org");
    expect(row).toMatchObject({ phone: null, audienceSize: null, topic: null });
  });

  it("names every bad field and stores nothing", async () => {
    const before = (await allRows()).length;
    const response = await send({
      ...validRequest(),
      name: " ",
      email: "nope",
      eventDate: isoDateInDays(-3),
      audienceSize: "about fifty",
      message: "x".repeat(3001),
      location: "",
      organisation: "o".repeat(151),
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().issues as { field: string; message: string }[]).map((i) => i.field).sort();
    expect(fields).toEqual(["audienceSize", "email", "eventDate", "location", "message", "name", "organisation"]);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { field: "eventDate", message: "The event date has passed: choose a date from today onwards" },
        { field: "audienceSize", message: "Enter the audience size as a number, like 150" },
        { field: "message", message: "Keep your message to 3000 characters or fewer" },
      ]),
    );
    const impossible = await send({ ...validRequest(), eventDate: "2031-02-30" });
    expect(impossible.json().issues).toEqual([
      { field: "eventDate", message: "Enter the event date as a real date, like 2026-09-19" },
    ]);
    expect((await allRows()).length).toBe(before);
  });

  it("answers a filled honeypot as a success and keeps nothing", async () => {
    const before = (await allRows()).length;
    const response = await send({ ...validRequest(), email: "bot@spam.example", website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SPEAKING_REQUEST_RECEIVED_MESSAGE });
    expect((await allRows()).length).toBe(before);
    expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, "bot@spam.example"))).toEqual([]);
  });

  it("refuses a body that is not JSON with a 4xx naming the body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/speaking-requests",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("speaking request rate limit", () => {
  it("refuses requests over the per-address limit", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database, { env: { RATE_LIMIT_SIGNUPS_PER_MINUTE: "2" } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await app.inject({ method: "POST", url: "/api/speaking-requests", payload: validRequest() })).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
