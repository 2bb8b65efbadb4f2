// Newsletters in the back office (owners and editors; docs/admin-api.md, "Newsletters"): the list,
// one issue, save, delete a draft, preview as the email, a test to the signed-in person, the count
// of recipients, send (confirmed with that count), pause, resume, cancel and progress.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { newsletterConfirmSchema, newsletterDraftSchema, type AdminNewsletter } from "../../../core/schemas/admin-newsletters";
import { NotSignedInError } from "../../domain/errors";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { NewsletterIssues } from "../../services/newsletters/issues";

const idParams = z.object({ id: z.string() });

/** The preview is the email's own HTML (inline styles, no script): shown in a frame, never run. */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export function newsletterAdminHandlers(issues: NewsletterIssues) {
  const id = (request: FastifyRequest) => parseOrThrow(idParams, request.params).id;
  return {
    list: () => issues.list(),

    async audience() {
      return { audienceCount: await issues.countAudience() };
    },

    async detail(request: FastifyRequest): Promise<AdminNewsletter> {
      return issues.get(id(request));
    },

    async create(request: FastifyRequest, reply: FastifyReply) {
      const created = await issues.create(parseOrThrow(newsletterDraftSchema, request.body), actorOf(request), requestContext(request));
      return reply.status(201).send(created);
    },

    async save(request: FastifyRequest): Promise<AdminNewsletter> {
      return issues.save(id(request), parseOrThrow(newsletterDraftSchema, request.body), actorOf(request), requestContext(request));
    },

    async remove(request: FastifyRequest, reply: FastifyReply) {
      await issues.remove(id(request), actorOf(request), requestContext(request));
      return reply.status(204).send();
    },

    async preview(request: FastifyRequest, reply: FastifyReply) {
      const email = await issues.preview(id(request));
      return reply.header("content-security-policy", PREVIEW_CSP).header("x-frame-options", "SAMEORIGIN").type("text/html; charset=utf-8").send(email.html);
    },

    async sendTest(request: FastifyRequest, reply: FastifyReply) {
      // To the signed-in person's own address, whatever the request says.
      const to = request.staffSession?.staff.email;
      if (!to) throw new NotSignedInError("Sign in to continue");
      await issues.sendTest(id(request), to, actorOf(request), requestContext(request));
      return reply.status(202).send({ message: `A test is on its way to ${to}` });
    },

    async send(request: FastifyRequest): Promise<AdminNewsletter> {
      const { audienceCount } = parseOrThrow(newsletterConfirmSchema, request.body);
      return issues.send(id(request), audienceCount, actorOf(request), requestContext(request));
    },

    pause: (request: FastifyRequest) => issues.pause(id(request), actorOf(request), requestContext(request)),
    resume: (request: FastifyRequest) => issues.resume(id(request), actorOf(request), requestContext(request)),
    cancel: (request: FastifyRequest) => issues.cancel(id(request), actorOf(request), requestContext(request)),
    progress: (request: FastifyRequest) => issues.progress(id(request)),
  };
}
