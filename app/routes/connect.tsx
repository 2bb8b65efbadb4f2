import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Join Our Community",
    description: "Join the Purpose Movement community and receive our monthly newsletter.",
    path: paths.connect,
  });

export default function ConnectPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Join Our Community" />
    </>
  );
}
