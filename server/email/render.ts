// Renders a React email to the HTML and plain-text parts an outbox row needs, with the charity's
// details as they are saved now (server/email/charity-details-scope.tsx).
//
// Rendered with React's web-streams build, as pages are (app/entry.server.tsx): React's Node
// renderer, which `@react-email/render` uses in Node, would turn on the async hooks for the whole
// process with the first email (docs/decisions/0029-pages-and-emails-rendered-without-async-hooks.md).
// The result is what `@react-email/render` makes: the same document type, no image preload links,
// and its plain-text conversion of the same HTML.
import { createElement, Suspense, type ReactElement } from "react";
import { CharityDetailsProvider, charityDetailsForEmail } from "./charity-details-scope";

const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const TEXT_OPTIONS = {
  wordwrap: 78,
  selectors: [
    ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
    // Order lines: item and amount side by side, a blank line between lines.
    { selector: "table.line-items", format: "dataTable", options: { rowSpacing: 1 } },
  ],
};

export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Loaded with the first email rather than at start: the HTML-to-text converter holds memory that
  // a server doesn't need until someone pays, gives or signs up.
  const [{ renderToReadableStream }, { toPlainText }] = await Promise.all([import("react-dom/server.edge"), import("@react-email/render")]);
  const provided = createElement(CharityDetailsProvider, { value: await charityDetailsForEmail() }, element);
  let failure: unknown;
  const stream = await renderToReadableStream(createElement(Suspense, null, provided), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const markup = withoutImagePreloads(await new Response(stream).text());
  // An error inside the email is caught by its Suspense boundary and sent to onError: it fails the email.
  if (failure) throw failure;
  return { html: `${XHTML_DOCTYPE}${markup.replace(/<!DOCTYPE.*?>/, "")}`, text: toPlainText(markup, TEXT_OPTIONS) };
}

/**
 * Markup of React elements that need no charity details (a newsletter's body on its archive page),
 * with the same renderer as emails, and no document type.
 */
export async function renderMarkup(element: ReactElement): Promise<string> {
  const { renderToReadableStream } = await import("react-dom/server.edge");
  let failure: unknown;
  const stream = await renderToReadableStream(createElement(Suspense, null, element), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const markup = await new Response(stream).text();
  if (failure) throw failure;
  return withoutImagePreloads(markup);
}

/** React adds a preload link for each image; an email client has nothing to preload them for. */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) => (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?image\b/i.test(tag) ? "" : tag));
}
