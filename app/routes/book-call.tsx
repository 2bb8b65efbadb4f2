import { BackToHome, PageHero } from "~/components/layout/page";
import { SpeakingRequestForm } from "~/features/speaking/speaking-request-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Book a Speaking Engagement",
    description: "Invite a Purpose Movement speaker to your church, conference or community event.",
    path: paths.bookCall,
  });

export default function BookCallPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Book a Speaking Engagement" />
      <SpeakingRequestForm />
    </>
  );
}
