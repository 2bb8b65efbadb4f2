import { Check } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { ministryPage } from "@core/pages/templates/ministry";
import { contentIcons } from "../shared/content-icons";
import { IconCard } from "../shared/icon-card";
import { hasText, RichText } from "../shared/rich-text";

export function MinistryCards({ section }: { section: SectionValue<typeof ministryPage.sections.ministries> }) {
  return (
    <Section aria-labelledby="ministries-title">
      <SectionHeading id="ministries-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card, i) => {
          const points = [card.point1, card.point2, card.point3].filter(Boolean);
          return (
            <li key={i}>
              <IconCard
                icon={contentIcons[card.icon]}
                title={card.title}
                accent={i % 3 === 1 ? "gold" : "green"}
                footer={
                  points.length > 0 && (
                    <ul className="space-y-2 border-t border-line pt-4 text-[0.95rem] text-ink">
                      {points.map((point, j) => (
                        <li key={j} className="flex gap-2.5">
                          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-evergreen-600" />
                          {point}
                        </li>
                      ))}
                    </ul>
                  )
                }
              >
                <RichText doc={card.text} />
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
