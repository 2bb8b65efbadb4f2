// The outbox as the app provides it: `app.outbox`, and the worker's lifetime tied to
// the app's (it starts when the app is ready and finishes its send when it closes).
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import { OutboxWorker, type Outbox, type OutboxWorkerOptions } from "./outbox";
import { smtpTransport, type MailTransport } from "./transport";

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** Test knobs: shorter polls and retries. */
export type OutboxTuning = Pick<OutboxWorkerOptions, "pollIntervalMs" | "leaseMs" | "batchSize" | "retryBaseMs" | "retryWindowMs">;

export async function installOutbox(
  app: FastifyInstance,
  deps: { env: Env; database: DatabaseHandle; tuning?: OutboxTuning; transport?: MailTransport },
): Promise<Outbox> {
  const { env, database } = deps;
  let worker: OutboxWorker | undefined;
  const canSend = Boolean(deps.transport ?? env.SMTP_URL);
  if (canSend && env.OUTBOX_WORKER === "on") {
    const transport = deps.transport ?? smtpTransport(env.SMTP_URL as string);
    worker = new OutboxWorker({
      db: database.db,
      transport,
      from: env.EMAIL_FROM,
      log: app.log.child({ component: "outbox" }),
      ...deps.tuning,
    });
  } else if (!canSend && env.NODE_ENV === "production") {
    app.log.warn("SMTP_URL is not set: emails are queued in the database and not sent");
  }
  const outbox: Outbox = { notify: () => worker?.notify(), ...(worker && { worker }) };
  app.decorate("outbox", outbox);
  if (worker) {
    const started = worker;
    app.addHook("onReady", async () => started.start());
    // Runs after in-flight requests finish, so their emails are queued; waits for a send in progress.
    app.addHook("onClose", async () => started.stop());
  }
  return outbox;
}
