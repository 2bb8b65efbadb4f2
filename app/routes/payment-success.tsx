import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Thank You",
    description: "Your payment was successful.",
    path: paths.paymentSuccess,
  });

export default function PaymentSuccessPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Thank You" />
    </>
  );
}
