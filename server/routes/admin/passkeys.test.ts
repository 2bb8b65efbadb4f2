// Passkeys, with real WebAuthn answers from a software authenticator: adding, naming and
// removing one's own; signing in with one; and the attacks: replayed answers and
// challenges, another site's origin, a forged key, removed staff, someone else's passkey.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meResponseSchema, PASSKEY_SIGN_IN_FAILED, passkeyListSchema, passkeySchema } from "../../../core/schemas/admin";
import { auditLog, passkeys, staff, staffSessions, webauthnChallenges } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { adminRequest, joinAsStaff, sessionCookieFrom, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";
import { SoftwareAuthenticator, type CeremonyTweaks } from "../../test-support/webauthn-authenticator";

const RP = { rpID: "shop.test", origin: TEST_ORIGIN };

describe.each(testDatabaseKinds)("staff passkeys on %s", (kind) => {
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

  const post = (url: string, payload: object, cookie?: string) => adminRequest(app, { method: "POST", url, payload }, cookie);
  const auditEntries = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
  const staffIdOf = async (agent: StaffAgent) => (await agent.request({ method: "GET", url: "/api/admin/me" })).json().staff.id as string;
  const rowFor = async (authenticator: SoftwareAuthenticator) => {
    const [row] = await database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    return row;
  };
  let people = 0;
  const join = (role: "owner" | "finance" | "fulfilment" = "finance") =>
    joinAsStaff(app, database.db, { email: `keys-${++people}@team.test`, role });

  /** Adds a passkey as the profile page does: options, the authenticator, then the answer and a name. */
  async function addPasskey(agent: StaffAgent, name = "Work laptop", tweaks: CeremonyTweaks = {}) {
    const authenticator = new SoftwareAuthenticator(RP);
    const options = await agent.request({ method: "POST", url: "/api/admin/passkeys/options" });
    expect(options.statusCode).toBe(200);
    const response = authenticator.register(options.json(), tweaks);
    const added = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response, name } });
    return { authenticator, added, response };
  }

  /** Signs in as the sign-in page does: options, then what the authenticator answered. */
  async function signInWith(authenticator: SoftwareAuthenticator, tweaks: CeremonyTweaks = {}) {
    const options = await post("/api/admin/sign-in/passkey/options", {});
    expect(options.statusCode).toBe(200);
    const response = authenticator.assert(options.json(), tweaks);
    return { answer: await post("/api/admin/sign-in/passkey/verify", { response }), response };
  }

  function expectRefused(answer: Awaited<ReturnType<typeof post>>) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: PASSKEY_SIGN_IN_FAILED });
    expect(answer.headers["set-cookie"]).toBeUndefined();
  }

  it("adds a discoverable passkey for the person signed in, lists it, and won't take the same answer twice", async () => {
    const agent = await join();
    const id = await staffIdOf(agent);
    const options = await agent.request({ method: "POST", url: "/api/admin/passkeys/options" });
    expect(options.json()).toMatchObject({
      rp: { id: "shop.test", name: "Purpose Movement" },
      user: { name: agent.email, id: Buffer.from(id).toString("base64url") },
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const authenticator = new SoftwareAuthenticator(RP);
    const response = authenticator.register(options.json());
    const added = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response, name: "  Work laptop " } });
    expect(added.statusCode).toBe(201);
    const passkey = passkeySchema.parse(added.json());
    expect(passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null, backedUp: false });

    const list = passkeyListSchema.parse((await agent.request({ method: "GET", url: "/api/admin/passkeys" })).json());
    expect(list.passkeys).toEqual([passkey]);
    const row = await rowFor(authenticator);
    expect(row).toMatchObject({ staffId: id, counter: 0, transports: ["internal"], name: "Work laptop" });
    expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await auditEntries("passkey.added")).at(-1)).toMatchObject({ actorId: id, targetId: passkey.id, details: { name: "Work laptop" } });

    // The challenge is spent: the same answer again adds nothing.
    const again = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response, name: "Again" } });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([{ field: "response", message: expect.stringMatching(/could not be added/) }]);
    // The next options leave out the passkey already added.
    const next = await agent.request({ method: "POST", url: "/api/admin/passkeys/options" });
    expect(next.json().excludeCredentials).toEqual([{ id: authenticator.id, type: "public-key", transports: ["internal"] }]);
    // Challenges are stored hashed, never as issued.
    const stored = await database.db.select().from(webauthnChallenges);
    expect(JSON.stringify(stored)).not.toContain(next.json().challenge);
  });

  it("refuses a registration from another origin, with another person's challenge, or with an expired one", async () => {
    const agent = await join();
    const other = await join();
    const before = await database.db.select({ id: passkeys.id }).from(passkeys);

    const phished = await addPasskey(agent, "Phished", { origin: "https://shop.test.evil.example" });
    expect(phished.added.statusCode).toBe(400);

    // Options issued to one person, answered in another person's session.
    const authenticator = new SoftwareAuthenticator(RP);
    const options = await other.request({ method: "POST", url: "/api/admin/passkeys/options" });
    const crossed = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response: authenticator.register(options.json()), name: "Crossed" } });
    expect(crossed.statusCode).toBe(400);

    const late = await agent.request({ method: "POST", url: "/api/admin/passkeys/options" });
    await database.db.update(webauthnChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response: authenticator.register(late.json()), name: "Late" } });
    expect(expired.statusCode).toBe(400);

    const names = await agent.request({ method: "POST", url: "/api/admin/passkeys", payload: { response: phished.response, name: "" } });
    expect(names.statusCode).toBe(400);
    expect(names.json().issues).toEqual([{ field: "name", message: "Name the passkey" }]);
    expect(await database.db.select({ id: passkeys.id }).from(passkeys)).toHaveLength(before.length);
  });

  it("renames and removes one's own passkey, and records both", async () => {
    const agent = await join();
    const { added } = await addPasskey(agent);
    const id = added.json().id as string;

    const renamed = await agent.request({ method: "PATCH", url: `/api/admin/passkeys/${id}`, payload: { name: "Phone" } });
    expect(renamed.statusCode).toBe(200);
    expect(passkeySchema.parse(renamed.json())).toMatchObject({ id, name: "Phone" });
    expect((await auditEntries("passkey.renamed")).at(-1)).toMatchObject({ targetId: id, details: { before: "Work laptop", after: "Phone" } });
    const blank = await agent.request({ method: "PATCH", url: `/api/admin/passkeys/${id}`, payload: { name: " " } });
    expect(blank.statusCode).toBe(400);

    const removed = await agent.request({ method: "DELETE", url: `/api/admin/passkeys/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await agent.request({ method: "GET", url: "/api/admin/passkeys" })).json()).toEqual({ passkeys: [] });
    expect((await auditEntries("passkey.removed")).at(-1)).toMatchObject({ targetId: id, details: { name: "Phone" } });
    expect((await agent.request({ method: "DELETE", url: `/api/admin/passkeys/${id}` })).statusCode).toBe(404);
    expect((await agent.request({ method: "PATCH", url: "/api/admin/passkeys/not-an-id", payload: { name: "X" } })).statusCode).toBe(400);
  });

  it("answers 404 for another person's passkey, and changes nothing", async () => {
    const mine = await join();
    const theirs = await join("owner");
    const { added, authenticator } = await addPasskey(mine);
    const id = added.json().id as string;

    const rename = await theirs.request({ method: "PATCH", url: `/api/admin/passkeys/${id}`, payload: { name: "Stolen" } });
    expect(rename.statusCode).toBe(404);
    const remove = await theirs.request({ method: "DELETE", url: `/api/admin/passkeys/${id}` });
    expect(remove.statusCode).toBe(404);
    expect((await theirs.request({ method: "GET", url: "/api/admin/passkeys" })).json()).toEqual({ passkeys: [] });
    expect(await rowFor(authenticator)).toMatchObject({ id, name: "Work laptop" });
  });

  it("signs in with a passkey: a new session, the counter advanced, the sign-in recorded", async () => {
    const agent = await join("fulfilment");
    const id = await staffIdOf(agent);
    const { authenticator, added } = await addPasskey(agent);

    const options = await post("/api/admin/sign-in/passkey/options", {});
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: "shop.test", allowCredentials: [], userVerification: "preferred" });
    expect(options.json().challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const { answer } = await signInWith(authenticator);
    expect(answer.statusCode).toBe(200);
    expect(meResponseSchema.parse(answer.json())).toMatchObject({ staff: { id, email: agent.email, role: "fulfilment" }, mustAddPasskey: false });
    const cookie = sessionCookieFrom(answer);
    expect(cookie).toMatch(/^pm_staff=/);
    expect(cookie).not.toBe(agent.cookie);
    const me = await adminRequest(app, { method: "GET", url: "/api/admin/me" }, cookie);
    expect(me.json()).toMatchObject({ staff: { id } });

    const row = await rowFor(authenticator);
    expect(row).toMatchObject({ counter: 1 });
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    const [session] = await database.db
      .select({ method: staffSessions.method })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id))
      .orderBy(sql`${staffSessions.createdAt} desc`)
      .limit(1);
    expect(session).toEqual({ method: "passkey" });
    expect((await auditEntries("sign_in.passkey")).at(-1)).toMatchObject({ actorId: id, targetId: added.json().id });
    expect((await auditEntries("sign_in")).at(-1)).toMatchObject({ actorId: id, details: { method: "passkey" } });

    const second = await signInWith(authenticator);
    expect(second.answer.statusCode).toBe(200);
    expect(await rowFor(authenticator)).toMatchObject({ counter: 2 });
    const listed = (await adminRequest(app, { method: "GET", url: "/api/admin/passkeys" }, cookie)).json();
    expect(listed.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses a replayed answer, a challenge used twice or expired, and a counter that went back", async () => {
    const agent = await join();
    const id = await staffIdOf(agent);
    const { authenticator } = await addPasskey(agent);

    const { answer, response } = await signInWith(authenticator);
    expect(answer.statusCode).toBe(200);
    expectRefused(await post("/api/admin/sign-in/passkey/verify", { response }));

    // Two answers to one challenge: the first signs in, the second is refused.
    const options = (await post("/api/admin/sign-in/passkey/options", {})).json();
    expect((await post("/api/admin/sign-in/passkey/verify", { response: authenticator.assert(options) })).statusCode).toBe(200);
    expectRefused(await post("/api/admin/sign-in/passkey/verify", { response: authenticator.assert(options) }));

    const stale = (await post("/api/admin/sign-in/passkey/options", {})).json();
    await database.db.update(webauthnChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    expectRefused(await post("/api/admin/sign-in/passkey/verify", { response: authenticator.assert(stale) }));

    // A copy of the key with an old counter: a cloned authenticator.
    const counter = (await rowFor(authenticator))!.counter;
    expectRefused((await signInWith(authenticator, { counter })).answer);
    expect(await rowFor(authenticator)).toMatchObject({ counter });

    const failures = (await auditEntries("sign_in.failed")).filter((entry) => entry.details.method === "passkey");
    expect(failures.map((entry) => entry.details.reason)).toEqual(
      expect.arrayContaining(["unknown, used or expired challenge", "counter did not advance"]),
    );
    expect(failures.filter((entry) => entry.actorId === id).at(-1)).toMatchObject({ actorLabel: agent.email, ip: "127.0.0.1" });
  });

  it("refuses another site's origin, a forged signature, an unknown passkey and a user handle for someone else", async () => {
    const agent = await join();
    const { authenticator } = await addPasskey(agent);
    const sessionsBefore = await database.db.select({ id: staffSessions.id }).from(staffSessions);

    expectRefused((await signInWith(authenticator, { origin: "https://shop.test.evil.example" })).answer);
    expectRefused((await signInWith(new SoftwareAuthenticator(RP, { credentialId: authenticator.credentialId }))).answer);
    expectRefused((await signInWith(new SoftwareAuthenticator(RP))).answer);
    const someoneElse = Buffer.from(crypto.randomUUID()).toString("base64url");
    expectRefused((await signInWith(authenticator, { userHandle: someoneElse })).answer);

    expect(await database.db.select({ id: staffSessions.id }).from(staffSessions)).toHaveLength(sessionsBefore.length);
    const reasons = (await auditEntries("sign_in.failed")).map((entry) => [entry.actorLabel, entry.details.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [agent.email, "wrong origin"],
        [agent.email, "signature did not verify"],
        ["unknown passkey", "unknown passkey"],
        [agent.email, "passkey names someone else"],
      ]),
    );
    // The real one still works afterwards.
    expect((await signInWith(authenticator)).answer.statusCode).toBe(200);
  });

  it("refuses the passkey of someone an owner has removed", async () => {
    const owner = await join("owner");
    const leaver = await join("fulfilment");
    const leaverId = await staffIdOf(leaver);
    const { authenticator } = await addPasskey(leaver);
    expect((await signInWith(authenticator)).answer.statusCode).toBe(200);

    expect((await owner.request({ method: "DELETE", url: `/api/admin/staff/${leaverId}` })).statusCode).toBe(204);
    expectRefused((await signInWith(authenticator)).answer);
    expect((await auditEntries("sign_in.failed")).at(-1)).toMatchObject({ actorId: leaverId, details: { method: "passkey", reason: "staff removed" } });
  });

  it("refuses malformed answers with a 400, never a 500", async () => {
    for (const payload of [{}, { response: "x" }, { response: { id: "a", rawId: "a", type: "public-key", response: {} } }]) {
      const answer = await post("/api/admin/sign-in/passkey/verify", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const junk = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "bm90IGpzb24", authenticatorData: "AAAA", signature: "AAAA" } };
    expectRefused(await post("/api/admin/sign-in/passkey/verify", { response: junk }));
  });

  it("lets someone who must add a passkey reach the passkey routes, and nothing else until they have one", async () => {
    const owner = await join("owner");
    const newcomer = await join("owner");
    expect((await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { requirePasskeys: true } })).statusCode).toBe(200);
    try {
      expect((await newcomer.request({ method: "GET", url: "/api/admin/me" })).json()).toMatchObject({ mustAddPasskey: true });
      const blocked = await newcomer.request({ method: "GET", url: "/api/admin/staff" });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toBe("Add a passkey to continue");
      expect((await newcomer.request({ method: "GET", url: "/api/admin/passkeys" })).statusCode).toBe(200);

      const { added, authenticator } = await addPasskey(newcomer, "First key");
      expect(added.statusCode).toBe(201);
      expect((await newcomer.request({ method: "GET", url: "/api/admin/me" })).json()).toMatchObject({ mustAddPasskey: false });
      expect((await newcomer.request({ method: "GET", url: "/api/admin/staff" })).statusCode).toBe(200);

      const { answer } = await signInWith(authenticator);
      expect(answer.json()).toMatchObject({ mustAddPasskey: false });
    } finally {
      await database.db.execute(sql`update settings set value = 'false' where key = 'staff_require_passkeys'`);
    }
    const newcomerId = await staffIdOf(newcomer);
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passkeys)
      .innerJoin(staff, eq(staff.id, passkeys.staffId))
      .where(and(eq(staff.id, newcomerId)));
    expect(row!.n).toBe(1);
  });
});
