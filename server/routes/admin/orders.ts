// The back office's orders (docs/admin-api.md, Orders): the list and its CSV export, one
// order, dispatch, notes and refunds (finance and owners).
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  dispatchCorrectionSchema,
  dispatchSchema,
  noteSchema,
  orderListQuerySchema,
  refundSchema,
  paymentStatusLabels,
  type OrderDetail,
  type OrderList,
} from "../../../core/schemas/admin-orders";
import { penceToPounds } from "../../../core/money";
import { CSV_BOM, csvRow } from "../../http/csv";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { OrderAdmin } from "../../services/orders/order-admin";
import type { Refunds } from "../../services/orders/refunds";

const referenceParams = z.object({ reference: z.string().check(z.regex(/^PM-\d{1,12}$/i, "Not an order reference")) });

const csvHeader = [
  "Reference", "Placed", "Payment", "Fulfilment", "Name", "Email", "Phone", "Address", "Town or city", "Postcode",
  "Country", "Items", "Lines", "Items total", "Gift wrap", "Shipping", "Donation", "Total", "Refunded", "Carrier",
  "Tracking number", "Dispatched", "Test",
];

export function orderHandlers(orderAdmin: OrderAdmin, refunds: Refunds) {
  return {
    async list(request: FastifyRequest): Promise<OrderList> {
      return orderAdmin.list(parseOrThrow(orderListQuerySchema, request.query));
    },

    /** The filtered set as CSV, streamed a page at a time, so 100,000 orders don't sit in memory. */
    async exportCsv(request: FastifyRequest, reply: FastifyReply) {
      const query = parseOrThrow(orderListQuerySchema, request.query);
      const { after: _ignored, ...filters } = query;
      async function* rows() {
        yield CSV_BOM + csvRow(csvHeader);
        for await (const page of orderAdmin.each(filters)) {
          yield page
            .map((o) =>
              csvRow([
                o.reference, o.createdAt, paymentStatusLabels[o.status], o.fulfilmentStatus, `${o.firstName} ${o.lastName}`,
                o.email, o.phone, o.address, o.city, o.postalCode, o.country, o.items, o.lines,
                penceToPounds(o.itemsTotal), penceToPounds(o.giftWrapTotal), penceToPounds(o.shippingTotal),
                penceToPounds(o.donationTotal), penceToPounds(o.total), penceToPounds(o.refundedTotal), o.carrier,
                o.trackingNumber, o.dispatchedAt, o.test ? "yes" : "no",
              ]),
            )
            .join("");
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(rows()));
    },

    async detail(request: FastifyRequest): Promise<OrderDetail> {
      const { reference } = parseOrThrow(referenceParams, request.params);
      return orderAdmin.detail(reference);
    },

    async dispatch(request: FastifyRequest) {
      const input = parseOrThrow(dispatchSchema, request.body);
      return orderAdmin.dispatch(input, actorOf(request), requestContext(request));
    },

    /** Corrects a dispatched order's carrier and tracking number; answers the order as it now is. */
    async correctDispatch(request: FastifyRequest): Promise<OrderDetail> {
      const { reference } = parseOrThrow(referenceParams, request.params);
      const input = parseOrThrow(dispatchCorrectionSchema, request.body);
      return orderAdmin.correctDispatch(reference, input, actorOf(request), requestContext(request));
    },

    async addNote(request: FastifyRequest, reply: FastifyReply) {
      const { reference } = parseOrThrow(referenceParams, request.params);
      const { body } = parseOrThrow(noteSchema, request.body);
      await orderAdmin.addNote(reference, body, actorOf(request), requestContext(request));
      return reply.status(201).send({ added: true });
    },

    /** Refunds through the provider, then answers the order as it now is (refund included). */
    async refund(request: FastifyRequest, reply: FastifyReply) {
      const { reference } = parseOrThrow(referenceParams, request.params);
      const input = parseOrThrow(refundSchema, request.body);
      await refunds.refundOrder(reference, input, actorOf(request), requestContext(request));
      return reply.status(201).send(await orderAdmin.detail(reference));
    },
  };
}
