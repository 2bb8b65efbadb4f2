import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD as coreHoneypot, isHoneypotFilled } from "@core/schemas/honeypot";
import { fieldErrorsFrom } from "./submit-form";
import { HONEYPOT_FIELD } from "./use-api-form";

describe("form errors and the honeypot", () => {
  it("keeps the first message for each field, by its top-level name", () => {
    expect(
      fieldErrorsFrom([
        { field: "email", message: "Enter your email address" },
        { field: "email", message: "Enter a valid email address, like name@example.com" },
        { field: "donorInfo.firstName", message: "Enter your first name" },
      ]),
    ).toEqual({ email: "Enter your email address", donorInfo: "Enter your first name" });
  });

  it("sends the honeypot under the name the server checks", () => {
    expect(HONEYPOT_FIELD).toBe(coreHoneypot);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "   " })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ email: "a@b.co" })).toBe(false);
  });
});
