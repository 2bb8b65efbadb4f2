// docs/product-rules.md#cart cart transitions as a pure reducer, so they are tested without React.
import { cartLineKey, type CartItem } from "@core/cart-line";
import { orderLimitOf } from "@core/order-limit";
import { MAX_CART_DONATION } from "@core/order-totals";
import type { Pence } from "@core/money";

export interface CartState {
  items: CartItem[];
  donation: Pence;
}

export type CartAction =
  | { type: "add"; item: CartItem; quantity: number }
  | { type: "remove"; key: string }
  /** Undo of a removal: the line as it was, where it was. */
  | { type: "restore"; item: CartItem; index: number }
  | { type: "set-quantity"; key: string; quantity: number }
  | { type: "clear" }
  | { type: "set-donation"; amount: Pence }
  | { type: "replace"; state: CartState }
  /** The saved cart arrived: it comes first, then anything added before it loaded. */
  | { type: "merge-stored"; state: CartState };

export const emptyCart: CartState = { items: [], donation: 0 };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      // docs/product-rules.md#cart: adding an item already in the cart raises its quantity by one per unit added.
      const key = cartLineKey(action.item);
      const existing = state.items.find((i) => cartLineKey(i) === key);
      if (existing) {
        // One order takes at most the owners' limit of one size and colour.
        const quantity = Math.min(orderLimitOf(action.item), existing.quantity + action.quantity);
        return { ...state, items: state.items.map((i) => (i === existing ? { ...i, quantity } : i)) };
      }
      const quantity = Math.min(orderLimitOf(action.item), Math.max(1, action.quantity));
      return { ...state, items: [...state.items, { ...action.item, quantity }] };
    }
    case "remove":
      return { ...state, items: state.items.filter((i) => cartLineKey(i) !== action.key) };
    case "restore": {
      // Already back (added again meanwhile, or a second Undo): putting it back again would double it.
      if (state.items.some((i) => cartLineKey(i) === cartLineKey(action.item))) return state;
      const items = [...state.items];
      items.splice(action.index, 0, action.item); // past the end: at the end
      return { ...state, items };
    }
    case "set-quantity": {
      // docs/product-rules.md#cart: zero or less removes the line; otherwise the quantity is replaced.
      if (action.quantity <= 0) return cartReducer(state, { type: "remove", key: action.key });
      return {
        ...state,
        items: state.items.map((i) => (cartLineKey(i) === action.key ? { ...i, quantity: Math.min(orderLimitOf(i), Math.floor(action.quantity)) } : i)),
      };
    }
    case "clear":
      // docs/product-rules.md#cart: clearing empties the items and resets the donation.
      return emptyCart;
    case "set-donation": {
      const amount = Number.isFinite(action.amount) ? Math.round(action.amount) : 0;
      return { ...state, donation: Math.min(MAX_CART_DONATION, Math.max(0, amount)) };
    }
    case "replace":
      return action.state;
    case "merge-stored":
      return state.items.reduce<CartState>(
        (merged, item) => cartReducer(merged, { type: "add", item, quantity: item.quantity }),
        { items: action.state.items, donation: state.donation || action.state.donation },
      );
  }
}
