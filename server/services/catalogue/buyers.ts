// Who is buying, as far as stock holds care (docs/decisions/0041-holds-per-buyer.md): the email
// given and the browser's own id (a cookie) say it is the same person, whose new payment replaces
// their earlier one's holds; the client's network bounds what everyone on it holds at once (a
// church hall's wifi is many buyers). Each is kept only as a keyed hash.
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { normaliseAddress } from "../privacy/suppressions";

export interface BuyerIdentity {
  /** The client's address as the server sees it (behind a proxy, with TRUST_PROXY). */
  ip?: string;
  email?: string;
  /** The browser's id from its cookie, when it sent one. */
  browser?: string;
}

/**
 * The part of an address one household or device holds: IPv4 whole; IPv6 to its /56, the
 * smallest block a home connection is usually given (each device may use many addresses in it).
 */
export function clientNetwork(ip: string): string | undefined {
  const bare = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return undefined;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  const padded = groups.map((g) => g.padStart(4, "0"));
  return `${padded.slice(0, 3).join(":")}:${padded[3]!.slice(0, 2)}00::/56`;
}

/** A keyed hash: what the database keeps instead of an address or a cookie's value. */
export function buyerHash(secret: string, kind: string, value: string): string {
  return createHmac("sha256", secret).update(`stock-buyer\0${kind}\0${value}`).digest("base64url");
}

export interface BuyerKeys {
  /** The same person: email and browser. */
  keys: string[];
  /** Their network, when known. */
  network?: string;
}

/** The hashed keys this buyer is known by (none for a request with nothing to go on). */
export function buyerKeys(identity: BuyerIdentity, secret: string): BuyerKeys {
  const network = identity.ip ? clientNetwork(identity.ip) : undefined;
  const email = identity.email ? normaliseAddress(identity.email) : undefined;
  return {
    keys: [...(email ? [buyerHash(secret, "email", email)] : []), ...(identity.browser ? [buyerHash(secret, "browser", identity.browser)] : [])],
    ...(network && { network: buyerHash(secret, "network", network) }),
  };
}
