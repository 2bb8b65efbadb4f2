// The catalogue over HTTP: the public JSON the browser's cart reads a saved cart against, and the
// back office's products (docs/admin-api.md, Products).
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { newProductSchema, productChangeSchema, type AdminProduct } from "../../core/schemas/admin-products";
import { stockChangeSchema, type ProductStock } from "../../core/schemas/admin-stock";
import { parseOrThrow } from "../http/errors";
import { actorOf, requestContext } from "../http/staff-auth";
import type { Catalogue } from "../services/catalogue/catalogue";
import type { StockAdmin } from "../services/catalogue/stock";

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export function catalogueHandlers(catalogue: Catalogue, stock: StockAdmin) {
  let etags = new WeakMap<object, string>();
  return {
    /** GET /api/catalogue: every product on sale, as pages show them. Revalidated on each use. */
    async publicCatalogue(request: FastifyRequest, reply: FastifyReply) {
      const snapshot = await catalogue.snapshot();
      let etag = etags.get(snapshot);
      if (!etag) {
        etag = `"${createHash("sha1").update(snapshot.json).digest("base64url").slice(0, 22)}"`;
        etags = new WeakMap([[snapshot, etag]]);
      }
      reply.header("cache-control", "no-cache").header("etag", etag).header("content-type", "application/json; charset=utf-8");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(snapshot.json);
    },

    async list(): Promise<{ products: AdminProduct[] }> {
      return { products: await catalogue.list() };
    },

    async detail(request: FastifyRequest): Promise<AdminProduct> {
      const { id } = parseOrThrow(idParams, request.params);
      return catalogue.get(id);
    },

    async update(request: FastifyRequest): Promise<AdminProduct> {
      const { id } = parseOrThrow(idParams, request.params);
      const change = parseOrThrow(productChangeSchema, request.body);
      return catalogue.update(id, change, actorOf(request), requestContext(request));
    },

    /** POST /api/admin/products: a draft, with an id made from its name. */
    async create(request: FastifyRequest, reply: FastifyReply): Promise<AdminProduct> {
      const input = parseOrThrow(newProductSchema, request.body);
      const created = await catalogue.create(input, actorOf(request), requestContext(request));
      reply.status(201);
      return created;
    },

    async stock(request: FastifyRequest): Promise<ProductStock> {
      const { id } = parseOrThrow(idParams, request.params);
      return stock.view(id);
    },

    async changeStock(request: FastifyRequest): Promise<ProductStock> {
      const { id } = parseOrThrow(idParams, request.params);
      const change = parseOrThrow(stockChangeSchema, request.body);
      return stock.change(id, change, actorOf(request), requestContext(request));
    },
  };
}
