// POST /api/speaking-requests: the /book-call form.
import type { FastifyReply, FastifyRequest } from "fastify";
import { isHoneypotFilled } from "../../core/schemas/honeypot";
import {
  SPEAKING_REQUEST_RECEIVED_MESSAGE,
  speakingRequestSchema,
  type SpeakingRequestResponse,
} from "../../core/schemas/speaking-request";
import { parseOrThrow } from "../http/errors";
import type { SpeakingRequests } from "../services/speaking-requests";

export function speakingRequestHandlers(speakingRequests: SpeakingRequests) {
  return {
    async create(request: FastifyRequest, reply: FastifyReply) {
      // A filled honeypot gets the usual answer and nothing is stored or sent.
      if (!isHoneypotFilled(request.body)) await speakingRequests.record(parseOrThrow(speakingRequestSchema, request.body));
      const response: SpeakingRequestResponse = { message: SPEAKING_REQUEST_RECEIVED_MESSAGE };
      return reply.status(201).send(response);
    },
  };
}
