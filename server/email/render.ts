// Renders a React email to the HTML and plain-text parts an outbox row needs.
import type { ReactElement } from "react";

export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Loaded with the first email rather than at start: the renderer and its HTML-to-text converter
  // hold about 16 MB that a server doesn't need until someone pays, gives or signs up.
  const { render } = await import("@react-email/render");
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
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
