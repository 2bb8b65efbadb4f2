// /dev/outbox: the emails the server has queued, for development without SMTP.
// Registered only when SMTP_URL is unset and NODE_ENV is not production.
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { OutboxReader } from "../email/outbox-reader";
import { html, sendPage } from "../http/html-page";

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1c2b25;background:#fbf8f1}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:#3d4a44}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #d8d2c4;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#eef1ec}
a{color:#14532d}
a:focus-visible{outline:3px solid #b7791f;outline-offset:2px}
.status-failed{color:#9b1c1c;font-weight:600}
.status-sent{color:#14532d}
pre{white-space:pre-wrap;background:#fff;border:1px solid #d8d2c4;padding:1rem}
`;

const idParams = z.object({ id: z.uuid() });

/** Loopback addresses as the socket reports them (IPv4, IPv6, and IPv4 mapped into IPv6). */
function isLoopback(address: string | undefined): boolean {
  return !!address && (address === "::1" || /^(::ffff:)?127\./.test(address));
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Only for someone at the machine itself: the socket's own address decides (never a
 * forwarded header), and anyone else gets the site's 404, as if there were no outbox.
 */
function loopbackOnly<T extends Record<string, Handler>>(handlers: T): T {
  const guarded: Record<string, Handler> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    guarded[name] = async (request, reply) => (isLoopback(request.socket.remoteAddress) ? handler(request, reply) : reply.callNotFound());
  }
  return guarded as T;
}

export function devOutboxHandlers(outbox: OutboxReader) {
  return loopbackOnly({
    async list(_request: FastifyRequest, reply: FastifyReply) {
    const rows = await outbox.recent(200);
    const body = html`<main>
<h1>Outbox</h1>
<p>Emails the server has queued. No SMTP server is configured (SMTP_URL), so none is sent. Newest first.</p>
${
  rows.length === 0
    ? html`<p>No emails yet.</p>`
    : html`<table>
<thead><tr><th scope="col">Queued</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Read</th></tr></thead>
<tbody>${rows.map(
        (r) => html`<tr>
<td>${r.createdAt.toISOString().replace("T", " ").slice(0, 19)}</td>
<td>${r.kind}</td>
<td>${r.to}</td>
<td>${r.subject}</td>
<td class="status-${r.status}">${r.status}</td>
<td><a href="/dev/outbox/${r.id}">HTML</a> · <a href="/dev/outbox/${r.id}/text">Text</a></td>
</tr>`,
      )}</tbody>
</table>`
}
</main>`;
    return sendPage(reply, { title: "Outbox", style, body });
    },

    /** The email exactly as it would be sent, in a sandbox: styles only, no scripts, no network. */
    async html(request: FastifyRequest, reply: FastifyReply) {
    const parsed = idParams.safeParse(request.params);
    const emailHtml = parsed.success ? await outbox.html(parsed.data.id) : undefined;
    if (emailHtml === undefined) return reply.status(404).send({ error: "No such email" });
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .send(emailHtml);
    },

    async text(request: FastifyRequest, reply: FastifyReply) {
    const parsed = idParams.safeParse(request.params);
    const row = parsed.success ? await outbox.text(parsed.data.id) : undefined;
    if (!row) return reply.status(404).send({ error: "No such email" });
    const body = html`<main><p><a href="/dev/outbox">Back to the outbox</a></p><h1>${row.subject}</h1><p>To ${row.to}</p><pre>${row.text}</pre></main>`;
    return sendPage(reply, { title: row.subject, style, body });
    },
  });
}
