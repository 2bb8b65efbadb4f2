// Once per vitest run: compiles the server when its sources are newer than build/server.mjs, and
// names where the migrated test-database templates go. No template is made here: the first test
// that needs a database makes it (server/test-support/database.ts), so a run of tests that use none
// pays nothing. At the end, both are removed.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { isStale, SERVER_SOURCES } from "../../scripts/lib/staleness.mjs";
import { POSTGRES_TEMPLATE_ENV, TEMPLATE_DIR_ENV } from "./template-paths";

export default function setup() {
  // server/index.test.ts starts the compiled server, as `npm start` does (a start through tsx took
  // twice as long). Compiled here, before any test runs, so that no test reads it half-written.
  if (isStale("build/server.mjs", SERVER_SOURCES)) execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit", timeout: 60_000 });
  // Workers are started after global setup and inherit its environment.
  const dir = mkdtempSync(join(tmpdir(), "pm-test-templates-"));
  process.env[TEMPLATE_DIR_ENV] = dir;
  const postgresTemplate = `t_template_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  if (process.env.TEST_DATABASE_URL) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // PostgreSQL refuses to drop a template-flagged database; ours is a plain one used as a template.
    await admin.query(`drop database if exists "${postgresTemplate}" with (force)`);
    await admin.end();
  };
}
