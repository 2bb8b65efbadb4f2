import { describe, expect, it } from "vitest";
import { backOfficeOrigin } from "./back-office-origin";

describe("the back office's own origin", () => {
  it("in development, takes the other loopback names of a loopback PUBLIC_URL as the same site, same scheme and port only", () => {
    const check = backOfficeOrigin("http://localhost:3000", "development");
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect(check.accepts(origin), origin).toBe(true);
    for (const origin of ["http://127.0.0.1:3001", "https://127.0.0.1:3000", "http://192.168.1.20:3000", "http://localhost.evil.example:3000", "null", "not a url", undefined]) {
      expect(check.accepts(origin), String(origin)).toBe(false);
    }
    // PUBLIC_URL named as 127.0.0.1 works the other way round.
    expect(backOfficeOrigin("http://127.0.0.1:3000", "development").accepts("http://localhost:3000")).toBe(true);
  });

  it("in production (and tests), and for a real host name anywhere, is PUBLIC_URL's origin alone", () => {
    for (const nodeEnv of ["production", "test"] as const) {
      const check = backOfficeOrigin("http://localhost:3000", nodeEnv);
      expect(check.accepts("http://localhost:3000")).toBe(true);
      expect(check.accepts("http://127.0.0.1:3000"), nodeEnv).toBe(false);
    }
    const real = backOfficeOrigin("https://purposemovement.org.uk", "development");
    expect(real.accepts("https://purposemovement.org.uk")).toBe(true);
    expect(real.accepts("https://www.purposemovement.org.uk")).toBe(false);
    expect(real.accepts("https://127.0.0.1")).toBe(false);
  });

  it("says which address to use when a page was opened through another, and nothing it can't know otherwise", () => {
    const check = backOfficeOrigin("http://localhost:3000", "production");
    expect(check.refusal("http://192.168.1.20:3000")).toBe(
      "This page was opened at http://192.168.1.20:3000, but the back office is at http://localhost:3000 (the site's PUBLIC_URL). Open http://localhost:3000/admin and try again.",
    );
    for (const origin of [undefined, "null"]) expect(check.refusal(origin)).toBe("This request must come from the back office itself");
  });
});
