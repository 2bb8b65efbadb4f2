// The thread that draws the live pages (./page-renderer.ts): React Router's server build and the
// critical-CSS pass run here, so their milliseconds a page are spent beside the event loop that
// answers requests rather than on it. It holds no data: each read a page's loaders make is asked
// of the server, which answers from its own snapshots and records what the page read.
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CriticalCss } from "./critical-css";
import { renderWith, type DataRead, type FromRenderThread, type RenderThreadData, type ToRenderThread } from "./page-renderer";

const port = parentPort!;
const { serverBuildFile, clientDir } = workerData as RenderThreadData;
const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const criticalCss = clientDir ? new CriticalCss(clientDir) : undefined;

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let nextRead = 0;

function send(message: FromRenderThread): void {
  port.postMessage(message);
}

function readFor(task: number) {
  return (what: DataRead) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextRead++;
      waiting.set(id, { resolve, reject });
      send({ type: "read", task, id, what });
    });
}

port.on("message", (message: ToRenderThread) => {
  switch (message.type) {
    case "answer": {
      const read = waiting.get(message.id);
      if (!read) return;
      waiting.delete(message.id);
      if (message.error !== undefined) read.reject(new Error(message.error));
      else read.resolve(message.value);
      return;
    }
    case "render":
      renderWith(handler, message.pathname, readFor(message.task)).then(
        (page) => send({ type: "rendered", task: message.task, page }),
        (error: unknown) => send({ type: "failed", task: message.task, error: String((error as Error)?.stack ?? error) }),
      );
      return;
    case "inline":
      try {
        send({ type: "inlined", task: message.task, page: criticalCss?.inline(message.html) });
      } catch (error) {
        send({ type: "failed", task: message.task, error: String((error as Error)?.stack ?? error) });
      }
      return;
  }
});

send({ type: "ready" });
