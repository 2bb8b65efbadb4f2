// An SMTP server that accepts every message and keeps only who it was for, in a thread of its own:
// in the benchmark's own thread its parsing of each message delayed autocannon's, and was counted
// as the site's latency. `received()` answers how many emails each address got.
import { Worker } from "node:worker_threads";

const sink = `
const { parentPort } = require("node:worker_threads");
const { SMTPServer } = require("smtp-server");
const received = new Map();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on("message", (asked) => {
  if (asked === "received") parentPort.postMessage({ received: [...received] });
  if (asked === "close") server.close(() => process.exit(0));
});
`;

export async function smtpSink() {
  const worker = new Worker(sink, { eval: true });
  const next = () => new Promise((resolve) => worker.once("message", resolve));
  const { port } = await next();
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Each address that received email, with how many it got. */
    async received() {
      worker.postMessage("received");
      return new Map((await next()).received);
    },
    async close() {
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.postMessage("close");
      await exited;
    },
  };
}
