// POST /api/speaking-requests: the /book-call form.
import type { FastifyPluginAsync } from "fastify";
import { isHoneypotFilled } from "../../core/schemas/honeypot";
import {
  SPEAKING_REQUEST_RECEIVED_MESSAGE,
  speakingRequestSchema,
  type SpeakingRequestResponse,
} from "../../core/schemas/speaking-request";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import { parseOrThrow } from "../http/errors";
import { perMinute } from "../http/rate-limits";
import { recordSpeakingRequest } from "../services/speaking-requests";

export const speakingRequestRoutes: FastifyPluginAsync<{ env: Env; database: DatabaseHandle }> = async (
  app,
  { env, database },
) => {
  app.post(
    "/api/speaking-requests",
    { config: perMinute(env.RATE_LIMIT_SIGNUPS_PER_MINUTE) },
    async (request, reply) => {
      if (!isHoneypotFilled(request.body)) {
        await recordSpeakingRequest(
          database.db,
          { orgEmail: env.ORG_EMAIL, publicUrl: env.PUBLIC_URL },
          parseOrThrow(speakingRequestSchema, request.body),
        );
        app.outbox.notify();
      }
      const response: SpeakingRequestResponse = { message: SPEAKING_REQUEST_RECEIVED_MESSAGE };
      return reply.status(201).send(response);
    },
  );
};
