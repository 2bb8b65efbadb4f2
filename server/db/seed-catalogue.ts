// A fresh database starts with today's 32 products (core/catalogue-seed.ts), once: a settings row
// records that the seed ran, so a database that was ever seeded is never seeded again, whatever
// staff have since archived (docs/decisions/0018-live-pages-from-the-database.md). Runs right after
// the migrations, under their lock on PostgreSQL, so two servers starting at once seed once.
import { seedProducts } from "../../core/catalogue-seed";
import { defaultOptions } from "../../core/product";
import type { Database } from "./client";
import { products, settings } from "./schema/index";

export const CATALOGUE_SEEDED_KEY = "catalogue.seeded";

export async function seedCatalogueOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(settings)
      .values({ key: CATALOGUE_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!claimed) return false;
    await tx
      .insert(products)
      .values(
        seedProducts.map((p, position) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          category: p.category,
          price: p.price,
          salePrice: p.salePrice ?? null,
          image: p.image,
          imageAlt: p.imageAlt,
          emoji: p.emoji ?? null,
          featured: p.featured ?? false,
          // What each offered before staff could choose (the same rule migration 0020 applied).
          ...defaultOptions(p.category, p.name),
          status: "active",
          position,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}
