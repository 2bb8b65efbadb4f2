// Privacy requests, for owners. Subject access: POST /api/admin/privacy/export {email, format}
// answers everything held about the address, as JSON (machine-readable, for the person's own use)
// or as a readable HTML page. Erasure: POST /api/admin/privacy/erase {email, confirmEmail}, the
// address typed twice because it cannot be undone. Both POSTs, so an address never appears in a
// URL or a log line. GET /api/admin/privacy/retention: the periods and the job's last run.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { erasureRequestSchema } from "../../../core/schemas/admin-privacy";
import { emailField } from "../../../core/schemas/fields";
import { parseOrThrow } from "../../http/errors";
import { escapeHtml } from "../../http/html-page";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { Erasure } from "../../services/privacy/erasure";
import type { RetentionStatus } from "../../services/privacy/retention-status";
import type { SubjectAccess, SubjectAccessExport } from "../../services/subject-access";

const exportSchema = z.object({ email: emailField, format: z._default(z.enum(["json", "html"], { error: "Choose json or html" }), "json") });

const sectionTitles: Record<Exclude<keyof SubjectAccessExport, "email" | "exportedAt">, string> = {
  orders: "Orders",
  gifts: "Gifts",
  giftAidCancellations: "Gift Aid declaration cancellations",
  newsletter: "Newsletter",
  newslettersSent: "Newsletters we sent",
  speakingRequests: "Speaking requests",
  complaints: "Complaints about how we handle their data",
  fundraisingPreferenceRequests: "Requests not to be contacted (Fundraising Preference Service)",
  emailsSent: "Emails we sent",
  accountSignIns: "Account sign-ins",
};

/** One record as a definition list, nested records within it; every value escaped. */
function record(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `<ol>${value.map((v) => `<li>${record(v)}</li>`).join("")}</ol>` : "<p>None.</p>";
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (value && typeof value === "object") {
    return `<dl>${Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${record(v)}</dd>`)
      .join("")}</dl>`;
  }
  return escapeHtml(value);
}

export function readableExport(data: SubjectAccessExport): string {
  const sections = (Object.keys(sectionTitles) as (keyof typeof sectionTitles)[])
    .map((key) => `<section><h2>${sectionTitles[key]}</h2>${record(data[key])}</section>`)
    .join("");
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Personal data held about ${escapeHtml(data.email)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1d1b16}dt{font-weight:600}dd{margin:0 0 .4rem 1rem;white-space:pre-wrap;overflow-wrap:anywhere}section{border-top:1px solid #e4dccb;margin-top:1.5rem}</style></head>
<body><h1>Personal data held about ${escapeHtml(data.email)}</h1><p>Exported ${escapeHtml(data.exportedAt)} by the Purpose Movement back office.</p>${sections}</body></html>`;
}

export function privacyHandlers({ subjectAccess, erasure, retention }: { subjectAccess: SubjectAccess; erasure: Erasure; retention: RetentionStatus }) {
  return {
    async erase(request: FastifyRequest) {
      const { email } = parseOrThrow(erasureRequestSchema, request.body);
      return erasure.erase(email, actorOf(request), requestContext(request));
    },

    async retention() {
      return retention.status();
    },

    async export(request: FastifyRequest, reply: FastifyReply) {
      const { email, format } = parseOrThrow(exportSchema, request.body);
      const data = await subjectAccess.export(email, actorOf(request), requestContext(request));
      if (format === "html") {
        // Shown in the browser from a blob: no script, nothing loaded from anywhere.
        return reply.header("content-type", "text/html; charset=utf-8").header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'").send(readableExport(data));
      }
      return reply.header("content-disposition", 'attachment; filename="personal-data.json"').send(data);
    },
  };
}
