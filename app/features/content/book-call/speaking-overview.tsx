import { Section } from "~/components/layout/page";
import type { PageContent } from "@core/pages/template";
import type { bookCallPage } from "@core/pages/templates/book-call";
import { SpeakingContact } from "./speaking-contact";
import { SpeakingTopics } from "./speaking-topics";

/** Topics beside the contact card; on a phone the card comes first, so the email is easy to find. */
export function SpeakingOverview({ sections }: { sections: PageContent<typeof bookCallPage>["sections"] }) {
  return (
    <Section>
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="order-2 lg:order-1">
          <SpeakingTopics section={sections.topics} />
        </div>
        <div className="order-1 lg:sticky lg:top-24 lg:order-2">
          <SpeakingContact section={sections.contact} />
        </div>
      </div>
    </Section>
  );
}
