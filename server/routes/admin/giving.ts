// The giving side of the back office (finance and owners; docs/admin-api.md, Giving): gifts
// and their CSV, monthly plans and cancelling one, declarations and recording a cancellation,
// the dashboard's figures, and one donor's page.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { penceToPounds } from "../../../core/money";
import { declarationCancellationSchema, giftListQuerySchema, giftRefundSchema, planListQuerySchema } from "../../../core/schemas/admin-giving";
import { CSV_BOM, csvRow } from "../../http/csv";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import { emailField } from "../../../core/schemas/fields";
import type { SupporterGiving } from "../../services/account/giving";
import type { GivingAdmin } from "../../services/giving/giving-admin";
import type { Refunds } from "../../services/orders/refunds";

const referenceParams = z.object({ reference: z.string().check(z.regex(/^GF-\d{1,12}$/i, "Not a gift reference")) });
const testQuery = z.object({ test: z.optional(z.enum(["0", "1"])), q: z.optional(z.string().check(z.maxLength(254))) });

const donorParams = z.object({ email: emailField });

const giftParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Not a gift")) });

export function givingHandlers(giving: GivingAdmin, supporters: Pick<SupporterGiving, "overview">, refunds: Refunds) {
  return {
    gifts: (request: FastifyRequest) => giving.gifts(parseOrThrow(giftListQuerySchema, request.query)),

    async giftsCsv(request: FastifyRequest, reply: FastifyReply) {
      const { after: _ignored, ...query } = parseOrThrow(giftListQuerySchema, request.query);
      async function* rows() {
        yield CSV_BOM + csvRow(["Reference", "Date", "Donor", "Email", "Amount", "Refunded", "Monthly", "Gift Aid", "Test"]);
        for await (const page of giving.eachGift(query)) {
          yield page
            .map((g) => csvRow([g.reference, g.paidAt, g.donor, g.email, penceToPounds(g.amount), penceToPounds(g.refunded), g.monthly ? "yes" : "no", g.giftAid ? "yes" : "no", g.test ? "yes" : "no"]))
            .join("");
        }
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gifts-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(Readable.from(rows()));
    },

    /** Through the provider, as an order's refund; the donor is emailed when it confirms. */
    async refundGift(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(giftParams, request.params);
      const result = await refunds.refundGift(id, parseOrThrow(giftRefundSchema, request.body), actorOf(request), requestContext(request));
      return reply.status(201).send({ amount: result.amount, status: result.status });
    },

    plans: (request: FastifyRequest) => giving.plans(parseOrThrow(planListQuerySchema, request.query)),

    async cancelPlan(request: FastifyRequest, reply: FastifyReply) {
      const { reference } = parseOrThrow(referenceParams, request.params);
      await giving.cancelPlan(reference, actorOf(request), requestContext(request));
      return reply.status(204).send();
    },

    declarations: (request: FastifyRequest) => giving.declarations({ q: parseOrThrow(testQuery, request.query).q }),

    async recordCancellation(request: FastifyRequest, reply: FastifyReply) {
      await giving.recordCancellation(parseOrThrow(declarationCancellationSchema, request.body), actorOf(request), requestContext(request));
      return reply.status(201).send({ recorded: true });
    },

    dashboard: (request: FastifyRequest) => giving.dashboard(parseOrThrow(testQuery, request.query).test === "1"),

    /** Everything one address gave: what the donor sees at /account, for staff. */
    async donor(request: FastifyRequest) {
      const { email } = parseOrThrow(donorParams, request.params);
      const overview = await supporters.overview(email.toLowerCase());
      return {
        ...overview,
        plans: overview.plans.map((p) => ({ ...p, since: p.since.toISOString(), nextPaymentAt: p.nextPaymentAt?.toISOString() ?? null })),
        history: overview.history.map((h) => ({ ...h, paidAt: h.paidAt.toISOString() })),
        declaration: overview.declaration
          ? { ...overview.declaration, declaredAt: overview.declaration.declaredAt.toISOString(), cancelledAt: overview.declaration.cancelledAt?.toISOString() ?? null }
          : null,
      };
    },
  };
}
