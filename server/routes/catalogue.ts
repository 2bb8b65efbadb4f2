// The catalogue over HTTP: the public JSON the browser's cart reads a saved cart against, and the
// back office's products (docs/admin-api.md, Products).
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { newProductSchema, productChangeSchema, type AdminProduct, type StockSummary } from "../../core/schemas/admin-products";
import { stockChangeSchema, type ProductStock } from "../../core/schemas/admin-stock";
import { parseOrThrow } from "../http/errors";
import { actorOf, requestContext } from "../http/staff-auth";
import type { Catalogue, CatalogueSnapshot } from "../services/catalogue/catalogue";
import type { ProductCsv } from "../services/catalogue/csv";
import type { ProductSave } from "../services/catalogue/product-save";
import type { StockAdmin } from "../services/catalogue/stock";
import { makeStaticFileOffThread, sendStaticFile, type StaticFile } from "../static-site";

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

const MAX_CSV_CHARS = 800_000; // about 5,000 rows: the whole shop many times over
const csvText = z.string({ error: "Choose a CSV file" }).check(z.minLength(1, "The file is empty"), z.maxLength(MAX_CSV_CHARS, "The file is too large: import at most 5,000 rows at a time"));
const importPreviewSchema = z.object({ csv: csvText });
const importApplySchema = z.object({ csv: csvText, token: z.string({ error: "Preview the file first" }).check(z.minLength(10, "Preview the file first"), z.maxLength(100)) });

export function catalogueHandlers(catalogue: Catalogue, stock: StockAdmin, csv: ProductCsv, productSave: ProductSave) {
  // The JSON as a file, made once per snapshot (off the event loop, and shared by the requests
  // that wait for it): compressed, with its ETag, like the pages.
  let served: { snapshot: CatalogueSnapshot; file: Promise<StaticFile> } | undefined;
  return {
    /** GET /api/catalogue: every product on sale, as pages show them. Revalidated on each use. */
    async publicCatalogue(request: FastifyRequest, reply: FastifyReply) {
      const snapshot = await catalogue.snapshot();
      if (served?.snapshot !== snapshot) {
        const making = { snapshot, file: makeStaticFileOffThread(Buffer.from(snapshot.json), ".json", "no-cache") };
        served = making;
        // A failure is not kept: the next request makes the file again.
        making.file.catch(() => {
          if (served === making) served = undefined;
        });
      }
      return sendStaticFile(request, reply, await served.file);
    },

    async list(): Promise<{ products: AdminProduct[]; stock: Record<string, StockSummary> }> {
      return catalogue.list();
    },

    async detail(request: FastifyRequest): Promise<AdminProduct> {
      const { id } = parseOrThrow(idParams, request.params);
      return catalogue.get(id);
    },

    /** PATCH /api/admin/products/:id: the product's fields, and the stock typed beside them, in one go. */
    async update(request: FastifyRequest): Promise<AdminProduct> {
      const { id } = parseOrThrow(idParams, request.params);
      const change = parseOrThrow(productChangeSchema, request.body);
      return productSave.save(id, change, actorOf(request), requestContext(request));
    },

    /** POST /api/admin/products: a draft, with an id made from its name. */
    async create(request: FastifyRequest, reply: FastifyReply): Promise<AdminProduct> {
      const input = parseOrThrow(newProductSchema, request.body);
      const created = await catalogue.create(input, actorOf(request), requestContext(request));
      reply.status(201);
      return created;
    },

    /** GET /api/admin/products.csv: every product and variant with its stock. */
    async exportCsv(_request: FastifyRequest, reply: FastifyReply) {
      const body = await csv.exportRows();
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(body);
    },

    /** POST /api/admin/products/import/preview: what the file would change, and what it can't. */
    async importPreview(request: FastifyRequest) {
      const { csv: text } = parseOrThrow(importPreviewSchema, request.body);
      return csv.preview(text);
    },

    /** POST /api/admin/products/import/apply: the previewed changes, in one transaction. */
    async importApply(request: FastifyRequest) {
      const { csv: text, token } = parseOrThrow(importApplySchema, request.body);
      return csv.apply(text, token, actorOf(request), requestContext(request));
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
