// Back-office helpers for server tests: people made through the real setup link and
// signed in through the real API, and requests sent as the back office's own pages send them.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { StaffRole } from "../../core/schemas/admin";
import type { Database } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import { createAuditLog } from "../services/staff/audit-log";
import { createStaffLinks } from "../services/staff/links";

export const TEST_ORIGIN = "http://shop.test";

export interface StaffAgent {
  email: string;
  cookie: string;
  /** A request with this person's cookie, from the back office's own origin, as JSON. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The session cookie (name=value) an answer set, if any. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(";")[0];
}

/** Sends what the admin pages send: our Origin, a JSON body on every change. */
export function adminRequest(app: FastifyInstance, options: InjectOptions, cookie?: string): Promise<LightMyRequestResponse> {
  const changes = options.method && !["GET", "HEAD"].includes(String(options.method).toUpperCase());
  return app.inject({
    ...options,
    ...(changes && options.payload === undefined && { payload: {} }),
    headers: {
      ...(changes && { origin: TEST_ORIGIN, "content-type": "application/json" }),
      ...(cookie && { cookie }),
      ...options.headers,
    },
  });
}

function agent(app: FastifyInstance, email: string, cookie: string): StaffAgent {
  return { email, cookie, request: (options) => adminRequest(app, options, cookie) };
}

/** Makes a member of staff through a command-line setup link and signs them in. */
export async function joinAsStaff(
  app: FastifyInstance,
  db: Database,
  person: { email: string; role: StaffRole; name?: string },
): Promise<StaffAgent> {
  const links = createStaffLinks({ db, outbox: { notify() {} }, audit: createAuditLog(db), publicUrl: TEST_ORIGIN });
  const url = new URL(await links.commandLineLink(person.email, person.role));
  const response = await adminRequest(app, {
    method: "POST",
    url: "/api/admin/setup",
    payload: { token: url.searchParams.get("token"), name: person.name ?? person.email.split("@")[0], email: person.email },
  });
  const cookie = sessionCookieFrom(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`setup failed: ${response.statusCode} ${response.body}`);
  return agent(app, person.email, cookie);
}

/** The newest email of a kind queued for an address (the outbox holds it whether or not SMTP is set). */
export async function latestEmail(db: Database, to: string, kind: string) {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt));
  return rows.find((row) => row.kind === kind);
}

/** The only 6-digit number in a sign-in code email. */
export function codeIn(text: string): string {
  const codes = text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one 6-digit number, found ${codes.length} in:\n${text}`);
  return codes[0]!;
}

/** Signs in by emailed code, as a person at the sign-in page would. */
export async function signInByCode(app: FastifyInstance, db: Database, email: string): Promise<StaffAgent> {
  const asked = await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code", payload: { email } });
  if (asked.statusCode !== 202) throw new Error(`code request failed: ${asked.statusCode} ${asked.body}`);
  // The code is issued and emailed in the background (server/jobs/sign-in-requests.ts).
  await app.signInRequests.settled();
  const message = await latestEmail(db, email, "staff-sign-in-code");
  if (!message) throw new Error(`no sign-in code emailed to ${email}`);
  const verified = await adminRequest(app, { method: "POST", url: "/api/admin/sign-in/code/verify", payload: { email, code: codeIn(message.text) } });
  const cookie = sessionCookieFrom(verified);
  if (verified.statusCode !== 200 || !cookie) throw new Error(`code sign-in failed: ${verified.statusCode} ${verified.body}`);
  return agent(app, email, cookie);
}
