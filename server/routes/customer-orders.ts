// The customer's own order, opened from the link in their confirmation and dispatch emails:
// GET /orders/:reference?token=… is the page (server-rendered, no script, printable), and
// GET /api/orders/:reference?token=… the same facts as JSON. A wrong, missing or forged token
// reads exactly like an order that doesn't exist.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { formatPence } from "../../core/money";
import { paymentStatusLabels, type CustomerOrder } from "../../core/schemas/admin-orders";
import { siteConfig } from "../../core/site-config";
import { NotFoundError } from "../domain/errors";
import { parseOrThrow } from "../http/errors";
import { html, sendPage, type SafeHtml } from "../http/html-page";
import type { CustomerOrders } from "../services/orders/customer-order";

const params = z.object({ reference: z.string().check(z.maxLength(40)) });

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1b16;background:#fbf8f1}
header{background:#125a3a;color:#fff;padding:1rem}
header a{color:#fff;font-weight:700;text-decoration:none;font-family:Georgia,serif;font-size:1.2rem}
main{max-width:40rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e4dccb;border-radius:1rem;padding:1.25rem;margin-bottom:1rem}
h1{font-family:Georgia,serif;font-size:1.75rem;line-height:1.2;margin:0 0 .25rem}
h2{font-size:1.05rem;margin:0 0 .5rem}
p{margin:.35rem 0}
.muted{color:#5c5648}
.status{display:inline-block;border-radius:999px;padding:.15rem .7rem;font-weight:600;font-size:.9rem;background:#d5ecdf;color:#0b3424;margin-right:.35rem}
.test{background:#fdf3d7;color:#5a4005}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;border-bottom:1px solid #e4dccb;text-align:left;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-weight:700}
.detail{display:block;color:#5c5648;font-size:.9rem}
a{color:#125a3a}
a:focus-visible{outline:3px solid #e0a81e;outline-offset:2px}
@media print{header{background:#fff;color:#000}header a{color:#000}.card{border:0}}
`;

function frame(reply: FastifyReply, title: string, body: SafeHtml, publicUrl: string, status = 200) {
  // Personal, and reached by a secret link: never passed on as a referrer.
  reply.header("referrer-policy", "no-referrer");
  return sendPage(
    reply,
    {
      title: `${title} · ${siteConfig.name}`,
      style,
      body: html`<header><a href="${publicUrl}/">${siteConfig.name}</a></header><main>${body}</main>`,
    },
    status,
  );
}

function orderPage(order: CustomerOrder): SafeHtml {
  const rows = order.lines.map(
    (line) =>
      html`<tr><td>${line.quantity} × ${line.name}${line.size || line.color ? html`<span class="detail">${[line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`].filter(Boolean).join(" · ")}</span>` : ""}</td><td class="amount">${formatPence(line.lineTotal)}</td></tr>`,
  );
  const placed = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(order.createdAt));
  const sent = order.dispatch;
  return html`<div class="card">
<h1>Order ${order.reference}</h1>
<p class="muted">Placed on ${placed}</p>
<p><span class="status">${paymentStatusLabels[order.payment]}</span><span class="status">${order.fulfilment === "dispatched" ? "Dispatched" : "Being prepared"}</span>${order.test ? html`<span class="status test">Test order: no money moved</span>` : ""}</p>
</div>
<div class="card">
<h2>${sent ? "On its way" : "Delivery"}</h2>
${
  sent
    ? html`<p>Sent with ${sent.carrier} on ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(sent.at))}. Tracking number <strong>${sent.trackingNumber}</strong>${sent.trackingUrl ? html`: <a href="${sent.trackingUrl}" rel="noreferrer">follow it on ${sent.carrier}'s website</a>` : ""}.</p>`
    : html`<p>We are packing your order. You will get an email with its tracking number when it leaves.</p>`
}
</div>
<div class="card">
<h2>What you ordered</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total paid</th><td class="amount">${formatPence(order.total)}</td></tr>${
    order.refunded > 0 ? html`<tr><th scope="row">Refunded to your card</th><td class="amount">${formatPence(order.refunded)}</td></tr>` : ""
  }</tfoot>
</table>
</div>
<p class="muted">Questions about this order? Reply to your confirmation email or write to <a href="mailto:${siteConfig.contact.email}">${siteConfig.contact.email}</a>, quoting ${order.reference}.</p>`;
}

export function customerOrderHandlers(customerOrders: CustomerOrders, publicUrl: string) {
  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.token;
  return {
    async view(request: FastifyRequest, reply: FastifyReply): Promise<CustomerOrder> {
      const { reference } = parseOrThrow(params, request.params);
      const order = await customerOrders.view(reference, tokenOf(request));
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      return order;
    },

    async page(request: FastifyRequest, reply: FastifyReply) {
      const parsed = params.safeParse(request.params);
      try {
        if (!parsed.success) throw new NotFoundError("no such order");
        const order = await customerOrders.view(parsed.data.reference, tokenOf(request));
        return frame(reply, `Order ${order.reference}`, orderPage(order), publicUrl);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return frame(
          reply,
          "Order not found",
          html`<div class="card"><h1>We couldn't find that order</h1><p>Open the link in your order email exactly as it was sent. If it still doesn't work, write to <a href="mailto:${siteConfig.contact.email}">${siteConfig.contact.email}</a> with your order reference.</p></div>`,
          publicUrl,
          404,
        );
      }
    },
  };
}
