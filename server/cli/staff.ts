// `npm run staff -- invite EMAIL --role owner|finance|fulfilment`: prints a one-time setup
// link for that person and role (24 hours), for the first owner or a locked-out team.
// With the embedded database, the server must be stopped first: PGlite allows one process.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { staffRoles, type StaffRole } from "../../core/schemas/admin";
import { isValidEmail } from "../../core/email-address";
import { openDatabase } from "../db/client";
import { EnvError, loadEnv } from "../env";
import { createAuditLog } from "../services/staff/audit-log";
import { createStaffLinks } from "../services/staff/links";

const USAGE = `Usage: npm run staff -- invite EMAIL --role ${staffRoles.join("|")}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: "string" } } });
  const [command, email] = positionals;
  if (command !== "invite" || !email) fail(USAGE);
  if (!isValidEmail(email)) fail(`"${email}" is not an email address.\n${USAGE}`);
  const role = values.role as StaffRole | undefined;
  if (!role || !staffRoles.includes(role)) fail(`Give a role: --role ${staffRoles.join("|")}.\n${USAGE}`);

  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  if (!env.DATABASE_URL && existsSync(join(env.DATA_DIR, "postmaster.pid"))) {
    fail(
      `The embedded database in ${env.DATA_DIR} is open in another process (the site server?).\n` +
        "Stop the server and run this again, or use DATABASE_URL with PostgreSQL.\n" +
        `If no server is running, the last one stopped abruptly: delete ${join(env.DATA_DIR, "postmaster.pid")} and try again.`,
    );
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const links = createStaffLinks({ db: database.db, outbox: { notify() {} }, audit: createAuditLog(database.db), publicUrl: env.PUBLIC_URL });
    const url = await links.commandLineLink(email, role);
    console.log(`Setup link for ${email.trim().toLowerCase()} (${role}), valid for 24 hours and one use:\n${url}`);
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
