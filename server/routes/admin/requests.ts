// The owners' inbox of speaking requests (docs/admin-api.md, Requests and subscribers): the
// list, the count of new ones, one request with its notes, its status, and notes.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  requestListQuerySchema,
  requestNoteBodySchema,
  requestStatusChangeSchema,
  type RequestDetail,
  type RequestList,
} from "../../../core/schemas/admin-requests";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { SpeakingRequestAdmin } from "../../services/speaking-request-admin";

const idParams = z.object({ id: z.uuid("Not a valid id") });

export function requestHandlers(requests: SpeakingRequestAdmin) {
  return {
    async list(request: FastifyRequest): Promise<RequestList> {
      return requests.list(parseOrThrow(requestListQuerySchema, request.query));
    },

    async newCount(): Promise<{ count: number }> {
      return { count: await requests.newCount() };
    },

    async detail(request: FastifyRequest): Promise<RequestDetail> {
      const { id } = parseOrThrow(idParams, request.params);
      return requests.detail(id);
    },

    async changeStatus(request: FastifyRequest): Promise<RequestDetail> {
      const { id } = parseOrThrow(idParams, request.params);
      const { status } = parseOrThrow(requestStatusChangeSchema, request.body);
      return requests.changeStatus(id, status, actorOf(request), requestContext(request));
    },

    async addNote(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(idParams, request.params);
      const { body } = parseOrThrow(requestNoteBodySchema, request.body);
      await requests.addNote(id, body, actorOf(request), requestContext(request));
      return reply.status(201).send({ added: true });
    },
  };
}
