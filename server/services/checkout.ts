// Taking a payment: price the request, store the order as pending, open the
// provider's checkout; and, for the success page, confirm what became of it.
import type { CartPaymentStatus, PurchaseStatus, WithheldPurchaseStatus } from "../../core/schemas/purchase-status";
import type { ParsedPaymentRequest } from "../../core/schemas/payment-request";
import { NotFoundError, UpstreamUnavailableError } from "../domain/errors";
import { ProviderUnavailableError } from "../payments/provider";
import { buyerHash, buyerKeys, type BuyerIdentity } from "./catalogue/buyers";
import { NETWORK_HOLD_ORDERS } from "./catalogue/stock";
import type { Catalogue } from "./catalogue/catalogue";
import { checkOrderLimit } from "./catalogue/order-limit";
import { draftOrder } from "./orders/pricing";
import { findOrderIdBySession, insertPendingOrder, loadOrder, markCheckoutFailed, recordCheckoutSession } from "./orders/store";
import { confirmPurchase, type PurchaseStatusDeps } from "./purchase-status";

export interface CheckoutDeps extends PurchaseStatusDeps {
  publicUrl: string;
  catalogue: Pick<Catalogue, "snapshot">;
}

export interface Checkout {
  /**
   * Opens the provider's hosted page for this order or gift; answers its URL and session id. An
   * order takes at most the owners' limit of each size and colour; `buyer` says who is paying
   * (their earlier unpaid holds are replaced).
   */
  start(request: ParsedPaymentRequest, buyer?: Omit<BuyerIdentity, "email">): Promise<{ url: string; sessionId: string }>;
  /** The success page's question: is it paid, and where is its email? (The details only to the browser that paid.) */
  confirm(sessionId: string, browser?: string): Promise<PurchaseStatus | WithheldPurchaseStatus>;
  /** A returning cart's question: paid, pending or cancelled (read from what we know; asks no provider). */
  cartStatus(sessionId: string): Promise<CartPaymentStatus>;
}

export function createCheckout(deps: CheckoutDeps): Checkout {
  const { db, provider, publicUrl, log } = deps;
  return {
    async start(request, buyer = {}) {
      const { lookup, orderLimit } = await deps.catalogue.snapshot();
      const draft = draftOrder(request, lookup);
      checkOrderLimit(draft.lines, orderLimit);
      const secret = deps.emails.orderLinkSecret;
      const { id: orderId, reference } = await insertPendingOrder(db, draft, provider, {
        ...buyerKeys({ ...buyer, email: draft.order.email }, secret),
        networkLimit: NETWORK_HOLD_ORDERS * orderLimit,
        ...(buyer.browser && { browser: buyerHash(secret, "browser", buyer.browser) }),
      });
      let session;
      try {
        session = await provider.createCheckoutSession({
          orderId,
          reference,
          ...draft.checkout,
          customerEmail: draft.order.email,
          successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          // The cancelled page's Try Again returns to the flow this payment came from (docs/deviations.md#13).
          cancelUrl: `${publicUrl}/payment-cancelled?for=${draft.checkout.purpose}`,
        });
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        log.error({ orderId, err: { message: error.message, cause: String((error.cause as Error)?.message ?? "") } }, "checkout session failed");
        await markCheckoutFailed(db, orderId);
        throw new UpstreamUnavailableError("We couldn't reach the payment provider. Nothing was charged: please try again in a moment.");
      }
      if (!session.recordedOnOrder) await recordCheckoutSession(db, orderId, session.id);
      log.info(
        { orderId, reference, type: draft.order.type, total: draft.order.total, frequency: draft.order.frequency, provider: provider.name },
        "checkout session created",
      );
      return { url: session.url, sessionId: session.id };
    },

    async confirm(sessionId, browser) {
      const status = await confirmPurchase(deps, sessionId, browser && buyerHash(deps.emails.orderLinkSecret, "browser", browser));
      if (!status) throw new NotFoundError("We couldn't find that payment", [{ field: "sessionId", message: "No payment has this session id" }]);
      return status;
    },

    async cartStatus(sessionId) {
      const orderId = await findOrderIdBySession(db, sessionId);
      const order = orderId ? await loadOrder(db, orderId) : undefined;
      // Only a shop order: a cart never holds a gift's session.
      if (!order || order.type !== "merchandise") {
        throw new NotFoundError("We couldn't find that payment", [{ field: "sessionId", message: "No order has this session id" }]);
      }
      const status = order.status === "pending" ? "pending" : order.status === "failed" || order.status === "cancelled" ? "cancelled" : "paid";
      return { status, reference: order.reference, confirmationPath: `/payment-success?session_id=${encodeURIComponent(sessionId)}` };
    },
  };
}
