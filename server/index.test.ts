// The real entry point, as `npm start` runs it: compiled to build/server.mjs (the run's global
// setup compiles it again when server/ or core/ changed since).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { SERVER_NODE_ARGS } from "../scripts/lib/server-command.mjs";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { checkoutSessions, orders } from "./db/schema/index";
import { createMigratedDataDir, createMigratedScratchPostgresDatabase } from "./test-support/database";
import { donationBody } from "./test-support/payments";
import { StripeStandIn } from "./test-support/stripe-stand-in";

/**
 * The entry point in a child process. Each test ends it itself; past `deadlineMs` it is killed
 * anyway and `exited` resolves with a line saying so, so no test waits on it forever.
 */
function startServer(env: Record<string, string>, deadlineMs = 60_000) {
  // Under the umask most shells have: the server must not rely on a careful one.
  const umask = process.umask(0o022);
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: { ...process.env, LOG_LEVEL: "error", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  process.umask(umask);
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c));
  child.stderr.on("data", (c: Buffer) => (output += c));
  const deadline = setTimeout(() => {
    output += `\n[test] build/server.mjs still running after ${deadlineMs / 1000} s: killed\n`;
    child.kill("SIGKILL");
  }, deadlineMs);
  const exited = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
  return { child, exited };
}

/** Polls /api/health until the server answers; undefined if it never does. */
async function health(port: string): Promise<unknown> {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      return await response.json();
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return undefined;
}

async function runUntilHealthy(env: Record<string, string> & { PORT: string }) {
  const { child, exited } = startServer(env);
  const answer = await health(env.PORT);
  child.kill(answer ? "SIGTERM" : "SIGKILL");
  return { ...(await exited), health: answer };
}

/**
 * A port nobody is listening on, as the OS hands it out. A random port in a fixed range
 * collided now and then with another test's connection, and the server then exited at start.
 */
async function freePort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

describe("server entry point", () => {
  it("refuses to start with a malformed variable, naming it", async () => {
    const { code, output } = await startServer({ PORT: "eighty", DATABASE_URL: "mysql://nope" }).exited;
    expect(code).toBe(1);
    expect(output).toContain("PORT");
    expect(output).toContain("DATABASE_URL");
    expect(output).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
  });

  it("refuses to start in production with no payment provider configured, naming what to set", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production", PORT: await freePort(), STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", PAYMENT_PROVIDER: "" }).exited;
    expect(code).toBe(1);
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PAYMENT_PROVIDER"]) expect(output).toContain(name);
    expect(output.trim().split("\n").filter((line) => line.includes("PAYMENT_PROVIDER"))).toHaveLength(1);
  });

  it("starts on PGlite by default, making a new database in a child process, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pm-start-"));
    // Left readable by everyone, and started with a loose umask: the server makes it its own.
    chmodSync(dataDir, 0o755);
    try {
      const port = await freePort();
      const { child, exited } = startServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: "" });
      const answer = await health(port);
      // The most memory the serving process ever held. Making the database in it (initdb and the
      // migrations) took it to about 900 MB, which PGlite's WebAssembly memory never gives back;
      // opening one that exists takes about 400 (decision 0028).
      const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]) / 1024;
      child.kill(answer ? "SIGTERM" : "SIGKILL");
      const { code, output } = await exited;
      expect(answer, output).toMatchObject({ status: "ok", database: "pglite" });
      expect(peakMb).toBeLessThan(600);
      expect(code).toBe(0);
      expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      // Nothing in the data folder can be read by another local user (issue 50).
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose = readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .map((entry) => ({ path: join(entry.parentPath, entry.name), mode: statSync(join(entry.parentPath, entry.name)).mode & 0o777, dir: entry.isDirectory() }))
        .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600));
      expect(loose).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to start, saying why, when DATA_DIR can't hold a database", async () => {
    const parent = mkdtempSync(join(tmpdir(), "pm-start-"));
    try {
      const file = join(parent, "a-file");
      writeFileSync(file, "");
      const { code, output } = await startServer({ PORT: await freePort(), DATA_DIR: join(file, "data"), DATABASE_URL: "" }).exited;
      expect(code).toBe(1);
      expect(output).toContain("Cannot start: making the embedded database in DATA_DIR failed");
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("logs a one-time setup link at start while the back office has no owner", async () => {
    // A migrated database with no staff yet: a fresh install's first start is the test above.
    const dataDir = await createMigratedDataDir();
    const port = await freePort();
    try {
      const { child, exited } = startServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", PUBLIC_URL: "https://shop.test" });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c));
      const deadline = Date.now() + 30_000;
      while (!output.includes("/admin/setup?token=") && child.exitCode === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      child.kill("SIGTERM");
      const { output: everything } = await exited;
      const lines = output.split("\n").filter((line) => line.includes("/admin/setup?token="));
      expect(lines, everything).toHaveLength(1);
      expect(lines[0]).toMatch(/https:\/\/shop\.test\/admin\/setup\?token=[A-Za-z0-9_-]{43}/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("prints no runtime warning while it starts, renders pages and emails, and stops (decision 0033)", async () => {
    // On Node 20, React's development build said at the first render that the runtime lacks
    // ArrayBuffer.prototype.detached ("This could be a security issue…"); Node 24 has it.
    const dataDir = await createMigratedDataDir();
    const port = await freePort();
    try {
      const { child, exited } = startServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error", NODE_ENV: "development" });
      expect(await health(port)).toMatchObject({ status: "ok" });
      for (const path of ["/", "/store", "/support", "/no-such-page"]) await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      // A newsletter signup renders its confirmation email.
      const signup = await fetch(`http://127.0.0.1:${port}/api/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "reader@example.test" }) });
      expect(signup.status).toBeLessThan(300);
      child.kill("SIGTERM");
      const { code, output } = await exited;
      expect(code).toBe(0);
      expect(output).toBe("");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Start, four renders and a stop: a guard against a hang, longer than the others' for a busy machine.
  }, 120_000);

  it("on SIGTERM, finishes the payments in flight, for a client that stays and one that left, then exits 0", async () => {
    const dataDir = await createMigratedDataDir();
    const stripe = new StripeStandIn();
    // Stripe answers each checkout (keyed by its amount in pence) when the test says so.
    const answer = new Map<string, () => void>();
    stripe.hold = (form) => new Promise((resolve) => answer.set(form["line_items[0][price_data][unit_amount]"] ?? "", resolve));
    const port = await freePort();
    try {
      const { child, exited } = startServer({
        PORT: port,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        STRIPE_SECRET_KEY: "sk_test_drain",
        STRIPE_WEBHOOK_SECRET: "whsec_drain",
        STRIPE_API_URL: await stripe.start(),
      });
      expect(await health(port)).toMatchObject({ status: "ok" });

      const pay = (amount: number, signal?: AbortSignal) =>
        fetch(`http://127.0.0.1:${port}/api/create-payment`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(donationBody(amount)),
          signal,
        });
      const leaving = new AbortController();
      const left = pay(15, leaving.signal).catch(() => "aborted");
      const staying = pay(25);
      // Both are waiting on Stripe, with their orders stored as pending.
      while (stripe.requests.length < 2) await new Promise((r) => setTimeout(r, 20));

      child.kill("SIGTERM");
      leaving.abort();
      expect(await left).toBe("aborted");
      await new Promise((r) => setTimeout(r, 300));
      answer.get("2500")!();
      const response = await staying;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ url: expect.stringContaining("checkout.stripe.test") });
      // Every connection has now gone: only the handler of the client that left is still at work.
      await new Promise((r) => setTimeout(r, 300));
      answer.get("1500")!();
      // Not the forced exit after 10 s (code 1): the kept-alive connection was let go.
      const { code, output } = await exited;
      expect(output).not.toContain("Cannot use a pool");
      expect(code).toBe(0);

      const reopened = await openDatabase({ dataDir });
      try {
        const stored = await reopened.db.select().from(orders).where(eq(orders.type, "donation"));
        expect(stored.map((order) => order.total).sort()).toEqual([1500, 2500]);
        const sessions = [...stripe.sessions.keys()].sort();
        const recorded = await reopened.db.select().from(checkoutSessions);
        expect(recorded.map((session) => session.sessionId).sort()).toEqual(sessions);
        expect(recorded.map((session) => session.orderId).sort()).toEqual(stored.map((order) => order.id).sort());
      } finally {
        await reopened.close();
      }
    } finally {
      for (const release of answer.values()) release();
      await stripe.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("uses Postgres when DATABASE_URL is set", async () => {
    const scratch = await createMigratedScratchPostgresDatabase();
    try {
      const { code, health } = await runUntilHealthy({ PORT: await freePort(), DATABASE_URL: scratch.url });
      expect(health).toMatchObject({ status: "ok", database: "postgres" });
      expect(code).toBe(0);
    } finally {
      await scratch.drop();
    }
  });
});
