// The process: read the environment, open the database, listen, and shut down gracefully.
// First, the runtime: on a Node older than the site supports, the server re-runs itself on the
// Node 24 in node_modules, or refuses to start in production (decision 0033).
import "../scripts/lib/supported-node.mjs";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { isNewEmbeddedDatabase, makeEmbeddedDatabaseIfThisIsTheChild, makeEmbeddedDatabaseInChildProcess } from "./db/embedded-first-start";
import { EnvError, loadEnv, type Env } from "./env";
import { boundHeapGrowth } from "./heap-growth";
import { keepNewFilesPrivate, tightenFolder } from "./private-files";
import { keepWasmOnBaselineCompiler } from "./wasm-compiler";

boundHeapGrowth();
keepWasmOnBaselineCompiler();

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Cannot start: ${error.message}\nSee .env.example for every variable.`);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
// Before anything is written: the database, its backups and the child that makes a new database
// (it inherits the umask) are the server user's alone; folders from before are tightened below.
keepNewFilesPrivate();
// The child of the block below.
await makeEmbeddedDatabaseIfThisIsTheChild();
if (!env.DATABASE_URL && isNewEmbeddedDatabase(env.DATA_DIR)) {
  try {
    await makeEmbeddedDatabaseInChildProcess(env.DATA_DIR);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// Once the database is made and open: PGlite's initdb writes its files 0666 and opening writes
// pg_internal.init 0644, whatever the umask (the files PostgreSQL makes later follow it, and the
// folder, 0700, lets no one else in whatever a file's mode).
if (!env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://")) {
  const refused = [...(await tightenFolder(env.DATA_DIR)), ...(await tightenFolder(env.BACKUP_DIR))];
  if (refused.length > 0) {
    console.warn(`Could not make ${refused.length} file(s) private to this user (first: ${refused[0]}): check DATA_DIR's and BACKUP_DIR's owner and file system.`);
  }
}
const app = await buildApp({
  env,
  database,
  logger: { level: env.LOG_LEVEL },
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Fastify stops accepting, waits for the handlers in flight (server/http/graceful-close.ts),
    // then runs onClose hooks (the outbox worker finishes its send). The database closes last:
    // onClose hooks run in reverse order of registration, so a hook added here would close it
    // before the worker's last write.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  { url: env.PUBLIC_URL, database: database.kind, payments: env.PAYMENT_PROVIDER, node: process.versions.node },
  "Purpose Movement site is running",
);
