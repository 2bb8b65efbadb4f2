// Gift Aid claims (finance and owners; docs/admin-api.md, Giving): what can be claimed now, a
// new claim, the claims so far, a claim's schedule as .ods parts and CSV, and marking it submitted.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  claimKindQuerySchema,
  claimKindSchema,
  claimSubmittedSchema,
  type ClaimDetail,
  type ClaimPreview,
  type ClaimSummary,
} from "../../../core/schemas/admin-giving";
import { countOf } from "../../../core/count-of";
import { NotFoundError } from "../../domain/errors";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { ClaimSummary as StoredClaim, EligibleGift, GiftAidClaims } from "../../services/giving/gift-aid";
import type { GiftAidReference } from "../../services/giving/gift-aid-reference";
import { schedulePart, schedulePartCount, scheduleCsv, scheduleOds } from "../../services/giving/schedule-files";

const claimParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Not a claim")) });
const partParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Not a claim")), part: z.coerce.number().check(z.int(), z.positive()) });

function claimJson(claim: StoredClaim): ClaimSummary {
  return {
    ...claim,
    createdAt: claim.createdAt.toISOString(),
    submittedAt: claim.submittedAt?.toISOString() ?? null,
    parts: schedulePartCount(claim.giftCount),
  };
}

const giftJson = ({ paymentId: _p, orderId: _o, donatedAt, ...gift }: EligibleGift) => ({ ...gift, donatedAt: donatedAt.toISOString() });

/** A file name that says what it is: gift-aid-2026-11-25-part-1-of-3.ods (and TEST- for a test claim). */
function fileName(claim: StoredClaim, ext: string, part?: { n: number; of: number }) {
  const day = claim.createdAt.toISOString().slice(0, 10);
  return `${claim.test ? "TEST-" : ""}gift-aid-${day}-${claim.id.slice(0, 8)}${part ? `-part-${part.n}-of-${part.of}` : ""}.${ext}`;
}

export function giftAidHandlers(claims: GiftAidClaims, charity: Pick<GiftAidReference, "current">) {
  return {
    async preview(request: FastifyRequest): Promise<ClaimPreview> {
      const { test } = parseOrThrow(claimKindQuerySchema, request.query);
      const preview = await claims.preview(test === "1");
      return { ...preview, charityReference: await charity.current(), gifts: preview.gifts.map(giftJson), needsFixing: preview.needsFixing.map(giftJson), adjustments: preview.adjustments.map(({ reference, amount }) => ({ reference, amount })) };
    },

    async build(request: FastifyRequest, reply: FastifyReply) {
      const { test } = parseOrThrow(claimKindSchema, request.body);
      const claim = await claims.build(test, actorOf(request), requestContext(request));
      return reply.status(201).send(claimJson(claim));
    },

    async list() {
      return { claims: (await claims.list()).map(claimJson) };
    },

    async detail(request: FastifyRequest): Promise<ClaimDetail> {
      const { id } = parseOrThrow(claimParams, request.params);
      const claim = await claims.detail(id);
      return {
        ...claimJson(claim),
        gifts: claim.gifts.map((g) => ({ ...g, donatedAt: g.donatedAt.toISOString() })),
        adjustments: claim.adjustments.map(({ reference, amount }) => ({ reference, amount })),
        charityReference: await charity.current(),
      };
    },

    async ods(request: FastifyRequest, reply: FastifyReply) {
      const { id, part } = parseOrThrow(partParams, request.params);
      const claim = await claims.detail(id);
      const gifts = schedulePart(claim, part);
      if (!gifts) throw new NotFoundError(`This claim's schedule has ${countOf(schedulePartCount(claim.gifts.length), "part")}`);
      return reply
        .header("content-type", "application/vnd.oasis.opendocument.spreadsheet")
        .header("content-disposition", `attachment; filename="${fileName(claim, "ods", { n: part, of: schedulePartCount(claim.gifts.length) })}"`)
        .send(scheduleOds(gifts));
    },

    async csv(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(claimParams, request.params);
      const claim = await claims.detail(id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName(claim, "csv")}"`)
        .send(scheduleCsv(claim.gifts));
    },

    async submitted(request: FastifyRequest): Promise<ClaimSummary> {
      const { id } = parseOrThrow(claimParams, request.params);
      const input = parseOrThrow(claimSubmittedSchema, request.body);
      return claimJson(await claims.markSubmitted(id, input, actorOf(request), requestContext(request)));
    },
  };
}
