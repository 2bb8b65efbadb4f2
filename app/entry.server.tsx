// How React Router's server renders a page: with React's web-streams renderer, whole.
//
// React's Node renderer (`react-dom/server`, React Router's default entry) runs every render
// inside an AsyncLocalStorage, and on Node 20 the first one turns the async hooks on for the
// process, for good: every later promise and tick of every request pays for them (about a sixteenth
// of a kept page's CPU). The web-streams build (`react-dom/server.edge`) uses an AsyncLocalStorage
// only where the runtime offers one as a global, which Node doesn't, so the hooks stay off
// (docs/decisions/0029-pages-and-emails-rendered-without-async-hooks.md). Emails render through
// the same build (server/email/render.ts).
//
// A page is rendered to be kept (server/pages/live-pages.ts) or written at build time, never
// streamed to someone waiting: so every render waits for all of it, as the default entry does
// for a crawler, and everything is written in place. Without an unbounded chunk size, React moves a
// finished Suspense boundary that comes after the first ~12 kB into a hidden element that an inline
// script puts back (docs/performance.md).
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server.edge";

/** How long a loader's promise may take before React Router rejects it (read by React Router). */
export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  let status = responseStatusCode;
  let shellRendered = false;
  // A render still waiting past the loaders' own deadline is stopped, with what it has.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), streamTimeout + 1_000);
  try {
    const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
      signal: abort.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        // An error in the shell rejects the render and React Router logs it; one after is ours to tell.
        if (shellRendered) console.error(error);
      },
    });
    shellRendered = true;
    await body.allReady;
    responseHeaders.set("Content-Type", "text/html");
    return new Response(body, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}
