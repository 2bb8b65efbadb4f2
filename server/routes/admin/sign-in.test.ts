// Getting into the back office, and owners managing who can: the setup link, emailed
// codes (and their attacks), invitations, roles, removal, required passkeys, the audit log.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_SENT_MESSAGE } from "../../../core/schemas/admin";
import { auditLog, outboxEmails, staff, staffSignInCodes } from "../../db/schema/index";
import { createAuditLog } from "../../services/staff/audit-log";
import { createStaffLinks } from "../../services/staff/links";
import { CODE_REFUSED, UNKNOWN_ADDRESS } from "../../services/staff/sign-in-codes";
import { buildTestApp } from "../../test-support/app";
import { compareTimings, sameTiming, timeInterleaved } from "../../test-support/timing";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import {
  adminRequest,
  codeIn,
  joinAsStaff,
  latestEmail,
  sessionCookieFrom,
  signInByCode,
  TEST_ORIGIN,
} from "../../test-support/staff";

describe.each(testDatabaseKinds)("back office sign-in on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const links = () => createStaffLinks({ db: database.db, outbox: { notify() {} }, audit: createAuditLog(database.db), publicUrl: TEST_ORIGIN });
  /** A request, then the background work it started (a code's look-up and email), so the email can be read. */
  const post = async (url: string, payload: object, cookie?: string) => {
    const response = await adminRequest(app, { method: "POST", url, payload }, cookie);
    await app.signInRequests.settled();
    return response;
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
  const auditActions = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  describe("the first owner", () => {
    it("offers a setup link while nobody is an owner; it signs the owner in once and is then dead, like every later bare link", async () => {
      const url = await links().setupLinkIfNoOwner();
      expect(url).toMatch(/^http:\/\/shop\.test\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(url!);
      const info = await adminRequest(app, { method: "GET", url: `/api/admin/links/${token}` });
      expect(info.json()).toEqual({ purpose: "setup", email: null, role: "owner" });

      const spare = await links().setupLinkIfNoOwner(); // a second start before anyone used the first
      const setup = await post("/api/admin/setup", { token, name: "Ruth Owusu", email: " Ruth@Example.TEST " });
      expect(setup.statusCode).toBe(200);
      expect(setup.json()).toMatchObject({ staff: { email: "ruth@example.test", name: "Ruth Owusu", role: "owner" } });
      expect(setup.headers["set-cookie"]).toMatch(/^pm_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
      const me = await adminRequest(app, { method: "GET", url: "/api/admin/me" }, sessionCookieFrom(setup));
      expect(me.json()).toMatchObject({ staff: { email: "ruth@example.test", role: "owner" } });

      for (const used of [token, tokenOf(spare!)]) {
        const again = await post("/api/admin/setup", { token: used, name: "Mallory", email: "mallory@evil.test" });
        expect(again.statusCode).toBe(404);
        expect(again.json().error).toMatch(/expired, has already been used/);
        expect(again.headers["set-cookie"]).toBeUndefined();
      }
      expect(await links().setupLinkIfNoOwner()).toBeUndefined();
      const owners = await database.db.select().from(staff).where(eq(staff.role, "owner"));
      expect(owners.map((o) => o.email)).toEqual(["ruth@example.test"]);
      expect(await auditActions("staff.joined")).toHaveLength(1);
    });

    it("refuses an expired link and a link for someone else's address", async () => {
      const url = await links().commandLineLink("named@example.test", "finance");
      const wrongPerson = await post("/api/admin/setup", { token: tokenOf(url), name: "Eve", email: "eve@example.test" });
      expect(wrongPerson.statusCode).toBe(409);
      expect(wrongPerson.json().issues).toEqual([{ field: "email", message: "This link is for named@example.test." }]);

      await database.db.execute(sql`update staff_invites set expires_at = now() - interval '1 minute' where email = 'named@example.test'`);
      const expired = await post("/api/admin/setup", { token: tokenOf(url), name: "Named", email: "named@example.test" });
      expect(expired.statusCode).toBe(404);
      const named = await database.db.select().from(staff).where(eq(staff.email, "named@example.test"));
      expect(named).toEqual([]);
    });

    it("names the fields a setup form got wrong", async () => {
      const response = await post("/api/admin/setup", { token: "short", name: "", email: "not-an-address" });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["email", "name", "token"]);
    });
  });

  describe("emailed codes", () => {
    const person = "codes@team.test";
    beforeAll(async () => {
      await joinAsStaff(app, database.db, { email: person, role: "fulfilment" });
    });

    it("emails a 6-digit code (the only one in the email) that signs in once", async () => {
      const agent = await signInByCode(app, database.db, person);
      const me = await agent.request({ method: "GET", url: "/api/admin/me" });
      expect(me.json()).toMatchObject({ staff: { email: person, role: "fulfilment" } });
      const email = await latestEmail(database.db, person, "staff-sign-in-code");
      expect(email?.subject).toMatch(/sign-in code/);
      const reused = await post("/api/admin/sign-in/code/verify", { email: person, code: codeIn(email!.text) });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().issues).toEqual([{ field: "code", message: CODE_REFUSED }]);
    });

    it("answers an unknown address exactly as a known one, and emails nobody", async () => {
      const before = await database.db.select({ id: outboxEmails.id }).from(outboxEmails);
      const known = await post("/api/admin/sign-in/code", { email: person });
      const unknown = await post("/api/admin/sign-in/code", { email: "stranger@example.test" });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.json()).toEqual({ message: CODE_SENT_MESSAGE });
      const strip = (headers: Record<string, unknown>) => Object.keys(headers).filter((h) => !["date", "request-id"].includes(h)).sort();
      expect(strip(unknown.headers)).toEqual(strip(known.headers));
      const after = await database.db.select({ to: outboxEmails.to }).from(outboxEmails);
      expect(after.length - before.length).toBe(1);
      expect(after.map((row) => row.to)).not.toContain("stranger@example.test");
    });

    it("takes as long for an unknown address as for a known one, compared as distributions", async () => {
      // Only the answer is timed: the background work it starts (the look-up, the code, the email)
      // is waited out after each try, as it runs after the answer has gone.
      // Each try follows the same untimed request for another member's address, so the work a try
      // leaves behind (the code's email, made in the background) falls on the next try of either
      // address alike (server/test-support/timing.ts).
      const before = "codes-before@team.test";
      await joinAsStaff(app, database.db, { email: before, role: "fulfilment" });
      const { a: known, b: unknown } = await timeInterleaved(
        30,
        async (which) => {
          const started = performance.now();
          const response = await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code", payload: { email: which === "a" ? person : "nobody@example.test" } });
          const took = performance.now() - started;
          expect(response.statusCode).toBe(202);
          await app.signInRequests.settled();
          return took;
        },
        {
          beforeTry: async () => {
            // The per-address limit would stop an address after five: each try starts its count again.
            await database.db.execute(sql`delete from sign_in_attempts`);
            await post("/api/admin/sign-in/code", { email: before });
          },
        },
      );
      await database.db.execute(sql`delete from sign_in_attempts`);
      const comparison = compareTimings(known, unknown);
      expect(sameTiming(comparison), comparison.summary).toBe(true);
    }, 180_000);

    // Measured again once if one run's tail was noisy: a real difference shows in every run.
    it("answers the request after a code request as quickly whether that address was staff's or not", { timeout: 240_000, retry: 1 }, async () => {
      // The background work a code request starts (the look-up, the code, its email rendered) ran
      // only for staff, on the same event loop and database: the request after it answered in
      // 11.5 ms after a staff address, 3.8 ms after an unknown one. An unknown address now gets
      // the same work, undone. Timed: the next request, sent the moment the first is answered.
      const { a: known, b: unknown } = await timeInterleaved(
        30,
        async (which) => {
          await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code", payload: { email: which === "a" ? person : "nobody@example.test" } });
          const started = performance.now();
          const next = await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code", payload: { email: "next@example.test" } });
          const took = performance.now() - started;
          expect(next.statusCode).toBe(202);
          await app.signInRequests.settled();
          return took;
        },
        { triesPerSample: 5, beforeTry: async () => void (await database.db.execute(sql`delete from sign_in_attempts`)) },
      );
      await database.db.execute(sql`delete from sign_in_attempts`);
      const comparison = compareTimings(known, unknown);
      expect(sameTiming(comparison), comparison.summary).toBe(true);
      // The unknown address's work was undone: no code, email or entry for it, nor a stand-in member.
      expect(await database.db.select().from(staff).where(sql`${staff.email} like '%@stand-in.invalid'`)).toEqual([]);
      expect((await database.db.select({ to: outboxEmails.to }).from(outboxEmails)).map((row) => row.to)).not.toContain("nobody@example.test");
    });

    it("reads the same for a wrong code whether or not the address is staff's", async () => {
      await post("/api/admin/sign-in/code", { email: person });
      const right = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      const wrong = right === "000000" ? "111111" : "000000";
      const known = await post("/api/admin/sign-in/code/verify", { email: person, code: wrong });
      const unknown = await post("/api/admin/sign-in/code/verify", { email: "stranger@example.test", code: wrong });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ error: CODE_REFUSED, issues: [{ field: "code", message: CODE_REFUSED }] });
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    // Measured again once if one run was noisy: the 8.1 against 6.2 ms this caught shows in every run.
    it("takes as long to refuse a wrong code for a staff address as for an unknown one, compared as distributions", { retry: 1, timeout: 180_000 }, async () => {
      // Before, only a staff address's refusal counted the try on its code and wrote a
      // sign_in.failed entry: 8.1 ms against 6.2 ms, the unknown address quicker in 92% of pairs.
      await post("/api/admin/sign-in/code", { email: person });
      const right = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      const wrong = right === "000000" ? "111111" : "000000";
      const { a: known, b: unknown } = await timeInterleaved(
        30,
        async (which) => {
          const started = performance.now();
          const response = await adminRequest(app, {
            method: "POST",
            url: "/api/admin/sign-in/code/verify",
            payload: { email: which === "a" ? person : "nobody@example.test", code: wrong },
          });
          const took = performance.now() - started;
          expect(response.statusCode).toBe(400);
          return took;
        },
        {
          // The staff member's code stays live (five tries would kill it: they are counted in
          // sign_in_attempts too), and no limit is reached.
          beforeTry: async () => void (await database.db.execute(sql`delete from sign_in_attempts`)),
        },
      );
      const comparison = compareTimings(known, unknown);
      expect(sameTiming(comparison), comparison.summary).toBe(true);
      // The unknown address's refusals are recorded too, without the address typed.
      const failures = await auditActions("sign_in.failed");
      expect(failures.filter((entry) => entry.actorLabel === UNKNOWN_ADDRESS).length).toBeGreaterThanOrEqual(90);
      expect(JSON.stringify(failures)).not.toContain("nobody@example.test");
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    it("kills a code after five wrong tries, even for the right code after", async () => {
      await post("/api/admin/sign-in/code", { email: person });
      const right = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      const wrong = right === "000000" ? "111111" : "000000";
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await post("/api/admin/sign-in/code/verify", { email: person, code: wrong }));
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
      // The same words every time: a count of tries would tell a stranger the address is staff's.
      expect(new Set(answers.map((a) => a.body))).toEqual(new Set([answers[0]!.body]));
      expect(answers[0]!.json().error).toBe(CODE_REFUSED);
      const late = await post("/api/admin/sign-in/code/verify", { email: person, code: right });
      expect(late.statusCode).toBe(400);
      expect(late.body).toBe(answers[0]!.body);
      expect(late.headers["set-cookie"]).toBeUndefined();
      const failures = (await auditActions("sign_in.failed")).filter((entry) => entry.actorLabel === person);
      expect(failures.length).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(failures)).not.toContain(right);
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    it("counts wrong tries sent at once, and signs in once when the right code is sent twice at once", async () => {
      await post("/api/admin/sign-in/code", { email: person });
      let right = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      const wrong = right === "000000" ? "111111" : "000000";
      // Eight at once, on PostgreSQL in eight transactions: each is counted, none is lost to a race.
      const guesses = await Promise.all(Array.from({ length: 8 }, () => post("/api/admin/sign-in/code/verify", { email: person, code: wrong })));
      expect(guesses.every((answer) => answer.statusCode === 400)).toBe(true);
      expect((await post("/api/admin/sign-in/code/verify", { email: person, code: right })).statusCode).toBe(400);
      await database.db.execute(sql`delete from sign_in_attempts`);

      await post("/api/admin/sign-in/code", { email: person });
      right = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      const both = await Promise.all([0, 1].map(() => post("/api/admin/sign-in/code/verify", { email: person, code: right })));
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    it("refuses an expired code, a code asked for before a newer one, and one person's code for another", async () => {
      await post("/api/admin/sign-in/code", { email: person });
      const first = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      await database.db.update(staffSignInCodes).set({ expiresAt: sql`now() - interval '1 second'` });
      expect((await post("/api/admin/sign-in/code/verify", { email: person, code: first })).statusCode).toBe(400);

      await post("/api/admin/sign-in/code", { email: person });
      const older = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      await database.db.delete(outboxEmails).where(eq(outboxEmails.to, person));
      await post("/api/admin/sign-in/code", { email: person });
      const newer = codeIn((await latestEmail(database.db, person, "staff-sign-in-code"))!.text);
      if (older !== newer) expect((await post("/api/admin/sign-in/code/verify", { email: person, code: older })).statusCode).toBe(400);

      const other = "other@team.test";
      await joinAsStaff(app, database.db, { email: other, role: "finance" });
      const crossed = await post("/api/admin/sign-in/code/verify", { email: other, code: newer });
      expect(crossed.statusCode).toBe(400);
      expect((await post("/api/admin/sign-in/code/verify", { email: person, code: newer })).statusCode).toBe(200);
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    it("limits code requests per address (known or not) and per IP, counted in the database", async () => {
      const limited = await buildTestApp(database, { env: { SIGN_IN_ATTEMPTS_PER_ADDRESS: "3", SIGN_IN_ATTEMPTS_PER_IP: "8" } });
      const ask = (email: string) =>
        adminRequest(limited, { method: "POST", url: "/api/admin/sign-in/code", payload: { email } });
      for (const email of [person, "unknown@example.test"]) {
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await ask(email)).statusCode);
        expect(statuses, email).toEqual([202, 202, 202, 429]);
      }
      // Six counted so far from this IP; two more addresses pass, then the IP is stopped.
      const spread = [];
      for (let i = 0; i < 3; i++) spread.push((await ask(`spread${i}@example.test`)).statusCode);
      expect(spread).toEqual([202, 202, 429]);
      const refused = await ask("fresh@example.test");
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json().error).toMatch(/Too many sign-in attempts/);
      await limited.signInRequests.settled();
      await limited.close();
      await database.db.execute(sql`delete from sign_in_attempts`);
    });
  });

  describe("owners manage staff", () => {
    it("invites by email; the invitation signs the person in with the role it names; a used link is dead", async () => {
      const owner = await joinAsStaff(app, database.db, { email: "boss@team.test", role: "owner" });
      const invited = await owner.request({ method: "POST", url: "/api/admin/staff/invites", payload: { email: "Fin@Team.test", role: "finance" } });
      expect(invited.statusCode).toBe(201);
      const email = await latestEmail(database.db, "fin@team.test", "staff-invite");
      const link = /http:\/\/shop\.test\/admin\/invite\?token=[A-Za-z0-9_-]+/.exec(email!.text)?.[0];
      expect(link).toBeDefined();

      const list = await owner.request({ method: "GET", url: "/api/admin/staff" });
      expect(list.json().invites).toEqual([expect.objectContaining({ email: "fin@team.test", role: "finance" })]);

      const accepted = await post("/api/admin/invites/accept", { token: tokenOf(link!), name: "Femi" });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().staff).toMatchObject({ email: "fin@team.test", role: "finance", name: "Femi" });
      const finance = sessionCookieFrom(accepted)!;
      expect((await adminRequest(app, { method: "GET", url: "/api/admin/staff" }, finance)).statusCode).toBe(403);
      expect((await post("/api/admin/invites/accept", { token: tokenOf(link!), name: "Again" })).statusCode).toBe(404);
      expect((await auditActions("staff.invited"))[0]).toMatchObject({ actorLabel: "boss@team.test", details: { email: "fin@team.test", role: "finance" } });
    });

    it("withdraws an invitation; its link is then dead", async () => {
      const owner = await joinAsStaff(app, database.db, { email: "boss2@team.test", role: "owner" });
      const invited = await owner.request({ method: "POST", url: "/api/admin/staff/invites", payload: { email: "maybe@team.test", role: "fulfilment" } });
      const link = /admin\/invite\?token=([A-Za-z0-9_-]+)/.exec((await latestEmail(database.db, "maybe@team.test", "staff-invite"))!.text)![1]!;
      const withdrawn = await owner.request({ method: "DELETE", url: `/api/admin/staff/invites/${invited.json().id}` });
      expect(withdrawn.statusCode).toBe(204);
      expect((await post("/api/admin/invites/accept", { token: link, name: "Maybe" })).statusCode).toBe(404);
    });

    it("changes a role and removes staff, ending their sessions at once; never the last owner, never oneself", async () => {
      const owner = await joinAsStaff(app, database.db, { email: "only-owner@team.test", role: "owner" });
      const helper = await joinAsStaff(app, database.db, { email: "helper@team.test", role: "fulfilment" });
      const helperId = (await helper.request({ method: "GET", url: "/api/admin/me" })).json().staff.id;

      const promoted = await owner.request({ method: "PATCH", url: `/api/admin/staff/${helperId}`, payload: { role: "finance" } });
      expect(promoted.json()).toMatchObject({ role: "finance" });
      expect((await helper.request({ method: "GET", url: "/api/admin/me" })).statusCode).toBe(401);
      expect((await auditActions("staff.role_changed")).at(-1)).toMatchObject({ details: { before: "fulfilment", after: "finance" } });

      const again = await signInByCode(app, database.db, "helper@team.test");
      const removed = await owner.request({ method: "DELETE", url: `/api/admin/staff/${helperId}` });
      expect(removed.statusCode).toBe(204);
      expect((await again.request({ method: "GET", url: "/api/admin/me" })).statusCode).toBe(401);
      const asked = await post("/api/admin/sign-in/code", { email: "helper@team.test" });
      expect(asked.statusCode).toBe(202);
      const codes = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, "helper@team.test"));
      expect(codes.filter((c) => c.kind === "staff-sign-in-code")).toHaveLength(1); // only the one before removal

      const ownerId = (await owner.request({ method: "GET", url: "/api/admin/me" })).json().staff.id;
      const selfRemoval = await owner.request({ method: "DELETE", url: `/api/admin/staff/${ownerId}` });
      expect(selfRemoval.statusCode).toBe(409);
      expect((await owner.request({ method: "GET", url: "/api/admin/me" })).statusCode).toBe(200);
      await database.db.execute(sql`delete from sign_in_attempts`);
    });

    it("refuses to demote or remove the last owner, even when another owner asks at the same time", async () => {
      const fresh = await createTestDatabase(kind);
      const lone = await buildTestApp(fresh);
      const a = await joinAsStaff(lone, fresh.db, { email: "a@team.test", role: "owner" });
      const b = await joinAsStaff(lone, fresh.db, { email: "b@team.test", role: "owner" });
      const idOf = async (agent: typeof a) => (await agent.request({ method: "GET", url: "/api/admin/me" })).json().staff.id as string;
      const [aId, bId] = [await idOf(a), await idOf(b)];
      // Each owner removes the other at once: one removal wins; the other is refused, as the
      // last owner's removal (409) or, when it arrives after the first, as no longer signed in (401).
      const results = await Promise.all([
        a.request({ method: "DELETE", url: `/api/admin/staff/${bId}` }),
        b.request({ method: "DELETE", url: `/api/admin/staff/${aId}` }),
      ]);
      const [won, refused] = results.map((r) => r.statusCode).sort();
      expect(won).toBe(204);
      expect([401, 403, 409]).toContain(refused);
      const owners = await fresh.db.select().from(staff).where(sql`role = 'owner' and removed_at is null`);
      expect(owners).toHaveLength(1);
      const { createStaffDirectory } = await import("../../services/staff/directory");
      const { createStaffSessions } = await import("../../services/staff/sessions");
      const directory = createStaffDirectory({ db: fresh.db, audit: createAuditLog(fresh.db), sessions: createStaffSessions({ db: fresh.db }) });
      const someoneElse = { actorId: null, actorLabel: "test" };
      await expect(directory.changeRole(owners[0]!.id, "finance", someoneElse, { ip: "127.0.0.1" })).rejects.toThrow(/only owner/);
      await expect(directory.remove(owners[0]!.id, someoneElse, { ip: "127.0.0.1" })).rejects.toThrow(/only owner/);
      await lone.close();
      await fresh.close();
    });

    it("requires passkeys: staff without one may only add one or sign out", async () => {
      const owner = await joinAsStaff(app, database.db, { email: "keys-owner@team.test", role: "owner" });
      const changed = await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { requirePasskeys: true } });
      expect(changed.json()).toEqual({ requirePasskeys: true, softOptIn: false, orderLimit: 10, giftAidReference: null });
      const me = await owner.request({ method: "GET", url: "/api/admin/me" });
      expect(me.json()).toMatchObject({ mustAddPasskey: true });
      const blocked = await owner.request({ method: "GET", url: "/api/admin/staff" });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toBe("Add a passkey to continue");
      // Signing in again says so at once: the back office opens on adding a passkey.
      await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code", payload: { email: owner.email } });
      await app.signInRequests.settled();
      const code = codeIn((await latestEmail(database.db, owner.email, "staff-sign-in-code"))!.text);
      const signedIn = await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code/verify", payload: { email: owner.email, code } });
      expect(signedIn.json()).toMatchObject({ staff: { email: owner.email }, mustAddPasskey: true });
      expect((await auditActions("settings.changed")).at(-1)).toMatchObject({ details: { before: false, after: true } });
      // Direct, as an owner with a passkey would do it from the settings page.
      await database.db.execute(sql`update settings set value = 'false' where key = 'staff_require_passkeys'`);
      expect((await owner.request({ method: "GET", url: "/api/admin/staff" })).statusCode).toBe(200);
    });
  });

  describe("the audit log", () => {
    it("records sign-ins and changes with who, what, when and from where; owners filter it by person and action", async () => {
      const owner = await joinAsStaff(app, database.db, { email: "auditor@team.test", role: "owner" });
      await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { requirePasskeys: false } });
      const mine = await owner.request({ method: "GET", url: "/api/admin/audit?actor=auditor@team.test" });
      const actions = mine.json().entries.map((e: { action: string }) => e.action);
      expect(actions).toEqual(["settings.changed", "sign_in", "staff.joined"]);
      expect(mine.json().entries[0]).toMatchObject({ actor: "auditor@team.test", ip: "127.0.0.1", details: { after: false } });

      const signIns = await owner.request({ method: "GET", url: "/api/admin/audit?action=sign_in" });
      expect(signIns.json().entries.every((e: { action: string }) => e.action === "sign_in")).toBe(true);
      expect(signIns.json().actions).toContain("staff.invited");

      const page = await owner.request({ method: "GET", url: `/api/admin/audit?before=${mine.json().entries[1].id}&actor=auditor` });
      expect(page.json().entries.map((e: { action: string }) => e.action)).toEqual(["staff.joined"]);
    });

    it("is append-only: the database refuses to change or delete an entry", async () => {
      // drizzle wraps the database's refusal; the trigger's own words are its cause.
      const refusal = (query: Promise<unknown>) => query.then(() => "allowed", (error: Error) => String((error.cause as Error | undefined)?.message));
      expect(await refusal(database.db.execute(sql`update audit_log set action = 'forged'`))).toMatch(/append-only/);
      expect(await refusal(database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
      expect(await refusal(database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      expect(count!.n).toBeGreaterThan(0);
    });
  });
});
