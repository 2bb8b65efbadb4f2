import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email-address";

describe("isValidEmail", () => {
  it.each(["a@b.co", "first.last@example.org.uk"])("accepts %s", (v) => expect(isValidEmail(v)).toBe(true));
  it.each(["", "a@b", "a b@c.de", "@b.co", "a@.", "a@b.", "plain", "a,b@x.com", "x@y.com;z@w.com", "Name <x@y.org>"])("rejects %j", (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});
