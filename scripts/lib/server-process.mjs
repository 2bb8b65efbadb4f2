// Starts the built site server in a child process for scripts (lighthouse, bench) and stops it.
import { spawn } from "node:child_process";
import { stopChild } from "./run-child.mjs";
import { SERVER_NODE_ARGS } from "./server-command.mjs";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import https from "node:https";

export function ensureBuild() {
  if (existsSync("build/client/index.html") && existsSync("build/client/admin/index.html") && existsSync("build/server.mjs")) return;
  console.log("No build yet: building…");
  // A build takes a few minutes on this project's machines; past half an hour it has stalled.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", timeout: 30 * 60_000, killSignal: "SIGKILL" });
  if (result.error) console.error(`npm run build did not finish: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (all its threads, user and system), from /proc; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    // After the command's name in parentheses: state is field 3, utime 14 and stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used by every process named `comm` (PostgreSQL's server and its backends: "postgres"). */
export function cpuSecondsOfAll(comm) {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === comm) total += cpuSeconds(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

/** GET over HTTPS, trusting the test certificate's self-signed chain (fetch can't be told to). */
function httpsOk(url) {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false, timeout: 5_000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on("timeout", function () {
        this.destroy();
        resolve(false);
      })
      .on("error", () => resolve(false));
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (url.startsWith("https:") ? await httpsOk(url) : (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

// The test-only certificate for localhost (server/test-support/tls): with `{ tls: true }` the
// server speaks HTTPS and HTTP/2 as it does in production with TLS_CERT_FILE and TLS_KEY_FILE.
const testCertificate = {
  TLS_CERT_FILE: "server/test-support/tls/localhost-cert.pem",
  TLS_KEY_FILE: "server/test-support/tls/localhost-key.pem",
};

/** The real server, compiled as `npm start` runs it, on a free port with a throwaway database unless DATABASE_URL is given. */
export async function startSiteServer(env = {}, { tls = false, startTimeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const url = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "pm-script-"));
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Measured as a staging site: production settings, the sandbox taking the payments.
      PAYMENT_PROVIDER: "sandbox",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Canonical links must name the address the measuring browser uses.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      SMTP_URL: "",
      ...(tls && testCertificate),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Passed on as it comes, and kept: a script may need a line the server logged (the setup link).
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const stop = async () => {
    const { message } = await stopChild(child, { what: "The site server (build/server.mjs)" });
    if (message) console.error(message);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop, output: () => output };
}
