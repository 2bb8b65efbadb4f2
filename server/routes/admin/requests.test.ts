// The owners' inbox of speaking requests: requests arrive through the public form, then are
// listed (status, search, keyset paging, newest first), counted while new, opened, moved
// between statuses and annotated, each change audited; other roles are refused.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestDetail, RequestList } from "../../../core/schemas/admin-requests";
import { auditLog, speakingRequests } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const someId = "00000000-0000-4000-8000-000000000000";

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const speakingRequest = (overrides: Record<string, unknown> = {}) => ({
  name: "Pastor Ruth Campbell",
  email: "Ruth@GraceChapel.example",
  phone: "020 7946 0000",
  organisation: "Grace Chapel, Peckham",
  eventDate: isoDateInDays(60),
  location: "Peckham, London",
  audienceSize: "250",
  topic: "Purpose in the family",
  message: "Our autumn family conference.\nWe would love a keynote on Saturday morning.",
  ...overrides,
});

describe.each(testDatabaseKinds)("speaking requests in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;
  let packer: StaffAgent;
  const ids: Record<"ruth" | "samuel" | "ade", string> = { ruth: "", samuel: "", ade: "" };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
    packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });

    // Three requests through the public form, oldest first.
    const people = [
      ["ruth", speakingRequest()],
      ["samuel", speakingRequest({ name: "Samuel Okafor", email: "samuel@hope.example", organisation: "Hope Community Church", phone: "", audienceSize: "", topic: "" })],
      ["ade", speakingRequest({ name: "Adé Bello", email: "ade@youth.example", organisation: "Youth Alive Trust", message: "<script>alert('x')</script> =SUM(A1)" })],
    ] as const;
    for (const [key, body] of people) {
      const response = await app.inject({ method: "POST", url: "/api/speaking-requests", payload: body });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await database.db.select().from(speakingRequests).where(eq(speakingRequests.email, body.email));
      ids[key] = row!.id;
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = async (query = "") => {
    const response = await owner.request({ method: "GET", url: `/api/admin/requests${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RequestList>();
  };
  const detail = async (id: string) => {
    const response = await owner.request({ method: "GET", url: `/api/admin/requests/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RequestDetail>();
  };
  const newCount = async () => {
    const response = await owner.request({ method: "GET", url: "/api/admin/requests/new-count" });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number }>().count;
  };
  const audited = (action: string, id: string) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)));

  it("lists requests newest first, every one new, and counts the new ones", async () => {
    const all = await list();
    expect(all.requests.map((r) => r.id)).toEqual([ids.ade, ids.samuel, ids.ruth]);
    expect(all.next).toBeNull();
    expect(all.requests[2]).toMatchObject({
      name: "Pastor Ruth Campbell",
      email: "Ruth@GraceChapel.example",
      organisation: "Grace Chapel, Peckham",
      location: "Peckham, London",
      status: "new",
      notes: 0,
    });
    expect(all.requests.every((r) => r.status === "new")).toBe(true);
    expect(await newCount()).toBe(3);
    expect((await list("?status=new")).requests).toHaveLength(3);
    expect((await list("?status=booked")).requests).toEqual([]);
  });

  it("finds a request by the start of its name, email address or organisation, in any case", async () => {
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).requests.map((r) => r.id);
    expect(await found("SAMUEL")).toEqual([ids.samuel]);
    expect(await found("pastor ruth")).toEqual([ids.ruth]);
    expect(await found("ruth@grace")).toEqual([ids.ruth]);
    expect(await found("hope comm")).toEqual([ids.samuel]);
    expect(await found("adé")).toEqual([ids.ade]);
    // A prefix, not anywhere in the text; LIKE's wildcards are plain characters.
    expect(await found("campbell")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("   ")).toHaveLength(3);
  });

  it("pages 50 at a time with a keyset cursor, even through rows made at the same instant", async () => {
    // 51 requests in one statement share one created_at: only the id tells them apart.
    await database.db.insert(speakingRequests).values(
      Array.from({ length: 51 }, (_, i) => ({
        name: `Paging Person ${i}`,
        email: `paging${i}@example.test`,
        organisation: "Paging Fellowship",
        eventDate: isoDateInDays(30),
        location: "Leeds",
        message: "Page me",
        createdAt: sql`now() - interval '1 day'`,
      })),
    );
    const first = await list("?q=paging");
    expect(first.requests).toHaveLength(50);
    expect(first.next).toEqual(expect.any(String));
    const second = await list(`?q=paging&after=${encodeURIComponent(first.next!)}`);
    expect(second.requests).toHaveLength(1);
    expect(second.next).toBeNull();
    const seen = [...first.requests, ...second.requests].map((r) => r.id);
    expect(new Set(seen).size).toBe(51);
    // With everything: the three from the form come first (newest), then the older batch.
    const everything = await list();
    expect(everything.requests.slice(0, 3).map((r) => r.id)).toEqual([ids.ade, ids.samuel, ids.ruth]);
    const rest = await list(`?after=${encodeURIComponent(everything.next!)}`);
    expect(everything.requests.length + rest.requests.length).toBe(54);
    expect(rest.next).toBeNull();

    const forged = await owner.request({ method: "GET", url: "/api/admin/requests?after=not-a-cursor" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().issues).toEqual([{ field: "after", message: "Not a page cursor" }]);
    await database.db.delete(speakingRequests).where(eq(speakingRequests.organisation, "Paging Fellowship"));
  });

  it("shows one request with every field, its message exactly as sent", async () => {
    const ruth = await detail(ids.ruth);
    expect(ruth).toMatchObject({
      id: ids.ruth,
      name: "Pastor Ruth Campbell",
      email: "Ruth@GraceChapel.example",
      phone: "020 7946 0000",
      organisation: "Grace Chapel, Peckham",
      location: "Peckham, London",
      audienceSize: 250,
      topic: "Purpose in the family",
      message: "Our autumn family conference.\nWe would love a keynote on Saturday morning.",
      status: "new",
      notes: [],
    });
    expect(ruth.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await detail(ids.samuel)).toMatchObject({ phone: null, audienceSize: null, topic: null });
    // Free text comes back as text; the pages render it inert.
    expect((await detail(ids.ade)).message).toBe("<script>alert('x')</script> =SUM(A1)");
  });

  it("moves a request between statuses, audited once per change, and counts it no longer new", async () => {
    const changed = await owner.request({ method: "PATCH", url: `/api/admin/requests/${ids.ruth}`, payload: { status: "replied" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<RequestDetail>()).toMatchObject({ id: ids.ruth, status: "replied" });
    expect(await newCount()).toBe(2);
    expect((await list("?status=replied")).requests.map((r) => r.id)).toEqual([ids.ruth]);
    expect((await list("?status=new")).requests.map((r) => r.id)).toEqual([ids.ade, ids.samuel]);

    // The same status again changes nothing and records nothing.
    const again = await owner.request({ method: "PATCH", url: `/api/admin/requests/${ids.ruth}`, payload: { status: "replied" } });
    expect(again.statusCode).toBe(200);
    const booked = await owner.request({ method: "PATCH", url: `/api/admin/requests/${ids.ruth}`, payload: { status: "booked" } });
    expect(booked.json<RequestDetail>().status).toBe("booked");
    const entries = await audited("request.status_changed", ids.ruth);
    expect(entries.map((e) => e.details)).toEqual([
      { from: "new", to: "replied" },
      { from: "replied", to: "booked" },
    ]);
    expect(entries[0]).toMatchObject({ actorLabel: "owner@team.test", targetType: "speaking_request" });
    const row = (await database.db.select().from(speakingRequests).where(eq(speakingRequests.id, ids.ruth)))[0]!;
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    // Searched on the inbox's default tab (New), a booked request isn't lost: the answer says how
    // many more match on the other tabs (issue 31). On All there is nothing more to say.
    const onNew = await list("?status=new&q=ruth");
    expect(onNew.requests).toEqual([]);
    expect(onNew.moreInAll).toBe(1);
    expect((await list("?status=new&q=samuel")).moreInAll).toBe(0);
    const onAll = await list("?q=ruth");
    expect(onAll.requests.map((r) => r.id)).toEqual([ids.ruth]);
    expect(onAll.moreInAll).toBeUndefined();
    expect((await list("?status=new")).moreInAll).toBeUndefined();
  });

  it("refuses an unknown status naming the field, and an unknown or malformed id", async () => {
    const bad = await owner.request({ method: "PATCH", url: `/api/admin/requests/${ids.samuel}`, payload: { status: "archived" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(["status"]);
    const missing = await owner.request({ method: "PATCH", url: `/api/admin/requests/${ids.samuel}`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(["status"]);
    const badFilter = await owner.request({ method: "GET", url: "/api/admin/requests?status=archived" });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().issues.map((i: { field: string }) => i.field)).toEqual(["status"]);
    expect((await detail(ids.samuel)).status).toBe("new");

    expect((await owner.request({ method: "GET", url: `/api/admin/requests/${someId}` })).statusCode).toBe(404);
    expect((await owner.request({ method: "PATCH", url: `/api/admin/requests/${someId}`, payload: { status: "booked" } })).statusCode).toBe(404);
    expect((await owner.request({ method: "POST", url: `/api/admin/requests/${someId}/notes`, payload: { body: "Hello" } })).statusCode).toBe(404);
    const malformed = await owner.request({ method: "GET", url: "/api/admin/requests/not-an-id" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues.map((i: { field: string }) => i.field)).toEqual(["id"]);
  });

  it("keeps notes on a request, oldest first, with who wrote them, each audited", async () => {
    const first = await owner.request({ method: "POST", url: `/api/admin/requests/${ids.samuel}/notes`, payload: { body: "Phoned: they'd like March instead" } });
    expect(first.statusCode, first.body).toBe(201);
    const second = await owner.request({ method: "POST", url: `/api/admin/requests/${ids.samuel}/notes`, payload: { body: "<b>Not bold</b>" } });
    expect(second.statusCode).toBe(201);
    const empty = await owner.request({ method: "POST", url: `/api/admin/requests/${ids.samuel}/notes`, payload: { body: "   " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ field: "body", message: "Write the note" }]);

    const samuel = await detail(ids.samuel);
    expect(samuel.notes.map((n) => [n.body, n.by])).toEqual([
      ["Phoned: they'd like March instead", "owner@team.test"],
      ["<b>Not bold</b>", "owner@team.test"],
    ]);
    expect((await list("?q=samuel")).requests[0]?.notes).toBe(2);
    // A note is not an answer: the request stays new.
    expect(samuel.status).toBe("new");
    const entries = await audited("request.note_added", ids.samuel);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorLabel: "owner@team.test", targetType: "speaking_request", details: {} });
  });

  it("refuses the inbox to finance and fulfilment", async () => {
    for (const agent of [finance, packer]) {
      const attempts = [
        agent.request({ method: "GET", url: "/api/admin/requests" }),
        agent.request({ method: "GET", url: "/api/admin/requests/new-count" }),
        agent.request({ method: "GET", url: `/api/admin/requests/${ids.ade}` }),
        agent.request({ method: "PATCH", url: `/api/admin/requests/${ids.ade}`, payload: { status: "declined" } }),
        agent.request({ method: "POST", url: `/api/admin/requests/${ids.ade}/notes`, payload: { body: "Sneaky" } }),
      ];
      for (const response of await Promise.all(attempts)) expect(response.statusCode, `${agent.email}: ${response.body}`).toBe(403);
    }
    expect(await detail(ids.ade)).toMatchObject({ status: "new", notes: [] });
  });
});
