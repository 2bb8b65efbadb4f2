// Passkeys: signing in with one (public), and each person's own list, adding, renaming
// and removing (docs/admin-api.md). Someone else's passkey is answered as if it didn't exist.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  passkeyNameSchema,
  passkeyRegisterSchema,
  passkeySignInSchema,
  type MeResponse,
  type Passkey,
} from "../../../core/schemas/admin";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext, signedIn, type StaffSignIn } from "../../http/staff-auth";
import type { Passkeys } from "../../services/staff/passkeys";

const idParams = z.object({ id: z.uuid("Not a valid id") });

export interface PasskeyHandlersDeps {
  passkeys: Passkeys;
  signIn: StaffSignIn;
}

export function passkeyHandlers({ passkeys, signIn }: PasskeyHandlersDeps) {
  return {
    async signInOptions() {
      return passkeys.authenticationOptions();
    },

    async signInVerify(request: FastifyRequest, reply: FastifyReply): Promise<MeResponse> {
      const { response } = parseOrThrow(passkeySignInSchema, request.body);
      const { staffId } = await passkeys.authenticate(response, requestContext(request));
      return signIn.signIn(request, reply, staffId, "passkey");
    },

    async list(request: FastifyRequest): Promise<{ passkeys: Passkey[] }> {
      return { passkeys: await passkeys.list(signedIn(request).staff.id) };
    },

    async registrationOptions(request: FastifyRequest) {
      const { staff } = signedIn(request);
      return passkeys.registrationOptions({ id: staff.id, email: staff.email, name: staff.name });
    },

    async register(request: FastifyRequest, reply: FastifyReply) {
      const input = parseOrThrow(passkeyRegisterSchema, request.body);
      const added = await passkeys.register(signedIn(request).staff.id, input, actorOf(request), requestContext(request));
      return reply.status(201).send(added);
    },

    async rename(request: FastifyRequest): Promise<Passkey> {
      const { id } = parseOrThrow(idParams, request.params);
      const { name } = parseOrThrow(passkeyNameSchema, request.body);
      return passkeys.rename(signedIn(request).staff.id, id, name, actorOf(request), requestContext(request));
    },

    async remove(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(idParams, request.params);
      await passkeys.remove(signedIn(request).staff.id, id, actorOf(request), requestContext(request));
      return reply.status(204).send();
    },
  };
}
