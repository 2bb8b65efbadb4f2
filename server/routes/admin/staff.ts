// Owners' pages: staff and invitations, roles, removal, the passkeys setting and the
// audit log (docs/admin-api.md).
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  auditQuerySchema,
  inviteSchema,
  roleChangeSchema,
  settingsChangeSchema,
  type AdminSettings,
  type AuditPage,
  type StaffList,
  type StaffMember,
} from "../../../core/schemas/admin";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { Actor, RequestContext } from "../../domain/actor";
import type { AuditLog } from "../../services/staff/audit-log";
import type { GiftAidReference } from "../../services/giving/gift-aid-reference";
import type { StaffDirectory } from "../../services/staff/directory";
import type { StaffLinks } from "../../services/staff/links";

const idParams = z.object({ id: z.uuid("Not a valid id") });

/** The soft opt-in's setting, read and changed (server/services/soft-opt-in.ts). */
export interface SoftOptInSetting {
  enabled(): Promise<boolean>;
  set(on: boolean, actor: Actor, context: RequestContext): Promise<boolean>;
}

/** The most of one size and colour an order may take (server/services/catalogue/order-limit.ts). */
export interface OrderLimitSetting {
  current(): Promise<number>;
  set(limit: number, actor: Actor, context: RequestContext): Promise<number>;
}

export function staffHandlers({
  directory,
  links,
  audit,
  softOptIn,
  orderLimit,
  giftAidReference,
}: {
  directory: StaffDirectory;
  links: StaffLinks;
  audit: AuditLog;
  softOptIn: SoftOptInSetting;
  orderLimit: OrderLimitSetting;
  giftAidReference: GiftAidReference;
}) {
  const current = async (): Promise<AdminSettings> => ({
    requirePasskeys: await directory.requirePasskeys(),
    softOptIn: await softOptIn.enabled(),
    orderLimit: await orderLimit.current(),
    giftAidReference: await giftAidReference.current(),
  });
  return {
    async list(): Promise<StaffList> {
      return directory.list();
    },

    async invite(request: FastifyRequest, reply: FastifyReply) {
      const input = parseOrThrow(inviteSchema, request.body);
      const { inviteId } = await links.invite(input, actorOf(request), requestContext(request));
      return reply.status(201).send({ id: inviteId });
    },

    async withdrawInvite(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(idParams, request.params);
      await links.withdraw(id, actorOf(request), requestContext(request));
      return reply.status(204).send();
    },

    async changeRole(request: FastifyRequest): Promise<StaffMember> {
      const { id } = parseOrThrow(idParams, request.params);
      const { role } = parseOrThrow(roleChangeSchema, request.body);
      const member = await directory.changeRole(id, role, actorOf(request), requestContext(request));
      return { id: member.id, email: member.email, name: member.name, role: member.role };
    },

    async remove(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(idParams, request.params);
      await directory.remove(id, actorOf(request), requestContext(request));
      return reply.status(204).send();
    },

    async settings(): Promise<AdminSettings> {
      return current();
    },

    /** Each setting given is changed (and audited) on its own; the answer is every setting as it now stands. */
    async changeSettings(request: FastifyRequest): Promise<AdminSettings> {
      const change = parseOrThrow(settingsChangeSchema, request.body);
      const actor = actorOf(request);
      const context = requestContext(request);
      if (change.requirePasskeys !== undefined) await directory.setRequirePasskeys(change.requirePasskeys, actor, context);
      if (change.softOptIn !== undefined) await softOptIn.set(change.softOptIn, actor, context);
      if (change.orderLimit !== undefined) await orderLimit.set(change.orderLimit, actor, context);
      if (change.giftAidReference !== undefined) await giftAidReference.set(change.giftAidReference, actor, context);
      return current();
    },

    async audit(request: FastifyRequest): Promise<AuditPage> {
      return audit.page(parseOrThrow(auditQuerySchema, request.query));
    },
  };
}
