import { describe, expect, it } from "vitest";
import { CONFIRM_TOKEN_TTL_MS, confirmToken, signToken, unsubscribeToken, verifyToken } from "./newsletter-tokens";

const secret = "a-test-secret-that-is-long-enough-123";
const id = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const now = Date.UTC(2025, 5, 1, 12);

describe("newsletter link tokens", () => {
  it("round-trips a confirmation token within its week", () => {
    const token = confirmToken(secret, id, now);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    const check = verifyToken(secret, token, "confirm", now + CONFIRM_TOKEN_TTL_MS - 1);
    expect(check).toEqual({
      ok: true,
      claims: { subscriberId: id, purpose: "confirm", issuedAt: now, expiresAt: now + CONFIRM_TOKEN_TTL_MS },
    });
  });

  it("refuses a confirmation token once it has expired", () => {
    const token = confirmToken(secret, id, now);
    expect(verifyToken(secret, token, "confirm", now + CONFIRM_TOKEN_TTL_MS)).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps unsubscribe tokens working years later", () => {
    const token = unsubscribeToken(secret, id, now);
    const check = verifyToken(secret, token, "unsubscribe", now + 10 * 365 * 86_400_000);
    expect(check.ok && check.claims.subscriberId).toBe(id);
  });

  it("refuses a token used for the other purpose", () => {
    expect(verifyToken(secret, unsubscribeToken(secret, id, now), "confirm", now)).toEqual({
      ok: false,
      reason: "purpose",
    });
    expect(verifyToken(secret, confirmToken(secret, id, now), "unsubscribe", now)).toEqual({
      ok: false,
      reason: "purpose",
    });
  });

  it("refuses any change to any part, and another secret's signature", () => {
    const token = confirmToken(secret, id, now);
    const parts = token.split(".");
    const otherId = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5c";
    const laterExpiry = (now + 100 * CONFIRM_TOKEN_TTL_MS).toString(36);
    const tampered = [
      ["u", ...parts.slice(1)].join("."),
      [parts[0], otherId, ...parts.slice(2)].join("."),
      [...parts.slice(0, 3), laterExpiry, parts[4]].join("."),
      [...parts.slice(0, 3), "", parts[4]].join("."),
      `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
    ];
    for (const bad of tampered)
      expect(verifyToken(secret, bad, "confirm", now), bad).toEqual({ ok: false, reason: "signature" });
    expect(verifyToken("another-secret-that-is-long-enough-456", token, "confirm", now)).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("refuses malformed input without throwing", () => {
    for (const bad of [undefined, 42, "", "abc", "a.b.c.d.e", "x".repeat(500), ["a"]]) {
      expect(verifyToken(secret, bad, "confirm", now).ok).toBe(false);
    }
  });

  it("refuses a well-signed payload whose fields are not what we issue", () => {
    const forged = signToken(secret, {
      subscriberId: "not-a-uuid",
      purpose: "confirm",
      issuedAt: now,
      expiresAt: now + 1000,
    });
    expect(verifyToken(secret, forged, "confirm", now)).toEqual({ ok: false, reason: "malformed" });
  });
});
