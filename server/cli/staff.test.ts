// `npm run staff -- invite …` as a person runs it: a real process on a real embedded
// database, whose printed link then signs that person in through the API.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { buildTestApp } from "../test-support/app";
import { adminRequest } from "../test-support/staff";

describe("the staff command", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "pm-staff-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Inside the test's own 30 s (spawnSync blocks the runner's timer), and a stalled command is
  // reported as one, with what it printed, rather than as a wrong exit status.
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/staff.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "http://shop.test" },
      encoding: "utf8",
      timeout: 25_000,
      killSignal: "SIGKILL",
    });
    if (result.error) throw new Error(`npm run staff -- ${args.join(" ")} did not finish in 25 s (${result.error.message}):\n${result.stdout}${result.stderr}`);
    return result;
  };

  it("prints a one-time setup link that makes that person staff with that role", async () => {
    const result = run("invite", "Keeper@Example.TEST", "--role", "finance");
    expect(result.status, result.stderr).toBe(0);
    const link = /http:\/\/shop\.test\/admin\/setup\?token=([A-Za-z0-9_-]{43})/.exec(result.stdout);
    expect(link).not.toBeNull();
    expect(result.stdout).not.toMatch(/token_hash|[0-9a-f]{64}/);

    const database = await openDatabase({ dataDir });
    const app = await buildTestApp(database);
    try {
      const info = await adminRequest(app, { method: "GET", url: `/api/admin/links/${link![1]}` });
      expect(info.json()).toEqual({ purpose: "setup", email: "keeper@example.test", role: "finance" });
      const setup = await adminRequest(app, {
        method: "POST",
        url: "/api/admin/setup",
        payload: { token: link![1], name: "Keeper", email: "keeper@example.test" },
      });
      expect(setup.statusCode).toBe(200);
      expect(setup.json().staff).toMatchObject({ email: "keeper@example.test", role: "finance" });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("says how to use it when the address or role is missing or wrong, and exits 1", () => {
    for (const args of [[], ["invite"], ["invite", "not-an-address", "--role", "owner"], ["invite", "a@b.test", "--role", "boss"]]) {
      const result = run(...args);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr).toMatch(/Usage: npm run staff -- invite EMAIL --role owner\|finance\|fulfilment/);
    }
  });

  it("refuses to open an embedded database another process has open", () => {
    writeFileSync(join(dataDir, "postmaster.pid"), "-42\n");
    try {
      const result = run("invite", "late@example.test", "--role", "owner");
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/open in another process/);
    } finally {
      rmSync(join(dataDir, "postmaster.pid"));
    }
  });
});
