// The back office's preview of a draft: the public page drawn by its own route code and styles with
// the draft's words in place of the published ones, served only to signed-in staff (the route's
// access), never kept, never indexed. It is a picture of the page, not the page: its scripts are
// left out (they would take the preview's address for an unknown page), and a bar across the top
// says it is a preview and leads back to the editor.
import { pageCsp } from "../static-site";
import type { PageKey } from "../../core/pages/registry";
import type { PageContent } from "../../core/pages/template";
import type { LivePages } from "./live-pages";

const BAR_STYLE = `.pm-preview-bar{position:sticky;top:0;z-index:100;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;padding:.75rem 1rem;background:#e0a81e;color:#1d1b16;font:600 1rem/1.4 system-ui,sans-serif;text-align:center}.pm-preview-bar a{color:#1d1b16;text-decoration:underline;text-underline-offset:3px}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export async function previewPage(livePages: LivePages, path: string, key: PageKey, content: PageContent): Promise<{ html: string; csp: string }> {
  const rendered = await livePages.renderPreview(path, { key, content });
  const editor = `/admin/pages/${encodeURIComponent(key)}`;
  const bar = `<div class="pm-preview-bar" role="region" aria-label="Preview"><strong>Preview</strong><span>Not public: this is the saved draft of ${escapeHtml(path)}.</span><a href="${editor}">Back to the editor</a></div>`;
  const html = rendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace("</head>", `<meta name="robots" content="noindex, nofollow"><style>${BAR_STYLE}</style></head>`)
    .replace(/<body([^>]*)>/, `<body$1>${bar}`);
  return { html, csp: pageCsp(html) };
}
