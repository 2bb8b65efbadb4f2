import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Checkout",
    description: "Secure checkout for your Purpose Movement order.",
    path: paths.checkout,
  });

export default function CheckoutPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Checkout" />
    </>
  );
}
