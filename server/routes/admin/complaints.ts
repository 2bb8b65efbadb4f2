// The owners' complaints about how we handle personal data (docs/admin-api.md, Supporters'
// rights): the list, the count of new ones, one complaint with its notes, its status and due
// date, and notes.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  complaintChangeSchema,
  complaintListQuerySchema,
  complaintNoteBodySchema,
  type ComplaintDetail,
  type ComplaintList,
} from "../../../core/schemas/complaint";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { ComplaintAdmin } from "../../services/complaints";

const idParams = z.object({ id: z.uuid("Not a valid id") });

export function complaintHandlers(complaints: ComplaintAdmin) {
  return {
    async list(request: FastifyRequest): Promise<ComplaintList> {
      return complaints.list(parseOrThrow(complaintListQuerySchema, request.query));
    },

    async newCount(): Promise<{ count: number }> {
      return { count: await complaints.newCount() };
    },

    async detail(request: FastifyRequest): Promise<ComplaintDetail> {
      const { id } = parseOrThrow(idParams, request.params);
      return complaints.detail(id);
    },

    async change(request: FastifyRequest): Promise<ComplaintDetail> {
      const { id } = parseOrThrow(idParams, request.params);
      const change = parseOrThrow(complaintChangeSchema, request.body);
      return complaints.change(id, change, actorOf(request), requestContext(request));
    },

    async addNote(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(idParams, request.params);
      const { body } = parseOrThrow(complaintNoteBodySchema, request.body);
      await complaints.addNote(id, body, actorOf(request), requestContext(request));
      return reply.status(201).send({ added: true });
    },
  };
}
