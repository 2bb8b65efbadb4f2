// docs/product-rules.md#pages add-to-cart dialog: size, colour, quantity (never below 1),
// print-preference notes (≤200 characters, only for hats and tees), gift wrap
// (+£2.99 once per line, in the total shown) and a wishlist toast.
import { Gift, Heart } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { prepareToasts, toast } from "~/lib/toast";
import {
  defaultColor,
  defaultSize,
  effectiveUnitPrice,
  GIFT_WRAP_PRICE,
  isColor,
  isSize,
  isSoldOut,
  NOTES_MAX_LENGTH,
  offersPrintNotes,
  productColors,
  productImageFor,
  productSizes,
  type Color,
  type Product,
  type Size,
} from "@core/product";
import { cartItemFromProduct, cartLineKey } from "@core/cart-line";
import { formatPence } from "@core/money";
import { orderLimitOf } from "@core/order-limit";
import { lineTotal } from "@core/pricing";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { OptionChip, OptionChips } from "~/components/ui/option-chips";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { useCart } from "~/stores/cart";
import { colorSwatches } from "./product-labels";
import { ProductPrice } from "./product-price";

/** Where the dialog starts: the usual size and colour (or the product's first), or the first still in stock. */
function firstInStock(product: Product): [Size, Color] {
  const sizes = productSizes(product);
  const colors = productColors(product);
  const size = sizes.includes(defaultSize) ? defaultSize : (sizes[0] ?? defaultSize);
  const color = colors.includes(defaultColor) ? defaultColor : (colors[0] ?? defaultColor);
  if (!isSoldOut(product, size, color)) return [size, color];
  for (const s of sizes) for (const c of colors) if (!isSoldOut(product, s, c)) return [s, c];
  return [size, color];
}

function SoldOutNote() {
  return (
    <span className="text-xs font-normal text-muted">
      <span className="sr-only">, </span>Sold out
    </span>
  );
}

/**
 * The dialog with its own Radix root, so the grid's cards need no dialog code
 * until one is opened. Focus goes back to the card's button when it closes.
 */
export function AddToCartDialogRoot({
  product,
  onClose,
  returnFocusTo,
}: {
  product: Product;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <AddToCartDialog product={product} onDone={onClose} returnFocusTo={returnFocusTo} />
    </Dialog>
  );
}

export function AddToCartDialog({
  product,
  onDone,
  returnFocusTo,
}: {
  product: Product;
  onDone: () => void;
  returnFocusTo?: React.RefObject<HTMLButtonElement | null>;
}) {
  const { items, addItem, setDrawerOpen } = useCart();
  const id = useId();
  const [size, setSize] = useState<Size>(() => firstInStock(product)[0]);
  const [color, setColor] = useState<Color>(() => firstInStock(product)[1]);
  const [quantity, setQuantity] = useState(1);
  const [quantityTyped, setQuantityTyped] = useState(true);
  const [notes, setNotes] = useState("");
  const [giftWrap, setGiftWrap] = useState(false);
  const [wishlist, setWishlist] = useState(false);

  // The product's own sizes and colours, as staff set them (none: one form).
  const sizes = productSizes(product);
  const colors = productColors(product);
  const variants = sizes.length > 0 && colors.length > 0;
  // Sold out can't be added: the payment would be refused.
  const soldOut = isSoldOut(product, variants ? size : undefined, variants ? color : undefined);
  const takesNotes = offersPrintNotes(product);
  const unitPrice = effectiveUnitPrice(product);
  const total = lineTotal(unitPrice, quantity, giftWrap);
  const notesAtLimit = notes.length >= NOTES_MAX_LENGTH;
  // One order takes at most this many of one size and colour (the payment refuses more).
  const limit = orderLimitOf(product);

  // 'Added to cart' is this dialog's only answer: the toaster loads while the shopper chooses.
  useEffect(prepareToasts, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (soldOut) return;
    // The quantity field says its rule; adding the last good quantity instead would surprise.
    if (!quantityTyped) {
      document.getElementById(`${id}-quantity`)?.focus();
      // The stepper's message (its id is the field's plus "-error") sits below the field: on a phone, below the fold.
      document.getElementById(`${id}-quantity-error`)?.scrollIntoView({ block: "nearest" });
      return;
    }
    const options = {
      ...(variants ? { size, color } : {}),
      ...(takesNotes && notes.trim() ? { customerNotes: notes } : {}),
      giftWrap,
    };
    const key = cartLineKey(cartItemFromProduct(product, options));
    const already = items.find((item) => cartLineKey(item) === key)?.quantity ?? 0;
    addItem(product, options, quantity);
    const chosen = [variants ? size : null, variants ? color : null, giftWrap ? "gift wrapped" : null].filter(Boolean);
    const what = `${product.name}${chosen.length ? ` (${chosen.join(", ")})` : ""}`;
    toast.success("Added to cart", {
      description:
        already + quantity > limit
          ? `${limit} × ${what}: one order can take at most ${limit} of each size and colour.`
          : `${quantity} × ${what}`,
      action: { label: "View cart", onClick: () => setDrawerOpen(true) },
      // The cart's news stays true on the next page, where 'View cart' still opens it.
      acrossPages: true,
    });
    // docs/product-rules.md#pages: the wishlist is only a toast; nothing is saved.
    if (wishlist) toast("Added to your wishlist", { description: product.name, icon: <Heart className="size-4 fill-danger text-danger" aria-hidden="true" />, acrossPages: true });
    onDone();
  }

  return (
    <DialogContent
      className="sm:max-w-2xl"
      closeLabel="Close"
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-start gap-4 border-b border-line px-5 pt-5 pb-4 pr-16 sm:px-6">
          {/* The chosen colour's photo when an owner tied one to it, else the product's own picture. */}
          <img
            src={productImageFor(product, variants ? color : undefined)}
            alt=""
            width={400}
            height={400}
            className="size-20 shrink-0 rounded-xl bg-sand object-cover sm:size-24"
          />
          <div className="min-w-0">
            <DialogTitle className="text-xl sm:text-2xl">{product.name}</DialogTitle>
            <DialogDescription asChild>
              <div>
                <ProductPrice product={product} className="mt-1" />
                <p className="sr-only">Choose your options, then add to cart.</p>
              </div>
            </DialogDescription>
          </div>
        </div>

        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {variants && (
            <>
              <fieldset>
                <legend id={`${id}-size`} className="mb-2 text-sm font-semibold text-ink">
                  Size <span className="font-normal text-muted">· {size}</span>
                </legend>
                <OptionChips
                  aria-labelledby={`${id}-size`}
                  value={size}
                  onValueChange={(value) => isSize(value) && setSize(value)}
                >
                  {sizes.map((s) => (
                    <OptionChip key={s} value={s} className="min-w-12 flex-col gap-0">
                      {s}
                      {colors.every((c) => isSoldOut(product, s, c)) && <SoldOutNote />}
                    </OptionChip>
                  ))}
                </OptionChips>
              </fieldset>

              <fieldset>
                <legend id={`${id}-color`} className="mb-2 text-sm font-semibold text-ink">
                  Colour <span className="font-normal text-muted">· {color}</span>
                </legend>
                <OptionChips
                  aria-labelledby={`${id}-color`}
                  value={color}
                  onValueChange={(value) => isColor(value) && setColor(value)}
                  className="grid grid-cols-2 min-[420px]:grid-cols-4"
                >
                  {colors.map((c) => (
                    <OptionChip key={c} value={c} className="justify-start">
                      <span
                        aria-hidden="true"
                        className="size-5 shrink-0 rounded-full border border-ink/20"
                        style={{ backgroundColor: colorSwatches[c] }}
                      />
                      {c}
                      {isSoldOut(product, size, c) && <SoldOutNote />}
                    </OptionChip>
                  ))}
                </OptionChips>
              </fieldset>
            </>
          )}

          <QuantityStepper
            inputLabel="Quantity"
            inputId={`${id}-quantity`}
            value={quantity}
            onChange={setQuantity}
            onValidityChange={setQuantityTyped}
            min={1}
            max={limit}
          />

          {takesNotes && (
            <div>
              <label htmlFor={`${id}-notes`} className="block text-sm font-semibold text-ink">
                Print preference <span className="font-normal text-muted">(optional)</span>
              </label>
              <p id={`${id}-notes-hint`} className="mt-1 text-sm text-muted">
                Anything we should know about the print, such as placement or a name to add.
              </p>
              <textarea
                id={`${id}-notes`}
                value={notes}
                maxLength={NOTES_MAX_LENGTH}
                rows={3}
                onChange={(event) => setNotes(event.target.value.slice(0, NOTES_MAX_LENGTH))}
                aria-describedby={`${id}-notes-hint ${id}-notes-count`}
                className="mt-2 block w-full resize-y rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-evergreen-600"
              />
              <p
                id={`${id}-notes-count`}
                className={`mt-1 text-right text-sm tabular-nums ${notesAtLimit ? "font-semibold text-gold-700" : "text-muted"}`}
              >
                {notes.length}/{NOTES_MAX_LENGTH} characters
              </p>
              <p className="sr-only" aria-live="polite">
                {notesAtLimit ? `You have reached the ${NOTES_MAX_LENGTH}-character limit.` : ""}
              </p>
            </div>
          )}

          <div className="space-y-3">
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3.5 has-checked:border-evergreen-600 has-checked:bg-evergreen-50">
              <input
                type="checkbox"
                checked={giftWrap}
                onChange={(event) => setGiftWrap(event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-evergreen-700"
              />
              <span className="flex-1">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Gift className="size-4 text-evergreen-700" aria-hidden="true" />
                  Gift wrap <span className="font-normal text-muted">+{formatPence(GIFT_WRAP_PRICE)}</span>
                </span>
                <span className="mt-0.5 block text-sm text-muted">One charge for this line, whatever the quantity.</span>
              </span>
            </label>
            <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-3.5 has-checked:border-evergreen-600 has-checked:bg-evergreen-50">
              <input
                type="checkbox"
                checked={wishlist}
                onChange={(event) => setWishlist(event.target.checked)}
                className="size-5 shrink-0 accent-evergreen-700"
              />
              <span className="flex items-center gap-2 font-semibold text-ink">
                <Heart className="size-4 text-evergreen-700" aria-hidden="true" />
                Add to wishlist
              </span>
            </label>
          </div>
        </div>

        <div className="flex items-center justify-between gap-4 border-t border-line bg-white px-5 py-4 sm:px-6">
          <div aria-live="polite" aria-atomic="true">
            <p className="text-sm text-muted">Total</p>
            <p className="text-xl font-semibold text-ink tabular-nums" data-testid="dialog-total">
              {formatPence(total)}
            </p>
          </div>
          <Button type="submit" size="md" className="px-8" disabled={soldOut}>
            {soldOut ? "Sold out" : "Add to Cart"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
