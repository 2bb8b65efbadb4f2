import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { menWomenDestinyPage } from "@core/pages/templates/men-women-destiny";
import { hasText, RichText } from "../shared/rich-text";

export function WhoWeAre({ section }: { section: SectionValue<typeof menWomenDestinyPage.sections.who> }) {
  return (
    <Section tone="white" aria-labelledby="who-we-are-title">
      <div className="grid gap-6 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12">
        <SectionHeading id="who-we-are-title" eyebrow={section.eyebrow || undefined} title={section.heading} align="left">
          {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
        </SectionHeading>
        <div className="space-y-4 text-lg leading-relaxed text-muted">
          <RichText doc={section.body} />
        </div>
      </div>
    </Section>
  );
}
