// `npm run restore -- FILE`: brings a backup of the embedded database back into DATA_DIR, which
// must be empty (server stopped). Exits 0 once restored; otherwise 1 with what was wrong, and
// DATA_DIR as it was. See README.md, "Backups", and server/services/site/restore.ts.
import { resolve } from "node:path";
import { migrationsFolder } from "../db/client";
import { EnvError, loadEnv } from "../env";
import { keepNewFilesPrivate } from "../private-files";
import { restoreBackup, RestoreRefused } from "../services/site/restore";

const USAGE = "Usage: npm run restore -- FILE   (a backup .tar.gz; DATA_DIR must be empty and the server stopped)";

export async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv.filter((arg) => arg !== "--");
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (env.DATABASE_URL) {
    console.error("DATABASE_URL is set: this restores the embedded database only. With PostgreSQL, use pg_restore (README.md, \"Backups\").");
    return 1;
  }
  keepNewFilesPrivate(); // the restored folder, like the server's, is its user's alone
  try {
    const result = await restoreBackup({ file, dataDir: env.DATA_DIR, migrationsFolder });
    console.log(
      `Restored ${resolve(file)} into ${resolve(env.DATA_DIR)}.` +
        (result.migrationsToApply > 0 ? ` The server will apply ${result.migrationsToApply} newer migration(s) when it starts.` : "") +
        " Start the server.",
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  process.exitCode = await main(process.argv.slice(2));
}
