import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { movementPage } from "@core/pages/templates/movement";
import { contentIcons } from "../shared/content-icons";
import { IconCard } from "../shared/icon-card";
import { hasText, RichText } from "../shared/rich-text";

export function MovementValues({ section }: { section: SectionValue<typeof movementPage.sections.values> }) {
  return (
    <Section aria-labelledby="movement-values-title">
      <SectionHeading id="movement-values-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.cards.map((card, i) => (
          <li key={i}>
            <IconCard icon={contentIcons[card.icon]} title={card.title} accent={i % 2 ? "gold" : "green"}>
              <RichText doc={card.text} />
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
