// /account: supporters look after their own giving (docs/http-contract.md). Server-rendered
// pages and plain forms, so it works on any phone with no script; a change posts a form and
// lands back on /account with a message. Signed in by a link emailed to the address, or by
// a monthly receipt's manage link; the session cookie is Lax (it arrives from an email) and
// every change must come from this site's own origin.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { emailField } from "../../core/schemas/fields";
import { formatPence, penceFromTyped } from "../../core/money";
import { registrationLine, type SupporterCharityDetails } from "../../core/charity-details";
import { siteConfig } from "../../core/site-config";
import { DomainError, InvalidInputError, NotFoundError, TooManyAttemptsError } from "../domain/errors";
import { html, type SafeHtml } from "../http/html-page";
import { requestContext } from "../http/staff-auth";
import { cookieHeader, readCookie, sessionCookieFor } from "../http/session-cookie";
import type { SiteFrame } from "../http/site-frame";
import { supporterPage } from "../http/supporter-page";
import { ACCOUNT_LINK_SENT_MESSAGE, type SupporterAccess } from "../services/account/access";
import type { AccountOverview, SupporterGiving, SupporterPlan } from "../services/account/giving";

const referenceParams = z.object({ reference: z.string().check(z.regex(/^GF-\d{1,12}$/i)) });
const receiptParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)) });
const yearParams = z.object({ year: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)) });
const emailForm = z.object({ email: emailField });
const amountForm = z.object({ amount: z.string().check(z.maxLength(20)) });
const newsletterForm = z.object({ subscribe: z.enum(["yes", "no"]) });

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const when = (date: Date) => dateFormat.format(date);

/** Messages after a change, by a fixed key: nothing a visitor typed is ever echoed from the URL. */
function doneMessage(done: string | undefined, overview: AccountOverview, ref: string | undefined): string | undefined {
  const plan = overview.plans.find((p) => p.reference === ref);
  switch (done) {
    case "amount":
      return plan ? `Your monthly gift ${plan.reference} is now ${formatPence(plan.amount)} a month, from the next payment. We've emailed you a confirmation.` : undefined;
    case "cancelled":
      return plan ? `Your monthly gift ${plan.reference} is cancelled. No more payments will be taken. We've emailed you a confirmation.` : undefined;
    case "declaration":
      return "Your Gift Aid declaration is cancelled for gifts from today. Gifts before today keep their Gift Aid.";
    case "newsletter-on":
      return "You're subscribed to the newsletter.";
    case "newsletter-off":
      return "You're unsubscribed from the newsletter.";
    case "newsletter-suppressed":
      return `You asked us, through the Fundraising Preference Service, not to contact you, so we haven't subscribed you. To change that, email us at ${siteConfig.contact.email}.`;
    default:
      return undefined;
  }
}

export function accountHandlers({
  access,
  giving,
  publicUrl,
  charity,
  frame = async () => undefined,
}: {
  access: SupporterAccess;
  giving: SupporterGiving;
  publicUrl: string;
  /** The charity's details as supporters may see them (server/services/site/charity-details.ts). */
  charity: () => SupporterCharityDetails;
  /** The public site's header and footer, to put round these pages (server/http/site-frame.ts). */
  frame?: () => Promise<SiteFrame | undefined>;
}) {
  /** "Purpose Movement Trust, Registered charity no. 1190000 (England and Wales)", without any line not yet set. */
  const charityLine = () => {
    const details = charity();
    return [details.legalName ?? siteConfig.name, details.registration && registrationLine(details.registration)].filter(Boolean).join(", ");
  };
  const cookie = sessionCookieFor(publicUrl, "pm_account", "Lax");
  const origin = new URL(publicUrl).origin;
  // Stripe's billing portal is reached by a form post that redirects there.
  const formAction = ["https://billing.stripe.com"];

  const page = async (reply: FastifyReply, title: string, body: SafeHtml, status = 200, signedIn = true) =>
    supporterPage(reply, title, body, publicUrl, status, { signOut: signedIn, formAction, frame: await frame() });

  async function signedInEmail(request: FastifyRequest): Promise<string | undefined> {
    return (await access.session(readCookie(request, cookie.name)))?.email;
  }

  /** Every change: our own origin, and a live session. Otherwise back to the sign-in page. */
  async function changer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    if (request.headers.origin !== origin) {
      await page(reply, "Not allowed", html`<div class="card"><h1>That didn't come from this site</h1><p><a href="/account">Go to your account</a></p></div>`, 403, false);
      return undefined;
    }
    const email = await signedInEmail(request);
    if (!email) {
      void reply.redirect("/account?link=ended", 303);
      return undefined;
    }
    return email;
  }

  function signInPage(reply: FastifyReply, options: { notice?: string; problem?: string; fieldError?: string; email?: string; status?: number } = {}) {
    return page(
      reply,
      "Your giving",
      html`<div class="card">
<h1>Your giving</h1>
<p>See your gifts and orders, download receipts and yearly statements, and change or cancel a monthly gift. No password: we email you a link.</p>
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ""}
${options.problem ? html`<p class="problem" role="alert">${options.problem}</p>` : ""}
<form method="post" action="/account/sign-in" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${options.email ?? ""}"${options.fieldError ? html` aria-invalid="true" aria-describedby="email-error"` : ""}>
${options.fieldError ? html`<p class="field-error" id="email-error">${options.fieldError}</p>` : ""}
<button type="submit">Email me a sign-in link</button>
</form>
</div>`,
      options.status ?? 200,
      false,
    );
  }

  function planCard(plan: SupporterPlan, error?: string): SafeHtml {
    const active = plan.status !== "cancelled";
    const status = plan.status === "active" ? "Active" : plan.status === "past_due" ? "Payment failed: update your card" : "Cancelled";
    return html`<li aria-label="Monthly gift ${plan.reference}">
<h3>${formatPence(plan.amount)} a month <span class="status${active ? "" : " off"}">${status}</span></h3>
<p class="muted">${plan.reference} · since ${when(plan.since)} · ${formatPence(plan.totalGiven)} given so far${plan.giftAid ? " · with Gift Aid" : ""}</p>
${active && plan.nextPaymentAt ? html`<p>Next payment: ${when(plan.nextPaymentAt)}</p>` : ""}
${
  active
    ? html`<form method="post" action="/account/plans/${plan.reference}/amount" novalidate>
<label for="amount-${plan.reference}">New monthly amount (£)</label>
<input id="amount-${plan.reference}" name="amount" inputmode="decimal" autocomplete="off" value="${(plan.amount / 100).toFixed(2)}"${error ? html` aria-invalid="true" aria-describedby="amount-${plan.reference}-error"` : ""}>
${error ? html`<p class="field-error" id="amount-${plan.reference}-error">${error}</p>` : ""}
<button type="submit">Change amount</button>
</form>
<div class="row">
<form method="post" action="/account/plans/${plan.reference}/card"><button type="submit" class="secondary">Update card</button></form>
<a class="button secondary" href="/account/plans/${plan.reference}/cancel">Cancel this gift</a>
</div>`
    : ""
}
</li>`;
  }

  async function overviewPage(reply: FastifyReply, email: string, options: { done?: string; ref?: string; problem?: string; amountError?: { ref: string; message: string }; status?: number } = {}) {
    const overview = await giving.overview(email);
    const notice = doneMessage(options.done, overview, options.ref);
    const history = overview.history.map(
      (h) => html`<li><a href="/account/receipts/${h.id}">${h.reference}</a>: ${h.kind === "order" ? "order" : h.kind}, ${formatPence(h.amount)} on ${when(h.paidAt)}${
        h.refunded ? html` <span class="muted">(${formatPence(h.refunded)} refunded)</span>` : ""
      }${h.giftAid ? html` <span class="muted">· Gift Aid</span>` : ""}</li>`,
    );
    const declaration = overview.declaration;
    return page(
      reply,
      "Your giving",
      html`<h1>Your giving</h1>
<p class="muted">Signed in as ${overview.email}</p>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
${options.problem ? html`<p class="problem" role="alert">${options.problem}</p>` : ""}
<section class="card" aria-labelledby="plans"><h2 id="plans">Monthly gifts</h2>
${
  overview.plans.length
    ? html`<ul class="plain">${overview.plans.map((p) => planCard(p, options.amountError?.ref === p.reference ? options.amountError.message : undefined))}</ul>`
    : html`<p>You have no monthly gift. <a href="${publicUrl}/support">Start one</a>.</p>`
}
</section>
<section class="card" aria-labelledby="history"><h2 id="history">Gifts and orders</h2>
${history.length ? html`<ul class="plain">${history}</ul><p class="muted">Open one for its receipt, which you can print.</p>` : html`<p>Nothing yet.</p>`}
</section>
<section class="card" aria-labelledby="statements"><h2 id="statements">Yearly statements</h2>
${
  overview.taxYears.length
    ? html`<p>One for each UK tax year (6 April to 5 April) you gave in, with your Gift Aid total:</p><ul class="plain">${overview.taxYears.map(
        (y) => html`<li><a href="/account/statements/${y}">Tax year ${y} to ${y + 1}</a></li>`,
      )}</ul>`
    : html`<p>No gifts yet.</p>`
}
</section>
<section class="card" aria-labelledby="gift-aid"><h2 id="gift-aid">Gift Aid</h2>
${
  declaration
    ? html`<p>You declared on ${when(declaration.declaredAt)}:</p><blockquote>${declaration.text}</blockquote>
<p class="muted">${declaration.name}, ${declaration.address}, ${declaration.postcode} · wording ${declaration.wordingVersion}</p>
${
  declaration.cancelledAt
    ? html`<p><span class="status off">Cancelled on ${when(declaration.cancelledAt)}</span> Gifts after that date have no Gift Aid.</p>`
    : html`<a class="button secondary" href="/account/declaration/cancel">Cancel my declaration</a>`
}`
    : html`<p>You haven't made a Gift Aid declaration. You can make one with your next gift.</p>`
}
</section>
<section class="card" aria-labelledby="newsletter"><h2 id="newsletter">Newsletter</h2>
${
  overview.newsletter === "confirmed"
    ? html`<p>You receive our newsletter.</p><form method="post" action="/account/newsletter"><input type="hidden" name="subscribe" value="no"><button type="submit" class="secondary">Unsubscribe</button></form>`
    : html`<p>Stories and news from ${siteConfig.name}, about once a month.</p><form method="post" action="/account/newsletter"><input type="hidden" name="subscribe" value="yes"><button type="submit">Subscribe</button></form>`
}
</section>`,
      options.status ?? 200,
    );
  }

  function failure(reply: FastifyReply, email: string, error: unknown, ref: string) {
    if (error instanceof InvalidInputError) {
      return overviewPage(reply, email, { amountError: { ref, message: error.issues?.[0]?.message ?? error.message }, status: 400 });
    }
    if (error instanceof NotFoundError) return page(reply, "Not found", html`<div class="card"><h1>Not found</h1><p>You have no monthly gift with that reference. <a href="/account">Back to your giving</a></p></div>`, 404);
    if (error instanceof DomainError) return overviewPage(reply, email, { problem: error.message, status: 409 });
    throw error;
  }

  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);

  async function openSession(reply: FastifyReply, opened: { token: string; expiresAt: Date } | undefined) {
    if (!opened) return reply.redirect("/account?link=invalid", 303);
    reply.header("set-cookie", cookieHeader(cookie, opened.token, opened.expiresAt));
    return reply.redirect("/account", 303);
  }

  return {
    async home(request: FastifyRequest, reply: FastifyReply) {
      const email = await signedInEmail(request);
      const q = query(request);
      if (email) return overviewPage(reply, email, { done: text(q.done), ref: text(q.ref)?.toUpperCase() });
      const link = text(q.link);
      return signInPage(reply, {
        ...(q.sent === "1" && { notice: ACCOUNT_LINK_SENT_MESSAGE }),
        ...(link === "invalid" && { problem: "That link has expired or was already used. Enter your email address for a new one." }),
        ...(link === "ended" && { problem: "Your session has ended. Enter your email address for a new link." }),
        ...(q["signed-out"] === "1" && { notice: "You're signed out." }),
      });
    },

    async requestLink(request: FastifyRequest, reply: FastifyReply) {
      if (request.headers.origin !== origin) return page(reply, "Not allowed", html`<div class="card"><h1>That didn't come from this site</h1></div>`, 403, false);
      const parsed = emailForm.safeParse(request.body);
      if (!parsed.success) {
        const typed = text((request.body as Record<string, unknown> | undefined)?.email);
        return signInPage(reply, { fieldError: parsed.error.issues[0]?.message ?? "Enter your email address", ...(typed && typed.length <= 254 && { email: typed }), status: 400 });
      }
      try {
        await access.requestLink(parsed.data.email, requestContext(request));
      } catch (error) {
        if (error instanceof TooManyAttemptsError) {
          reply.header("retry-after", String(error.retryAfterSeconds));
          return signInPage(reply, { problem: "Too many sign-in links asked for. Wait a few minutes, then try again.", status: 429 });
        }
        throw error;
      }
      return reply.redirect("/account?sent=1", 303);
    },

    async signInLink(request: FastifyRequest, reply: FastifyReply) {
      return openSession(reply, await access.openSignInLink(query(request).token));
    },

    async manageLink(request: FastifyRequest, reply: FastifyReply) {
      return openSession(reply, await access.openManageLink(query(request).token));
    },

    async signOut(request: FastifyRequest, reply: FastifyReply) {
      if (request.headers.origin !== origin) return reply.redirect("/account", 303);
      await access.endSession(readCookie(request, cookie.name));
      reply.header("set-cookie", cookieHeader(cookie, "", new Date(0)));
      return reply.redirect("/account?signed-out=1", 303);
    },

    async changeAmount(request: FastifyRequest, reply: FastifyReply) {
      const email = await changer(request, reply);
      if (!email) return reply;
      const params = referenceParams.safeParse(request.params);
      if (!params.success) return failure(reply, email, new NotFoundError("no plan"), "");
      const reference = params.data.reference.toUpperCase();
      const form = amountForm.safeParse(request.body);
      const pence = form.success ? penceFromTyped(form.data.amount) : undefined;
      try {
        if (pence === undefined) {
          throw new InvalidInputError("amount", [{ field: "amount", message: "Enter an amount in pounds and pence, like 15 or 15.50" }]);
        }
        await giving.changeAmount(email, reference, pence, requestContext(request));
      } catch (error) {
        return failure(reply, email, error, reference);
      }
      return reply.redirect(`/account?done=amount&ref=${reference}`, 303);
    },

    async confirmCancel(request: FastifyRequest, reply: FastifyReply) {
      const email = await signedInEmail(request);
      if (!email) return reply.redirect("/account?link=ended", 303);
      const params = referenceParams.safeParse(request.params);
      const plan = params.success ? (await giving.overview(email)).plans.find((p) => p.reference === params.data.reference.toUpperCase()) : undefined;
      if (!plan || plan.status === "cancelled") return reply.redirect("/account", 303);
      return page(
        reply,
        "Cancel your monthly gift",
        html`<div class="card"><h1>Cancel your monthly gift?</h1>
<p>Your gift of ${formatPence(plan.amount)} a month (${plan.reference}) stops now: no more payments will be taken. Thank you for all you have given.</p>
<form method="post" action="/account/plans/${plan.reference}/cancel"><button type="submit" class="danger">Yes, cancel my monthly gift</button></form>
<a class="button secondary" href="/account">Keep my gift</a></div>`,
      );
    },

    async cancel(request: FastifyRequest, reply: FastifyReply) {
      const email = await changer(request, reply);
      if (!email) return reply;
      const params = referenceParams.safeParse(request.params);
      if (!params.success) return failure(reply, email, new NotFoundError("no plan"), "");
      const reference = params.data.reference.toUpperCase();
      try {
        await giving.cancel(email, reference, requestContext(request));
      } catch (error) {
        return failure(reply, email, error, reference);
      }
      return reply.redirect(`/account?done=cancelled&ref=${reference}`, 303);
    },

    async updateCard(request: FastifyRequest, reply: FastifyReply) {
      const email = await changer(request, reply);
      if (!email) return reply;
      const params = referenceParams.safeParse(request.params);
      if (!params.success) return failure(reply, email, new NotFoundError("no plan"), "");
      try {
        return reply.redirect(await giving.cardUpdateUrl(email, params.data.reference.toUpperCase()), 303);
      } catch (error) {
        return failure(reply, email, error, params.data.reference.toUpperCase());
      }
    },

    async confirmCancelDeclaration(request: FastifyRequest, reply: FastifyReply) {
      const email = await signedInEmail(request);
      if (!email) return reply.redirect("/account?link=ended", 303);
      return page(
        reply,
        "Cancel your Gift Aid declaration",
        html`<div class="card"><h1>Cancel your Gift Aid declaration?</h1>
<p>Gifts you make from today will not have Gift Aid added. Gifts you have already made keep it. You can make a new declaration with a future gift.</p>
<form method="post" action="/account/declaration/cancel"><button type="submit" class="danger">Yes, cancel my declaration</button></form>
<a class="button secondary" href="/account">Keep it</a></div>`,
      );
    },

    async cancelDeclaration(request: FastifyRequest, reply: FastifyReply) {
      const email = await changer(request, reply);
      if (!email) return reply;
      await giving.cancelDeclaration(email, requestContext(request));
      return reply.redirect("/account?done=declaration", 303);
    },

    async newsletter(request: FastifyRequest, reply: FastifyReply) {
      const email = await changer(request, reply);
      if (!email) return reply;
      const form = newsletterForm.safeParse(request.body);
      if (!form.success) return reply.redirect("/account", 303);
      const outcome = await giving.setNewsletter(email, form.data.subscribe === "yes");
      const done = { subscribed: "newsletter-on", unsubscribed: "newsletter-off", suppressed: "newsletter-suppressed" }[outcome];
      return reply.redirect(`/account?done=${done}`, 303);
    },

    async receipt(request: FastifyRequest, reply: FastifyReply) {
      const email = await signedInEmail(request);
      if (!email) return reply.redirect("/account?link=ended", 303);
      const params = receiptParams.safeParse(request.params);
      let receipt;
      try {
        if (!params.success) throw new NotFoundError("no receipt");
        receipt = await giving.receipt(email, params.data.id);
      } catch (error) {
        if (error instanceof NotFoundError) return page(reply, "Receipt not found", html`<div class="card"><h1>Receipt not found</h1><p><a href="/account">Back to your giving</a></p></div>`, 404);
        throw error;
      }
      return page(
        reply,
        `Receipt ${receipt.reference}`,
        html`<div class="card">
<h1>${receipt.kind === "order" ? "Order receipt" : "Gift receipt"}</h1>
<table>
<tbody>
<tr><th scope="row">Reference</th><td>${receipt.reference}</td></tr>
<tr><th scope="row">Date</th><td>${when(receipt.paidAt)}</td></tr>
<tr><th scope="row">From</th><td>${receipt.name}</td></tr>
<tr><th scope="row">Amount</th><td>${formatPence(receipt.amount)}${receipt.kind === "monthly gift" ? " (this month's gift)" : ""}</td></tr>
${receipt.refunded ? html`<tr><th scope="row">Refunded</th><td>${formatPence(receipt.refunded)}</td></tr>` : ""}
${receipt.kind !== "order" ? html`<tr><th scope="row">Gift Aid</th><td>${receipt.giftAid ? "Yes" : "No"}</td></tr>` : ""}
<tr><th scope="row">Received by</th><td>${charityLine()}</td></tr>
</tbody>
</table>
${receipt.declaration ? html`<p class="muted">Gift Aid declaration made on ${when(receipt.declaration.declaredAt)} by ${receipt.declaration.name}, ${receipt.declaration.postcode}.</p>` : ""}
<p class="no-print"><a href="/account">Back to your giving</a> · use your browser's Print to keep a copy.</p>
</div>`,
      );
    },

    async statement(request: FastifyRequest, reply: FastifyReply) {
      const email = await signedInEmail(request);
      if (!email) return reply.redirect("/account?link=ended", 303);
      const params = yearParams.safeParse(request.params);
      if (!params.success) return page(reply, "Not found", html`<div class="card"><h1>No such tax year</h1><p><a href="/account">Back to your giving</a></p></div>`, 404);
      const statement = await giving.statement(email, params.data.year);
      const year = statement.taxYear;
      return page(
        reply,
        `Giving statement ${year} to ${year + 1}`,
        html`<div class="card">
<h1>Giving statement</h1>
<p>Tax year 6 April ${year} to 5 April ${year + 1} · ${statement.name}</p>
${
  statement.gifts.length
    ? html`<table><thead><tr><th scope="col">Date</th><th scope="col">Reference</th><th scope="col">Gift Aid</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${statement.gifts.map((g) => html`<tr><td>${when(g.paidAt)}</td><td>${g.reference}</td><td>${g.giftAid ? "Yes" : "No"}</td><td class="amount">${formatPence(g.amount)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row" colspan="3">Total given</th><td class="amount">${formatPence(statement.total)}</td></tr>
<tr><th scope="row" colspan="3">Gift Aid we can claim on it (25%)</th><td class="amount">${formatPence(statement.giftAidTotal)}</td></tr></tfoot></table>`
    : html`<p>No gifts in this tax year.</p>`
}
<p class="muted">${charityLine()}. Keep this statement with your tax records.</p>
<p class="no-print"><a href="/account">Back to your giving</a></p>
</div>`,
      );
    },
  };
}
