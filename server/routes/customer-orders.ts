// The customer's own order, opened from the link in their confirmation and dispatch emails:
// GET /orders/:reference?token=… is the page (server-rendered, no script, printable), and
// GET /api/orders/:reference?token=… the same facts as JSON. A wrong, missing or forged token
// reads exactly like an order that doesn't exist.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { formatPence } from "../../core/money";
import { paymentStatusLabels, type CustomerOrder } from "../../core/schemas/admin-orders";
import type { SupporterCharityDetails } from "../../core/charity-details";
import { NotFoundError } from "../domain/errors";
import { parseOrThrow } from "../http/errors";
import { html, type SafeHtml } from "../http/html-page";
import { supporterPage } from "../http/supporter-page";
import type { CustomerOrders } from "../services/orders/customer-order";

const params = z.object({ reference: z.string().check(z.maxLength(40)) });

/** " or write to hello@…" where the charity's email is set; nothing in production until it is. */
function orWriteTo(email: string | undefined): SafeHtml | string {
  return email ? html` or write to <a href="mailto:${email}">${email}</a>` : "";
}

function orderPage(order: CustomerOrder, email: string | undefined): SafeHtml {
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
    ? html`<p>Sent with ${sent.carrier} on ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(sent.at))}. ${sent.trackingNumber ? html`Tracking number <strong>${sent.trackingNumber}</strong>${sent.trackingUrl ? html`: <a href="${sent.trackingUrl}" rel="noreferrer">follow it on ${sent.carrier}'s website</a>` : ""}.` : "It is sent without tracking, so there is no number to follow."}</p>`
    : html`<p>We are packing your order. You will get an email when it leaves, with its tracking number if it has one.</p>`
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
<p class="muted">Questions about this order? Reply to your confirmation email${orWriteTo(email)}, quoting ${order.reference}.</p>`;
}

/** `charity`: the charity's details as supporters may see them (server/services/site/charity-details.ts). */
export function customerOrderHandlers(customerOrders: CustomerOrders, publicUrl: string, charity: () => SupporterCharityDetails) {
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
        return supporterPage(reply, `Order ${order.reference}`, orderPage(order, charity().email), publicUrl);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        return supporterPage(
          reply,
          "Order not found",
          html`<div class="card"><h1>We couldn't find that order</h1><p>Open the link in your order email exactly as it was sent. If it still doesn't work, reply to that email${orWriteTo(charity().email)} with your order reference.</p></div>`,
          publicUrl,
          404,
        );
      }
    },
  };
}
