// Small server-rendered pages (the sandbox checkout, the dev outbox): no scripts,
// no other origin, and one inline stylesheet allowed by its hash.
import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** Tagged template that escapes every interpolation unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => (v instanceof SafeHtml ? v.value : escapeHtml(v))).join("")
      : value instanceof SafeHtml
        ? value.value
        : escapeHtml(value);
    out += part + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

export interface PageOptions {
  title: string;
  style: string;
  body: SafeHtml;
  /** Extra origins forms may post to (the page's own origin is always allowed). */
  formAction?: string[];
  /** A public page search engines may list and caches may keep a few minutes (the newsletter archive). */
  indexable?: boolean;
  /** The site's own stylesheet (same origin), with the fonts it loads: a page in the site's frame. */
  stylesheet?: string;
}

export function sendPage(reply: FastifyReply, page: PageOptions, status = 200): FastifyReply {
  const styleHash = createHash("sha256").update(page.style).digest("base64");
  const csp = [
    "default-src 'none'",
    `style-src ${page.stylesheet ? "'self' " : ""}'sha256-${styleHash}'`,
    ...(page.stylesheet ? ["font-src 'self'"] : []),
    "img-src 'self' data:",
    `form-action 'self' ${(page.formAction ?? []).join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  const document = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.indexable ? "" : '<meta name="robots" content="noindex">\n'}<title>${escapeHtml(page.title)}</title>
${page.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">\n` : ""}<style>${page.style}</style>
</head>
<body>
${page.body.value}
</body>
</html>
`;
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", page.indexable ? "public, max-age=300" : "no-store")
    .header("content-security-policy", csp)
    .send(document);
}
