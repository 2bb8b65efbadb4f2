import { BadgeCheck } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { missionPage } from "@core/pages/templates/mission";
import { hasText, RichText } from "../shared/rich-text";

export function MissionCommitments({ section }: { section: SectionValue<typeof missionPage.sections.commitments> }) {
  return (
    <Section aria-labelledby="commitments-title">
      <SectionHeading id="commitments-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ol className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {section.items.map((item, i) => (
          <li key={i} className="flex gap-4">
            <BadgeCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-evergreen-600" strokeWidth={1.75} />
            <div>
              <h3 className="text-xl font-semibold text-evergreen-900">{item.title}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
