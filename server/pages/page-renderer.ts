// What draws a live page: React Router's server build run with the live data as its load context,
// and the critical-CSS pass that gives a small page its own rules (decision 0026). Both are CPU
// work of several to tens of milliseconds a page, so by default they run on a thread of their own
// (./render-thread.ts), not on the event loop that answers payments: a publish or a price saved
// every second would otherwise hold every request for as long (issue 51; docs/performance.md).
// The data stays with the server: a loader's read is asked of it (`read`), so what a page read is
// recorded where the pages are kept, and the thread holds no copy of anything to go stale.
import { pathToFileURL } from "node:url";
import { threadId, Worker } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageKey } from "../../core/pages/registry";
import type { SiteData } from "../../core/site-data";
import { BUILD_ORIGIN } from "../../core/site-url";
import { CriticalCss, type CriticalCssPage } from "./critical-css";

/** One read a page's loaders make of the live data. */
export type DataRead = { kind: "catalogue" } | { kind: "charity" } | { kind: "page"; key: PageKey };

export interface RenderedPage {
  status: number;
  body: string;
  contentType: string | null;
  /** The thread that drew it (0: the server's own). */
  thread: number;
}

export interface PageRenderer {
  /** Renders `pathname` (a page, or its `.data`), each loader's read answered by `read`. */
  render(pathname: string, read: (what: DataRead) => Promise<unknown>): Promise<RenderedPage>;
  /** The page with its own rules in place of the stylesheet's link, when it has that link. */
  inline(html: string): Promise<CriticalCssPage | undefined>;
  close(): Promise<void>;
}

/** The load context a render passes its loaders: each read goes through `read`. */
export function loadContextFor(read: (what: DataRead) => Promise<unknown>): { siteData: SiteData } {
  return {
    siteData: {
      catalogue: () => read({ kind: "catalogue" }) as ReturnType<SiteData["catalogue"]>,
      charity: () => read({ kind: "charity" }) as ReturnType<SiteData["charity"]>,
      page: (key) => read({ kind: "page", key }) as never,
    },
  };
}

/** Renders with a handler of the server build, in whatever thread this runs in. */
export async function renderWith(handler: ReturnType<typeof createRequestHandler>, pathname: string, read: (what: DataRead) => Promise<unknown>): Promise<RenderedPage> {
  const response = await handler(new Request(`${BUILD_ORIGIN}${pathname}`), loadContextFor(read));
  return { status: response.status, body: await response.text(), contentType: response.headers.get("content-type"), thread: threadId };
}

/** Draws pages on the caller's own thread: where no thread can be started, and for comparison in tests. */
export async function inThreadRenderer(serverBuildFile: string, clientDir?: string): Promise<PageRenderer> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const criticalCss = clientDir ? new CriticalCss(clientDir) : undefined;
  return {
    render: (pathname, read) => renderWith(handler, pathname, read),
    inline: async (html) => criticalCss?.inline(html),
    close: async () => undefined,
  };
}

/** Messages between the server and its render thread (./render-thread.ts). */
export type ToRenderThread =
  | { type: "render"; task: number; pathname: string }
  | { type: "inline"; task: number; html: string }
  | { type: "answer"; task: number; id: number; value?: unknown; error?: string };
export type FromRenderThread =
  | { type: "ready" }
  | { type: "read"; task: number; id: number; what: DataRead }
  | { type: "rendered"; task: number; page: RenderedPage }
  | { type: "inlined"; task: number; page: CriticalCssPage | undefined }
  | { type: "failed"; task: number; error: string };
export interface RenderThreadData {
  serverBuildFile: string;
  clientDir?: string;
}

interface Task {
  resolve(value: unknown): void;
  reject(error: Error): void;
  read?: (what: DataRead) => Promise<unknown>;
}

/**
 * Starts the render thread. From the compiled server it is build/render-thread.mjs beside it; from
 * the TypeScript sources (tests), the .ts file loaded through tsx.
 */
function startWorker(data: RenderThreadData): Worker {
  if (import.meta.url.endsWith(".ts")) {
    const file = new URL("./render-thread.ts", import.meta.url).href;
    const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
    return new Worker(boot, { eval: true, workerData: data });
  }
  return new Worker(new URL("./render-thread.mjs", import.meta.url), { workerData: data });
}

/** Draws pages on a thread of its own; its loaders' reads come back here to be answered. */
export async function threadRenderer(data: RenderThreadData): Promise<PageRenderer> {
  let worker = startWorker(data);
  const tasks = new Map<number, Task>();
  let nextTask = 0;
  let closed = false;

  const attach = (thread: Worker) =>
    new Promise<void>((resolve, reject) => {
      thread.on("message", (message: FromRenderThread) => {
        if (message.type === "ready") return resolve();
        const task = tasks.get(message.task);
        if (!task) return;
        switch (message.type) {
          case "read":
            task.read!(message.what).then(
              (value) => thread.postMessage({ type: "answer", task: message.task, id: message.id, value } satisfies ToRenderThread),
              (error: unknown) => thread.postMessage({ type: "answer", task: message.task, id: message.id, error: String((error as Error)?.message ?? error) } satisfies ToRenderThread),
            );
            return;
          case "rendered":
            tasks.delete(message.task);
            return task.resolve(message.page);
          case "inlined":
            tasks.delete(message.task);
            return task.resolve(message.page);
          case "failed":
            tasks.delete(message.task);
            return task.reject(new Error(message.error));
        }
      });
      thread.on("error", (error) => {
        reject(error);
        // Whatever it was drawing fails (each caller logs its page); the next render starts a new thread.
        for (const task of tasks.values()) task.reject(error);
        tasks.clear();
      });
      thread.on("exit", () => {
        for (const task of tasks.values()) task.reject(new Error("The render thread stopped"));
        tasks.clear();
        if (!closed && worker === thread) {
          worker = startWorker(data);
          void attach(worker).catch(() => undefined);
        }
      });
      // The thread must not keep a closing server alive.
      thread.unref();
    });
  await attach(worker);

  const ask = <T>(message: { type: "render"; pathname: string } | { type: "inline"; html: string }, read?: (what: DataRead) => Promise<unknown>) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error("The render thread is closed"));
      const task = nextTask++;
      tasks.set(task, { resolve: resolve as (value: unknown) => void, reject, read });
      worker.postMessage({ ...message, task } as ToRenderThread);
    });

  return {
    render: (pathname, read) => ask<RenderedPage>({ type: "render", pathname }, read),
    inline: (html) => ask<CriticalCssPage | undefined>({ type: "inline", html }),
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}
