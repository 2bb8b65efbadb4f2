// Addresses the end-to-end run shares between its setup and its test workers.
// The config file is read by the runner and by every worker; the ports chosen
// once by the runner reach the workers through the environment.
import { execFileSync } from "node:child_process";

/**
 * Two ports nobody is listening on, as the OS hands them out (held together, so they differ). A
 * random port in a fixed range could be one another process had just taken, and the whole run then
 * failed at start. Synchronous, because the config is read synchronously: a short-lived node
 * process asks for them.
 */
function freePorts(): [string, string] {
  const script = `const net = require("node:net");
const servers = [net.createServer(), net.createServer()];
Promise.all(servers.map((s) => new Promise((resolve) => s.listen(0, "127.0.0.1", resolve)))).then(() => {
  process.stdout.write(servers.map((s) => s.address().port).join(" "));
  for (const s of servers) s.close();
});`;
  // A deadline, like every child a test starts: execFileSync throws (ETIMEDOUT) past it.
  const [app, inbox] = execFileSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 30_000 }).trim().split(" ");
  return [app!, inbox!];
}

if (!process.env.E2E_PORT || !process.env.E2E_INBOX_PORT) [process.env.E2E_PORT, process.env.E2E_INBOX_PORT] = freePorts();

export const appPort = Number(process.env.E2E_PORT);
// localhost, not 127.0.0.1: browsers refuse passkeys (WebAuthn) for an IP address, and localhost
// is a secure context over plain http. The server still listens on 127.0.0.1 only.
export const baseURL = `http://localhost:${appPort}`;
export const inboxApi = `http://127.0.0.1:${process.env.E2E_INBOX_PORT}`;
/**
 * Owners of specs that need one of their own (each from the staff command line in global setup,
 * its link in `E2E_<KEY>_OWNER_LINK`), so none signs in as admin.spec's owner.
 */
export const specOwners = {
  RIGHTS: "rights.owner.e2e@purposemovement.test",
  CATALOGUE: "catalogue.owner.e2e@purposemovement.test",
  GO_LIVE: "second.owner.e2e@purposemovement.test",
  PHOTOS: "photos.owner.e2e@purposemovement.test",
  EDITOR: "editor.owner.e2e@purposemovement.test",
  PAGE_LIMITS: "page-limits.owner.e2e@purposemovement.test",
  REPORTS: "reports.owner.e2e@purposemovement.test",
  NEWSLETTERS: "newsletters.owner.e2e@purposemovement.test",
  AUDIT: "audit.owner.e2e@purposemovement.test",
  DASHBOARD: "dashboard.owner.e2e@purposemovement.test",
} as const;

/** The fulfilment member global setup makes a setup link for (E2E_FULFILMENT_LINK). */
export const E2E_FULFILMENT_EMAIL = "stock.e2e@purposemovement.test";
/** The fulfilment member who opens the product editor (E2E_EDITOR_FULFILMENT_LINK), in a browser of their own. */
export const E2E_EDITOR_FULFILMENT_EMAIL = "editor.fulfilment.e2e@purposemovement.test";
/** The member with the editor role who edits the site's pages (E2E_PAGE_EDITOR_LINK), in a browser of their own. */
export const E2E_PAGE_EDITOR_EMAIL = "pages.editor.e2e@purposemovement.test";
