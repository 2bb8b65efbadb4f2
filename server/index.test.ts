// The real entry point, as `npm start` runs it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createScratchPostgresDatabase } from "./test-support/database";

function runServer(env: Record<string, string>, untilHealthy = false) {
  return new Promise<{ code: number | null; output: string; health?: unknown }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, LOG_LEVEL: "error", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output, health }));
    let health: unknown;
    if (untilHealthy) {
      const poll = async () => {
        for (let i = 0; i < 120; i++) {
          try {
            const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
            health = await response.json();
            child.kill("SIGTERM");
            return;
          } catch {
            await new Promise((r) => setTimeout(r, 250));
          }
        }
        child.kill("SIGKILL");
      };
      void poll();
    }
  });
}

describe("server entry point", () => {
  it("refuses to start with a malformed variable, naming it", async () => {
    const { code, output } = await runServer({ PORT: "eighty", DATABASE_URL: "mysql://nope" });
    expect(code).toBe(1);
    expect(output).toContain("PORT");
    expect(output).toContain("DATABASE_URL");
    expect(output).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
  });

  it("starts on PGlite by default and shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pm-start-"));
    try {
      const port = String(45_000 + Math.floor(Math.random() * 1000));
      const { code, health } = await runServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: "" }, true);
      expect(health).toMatchObject({ status: "ok", database: "pglite" });
      expect(code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("uses Postgres when DATABASE_URL is set", async () => {
    const scratch = await createScratchPostgresDatabase();
    try {
      const port = String(46_000 + Math.floor(Math.random() * 1000));
      const { code, health } = await runServer({ PORT: port, DATABASE_URL: scratch.url }, true);
      expect(health).toMatchObject({ status: "ok", database: "postgres" });
      expect(code).toBe(0);
    } finally {
      await scratch.drop();
    }
  });
});
