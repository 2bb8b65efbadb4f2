// The catalogue over HTTP: the public JSON the browser's cart reads a saved cart against, and the
// back office's products (docs/admin-api.md, Products).
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { productChangeSchema, type AdminProduct } from "../../core/schemas/admin-products";
import { stockChangeSchema, type ProductStock } from "../../core/schemas/admin-stock";
import { parseOrThrow } from "../http/errors";
import { actorOf, requestContext } from "../http/staff-auth";
import type { Catalogue, CatalogueSnapshot } from "../services/catalogue/catalogue";
import type { StockAdmin } from "../services/catalogue/stock";
import { makeStaticFile, sendStaticFile, type StaticFile } from "../static-site";

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export function catalogueHandlers(catalogue: Catalogue, stock: StockAdmin) {
  // The JSON as a file, made once per snapshot: compressed, with its ETag, like the pages.
  let served: { snapshot: CatalogueSnapshot; file: StaticFile } | undefined;
  return {
    /** GET /api/catalogue: every product on sale, as pages show them. Revalidated on each use. */
    async publicCatalogue(request: FastifyRequest, reply: FastifyReply) {
      const snapshot = await catalogue.snapshot();
      if (served?.snapshot !== snapshot) served = { snapshot, file: makeStaticFile(Buffer.from(snapshot.json), ".json", "no-cache") };
      return sendStaticFile(request, reply, served.file);
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
