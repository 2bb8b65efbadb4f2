// POST /api/newsletter, and the confirm and unsubscribe links in the emails.
// The links lead to pre-rendered pages by a 303, so they work without scripts.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { paths } from "../../core/paths";
import { isHoneypotFilled } from "../../core/schemas/honeypot";
import {
  newsletterSignupSchema,
  SIGNUP_ACCEPTED_MESSAGE,
  type NewsletterSignupResponse,
} from "../../core/schemas/newsletter";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import { parseOrThrow } from "../http/errors";
import { perMinute } from "../http/rate-limits";
import { newsletterLinkPaths, NewsletterService } from "../services/newsletter";
import { resolveTokenSecret } from "../services/token-secret";

function tokenFrom(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.token;
}

function noStore(reply: FastifyReply): FastifyReply {
  // The answer depends on a personal token: never cache it, never leak it onwards.
  return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
}

export const newsletterRoutes: FastifyPluginAsync<{ env: Env; database: DatabaseHandle }> = async (
  app,
  { env, database },
) => {
  const newsletter = new NewsletterService({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    secret: await resolveTokenSecret(database.db, env.TOKEN_SECRET),
  });

  app.post("/api/newsletter", { config: perMinute(env.RATE_LIMIT_SIGNUPS_PER_MINUTE) }, async (request, reply) => {
    if (!isHoneypotFilled(request.body)) {
      await newsletter.subscribe(parseOrThrow(newsletterSignupSchema, request.body));
      app.outbox.notify();
    }
    const response: NewsletterSignupResponse = { message: SIGNUP_ACCEPTED_MESSAGE };
    return reply.status(202).send(response);
  });

  // No HEAD route: link checkers that HEAD every URL in an email must not confirm or unsubscribe anyone.
  const linkRoute = { exposeHeadRoute: false, config: perMinute(env.RATE_LIMIT_POSTS_PER_MINUTE) };

  app.get(newsletterLinkPaths.confirm, linkRoute, async (request, reply) => {
    const outcome = await newsletter.confirm(tokenFrom(request));
    if (outcome.status === "invalid") request.log.info({ reason: outcome.reason }, "newsletter confirmation refused");
    return noStore(reply).redirect(
      outcome.status === "confirmed" ? paths.newsletterConfirmed : paths.newsletterLinkInvalid,
      303,
    );
  });

  app.get(newsletterLinkPaths.unsubscribe, linkRoute, async (request, reply) => {
    const outcome = await newsletter.unsubscribe(tokenFrom(request));
    if (outcome.status === "invalid") request.log.info({ reason: outcome.reason }, "newsletter unsubscribe refused");
    return noStore(reply).redirect(
      outcome.status === "unsubscribed"
        ? paths.newsletterUnsubscribed
        : `${paths.newsletterLinkInvalid}?link=unsubscribe`,
      303,
    );
  });

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL.
  await app.register(async (oneClick) => {
    // The body says nothing we need (the token is in the URL), so accept whatever form encoding the client uses.
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    oneClick.post(newsletterLinkPaths.unsubscribe, linkRoute, async (request, reply) => {
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
    });
  });
};
