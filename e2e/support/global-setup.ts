// Starts what the end-to-end tests run against: a real SMTP server that keeps
// what it receives (readable over HTTP by the test workers) and the real site
// server, built and started as `npm start` would, on a throwaway PGlite database.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/client";
import { createAuditLog } from "../../server/services/staff/audit-log";
import { createStaffLinks } from "../../server/services/staff/links";
import { stopChild } from "../../scripts/lib/run-child.mjs";
import { SERVER_NODE_ARGS } from "../../scripts/lib/server-command.mjs";
import { SmtpInbox } from "../../server/test-support/smtp-inbox";
import { findChromium, INSTALL_HINT } from "./chromium";
import { appPort, baseURL, E2E_EDITOR_FULFILMENT_EMAIL, E2E_FULFILMENT_EMAIL, E2E_PAGE_EDITOR_EMAIL, specOwners } from "./environment";

async function waitForHealth(child: ChildProcess, log: () => string): Promise<void> {
  // Generous: on a busy 2-core machine the first start (PGlite, migrations) has taken over a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited early:\n${log()}`);
    try {
      // A server that accepts and never answers is waited on no longer than the deadline.
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server did not answer /api/health within 120 s:\n${log()}`);
}

/** Whether this run includes admin.spec.ts: no file filters on the command line, or one naming it. */
function firstOwnerSpecRuns(args: string[]): boolean {
  const takesValue = new Set(["--project", "--grep", "-g", "--grep-invert", "--workers", "-j", "--reporter", "--config", "-c", "--timeout", "--repeat-each", "--shard", "--output", "--max-failures"]);
  const filters = args.filter((arg, i) => arg !== "test" && !arg.startsWith("-") && !takesValue.has(args[i - 1] ?? ""));
  return filters.length === 0 || filters.some((filter) => "e2e/admin.spec.ts".includes(filter) || filter.includes("admin"));
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
  // An owner's link for each spec that needs one of its own (specOwners), made as `npm run staff
  // -- invite` makes one, before the server holds the database (PGlite allows one process): they
  // never sign in as admin.spec's owner, whose code emails it counts.
  const database = await openDatabase({ dataDir });
  const links = createStaffLinks({ db: database.db, outbox: { notify() {} }, audit: createAuditLog(database.db), publicUrl: baseURL });
  for (const [key, email] of Object.entries(specOwners)) process.env[`E2E_${key}_OWNER_LINK`] = await links.commandLineLink(email, "owner");
  // A fulfilment member, for specs that use the back office's stock API (stock.spec.ts).
  process.env.E2E_FULFILMENT_LINK = await links.commandLineLink(E2E_FULFILMENT_EMAIL, "fulfilment");
  // Another, for the product editor as fulfilment sees it (product-editor-fulfilment-catalogue.spec.ts).
  process.env.E2E_EDITOR_FULFILMENT_LINK = await links.commandLineLink(E2E_EDITOR_FULFILMENT_EMAIL, "fulfilment");
  // A member with the editor role, who changes the site's pages (page-editor.spec.ts).
  process.env.E2E_PAGE_EDITOR_LINK = await links.commandLineLink(E2E_PAGE_EDITOR_EMAIL, "editor");
  await database.close();
  // admin.spec.ts becomes the first owner through the server's bare setup link, which stops working
  // once any owner exists: a spec using its own owner's link waits for that when admin.spec runs.
  process.env.E2E_FIRST_OWNER_SPEC_RUNS = String(firstOwnerSpecRuns(process.argv.slice(2)));
  let output = "";
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
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
  const stopServer = async () => {
    const { message } = await stopChild(child, { what: "The site server (build/server.mjs)" });
    if (message) console.error(`${message}:\n${output}`);
  };
  try {
    await waitForHealth(child, () => output);
    // The first owner's way in, as an operator finds it: the line the server logs at start.
    const deadline = Date.now() + 10_000;
    while (!/\/admin\/setup\?token=/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const setupLink = /(http\S+\/admin\/setup\?token=[A-Za-z0-9_-]+)/.exec(output)?.[1];
    if (!setupLink) throw new Error(`The server logged no setup link within 10 s:\n${output}`);
    process.env.E2E_SETUP_LINK = setupLink;
  } catch (error) {
    // A server that never became ready is stopped, not left running after the failed run.
    await stopServer();
    throw error;
  }

  return async () => {
    await stopServer();
    await new Promise((resolve) => inboxHttp.close(resolve));
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
