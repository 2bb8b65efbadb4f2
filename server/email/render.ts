// Renders a React email to the HTML and plain-text parts an outbox row needs, with the charity's
// details as they are saved now (server/email/charity-details-scope.tsx).
import { createElement, type ReactElement } from "react";
import { CharityDetailsProvider, charityDetailsForEmail } from "./charity-details-scope";

export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Loaded with the first email rather than at start: the renderer and its HTML-to-text converter
  // hold about 16 MB that a server doesn't need until someone pays, gives or signs up.
  const { render } = await import("@react-email/render");
  const provided = createElement(CharityDetailsProvider, { value: await charityDetailsForEmail() }, element);
  const [html, text] = await Promise.all([
    render(provided),
    render(provided, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        selectors: [
          ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
          // Order lines: item and amount side by side, a blank line between lines.
          { selector: "table.line-items", format: "dataTable", options: { rowSpacing: 1 } },
        ],
      },
    }),
  ]);
  return { html, text };
}
