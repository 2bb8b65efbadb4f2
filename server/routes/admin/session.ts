// Signing in and out of the back office: who is signed in, emailed codes, the setup
// and invitation links, sign out and sign out everywhere (docs/admin-api.md).
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  acceptInviteSchema,
  CODE_SENT_MESSAGE,
  codeRequestSchema,
  codeVerifySchema,
  setupSchema,
  type LinkInfo,
  type MeResponse,
} from "../../../core/schemas/admin";
import { parseOrThrow } from "../../http/errors";
import { actorOf, meResponse, requestContext, signedIn, type StaffSignIn } from "../../http/staff-auth";
import type { AuditLog } from "../../services/staff/audit-log";
import type { StaffLinks } from "../../services/staff/links";
import type { StaffSessions } from "../../services/staff/sessions";
import type { SignInCodes } from "../../services/staff/sign-in-codes";

const tokenParams = z.object({ token: z.string().check(z.minLength(16), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/)) });

export interface SessionHandlersDeps {
  codes: SignInCodes;
  links: StaffLinks;
  sessions: StaffSessions;
  audit: AuditLog;
  signIn: StaffSignIn;
}

export function sessionHandlers({ codes, links, sessions, audit, signIn }: SessionHandlersDeps) {
  return {
    async me(request: FastifyRequest): Promise<MeResponse> {
      return meResponse(signedIn(request));
    },

    async requestCode(request: FastifyRequest, reply: FastifyReply) {
      const { email } = parseOrThrow(codeRequestSchema, request.body);
      await codes.request(email, requestContext(request));
      return reply.status(202).send({ message: CODE_SENT_MESSAGE });
    },

    async verifyCode(request: FastifyRequest, reply: FastifyReply): Promise<MeResponse> {
      const { email, code } = parseOrThrow(codeVerifySchema, request.body);
      const { staffId } = await codes.verify(email, code, requestContext(request));
      return signIn.signIn(request, reply, staffId, "code");
    },

    async linkInfo(request: FastifyRequest): Promise<LinkInfo> {
      const { token } = parseOrThrow(tokenParams, request.params);
      return links.info(token);
    },

    async setup(request: FastifyRequest, reply: FastifyReply): Promise<MeResponse> {
      const input = parseOrThrow(setupSchema, request.body);
      const { staffId } = await links.completeSetup(input, requestContext(request));
      return signIn.signIn(request, reply, staffId, "setup");
    },

    async acceptInvite(request: FastifyRequest, reply: FastifyReply): Promise<MeResponse> {
      const input = parseOrThrow(acceptInviteSchema, request.body);
      const { staffId } = await links.accept(input, requestContext(request));
      return signIn.signIn(request, reply, staffId, "invite");
    },

    async signOut(request: FastifyRequest, reply: FastifyReply) {
      await signIn.signOut(request, reply);
      return reply.status(204).send();
    },

    async signOutEverywhere(request: FastifyRequest, reply: FastifyReply) {
      const { staff } = signedIn(request);
      const ended = await sessions.endAllFor(staff.id);
      await audit.record({
        actor: actorOf(request),
        action: "sign_out.everywhere",
        target: { type: "staff", id: staff.id },
        context: requestContext(request),
        details: { sessionsEnded: ended },
      });
      await signIn.signOut(request, reply);
      return reply.status(204).send();
    },
  };
}
