// Fundraising Preference Service requests (owners; docs/admin-api.md, Supporters' rights):
// listed, recorded, and lifted with a reason.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { suppressionInputSchema, suppressionLiftSchema, type Suppression, type SuppressionList } from "../../../core/schemas/admin-suppressions";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { Suppressions } from "../../services/privacy/suppressions";

const idParams = z.object({ id: z.uuid("Not a valid id") });

export function suppressionHandlers(suppressions: Suppressions) {
  return {
    async list(): Promise<SuppressionList> {
      return suppressions.list();
    },

    /** 201 with the new request; 200 with the standing one when the address is already suppressed. */
    async record(request: FastifyRequest, reply: FastifyReply) {
      const input = parseOrThrow(suppressionInputSchema, request.body);
      const { suppression, created } = await suppressions.record(input, actorOf(request), requestContext(request));
      return reply.status(created ? 201 : 200).send(suppression);
    },

    async lift(request: FastifyRequest): Promise<Suppression> {
      const { id } = parseOrThrow(idParams, request.params);
      const { reason } = parseOrThrow(suppressionLiftSchema, request.body);
      return suppressions.lift(id, reason, actorOf(request), requestContext(request));
    },
  };
}
