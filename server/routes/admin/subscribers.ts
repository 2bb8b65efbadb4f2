// Newsletter subscribers for owners (docs/admin-api.md, Requests and subscribers): the list
// with proof of consent, the confirmed ones as CSV, and a manual unsubscribe.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { subscriberListQuerySchema, type Subscriber, type SubscriberList } from "../../../core/schemas/admin-subscribers";
import { CSV_BOM, csvRow } from "../../http/csv";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { NewsletterAdmin } from "../../services/newsletter-admin";

const idParams = z.object({ id: z.uuid("Not a valid id") });

// Basis: "consent" (Confirmed is its proof) or "soft_opt_in" (Soft opt-in date and Source say when and where).
const csvHeader = ["Email", "First name", "Last name", "Confirmed", "Source", "Basis", "Soft opt-in date"];

export function subscriberHandlers(newsletter: NewsletterAdmin) {
  return {
    async list(request: FastifyRequest): Promise<SubscriberList> {
      return newsletter.list(parseOrThrow(subscriberListQuerySchema, request.query));
    },

    /** Confirmed subscribers (by consent or soft opt-in) only: the people who may be sent the newsletter. Streamed a page at a time. */
    async exportCsv(_request: FastifyRequest, reply: FastifyReply) {
      async function* rows() {
        yield CSV_BOM + csvRow(csvHeader);
        for await (const page of newsletter.eachConfirmed()) {
          yield page.map((s) => csvRow([s.email, s.firstName, s.lastName, s.confirmedAt, s.source, s.basis, s.softOptInAt])).join("");
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="subscribers-${day}.csv"`)
        .send(Readable.from(rows()));
    },

    async unsubscribe(request: FastifyRequest): Promise<Subscriber> {
      const { id } = parseOrThrow(idParams, request.params);
      return newsletter.unsubscribe(id, actorOf(request), requestContext(request));
    },
  };
}
