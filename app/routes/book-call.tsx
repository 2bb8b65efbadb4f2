import { BackToHome, PageHero } from "~/components/layout/page";
import { EventDetails } from "~/features/content/book-call/event-details";
import { SpeakingOverview } from "~/features/content/book-call/speaking-overview";
import { SpeakingRequestForm } from "~/features/speaking/speaking-request-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Book a Speaking Engagement",
    description:
      "Invite a Purpose Movement speaker to your church, conference, school or community event: topics, contact details and what to include in your request.",
    path: paths.bookCall,
  });

export default function BookCallPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Speaking" title="Book a Speaking Engagement">
        <p>
          Invite Purpose Movement to speak at your church service, conference, retreat, school or community event, in
          the UK, in Jamaica or online.
        </p>
      </PageHero>
      <SpeakingOverview />
      <EventDetails />
      <SpeakingRequestForm />
    </>
  );
}
