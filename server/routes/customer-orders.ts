// GET /api/orders/:reference?token=…: what the customer's order page shows.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import type { CustomerOrder } from "../../core/schemas/admin-orders";
import { parseOrThrow } from "../http/errors";
import type { CustomerOrders } from "../services/orders/customer-order";

const params = z.object({ reference: z.string().check(z.maxLength(40)) });

export function customerOrderHandlers(customerOrders: CustomerOrders) {
  return {
    async view(request: FastifyRequest, reply: FastifyReply): Promise<CustomerOrder> {
      const { reference } = parseOrThrow(params, request.params);
      const token = (request.query as Record<string, unknown> | undefined)?.token;
      const order = await customerOrders.view(reference, token);
      // Personal, and reached by a secret link: never cached, never passed on as a referrer.
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      return order;
    },
  };
}
