// /privacy/complaint: the form for a complaint about how we handle someone's personal data (Data
// (Use and Access) Act 2025). A server-rendered page with a plain HTML form, like /account, so it
// works with no script and adds nothing to any public bundle. A refused field is named beside
// itself with what was typed kept; a sent complaint lands back here with a fixed message (nothing
// typed is ever echoed from the URL).
import type { FastifyReply, FastifyRequest } from "fastify";
import { complaintFormPath, paths } from "../../core/paths";
import { COMPLAINT_ANSWER_DAYS, COMPLAINT_MESSAGE_MAX, complaintFormSchema } from "../../core/schemas/complaint";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../core/schemas/honeypot";
import { siteConfig } from "../../core/site-config";
import { hasForbiddenCharacters } from "../../core/text-rules";
import { html, type SafeHtml } from "../http/html-page";
import { supporterPage } from "../http/supporter-page";
import { ICO_COMPLAINT_URL, ICO_PHONE } from "../email/templates/complaint";
import type { Complaints } from "../services/complaints";

type Field = "name" | "email" | "message";
type Values = Partial<Record<Field, string>>;
type Errors = Partial<Record<Field, string>>;

const limits: Record<Field, number> = { name: 100, email: 254, message: COMPLAINT_MESSAGE_MAX };

/** What was typed, to put back in the form: strings only, never longer than the field allows. */
function typedValues(body: unknown): Values {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const values: Values = {};
  for (const field of ["name", "email", "message"] as const) {
    const value = record[field];
    // Control characters (refused anyway) are not put back into the page.
    if (typeof value === "string") {
      const multiline = field === "message";
      values[field] = Array.from(value)
        .filter((char) => !hasForbiddenCharacters(char, { multiline }))
        .join("")
        .slice(0, limits[field]);
    }
  }
  return values;
}

export function privacyComplaintHandlers({ complaints, publicUrl }: { complaints: Complaints; publicUrl: string }) {
  function field(name: Field, label: string, values: Values, errors: Errors, input: (attributes: SafeHtml) => SafeHtml, hint?: string): SafeHtml {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
    const attributes = html`id="${name}" name="${name}" required${described ? html` aria-describedby="${described}"` : ""}${error ? html` aria-invalid="true"` : ""}`;
    return html`<label for="${name}">${label}</label>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ""}
${input(attributes)}
${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : ""}`;
  }

  function formPage(reply: FastifyReply, options: { values?: Values; errors?: Errors; sent?: boolean; status?: number } = {}) {
    const values = options.values ?? {};
    const errors = options.errors ?? {};
    const problems = Object.keys(errors).length;
    const body = options.sent
      ? html`<div class="card">
<h1>Thank you: we have your complaint</h1>
<p class="notice" role="status">We've emailed you an acknowledgement. We will send you a full answer without undue delay, and within ${COMPLAINT_ANSWER_DAYS} days at the latest.</p>
<p>If you are not satisfied with our answer, you can complain to the Information Commissioner's Office at <a href="${ICO_COMPLAINT_URL}">ico.org.uk/make-a-complaint</a> or on ${ICO_PHONE}.</p>
<p><a href="${publicUrl}${paths.privacy}">Back to our privacy policy</a></p>
</div>`
      : html`<div class="card">
<h1>Make a complaint about how we handle your data</h1>
<p>Tell us if you are unhappy with how ${siteConfig.name} has collected, used, kept or shared your personal information. We will email you an acknowledgement at once, and a full answer without undue delay, within ${COMPLAINT_ANSWER_DAYS} days at the latest.</p>
<p class="muted">We use what you send only to look into and answer your complaint, and keep it for two years after our last contact about it. You can also complain to the Information Commissioner's Office (ICO) at <a href="${ICO_COMPLAINT_URL}">ico.org.uk/make-a-complaint</a> or on ${ICO_PHONE}, but they usually expect you to tell us first.</p>
${problems ? html`<p class="problem" role="alert">${problems === 1 ? "One answer needs changing" : `${problems} answers need changing`}: see the message beside it.</p>` : ""}
<form method="post" action="${complaintFormPath}" novalidate>
${field("name", "Your name", values, errors, (a) => html`<input ${a} type="text" autocomplete="name" maxlength="100" value="${values.name ?? ""}">`)}
${field("email", "Your email address", values, errors, (a) => html`<input ${a} type="email" autocomplete="email" spellcheck="false" maxlength="254" value="${values.email ?? ""}">`, "We send the acknowledgement and our answer here.")}
${field("message", "What happened", values, errors, (a) => html`<textarea ${a} rows="8" maxlength="${COMPLAINT_MESSAGE_MAX}">${values.message ?? ""}</textarea>`, "What we did with your information, when, and what you would like us to do.")}
<div class="trap" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this empty</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">Send my complaint</button>
</form>
<p><a href="${publicUrl}${paths.privacy}">Back to our privacy policy</a></p>
</div>`;
    return supporterPage(reply, "Make a complaint about how we handle your data", body, publicUrl, options.status ?? 200);
  }

  return {
    async page(request: FastifyRequest, reply: FastifyReply) {
      const sent = (request.query as Record<string, unknown> | undefined)?.sent === "1";
      return formPage(reply, { sent });
    },

    async send(request: FastifyRequest, reply: FastifyReply) {
      // A filled honeypot gets the usual answer and nothing is stored or sent.
      if (isHoneypotFilled(request.body)) return reply.redirect(`${complaintFormPath}?sent=1`, 303);
      const parsed = complaintFormSchema.safeParse(request.body);
      if (!parsed.success) {
        const errors: Errors = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0];
          if ((name === "name" || name === "email" || name === "message") && !errors[name]) errors[name] = issue.message;
        }
        return formPage(reply, { values: typedValues(request.body), errors, status: 400 });
      }
      await complaints.record(parsed.data);
      return reply.redirect(`${complaintFormPath}?sent=1`, 303);
    },
  };
}
