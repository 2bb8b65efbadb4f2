import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { emailField, optionalText, requiredText } from "./fields";

const issue = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("shared text rules", () => {
  const name = requiredText("first name", 100);
  const message = optionalText("message", 1000, { multiline: true });

  it("refuses control characters, C0 and C1, saying so", () => {
    for (const value of ["Gr\u0000ace", "Grace\u001b[31m", "Grace\u0085", "Grace\u007f", "Grace\nMensah", "Grace\tM"]) {
      expect(issue(name, value), JSON.stringify(value)).toBe("Your first name contains a character we can't accept: remove any control characters");
    }
  });

  it("allows newlines and tabs only in multi-line fields, and never a NUL", () => {
    expect(z.parse(message, "Line one\r\nLine two\tend")).toBe("Line one\r\nLine two\tend");
    expect(issue(message, "Hello\u0000")).toMatch(/can't accept/);
  });

  it("treats a value of only invisible characters as empty", () => {
    for (const value of ["\u200b", " \u200b\u200d\ufeff ", "\u00ad", "\u2060\u200c"]) {
      expect(issue(name, value), JSON.stringify(value)).toBe("Enter your first name");
      expect(z.parse(optionalText("phone number", 40), value)).toBeUndefined();
    }
    // Joiners inside a real name are part of it (some scripts need them).
    expect(z.parse(name, "  Zoë\u200d ")).toBe("Zoë\u200d");
  });

  it("keeps email addresses to something@domain.tld, 254 characters, no empty dotted parts", () => {
    for (const bad of ["a..b@example.org", "a@example..org", ".a@example.org", "a.@example.org", "a@.example.org", "a@example", "a@exa mple.org", "a\u0000@example.org", `${"a".repeat(245)}@example.org`]) {
      expect(issue(emailField, bad), JSON.stringify(bad)).toBeDefined();
    }
    expect(z.parse(emailField, " Grace.Mensah+news@example.co.uk ")).toBe("Grace.Mensah+news@example.co.uk");
  });
});
