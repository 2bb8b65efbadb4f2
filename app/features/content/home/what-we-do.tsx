import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { contentIcons } from "../shared/content-icons";
import { IconCard } from "../shared/icon-card";
import { ArrowLink } from "../shared/links";
import { hasText, RichText } from "../shared/rich-text";

/** The hero's 'Begin Your Journey' link scrolls here. */
export const WHAT_WE_DO_ID = "what-we-do";

export function WhatWeDo({ section }: { section: SectionValue<typeof homePage.sections.work> }) {
  return (
    <Section id={WHAT_WE_DO_ID} aria-labelledby="what-we-do-title">
      <SectionHeading id="what-we-do-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card, i) => (
          <li key={i}>
            <IconCard icon={contentIcons[card.icon]} title={card.title}>
              <RichText doc={card.text} />
            </IconCard>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <ArrowLink to={section.link.href}>{section.link.label}</ArrowLink>
      </p>
    </Section>
  );
}
