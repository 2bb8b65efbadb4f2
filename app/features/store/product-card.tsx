import { ShoppingBag } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { cardPhotoSizes, isOnSale, isSoldOut, photoSrcSet, photoUrl, type Product } from "@core/product";
import { Button } from "~/components/ui/button";
import { onIntent } from "~/lib/on-intent";
import { categoryLabels } from "./product-labels";
import { ProductPrice, SaleBadge } from "./product-price";

// The dialog (and its radio groups) loads on its own, when the shopper reaches for a button, so the
// grid's first load stays small. A click that comes before it has arrived opens it when it does.
const loadDialog = () => import("./add-to-cart-dialog");
const AddToCartDialog = lazy(() => loadDialog().then((m) => ({ default: m.AddToCartDialogRoot })));
const dialogIntent = onIntent(() => void loadDialog());

/**
 * The card's picture: the first of staff's photographs, as AVIF or else WebP at the width the
 * layout draws it (`cardPhotoSizes`), square like the renditions so nothing moves as it loads;
 * or, for a product without photos, its illustration.
 */
function ProductImage({ product, eager, className }: { product: Product; eager: boolean; className: string }) {
  const photo = product.photos?.[0];
  const loading = eager ? "eager" : "lazy";
  if (!photo) return <img src={product.image} alt={product.imageAlt} width={400} height={400} loading={loading} decoding="async" className={className} />;
  const largest = photo.widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={cardPhotoSizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={cardPhotoSizes} />
      <img src={photoUrl(photo.hash, photo.widths[0]!, "webp")} alt={photo.alt} width={largest} height={largest} loading={loading} decoding="async" className={className} />
    </picture>
  );
}

/**
 * One product: image, name, price (with a sale badge only when on sale),
 * description, and Add to Cart, which opens the options dialog. On a phone the
 * card lies on its side so a long catalogue stays easy to scroll.
 */
export function ProductCard({ product, eagerImage = false, headingLevel = 3 }: { product: Product; eagerImage?: boolean; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  // Under the page's h1 directly (/devotionals) a card's name is an h2; under a section's h2 (/store), an h3.
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const button = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const onSale = isOnSale(product);
  const soldOut = isSoldOut(product);
  return (
    <article
      aria-labelledby={headingId}
      // A card off screen is laid out and painted only when it comes near the viewport: /store's
      // 32 cards' style and layout were most of its main-thread time on a phone (issue 31). The
      // size held meanwhile is a card's (a row on a phone, a column from sm up); `auto` keeps the
      // size it last had.
      className="group relative flex gap-4 rounded-card border border-line bg-white p-3 shadow-card transition-shadow [contain-intrinsic-size:auto_10rem] [content-visibility:auto] hover:shadow-lg sm:flex-col sm:gap-0 sm:p-0 sm:[contain-intrinsic-size:auto_32rem]"
    >
      <div className="relative w-28 shrink-0 self-start overflow-hidden rounded-xl bg-sand sm:w-full sm:rounded-none sm:rounded-t-card">
        <ProductImage product={product} eager={eagerImage} className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        {onSale && !soldOut && <SaleBadge className="absolute top-2 left-2 sm:top-3 sm:left-3" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <p className="text-xs font-semibold tracking-[0.12em] text-gold-700 uppercase">{categoryLabels[product.category]}</p>
        <Heading id={headingId} className="mt-1 text-lg leading-snug font-semibold text-evergreen-900 sm:text-xl">
          {product.name}
        </Heading>
        <ProductPrice product={product} className="mt-1 text-lg" />
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted sm:flex-1">{product.description}</p>
        {soldOut ? (
          <Button size="sm" variant="outline" className="mt-4 self-start sm:w-full sm:self-stretch" disabled aria-label={`Sold out: ${product.name}`}>
            Sold out
          </Button>
        ) : (
        <Button
          ref={button}
          size="sm"
          className="mt-4 self-start sm:w-full sm:self-stretch"
          {...dialogIntent}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`Add to Cart: ${product.name}`}
        >
          <ShoppingBag aria-hidden="true" />
          Add to Cart
        </Button>
        )}
        {open && (
          <Suspense fallback={null}>
            <AddToCartDialog product={product} onClose={() => setOpen(false)} returnFocusTo={button} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0, headingLevel }: { products: readonly Product[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" role="list">
      {products.map((product, index) => (
        <li key={product.id} className="flex *:flex-1">
          <ProductCard product={product} eagerImage={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
