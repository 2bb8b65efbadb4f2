// POST /api/newsletter, and the confirm and unsubscribe links in the emails.
// The links lead to pre-rendered pages by a 303, so they work without scripts.
// Link routes have no HEAD twin (server/app.ts): link checkers that HEAD every URL
// in an email must not confirm or unsubscribe anyone.
import type { FastifyReply, FastifyRequest } from "fastify";
import { paths } from "../../core/paths";
import { isHoneypotFilled } from "../../core/schemas/honeypot";
import {
  newsletterSignupSchema,
  SIGNUP_ACCEPTED_MESSAGE,
  type NewsletterSignupResponse,
} from "../../core/schemas/newsletter";
import { parseOrThrow } from "../http/errors";
import type { NewsletterService } from "../services/newsletter";

function tokenFrom(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.token;
}

function noStore(reply: FastifyReply): FastifyReply {
  // The answer depends on a personal token: never cache it, never leak it onwards.
  return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
}

export function newsletterHandlers(newsletter: NewsletterService) {
  return {
    async signup(request: FastifyRequest, reply: FastifyReply) {
      // A filled honeypot gets the usual answer and nothing is stored or sent.
      if (!isHoneypotFilled(request.body)) await newsletter.subscribe(parseOrThrow(newsletterSignupSchema, request.body));
      const response: NewsletterSignupResponse = { message: SIGNUP_ACCEPTED_MESSAGE };
      return reply.status(202).send(response);
    },

    async confirm(request: FastifyRequest, reply: FastifyReply) {
      const outcome = await newsletter.confirm(tokenFrom(request));
      if (outcome.status === "invalid") request.log.info({ reason: outcome.reason }, "newsletter confirmation refused");
      return noStore(reply).redirect(
        outcome.status === "confirmed" ? paths.newsletterConfirmed : paths.newsletterLinkInvalid,
        303,
      );
    },

    async unsubscribe(request: FastifyRequest, reply: FastifyReply) {
      const outcome = await newsletter.unsubscribe(tokenFrom(request));
      if (outcome.status === "invalid") request.log.info({ reason: outcome.reason }, "newsletter unsubscribe refused");
      return noStore(reply).redirect(
        outcome.status === "unsubscribed"
          ? paths.newsletterUnsubscribed
          : `${paths.newsletterLinkInvalid}?link=unsubscribe`,
        303,
      );
    },

    /** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL; the token is in the URL. */
    async oneClickUnsubscribe(request: FastifyRequest, reply: FastifyReply) {
      const outcome = await newsletter.unsubscribe(tokenFrom(request));
      noStore(reply);
      if (outcome.status === "invalid") {
        return reply
          .status(400)
          .send({
            error: "This unsubscribe link is not valid",
            issues: [{ field: "token", message: "This unsubscribe link is not valid" }],
          });
      }
      return reply.status(200).send({ message: "You have been unsubscribed." });
    },
  };
}
