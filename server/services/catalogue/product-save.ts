// The product page's one Save (admin/pages/products/edit.tsx): the product's own fields and the
// stock typed beside them, in one transaction. The product goes first, so a size or colour this
// save adds already has its variant (0 on the shelf) when the stock changes name it; the stock
// goes through the stock service's row-locked changes, and a refusal anywhere changes nothing;
// the save is one audit entry listing the product's changes and the stock's (docs/admin-api.md, Products and Stock).
import type { AdminProduct, ProductChange } from "../../../core/schemas/admin-products";
import type { Transaction } from "../../db/client";
import type { Actor, RequestContext } from "../../domain/actor";
import type { Catalogue } from "./catalogue";
import type { StockAdmin } from "./stock";

export interface ProductSave {
  save(id: string, change: ProductChange, actor: Actor, context: RequestContext): Promise<AdminProduct>;
}

export function createProductSave({ catalogue, stock }: { catalogue: Catalogue; stock: StockAdmin }): ProductSave {
  return {
    save(id, { stock: stockChanges, ...change }, actor, context) {
      const withStock = stockChanges?.length ? (tx: Transaction) => stock.changeWithin(tx, id, stockChanges, actor, context) : undefined;
      return catalogue.update(id, change, actor, context, withStock);
    },
  };
}
