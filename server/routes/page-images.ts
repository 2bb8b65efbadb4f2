// Photos for the site's pages over HTTP: the back office's library and upload (owners and
// editors; docs/admin-api.md, "Page photos"), and the public files under content-hashed URLs.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { pageImageUploadQuerySchema, type AdminPageImage } from "../../core/schemas/admin-page-images";
import { InvalidInputError } from "../domain/errors";
import { parseOrThrow } from "../http/errors";
import { actorOf, requestContext } from "../http/staff-auth";
import type { PageImages } from "../services/pages/page-images";
import { makeStaticFile, sendStaticFile } from "../static-site";
import { IMMUTABLE } from "./product-images";

const fileParams = z.object({ file: z.string().check(z.maxLength(64)) });

export function pageImageHandlers(images: PageImages) {
  return {
    async list(): Promise<{ images: AdminPageImage[] }> {
      return { images: await images.list() };
    },

    /** The photo's bytes are the body; 201 for a new photo, 200 for one already in the library. */
    async upload(request: FastifyRequest, reply: FastifyReply) {
      const { label } = parseOrThrow(pageImageUploadQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) {
        throw new InvalidInputError("Choose a photo to upload", [{ field: "file", message: "Choose a photo to upload" }]);
      }
      const { image, created } = await images.upload(request.body, label ?? "", actorOf(request), requestContext(request));
      return reply.status(created ? 201 : 200).send(image);
    },

    /** GET /images/s/<id>-<shape>-<width>.<avif|webp> or <id>-social.jpg: cached for a year; 404 when there is none. */
    async rendition(request: FastifyRequest, reply: FastifyReply) {
      const { file } = parseOrThrow(fileParams, request.params);
      const found = await images.rendition(file);
      if (!found) return reply.status(404).header("cache-control", "no-store").send({ error: "Not found" });
      return sendStaticFile(request, reply, makeStaticFile(found.body, `.${found.format}`, IMMUTABLE));
    },
  };
}
