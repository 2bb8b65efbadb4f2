// What a paid order or gift says in its emails: the stored order in the shape the
// templates read (server/email/order-emails.tsx composes and renders them).
import { nextMonthlyPayment } from "../../../core/dates";
import { giftAidValue } from "../../../core/gift-aid";
import { getShippingOption, type ShippingOptionId } from "../../../core/pricing";
import { deliveryWindow } from "../../../core/shipping";
import { photoForColor, photoUrl, type ProductPhoto } from "../../../core/product-photos";
import type { Database, Transaction } from "../../db/client";
import type { EmailOrder } from "../../email/email-order";
import { photosOfProducts } from "../catalogue/product-images";
import { manageLinkUrl } from "../account/access";
import { orderPageUrl } from "./order-link";
import { orderTotals, type OrderView } from "./store";

/** Where an order's emails link to its own page; absent for gifts. */
export interface OrderLinks {
  publicUrl: string;
  secret: string;
}

export const linksOf = (config: { publicUrl: string; orderLinkSecret: string }): OrderLinks => ({
  publicUrl: config.publicUrl,
  secret: config.orderLinkSecret,
});

/** Photos by product id: each line shows its colour's photo, else the product's first. */
export type LinePhotos = ReadonlyMap<string, readonly ProductPhoto[]>;

/** The order's emails as they are queued: with each line's photo, as the products have them now. */
export async function emailOrderOf(db: Database | Transaction, order: OrderView, paidAt: Date | undefined, links: OrderLinks): Promise<EmailOrder> {
  const photos = await photosOfProducts(db, order.lines.map((line) => line.productId));
  return toEmailOrder(order, paidAt, links, photos);
}

/**
 * The line's picture for an email, as an absolute URL: its colour's photo, else the product's
 * first. A product with only its drawn illustration has none here: many mail programs don't show
 * SVG, and the line's name and options say what it is.
 */
function lineImage(productId: string, color: string | null, photos: LinePhotos | undefined, publicUrl: string | undefined): string | undefined {
  const photo = photoForColor(photos?.get(productId), color ?? undefined);
  return photo && publicUrl !== undefined ? `${publicUrl}${photoUrl(photo.hash, photo.widths[0]!, "webp")}` : undefined;
}

export function toEmailOrder(order: OrderView, paidAt = order.paidAt ?? new Date(), links?: OrderLinks, photos?: LinePhotos): EmailOrder {
  const shipping = order.shippingOption ? getShippingOption(order.shippingOption as ShippingOptionId) : undefined;
  return {
    reference: order.reference,
    type: order.type,
    test: order.test,
    paidAt,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      ...(order.phone && { phone: order.phone }),
    },
    ...(order.address &&
      order.city &&
      order.postalCode &&
      order.country && {
        shippingAddress: { address: order.address, city: order.city, postalCode: order.postalCode, country: order.country },
      }),
    ...(shipping && {
      shipping: { name: shipping.name, time: shipping.time, price: order.shippingTotal },
      deliveryEstimate: deliveryWindow(shipping, paidAt),
    }),
    lines: order.lines.map((line) => {
      const image = lineImage(line.productId, line.color, photos, links?.publicUrl);
      return {
        name: line.name,
        ...(image && { image }),
        quantity: line.quantity,
        ...(line.size && { size: line.size }),
        ...(line.color && { color: line.color }),
        giftWrap: line.giftWrap,
        giftWrapPrice: line.giftWrapPrice,
        ...(line.notes && { notes: line.notes }),
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
      };
    }),
    totals: orderTotals(order),
    ...(order.frequency && { frequency: order.frequency }),
    ...(order.frequency === "monthly" && { nextPaymentAt: nextMonthlyPayment(paidAt) }),
    ...(order.message && { message: order.message }),
    ...(order.giftAidText &&
      order.giftAidDeclaredAt && {
        giftAid: {
          name: order.giftAidName ?? `${order.firstName} ${order.lastName}`,
          address: order.giftAidAddress ?? "",
          postcode: order.giftAidPostcode ?? "",
          text: order.giftAidText,
          declaredAt: order.giftAidDeclaredAt,
          value: giftAidValue(order.total),
        },
      }),
    ...(links && order.type === "merchandise" && { orderPageUrl: orderPageUrl(links.publicUrl, links.secret, order.reference) }),
    // Every monthly receipt lets the donor manage or cancel the gift in one click.
    ...(links && order.frequency === "monthly" && { manageUrl: manageLinkUrl(links.publicUrl, links.secret, order.id) }),
  };
}
