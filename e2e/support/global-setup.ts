// Starts what the end-to-end tests run against: a real SMTP server that keeps
// what it receives (readable over HTTP by the test workers) and the real site
// server, built and started as `npm start` would, on a throwaway PGlite database.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpInbox } from "../../server/test-support/smtp-inbox";
import { findChromium, INSTALL_HINT } from "./chromium";
import { appPort, baseURL, E2E_FULFILMENT_EMAIL } from "./environment";

async function waitForHealth(child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server did not become healthy:\n${log()}`);
}

export default async function globalSetup() {
  if (!findChromium()) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  if (!existsSync("build/client/index.html") || !existsSync("build/server.mjs")) throw new Error("No build: run `npm run build` first");

  const inbox = new SmtpInbox();
  await inbox.start(0);
  const inboxHttp = createServer((request, response) => {
    if (request.method === "DELETE") inbox.messages.length = 0;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(inbox.messages));
  });
  await new Promise<void>((resolve) => inboxHttp.listen(Number(process.env.E2E_INBOX_PORT), "127.0.0.1", resolve));

  const dataDir = mkdtempSync(join(tmpdir(), "pm-e2e-"));
  // A fulfilment member's setup link for specs that need the back office's API without the first
  // owner's (admin.spec.ts uses that): made as an operator would, with the server not yet started.
  const stockLink = execFileSync("node_modules/.bin/tsx", ["server/cli/staff.ts", "invite", E2E_FULFILMENT_EMAIL, "--role", "fulfilment"], {
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: baseURL, ORG_EMAIL: "team@purposemovement.test" },
    encoding: "utf8",
  });
  const fulfilmentLink = /(http\S+\/admin\/setup\?token=[A-Za-z0-9_-]+)/.exec(stockLink)?.[1];
  if (!fulfilmentLink) throw new Error(`npm run staff gave no setup link:\n${stockLink}`);
  process.env.E2E_FULFILMENT_LINK = fulfilmentLink;
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "build/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: inbox.url,
      ORG_EMAIL: "team@purposemovement.test",
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      // The tests pay and sign up far more often than a household would.
      RATE_LIMIT_PAYMENTS_PER_MINUTE: "10000",
      RATE_LIMIT_SIGNUPS_PER_MINUTE: "10000",
      RATE_LIMIT_POSTS_PER_MINUTE: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(child, () => output);
  // The first owner's way in, as an operator finds it: the line the server logs at start.
  const deadline = Date.now() + 10_000;
  while (!/\/admin\/setup\?token=/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const setupLink = /(http\S+\/admin\/setup\?token=[A-Za-z0-9_-]+)/.exec(output)?.[1];
  if (!setupLink) throw new Error(`The server logged no setup link:\n${output}`);
  process.env.E2E_SETUP_LINK = setupLink;

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await new Promise((resolve) => inboxHttp.close(resolve));
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
