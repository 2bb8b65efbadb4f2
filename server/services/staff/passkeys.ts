// Staff passkeys (WebAuthn): adding one's own, naming and removing them, and signing
// in with one. Every ceremony's challenge is kept here, not in the browser: stored as a
// hash, used once, dead after five minutes. Sign-in uses discoverable credentials: the
// options name no one, and the passkey the browser offers says whose it is.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, isNull, lt } from "drizzle-orm";
import {
  PASSKEY_SIGN_IN_FAILED,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
} from "../../../core/schemas/admin";
import type { Database } from "../../db/client";
import { passkeys, staff, webauthnChallenges, type PasskeyRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import type { AuditLog } from "./audit-log";
import { hashToken } from "./secrets";

export const CHALLENGE_TTL_MS = 5 * 60_000;

const ADD_FAILED = "That passkey could not be added. Try again.";
const NOT_YOURS = "You have no passkey with that id";
/** The transports WebAuthn defines; anything else a browser reports is dropped. */
const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);
/** The counter column is a signed 32-bit integer; authenticators count in unsigned 32 bits. */
const MAX_STORED_COUNTER = 2_147_483_647;
/** Who a failed sign-in is recorded against when the passkey is nobody's. */
const UNKNOWN_PASSKEY: Actor = { actorId: null, actorLabel: "unknown passkey" };

type ChallengePurpose = "register" | "authenticate";

export interface PasskeysDeps {
  db: Database;
  audit: AuditLog;
  /** The WebAuthn relying party id: the site's hostname (PUBLIC_URL's). */
  rpID: string;
  /** The only origin a ceremony may come from (PUBLIC_URL's). */
  origin: string;
  /** What the browser and the passkey manager call this site. */
  rpName: string;
  now?: () => Date;
}

export interface PasskeyOwner {
  id: string;
  email: string;
  name: string;
}

export interface Passkeys {
  /** One person's passkeys, oldest first. */
  list(staffId: string): Promise<Passkey[]>;
  /** Options for startRegistration: a new challenge for this person (any earlier one of theirs is retired). */
  registrationOptions(owner: PasskeyOwner): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** Checks what startRegistration returned against this person's challenge and keeps the passkey. InvalidInputError naming `response` when it doesn't check out. */
  register(staffId: string, input: { response: PasskeyRegistrationResponse; name: string }, actor: Actor, context: RequestContext): Promise<Passkey>;
  /** NotFoundError unless the passkey is this person's. */
  rename(staffId: string, passkeyId: string, name: string, actor: Actor, context: RequestContext): Promise<Passkey>;
  /** NotFoundError unless the passkey is this person's. */
  remove(staffId: string, passkeyId: string, actor: Actor, context: RequestContext): Promise<void>;
  /** Options for startAuthentication: a new challenge, no credentials named. */
  authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The active staff member whose passkey signed this challenge; otherwise records the failure and throws InvalidInputError. */
  authenticate(response: PasskeyAuthenticationResponse, context: RequestContext): Promise<{ staffId: string; passkeyId: string }>;
}

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    backedUp: row.backedUp,
  };
}

/** The challenge a response's clientDataJSON carries, or undefined when it can't be read. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = data && typeof data === "object" && "challenge" in data ? data.challenge : undefined;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

function knownTransports(transports: readonly string[] | undefined): string[] {
  return [...new Set((transports ?? []).filter((t) => KNOWN_TRANSPORTS.has(t)))];
}

/** Why the library refused a response, in a few fixed words for the audit log (never its message, which quotes values). */
function refusalReason(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  if (/origin/i.test(message)) return "wrong origin";
  if (/rp ?id/i.test(message)) return "wrong site";
  if (/counter/i.test(message)) return "counter did not advance";
  if (/user (verification|not present)/i.test(message)) return "user not present";
  return "response did not verify";
}

export function createPasskeys(deps: PasskeysDeps): Passkeys {
  const { db, audit, rpID, origin, rpName } = deps;
  const now = deps.now ?? (() => new Date());

  /** Keeps a new challenge (hashed); clears out expired ones and, for a registration, this person's earlier one. */
  async function keepChallenge(challenge: string, purpose: ChallengePurpose, staffId: string | null): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
      if (staffId) {
        await tx
          .delete(webauthnChallenges)
          .where(and(eq(webauthnChallenges.staffId, staffId), eq(webauthnChallenges.purpose, purpose)));
      }
      await tx.insert(webauthnChallenges).values({
        challenge: hashToken(challenge),
        purpose,
        staffId,
        expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
        createdAt: at,
      });
    });
  }

  /** Uses up a live challenge issued for this purpose (and person): true once, never again. */
  async function takeChallenge(challenge: string | undefined, purpose: ChallengePurpose, staffId: string | null): Promise<boolean> {
    if (!challenge) return false;
    const taken = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, hashToken(challenge)),
          eq(webauthnChallenges.purpose, purpose),
          staffId ? eq(webauthnChallenges.staffId, staffId) : isNull(webauthnChallenges.staffId),
          gt(webauthnChallenges.expiresAt, now()),
        ),
      )
      .returning({ id: webauthnChallenges.id });
    return taken.length > 0;
  }

  function addFailed(): InvalidInputError {
    return new InvalidInputError(ADD_FAILED, [{ field: "response", message: ADD_FAILED }]);
  }

  return {
    async list(staffId) {
      const rows = await db.select().from(passkeys).where(eq(passkeys.staffId, staffId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
      return rows.map(toPasskey);
    },

    async registrationOptions(owner) {
      const existing = await db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.staffId, owner.id));
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userName: owner.email,
        userDisplayName: owner.name,
        // The user handle a passkey hands back at sign-in: the staff id, nothing personal.
        userID: new TextEncoder().encode(owner.id),
        attestationType: "none",
        // The same authenticator twice would be a second row for one key.
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        // Discoverable, so that sign-in needs no address first.
        authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
        timeout: CHALLENGE_TTL_MS,
      });
      await keepChallenge(options.challenge, "register", owner.id);
      return options;
    },

    async register(staffId, { response, name }, actor, context) {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(challenge, "register", staffId))) throw addFailed();
      const asSent: RegistrationResponseJSON = {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        response: {
          clientDataJSON: response.response.clientDataJSON,
          attestationObject: response.response.attestationObject,
          transports: knownTransports(response.response.transports),
        },
        clientExtensionResults: {},
      };
      const verification = await verifyRegistrationResponse({
        response: asSent,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        // The options asked for verification "preferred": a security key without a PIN still counts.
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) throw addFailed();
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(passkeys)
          .values({
            staffId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString("base64url"),
            counter: Math.min(credential.counter, MAX_STORED_COUNTER),
            transports: knownTransports(credential.transports),
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
            name,
            createdAt: now(),
          })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        if (!row) throw new ConflictError("That passkey is already registered.", [{ field: "response", message: "That passkey is already registered." }]);
        await audit.record(
          { actor, action: "passkey.added", target: { type: "passkey", id: row.id }, context, details: { name, backedUp: credentialBackedUp } },
          tx,
        );
        return toPasskey(row);
      });
    },

    async rename(staffId, passkeyId, name, actor, context) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(passkeys)
          .where(and(eq(passkeys.id, passkeyId), eq(passkeys.staffId, staffId)))
          .for("update");
        if (!before) throw new NotFoundError(NOT_YOURS);
        if (before.name === name) return toPasskey(before);
        const [row] = await tx.update(passkeys).set({ name }).where(eq(passkeys.id, passkeyId)).returning();
        await audit.record(
          { actor, action: "passkey.renamed", target: { type: "passkey", id: passkeyId }, context, details: { before: before.name, after: name } },
          tx,
        );
        return toPasskey(row ?? before);
      });
    },

    async remove(staffId, passkeyId, actor, context) {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, passkeyId), eq(passkeys.staffId, staffId)))
          .returning({ name: passkeys.name });
        if (!removed) throw new NotFoundError(NOT_YOURS);
        await audit.record(
          { actor, action: "passkey.removed", target: { type: "passkey", id: passkeyId }, context, details: { name: removed.name } },
          tx,
        );
      });
    },

    async authenticationOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: [],
        userVerification: "preferred",
        timeout: CHALLENGE_TTL_MS,
      });
      await keepChallenge(options.challenge, "authenticate", null);
      return options;
    },

    async authenticate(response, context) {
      /** Records why, then answers the same whatever it was. */
      async function refuse(reason: string, member?: { id: string; email: string }): Promise<InvalidInputError> {
        await audit.record({
          actor: member ? { actorId: member.id, actorLabel: member.email } : UNKNOWN_PASSKEY,
          action: "sign_in.failed",
          ...(member && { target: { type: "staff", id: member.id } }),
          context,
          details: { method: "passkey", reason },
        });
        return new InvalidInputError(PASSKEY_SIGN_IN_FAILED);
      }

      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(challenge, "authenticate", null))) throw await refuse("unknown, used or expired challenge");

      const [found] = await db
        .select({ passkey: passkeys, member: { id: staff.id, email: staff.email, removedAt: staff.removedAt } })
        .from(passkeys)
        .innerJoin(staff, eq(staff.id, passkeys.staffId))
        .where(eq(passkeys.credentialId, response.id));
      if (!found) throw await refuse("unknown passkey");
      const { passkey, member } = found;
      if (member.removedAt) throw await refuse("staff removed", member);
      const { userHandle } = response.response;
      if (userHandle && Buffer.from(userHandle, "base64url").toString("utf8") !== passkey.staffId) {
        throw await refuse("passkey names someone else", member);
      }

      const asSent: AuthenticationResponseJSON = {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        response: {
          clientDataJSON: response.response.clientDataJSON,
          authenticatorData: response.response.authenticatorData,
          signature: response.response.signature,
          ...(userHandle && { userHandle }),
        },
        clientExtensionResults: {},
      };
      let reason = "signature did not verify";
      const verification = await verifyAuthenticationResponse({
        response: asSent,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }).catch((error: unknown) => {
        reason = refusalReason(error);
        return undefined;
      });
      if (!verification?.verified) throw await refuse(reason, member);

      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      const signedIn = await db.transaction(async (tx) => {
        // Only if nobody signed in with this passkey meanwhile: a counter moves one way.
        const [updated] = await tx
          .update(passkeys)
          .set({ counter: Math.min(newCounter, MAX_STORED_COUNTER), lastUsedAt: now(), backedUp: credentialBackedUp })
          .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
          .returning({ id: passkeys.id });
        if (!updated) return false;
        await audit.record(
          {
            actor: { actorId: member.id, actorLabel: member.email },
            action: "sign_in.passkey",
            target: { type: "passkey", id: passkey.id },
            context,
            details: { name: passkey.name },
          },
          tx,
        );
        return true;
      });
      if (!signedIn) throw await refuse("counter did not advance", member);
      return { staffId: member.id, passkeyId: passkey.id };
    },
  };
}
