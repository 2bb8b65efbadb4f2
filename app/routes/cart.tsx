import { CartPage } from "~/features/cart/cart-page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Your Cart",
    description: "Review the items in your cart, add an optional donation and check out securely.",
    path: paths.cart,
  });

export default function CartRoute() {
  return <CartPage />;
}
