// The sandbox provider's hosted checkout page (docs/http-contract.md):
// GET shows what will be charged; the pay button completes the payment through
// the same fulfilment a verified Stripe event runs; cancel goes to /payment-cancelled.
// Plain HTML forms, no script; one inline stylesheet allowed by its hash.
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formatPence } from "../../core/money";
import { siteConfig } from "../../core/site-config";
import type { SandboxSessionRow, SandboxSubscriptionRow } from "../db/schema/index";
import { TEST_BANNER } from "../email/templates/layout";
import { html, sendPage, type SafeHtml } from "../http/html-page";
import { sandboxEvent, type SandboxProvider } from "../payments/sandbox";
import type { Fulfilment } from "../services/fulfilment";


const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1b16;background:#fbf8f1}
.banner{background:#fdf3d7;border-bottom:2px solid #e0a81e;color:#5a4005;padding:.75rem 1rem;text-align:center}
.banner strong{display:block;font-size:1.05rem}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e4dccb;border-radius:1rem;padding:1.5rem;box-shadow:0 8px 24px -12px rgb(29 27 22/.18)}
.merchant{margin:0;color:#125a3a;font-weight:700}
h1{font-size:1.75rem;line-height:1.2;margin:.25rem 0 .5rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
.muted{color:#5c5648;font-size:.9rem}
.repeat{background:#eef7f2;border-radius:.5rem;padding:.5rem .75rem;color:#0e4630}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;border-bottom:1px solid #e4dccb;text-align:left;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-weight:700;padding-top:.75rem}
.item-detail{display:block;color:#5c5648;font-size:.9rem}
form{margin:0}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
button,.link-button{display:block;width:100%;font:inherit;font-weight:600;font-size:1.05rem;padding:.8rem 1rem;border-radius:.6rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#125a3a;color:#fff;border:2px solid #125a3a}
.pay:hover{background:#0e4630}
.cancel{background:#fff;color:#1d1b16;border:2px solid #e4dccb}
.cancel:hover{border-color:#5c5648}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #e0a81e;outline-offset:2px}
input{display:block;width:100%;font:inherit;padding:.7rem .8rem;border:2px solid #5c5648;border-radius:.5rem;margin:.25rem 0}
.error{color:#9b1c1c;font-weight:600}
a{color:#125a3a}
`;

const params = z.object({ id: z.string().min(1).max(200) });

function frame(reply: FastifyReply, title: string, body: SafeHtml, formOrigin: string, status = 200) {
  return sendPage(
    reply,
    {
      title: `${title} · ${siteConfig.name}`,
      style,
      formAction: [formOrigin],
      body: html`<header class="banner"><strong>${TEST_BANNER}</strong>This is ${siteConfig.name}'s built-in test checkout. No card is needed and nothing is charged.</header>
<main>${body}</main>`,
    },
    status,
  );
}

export function actionLabel(session: Pick<SandboxSessionRow, "purpose" | "amountTotal">): string {
  return `${session.purpose === "gift" ? "Donate" : "Pay"} ${formatPence(session.amountTotal)}`;
}

/** The page's forms post urlencoded bodies (empty ones): server/app.ts gives these routes a form parser. */
export function sandboxHandlers({ fulfilment, sandbox, publicUrl }: { fulfilment: Fulfilment; sandbox: SandboxProvider; publicUrl: string }) {
  const origin = new URL(publicUrl).origin;

  async function sessionOr404(reply: FastifyReply, rawParams: unknown) {
    const parsed = params.safeParse(rawParams);
    const session = parsed.success ? await sandbox.getSession(parsed.data.id) : undefined;
    if (!session) {
      frame(
        reply,
        "Checkout not found",
        html`<div class="card"><h1>Checkout not found</h1><p>This test checkout does not exist. <a href="${publicUrl}/">Return to ${siteConfig.name}</a>.</p></div>`,
        origin,
        404,
      );
    }
    return session;
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const session = await sessionOr404(reply, request.params);
    if (!session) return reply;
    const monthly = session.mode === "subscription";

    if (session.status === "complete") {
      return frame(
        reply,
        "Payment complete",
        html`<div class="card"><p class="merchant">${siteConfig.name}</p><h1>Payment complete</h1>
<p>This test payment of ${formatPence(session.amountTotal)} has been made.</p>
<p><a class="link-button pay" href="${session.successUrl}">Continue</a></p></div>`,
        origin,
      );
    }
    if (session.status === "expired") {
      return frame(
        reply,
        "Checkout cancelled",
        html`<div class="card"><p class="merchant">${siteConfig.name}</p><h1>Checkout cancelled</h1>
<p>This checkout was cancelled and nothing was charged.</p>
<p><a href="${publicUrl}/">Return to ${siteConfig.name}</a></p></div>`,
        origin,
      );
    }

    const label = actionLabel(session);
    const rows = session.lineItems.map(
      (line) => html`<tr><td>${line.name}${line.description ? html`<span class="item-detail">${line.description}</span>` : ""}${
        line.quantity > 1 ? html`<span class="item-detail">${line.quantity} × ${formatPence(line.unitAmount)}</span>` : ""
      }</td><td class="amount">${formatPence(line.unitAmount * line.quantity)}${monthly ? " a month" : ""}</td></tr>`,
    );
    return frame(
      reply,
      label,
      html`<div class="card">
<p class="merchant">${siteConfig.name}</p>
<h1>${session.purpose === "gift" ? "Your gift" : "Your order"}: ${formatPence(session.amountTotal)}${monthly ? " a month" : ""}</h1>
${monthly ? html`<p class="repeat">This gift repeats monthly: ${formatPence(session.amountTotal)} every month until it is cancelled.</p>` : ""}
<h2>Summary</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total${monthly ? " each month" : ""}</th><td class="amount">${formatPence(session.amountTotal)}</td></tr></tfoot>
</table>
<div class="actions">
<form method="post" action="/sandbox/checkout/${session.id}/pay"><button type="submit" class="pay">${label}</button></form>
<form method="post" action="/sandbox/checkout/${session.id}/cancel"><button type="submit" class="cancel">Cancel payment</button></form>
</div>
<p class="muted">In the live shop this page is Stripe's secure checkout.</p>
</div>`,
      origin,
    );
  }

  async function pay(request: FastifyRequest, reply: FastifyReply) {
    const found = await sessionOr404(reply, request.params);
    if (!found) return reply;
    const session = await sandbox.complete(found.id);
    if (!session || session.status !== "complete") return reply.redirect(`/sandbox/checkout/${found.id}`, 303);
    // Idempotent: paying twice (a double click, a resubmitted form) records one payment.
    await fulfilment.apply("sandbox", sandboxEvent(session));
    return reply.redirect(session.successUrl, 303);
  }

  async function cancel(request: FastifyRequest, reply: FastifyReply) {
    const found = await sessionOr404(reply, request.params);
    if (!found) return reply;
    const session = await sandbox.expire(found.id);
    if (session?.status === "complete") return reply.redirect(session.successUrl, 303);
    if (session) await fulfilment.apply("sandbox", sandboxEvent(session));
    return reply.redirect(found.cancelUrl, 303);
  }

  const billingQuery = z.object({ return_url: z.string().max(2000).optional() });
  const cardForm = z.object({ card: z.string().max(40) });

  /** Where the billing page sends the donor back: only ever a page of this site. */
  function returnUrlOf(request: FastifyRequest): string {
    const parsed = billingQuery.safeParse(request.query);
    const wanted = parsed.success ? parsed.data.return_url : undefined;
    return wanted && sandbox.returnsHere(wanted) ? wanted : `${publicUrl}/account`;
  }

  async function planOr404(reply: FastifyReply, rawParams: unknown) {
    const parsed = params.safeParse(rawParams);
    const plan = parsed.success ? await sandbox.getSubscription(parsed.data.id) : undefined;
    if (!plan) {
      frame(
        reply,
        "Billing page not found",
        html`<div class="card"><h1>Billing page not found</h1><p>This test plan does not exist. <a href="${publicUrl}/">Return to ${siteConfig.name}</a>.</p></div>`,
        origin,
        404,
      );
    }
    return plan;
  }

  function billingPage(reply: FastifyReply, plan: SandboxSubscriptionRow, returnUrl: string, error?: string) {
    const action = `/sandbox/billing/${plan.id}?return_url=${encodeURIComponent(returnUrl)}`;
    return frame(
      reply,
      "Update your card",
      html`<div class="card">
<p class="merchant">${siteConfig.name}</p>
<h1>Update your card</h1>
<p>Your monthly gift of ${formatPence(plan.amount)} is paid by the card ending ${plan.cardLast4}.</p>
<form method="post" action="${action}">
<label for="card"><strong>New card number</strong></label>
<p class="muted" id="card-hint">A test card: any 12 to 19 digits, such as 4000 0566 5566 5556.</p>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-hint${error ? " card-error" : ""}"${error ? html` aria-invalid="true"` : ""} required>
${error ? html`<p class="error" id="card-error" role="alert">${error}</p>` : ""}
<div class="actions"><button type="submit" class="pay">Save card</button><a class="link-button cancel" href="${returnUrl}">Go back without changing</a></div>
</form>
<p class="muted">In the live site this page is Stripe's secure billing portal.</p>
${
  plan.status === "active"
    ? html`<form method="post" action="/sandbox/billing/${plan.id}/fail?return_url=${encodeURIComponent(returnUrl)}"><button type="submit" class="cancel">Test: make this month's payment fail</button></form>`
    : plan.status === "past_due"
      ? html`<p class="error">This month's payment failed. Saving a card charges it again.</p>`
      : ""
}
</div>`,
      origin,
      error ? 400 : 200,
    );
  }

  async function billing(request: FastifyRequest, reply: FastifyReply) {
    const plan = await planOr404(reply, request.params);
    if (!plan) return reply;
    return billingPage(reply, plan, returnUrlOf(request));
  }

  async function saveCard(request: FastifyRequest, reply: FastifyReply) {
    const plan = await planOr404(reply, request.params);
    if (!plan) return reply;
    const returnUrl = returnUrlOf(request);
    const parsed = cardForm.safeParse(request.body);
    const digits = parsed.success ? parsed.data.card.replace(/[\s-]/g, "") : "";
    if (!/^\d{12,19}$/.test(digits)) return billingPage(reply, plan, returnUrl, "Enter a card number of 12 to 19 digits.");
    const saved = await sandbox.updateCard(plan.id, digits.slice(-4));
    // A plan behind on its payments is charged again on the new card, and the payment recorded.
    if (saved?.retried) await fulfilment.apply("sandbox", saved.retried);
    return reply.redirect(returnUrl, 303);
  }

  /** For trying the failed-payment path without a real card: the donor is emailed, the plan is past due. */
  async function failPayment(request: FastifyRequest, reply: FastifyReply) {
    const plan = await planOr404(reply, request.params);
    if (!plan) return reply;
    const failed = await sandbox.failPayment(plan.id);
    if (failed) await fulfilment.apply("sandbox", failed);
    return reply.redirect(`/sandbox/billing/${plan.id}?return_url=${encodeURIComponent(returnUrlOf(request))}`, 303);
  }

  return { page, pay, cancel, billing, saveCard, failPayment };
}
