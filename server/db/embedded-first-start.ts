// A new embedded database is made (initdb, migrations, the catalogue's seed) by a short-lived
// child process, so the serving process never holds the memory that takes
// (docs/decisions/0028-new-embedded-database-made-apart.md).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "./client";

/** Set in the child's environment to the data directory it is to make. */
const MAKER = "PM_EMBEDDED_DATABASE_MAKER";

/**
 * In the child `makeEmbeddedDatabaseInChildProcess` started, its whole work: opening makes,
 * migrates and seeds the database, then it exits. Anywhere else this returns at once.
 */
export async function makeEmbeddedDatabaseIfThisIsTheChild(): Promise<void> {
  const dataDir = process.env[MAKER];
  if (!dataDir) return;
  await (await openDatabase({ dataDir })).close();
  process.exit(0);
}

/** A data directory PGlite has not yet initialised (initdb writes PG_VERSION first). */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !dataDir.startsWith("memory://") && !existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * Runs this same entry point again, as it was started (Node's flags, tsx's loader), with MAKER
 * set to `dataDir`, and waits for it: the entry point hands that child to
 * `makeEmbeddedDatabaseIfThisIsTheChild` before doing anything else. A signal meant for the server while
 * it waits stops the child too, so nothing is left creating a database after the server is gone.
 */
export function makeEmbeddedDatabaseInChildProcess(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [MAKER]: dataDir },
      stdio: "inherit",
    });
    let stoppedBy: NodeJS.Signals | undefined;
    const passOn = (signal: NodeJS.Signals) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    const signals = ["SIGINT", "SIGTERM"] as const;
    for (const signal of signals) process.on(signal, passOn);
    const done = () => {
      for (const signal of signals) process.off(signal, passOn);
    };
    child.on("error", (error) => {
      done();
      reject(error);
    });
    child.on("exit", (code, signal) => {
      done();
      if (code === 0 && !stoppedBy) resolve();
      else if (stoppedBy) reject(new Error(`stopped by ${stoppedBy} while making the embedded database in DATA_DIR`));
      else reject(new Error(`making the embedded database in DATA_DIR failed (its process ended with ${signal ?? `exit code ${code}`})`));
    });
  });
}
