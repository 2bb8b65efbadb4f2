// Product photos over HTTP: the back office's upload, alt text, order and removal
// (docs/admin-api.md, Product photos), and the public renditions under content-hashed URLs.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { imageChangeSchema, imageOrderSchema, imageUploadQuerySchema, type AdminProductImage } from "../../core/schemas/admin-product-images";
import { parsePhotoFile } from "../../core/product-photos";
import { InvalidInputError } from "../domain/errors";
import { parseOrThrow } from "../http/errors";
import { actorOf, requestContext } from "../http/staff-auth";
import type { ProductImages } from "../services/catalogue/product-images";
import { makeStaticFile, sendStaticFile } from "../static-site";

const productParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const imageParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), imageId: z.string().check(z.minLength(1), z.maxLength(64)) });
const fileParams = z.object({ file: z.string().check(z.maxLength(64)) });

/** A year, and never revalidated: the URL changes whenever the bytes would. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function productImageHandlers(images: ProductImages) {
  return {
    async list(request: FastifyRequest): Promise<{ images: AdminProductImage[] }> {
      const { id } = parseOrThrow(productParams, request.params);
      return { images: await images.list(id) };
    },

    async upload(request: FastifyRequest, reply: FastifyReply) {
      const { id } = parseOrThrow(productParams, request.params);
      const { alt } = parseOrThrow(imageUploadQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) {
        throw new InvalidInputError("Choose a photo to upload", [{ field: "file", message: "Choose a photo to upload" }]);
      }
      const image = await images.upload(id, request.body, alt || undefined, actorOf(request), requestContext(request));
      return reply.status(201).send(image);
    },

    async describe(request: FastifyRequest): Promise<AdminProductImage> {
      const { id, imageId } = parseOrThrow(imageParams, request.params);
      const change = parseOrThrow(imageChangeSchema, request.body);
      return images.change(id, imageId, change, actorOf(request), requestContext(request));
    },

    async reorder(request: FastifyRequest): Promise<{ images: AdminProductImage[] }> {
      const { id } = parseOrThrow(productParams, request.params);
      const { imageIds } = parseOrThrow(imageOrderSchema, request.body);
      return { images: await images.reorder(id, imageIds, actorOf(request), requestContext(request)) };
    },

    async remove(request: FastifyRequest, reply: FastifyReply) {
      const { id, imageId } = parseOrThrow(imageParams, request.params);
      await images.remove(id, imageId, actorOf(request), requestContext(request));
      return reply.status(204).send();
    },

    /** GET /images/p/<hash>-<width>.<avif|webp>: a rendition, cached for a year; 404 when there is none. */
    async rendition(request: FastifyRequest, reply: FastifyReply) {
      const { file } = parseOrThrow(fileParams, request.params);
      const wanted = parsePhotoFile(file);
      const body = wanted && (await images.rendition(wanted.hash, wanted.width, wanted.format));
      if (!wanted || !body) return reply.status(404).header("cache-control", "no-store").send({ error: "Not found" });
      return sendStaticFile(request, reply, makeStaticFile(body, `.${wanted.format}`, IMMUTABLE));
    },
  };
}
