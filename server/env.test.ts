import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";
import { testCertificate } from "./test-support/tls/index";

describe("loadEnv", () => {
  it("runs with no configuration at all", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one", () => {
    expect(loadEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadEnv({ PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe("https://example.org");
  });

  it("refuses a BACKUP_DIR that is DATA_DIR itself, and puts backups in DATA_DIR/backups when unset", () => {
    expect(() => loadEnv({ DATA_DIR: "/srv/pm/data", BACKUP_DIR: "/srv/pm/data/" })).toThrow(/BACKUP_DIR.*not DATA_DIR itself/);
    expect(loadEnv({ DATA_DIR: "/srv/pm/data" }).BACKUP_DIR).toBe("/srv/pm/data/backups");
  });

  it("names every malformed variable", () => {
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SMTP_URL");
    }
  });

  it("requires both Stripe keys or neither", () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY).toBe(
      "sk_test_x",
    );
  });

  it("refuses to start in production without Stripe keys unless the sandbox is asked for by name", () => {
    const refused = () => loadEnv({ NODE_ENV: "production" });
    expect(refused).toThrow(EnvError);
    expect(refused).toThrow(/PAYMENT_PROVIDER: .*STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET .*PAYMENT_PROVIDER=sandbox/);
    expect(loadEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" }).PAYMENT_PROVIDER).toBe("sandbox");
    expect(loadEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).PAYMENT_PROVIDER).toBe("stripe");
    // One key without the other never starts, in any mode.
    for (const NODE_ENV of ["production", "development"]) {
      expect(() => loadEnv({ NODE_ENV, STRIPE_WEBHOOK_SECRET: "whsec_x", PAYMENT_PROVIDER: "sandbox" })).toThrow(/STRIPE_SECRET_KEY/);
    }
    expect(() => loadEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER=stripe needs/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("takes a TLS certificate and key together, readable, and then defaults PUBLIC_URL to https", () => {
    const env = loadEnv({ ...testCertificate, PORT: "8443" });
    expect(env.PUBLIC_URL).toBe("https://localhost:8443");
    expect(() => loadEnv({ TLS_CERT_FILE: testCertificate.TLS_CERT_FILE })).toThrow(/TLS_KEY_FILE: .*set together/);
    expect(() => loadEnv({ ...testCertificate, TLS_KEY_FILE: "/no/such/key.pem" })).toThrow(/TLS_KEY_FILE: cannot read \/no\/such\/key.pem/);
  });

  it("accepts another Stripe API base only as an http(s) URL", () => {
    expect(loadEnv({ STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL).toBe("http://127.0.0.1:12111");
    expect(() => loadEnv({ STRIPE_API_URL: "ftp://x" })).toThrow(/STRIPE_API_URL/);
    expect(loadEnv({}).RATE_LIMIT_WEBHOOKS_PER_MINUTE).toBeGreaterThanOrEqual(600);
  });
});
