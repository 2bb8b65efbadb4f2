// The newsletter's public pages: each email's unsubscribe link (a GET shows a page with a button,
// a POST unsubscribes: RFC 8058 one-click, no cookie or sign-in), and the archive of sent issues
// (/newsletters and one page per issue), server-rendered with no script, the issue's words drawn
// by React from its checked rich text, and no unsubscribe parts.
import { createElement } from "react";
import type { FastifyReply, FastifyRequest } from "fastify";
import { registrationLine } from "../../core/charity-details";
import { newsletterArchivePath as newsletterArchiveListPath } from "../../core/newsletter-archive";
import { paths } from "../../core/paths";
import type { SupporterCharityDetails } from "../../core/charity-details";
import { formatLongDate } from "../../core/dates";
import { siteConfig } from "../../core/site-config";
import type { Database } from "../db/client";
import { newsletterIssues } from "../db/schema/index";
import { renderMarkup } from "../email/render";
import { NewsletterBody } from "../email/templates/newsletter-body";
import { html, SafeHtml } from "../http/html-page";
import { supporterPage } from "../http/supporter-page";
import { newsletterArchivePath, sentIssues } from "../services/newsletters/issues";
import { isUnsubscribeLink, unsubscribeByLink } from "../services/newsletters/unsubscribe";
import { and, eq } from "drizzle-orm";

export { newsletterArchivePath as newsletterArchiveListPath } from "../../core/newsletter-archive";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function tokenOf(request: FastifyRequest): unknown {
  return (request.params as Record<string, unknown> | undefined)?.token;
}

export function newsletterPublicHandlers({ db, publicUrl, charity }: { db: Database; publicUrl: string; charity: () => SupporterCharityDetails }) {
  const connect = html`<p><a href="${publicUrl}${paths.connect}">Join the newsletter</a> · <a href="${publicUrl}${newsletterArchiveListPath}">Past newsletters</a></p>`;

  /** What every public page's footer has: the charity's name and number, and the way to an account and a call. */
  function footer(): SafeHtml {
    const details = charity();
    const identity = [details.legalName, details.registration && registrationLine(details.registration)].filter(Boolean).join(". ");
    return html`<div class="card muted">
${identity ? html`<p>${identity}.</p>` : ""}
<p><a href="${publicUrl}/account">Your account</a> · <a href="${publicUrl}${paths.bookCall}">Book a call</a> · <a href="${publicUrl}${paths.privacy}">Privacy</a></p>
</div>`;
  }

  function stopPage(reply: FastifyReply, state: "ask" | "done" | "invalid", token?: string) {
    // The page's link carries the token: never cached, never indexed, never a referrer.
    reply.header("referrer-policy", "no-referrer");
    const body =
      state === "ask"
        ? html`<div class="card">
<h1>Unsubscribe from the newsletter?</h1>
<p>Press the button and we will stop sending you the ${siteConfig.name} newsletter. Emails about your own gifts or orders still come.</p>
<form method="post" action="${`/newsletter/stop/${token}`}"><button type="submit">Unsubscribe</button></form>
</div>`
        : state === "done"
          ? html`<div class="card">
<h1>You are unsubscribed</h1>
<p class="notice" role="status">We won't send you the newsletter again. If this was a mistake, you can join again at any time.</p>
${connect}
</div>`
          : html`<div class="card">
<h1>This unsubscribe link isn't valid</h1>
<p>It may have been copied incompletely. To stop the newsletter, reply to any newsletter and ask us, or write to us${charity().email ? html` at <a href="mailto:${charity().email}">${charity().email}</a>` : ""}.</p>
</div>`;
    return supporterPage(reply, state === "done" ? "You are unsubscribed" : "Unsubscribe", body, publicUrl, state === "invalid" ? 404 : 200);
  }

  return {
    async stopPage(request: FastifyRequest, reply: FastifyReply) {
      const token = tokenOf(request);
      // A GET never unsubscribes: scanners and previews open links.
      return (await isUnsubscribeLink(db, token)) ? stopPage(reply, "ask", token as string) : stopPage(reply, "invalid");
    },

    /** The page's button, or a mail client's one-click POST (body `List-Unsubscribe=One-Click`, not needed). */
    async stop(request: FastifyRequest, reply: FastifyReply) {
      const outcome = await unsubscribeByLink(db, tokenOf(request));
      if (outcome === "invalid") request.log.info("newsletter unsubscribe link refused");
      return stopPage(reply, outcome === "unsubscribed" ? "done" : "invalid");
    },

    async archive(_request: FastifyRequest, reply: FastifyReply) {
      const issues = await sentIssues(db);
      const body = html`<div class="card">
<h1>Past newsletters</h1>
<p>Every newsletter we have sent, newest first.</p>
${
  issues.length
    ? html`<ul class="plain">${issues.map(
        (issue) => html`<li><a href="${publicUrl}${newsletterArchivePath(issue.id)}">${issue.subject}</a> <span class="detail">${formatLongDate(issue.sentAt!)}${issue.preview ? html` · ${issue.preview}` : ""}</span></li>`,
      )}</ul>`
    : html`<p class="muted">Nothing yet: the first newsletter is on its way.</p>`
}
${connect}
</div>${footer()}`;
      return supporterPage(reply, "Past newsletters", body, publicUrl, 200, { indexable: true });
    },

    async issue(request: FastifyRequest, reply: FastifyReply) {
      const id = (request.params as Record<string, unknown>).id;
      const [issue] = typeof id === "string" && UUID.test(id) ? await db.select().from(newsletterIssues).where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "sent"))) : [];
      if (!issue) {
        return supporterPage(reply, "No such newsletter", html`<div class="card"><h1>No such newsletter</h1><p><a href="${publicUrl}${newsletterArchiveListPath}">See every past newsletter</a></p></div>`, publicUrl, 404);
      }
      const words = new SafeHtml(await renderMarkup(createElement(NewsletterBody, { doc: issue.body, publicUrl })));
      const body = html`<article class="card">
<p class="muted">${siteConfig.name} newsletter · ${formatLongDate(issue.sentAt!)}</p>
<h1>${issue.subject}</h1>
${words}
</article>
<div class="card">${connect}</div>${footer()}`;
      return supporterPage(reply, issue.subject, body, publicUrl, 200, { indexable: true });
    },
  };
}
