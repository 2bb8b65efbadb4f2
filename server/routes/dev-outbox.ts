// /dev/outbox: the emails the server has queued, for development without SMTP.
// Registered only when SMTP_URL is unset and NODE_ENV is not production.
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../db/client";
import { outboxEmails } from "../db/schema/index";
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

export const devOutboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/dev/outbox", async (_request, reply) => {
    const rows = await db
      .select({
        id: outboxEmails.id,
        kind: outboxEmails.kind,
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        status: outboxEmails.status,
        attempts: outboxEmails.attempts,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(200);
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
  });

  // The email exactly as it would be sent, in a sandbox: styles only, no scripts, no network.
  app.get("/dev/outbox/:id", async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    const [row] = parsed.success
      ? await db.select({ html: outboxEmails.html }).from(outboxEmails).where(eq(outboxEmails.id, parsed.data.id))
      : [];
    if (!row) return reply.status(404).send({ error: "No such email" });
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .send(row.html);
  });

  app.get("/dev/outbox/:id/text", async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    const [row] = parsed.success
      ? await db
          .select({ text: outboxEmails.text, subject: outboxEmails.subject, to: outboxEmails.to })
          .from(outboxEmails)
          .where(eq(outboxEmails.id, parsed.data.id))
      : [];
    if (!row) return reply.status(404).send({ error: "No such email" });
    const body = html`<main><p><a href="/dev/outbox">Back to the outbox</a></p><h1>${row.subject}</h1><p>To ${row.to}</p><pre>${row.text}</pre></main>`;
    return sendPage(reply, { title: row.subject, style, body });
  });
};
