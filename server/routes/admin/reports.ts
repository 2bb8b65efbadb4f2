// The reports (docs/admin-api.md, "Reports"): giving, monthly plans and Gift Aid for finance and
// owners, the shop for them and fulfilment too; the roles are declared in server/app.ts.
import type { FastifyRequest } from "fastify";
import { reportQuerySchema } from "../../../core/schemas/admin-reports";
import { parseOrThrow } from "../../http/errors";
import type { Reports } from "../../services/reports/reports";

export function reportHandlers(reports: Reports) {
  return {
    giving: (request: FastifyRequest) => reports.giving(parseOrThrow(reportQuerySchema, request.query)),
    plans: (request: FastifyRequest) => reports.plans(parseOrThrow(reportQuerySchema, request.query)),
    giftAid: (request: FastifyRequest) => reports.giftAid(parseOrThrow(reportQuerySchema, request.query)),
    shop: (request: FastifyRequest) => reports.shop(parseOrThrow(reportQuerySchema, request.query)),
  };
}
