import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { movementPage } from "@core/pages/templates/movement";
import { contentIcons } from "../shared/content-icons";
import { IconCard } from "../shared/icon-card";
import { ArrowLink } from "../shared/links";
import { hasText, RichText } from "../shared/rich-text";

export function MovementServices({ section }: { section: SectionValue<typeof movementPage.sections.services> }) {
  return (
    <Section tone="sand" aria-labelledby="movement-services-title">
      <SectionHeading id="movement-services-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.cards.map((card, i) => (
          <li key={i}>
            <IconCard icon={contentIcons[card.icon]} title={card.title} footer={<ArrowLink to={card.link.href}>{card.link.label}</ArrowLink>}>
              <RichText doc={card.text} />
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
