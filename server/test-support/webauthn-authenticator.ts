// A software passkey for server tests: a P-256 key made with node:crypto that answers
// WebAuthn ceremonies as a browser and authenticator would, byte for byte: the
// clientDataJSON, the authenticator data, a "none" attestation object (CBOR, with the
// tiny encoder below) when registering, and an ES256 signature when signing in.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

/** What CBOR needs to encode here: integers, text, bytes, arrays and maps. */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** Encodes a value as CBOR (RFC 8949), definite lengths only. */
export function cborEncode(value: CborValue): Buffer {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`CBOR here encodes integers only, not ${value}`);
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cborEncode)]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cborEncode(key), cborEncode(item));
  return Buffer.concat(parts);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export interface RelyingParty {
  rpID: string;
  /** The origin the "browser" reports in clientDataJSON. */
  origin: string;
}

export interface CeremonyTweaks {
  /** Report another origin than the relying party's (a phishing page). */
  origin?: string;
  /** Sign with this counter instead of the next one. */
  counter?: number;
  /** Hand back this user handle instead of the one given at registration. */
  userHandle?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: advanced by each assertion. */
  counter = 0;
  /** The user handle registration gave the passkey (base64url). */
  userHandle: string | undefined;

  constructor(
    private readonly rp: RelyingParty,
    /** Pretend to be another passkey (its credential id) with a key of our own: a forgery. */
    options: { credentialId?: Buffer } = {},
  ) {
    this.credentialId = options.credentialId ?? randomBytes(32);
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The credential id as the browser reports it. */
  get id(): string {
    return this.credentialId.toString("base64url");
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, tweaks: CeremonyTweaks): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: tweaks.origin ?? this.rp.origin, crossOrigin: false }), "utf8");
  }

  private rpIdHash(): Buffer {
    return createHash("sha256").update(this.rp.rpID).digest();
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    return cborEncode(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  /** What startRegistration would return for these options. */
  register(options: { challenge: string; user: { id: string } }, tweaks: CeremonyTweaks = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
      counter,
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cborEncode(
      new Map<CborValue, CborValue>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge, tweaks).toString("base64url"),
        attestationObject: attestationObject.toString("base64url"),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** What startAuthentication would return for these options. */
  assert(options: { challenge: string }, tweaks: CeremonyTweaks = {}): AuthenticationResponseJSON {
    if (tweaks.counter === undefined) this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(tweaks.counter ?? this.counter);
    const authenticatorData = Buffer.concat([this.rpIdHash(), Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]), counter]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, tweaks);
    const signed = Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]);
    // ES256 in WebAuthn is an ASN.1 DER signature, node's default for EC keys.
    const signature = sign("sha256", signed, this.privateKey);
    const userHandle = tweaks.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
        ...(userHandle && { userHandle }),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
