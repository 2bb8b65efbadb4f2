// The giving side of the back office (finance and owners; docs/admin-api.md, Giving): gifts,
// monthly plans and donors, each with its CSV; cancelling a plan, declarations and recording a
// cancellation, the dashboard's figures, and one donor's page.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { penceToPounds } from "../../../core/money";
import { dashboardQuerySchema, declarationCancellationSchema, donorListQuerySchema, giftListQuerySchema, giftRefundSchema, planListQuerySchema, planStatusLabels } from "../../../core/schemas/admin-giving";
import { csvLines, sendCsv } from "../../http/csv";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import { emailField } from "../../../core/schemas/fields";
import type { SupporterGiving } from "../../services/account/giving";
import type { DonorList } from "../../services/giving/donors";
import type { GivingAdmin } from "../../services/giving/giving-admin";
import type { Refunds } from "../../services/orders/refunds";

const referenceParams = z.object({ reference: z.string().check(z.regex(/^GF-\d{1,12}$/i, "Not a gift reference")) });
const testQuery = z.object({ test: z.optional(z.enum(["0", "1"])), q: z.optional(z.string().check(z.maxLength(254))) });

const donorParams = z.object({ email: emailField });

const giftParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Not a gift")) });

const yesNo = (value: boolean) => (value ? "yes" : "no");

/** Each page of a list as CSV rows. */
async function* csvPages<T>(pages: AsyncIterable<T[]>, row: (item: T) => unknown[]) {
  for await (const page of pages) yield page.map(row);
}

export function givingHandlers(giving: GivingAdmin, donors: DonorList, supporters: Pick<SupporterGiving, "overview">, refunds: Refunds) {
  return {
    gifts: (request: FastifyRequest) => giving.gifts(parseOrThrow(giftListQuerySchema, request.query)),

    giftsCsv(request: FastifyRequest, reply: FastifyReply) {
      const { after: _ignored, ...query } = parseOrThrow(giftListQuerySchema, request.query);
      const header = ["Reference", "Date", "Donor", "Email", "Amount", "Refunded", "Monthly", "Gift Aid", "Test"];
      const rows = csvPages(giving.eachGift(query), (g) => [g.reference, g.paidAt, g.donor, g.email, penceToPounds(g.amount), penceToPounds(g.refunded), yesNo(g.monthly), yesNo(g.giftAid), yesNo(g.test)]);
      return sendCsv(reply, "gifts", csvLines(header, rows));
    },

    /** Through the provider, as an order's refund; the donor is emailed when it confirms. */
    async refundGift(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(giftParams, request.params);
      const result = await refunds.refundGift(id, parseOrThrow(giftRefundSchema, request.body), actorOf(request), requestContext(request));
      return reply.status(201).send({ amount: result.amount, status: result.status });
    },

    plans: (request: FastifyRequest) => giving.plans(parseOrThrow(planListQuerySchema, request.query)),

    plansCsv(request: FastifyRequest, reply: FastifyReply) {
      const { after: _ignored, ...query } = parseOrThrow(planListQuerySchema, request.query);
      const header = ["Reference", "Donor", "Email", "Monthly amount", "Status", "Since", "Total given", "Next payment about", "Test"];
      const rows = csvPages(giving.eachPlan(query), (p) => [p.reference, p.donor, p.email, penceToPounds(p.amount), planStatusLabels[p.status], p.since, penceToPounds(p.totalGiven), p.nextPaymentAt, yesNo(p.test)]);
      return sendCsv(reply, "monthly-plans", csvLines(header, rows));
    },

    donors: (request: FastifyRequest) => donors.list(parseOrThrow(donorListQuerySchema, request.query)),

    donorsCsv(request: FastifyRequest, reply: FastifyReply) {
      const { after: _ignored, ...query } = parseOrThrow(donorListQuerySchema, request.query);
      const header = ["Email", "Name", "Gifts", "Given", "Refunded", "Active monthly gift", "Gift Aid declaration", "Last gift", "Test"];
      const rows = csvPages(donors.each(query), (d) => [d.email, d.name, d.gifts, penceToPounds(d.given), penceToPounds(d.refunded), yesNo(d.activePlan), yesNo(d.giftAid), d.lastGiftAt, yesNo(d.test)]);
      return sendCsv(reply, "donors", csvLines(header, rows));
    },

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

    dashboard(request: FastifyRequest) {
      const query = parseOrThrow(dashboardQuerySchema, request.query);
      return giving.dashboard(query.payments ?? (query.test === "1" ? "test" : "live"));
    },

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
