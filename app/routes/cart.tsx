import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Your Cart",
    description: "Review the items in your cart before checkout.",
    path: paths.cart,
  });

export default function CartPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Your Cart" />
    </>
  );
}
