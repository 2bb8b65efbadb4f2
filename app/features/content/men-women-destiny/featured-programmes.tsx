import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardTitle } from "~/components/ui/card";
import type { SectionValue } from "@core/pages/template";
import type { menWomenDestinyPage } from "@core/pages/templates/men-women-destiny";
import { contentIcons } from "../shared/content-icons";
import { hasText, RichText } from "../shared/rich-text";

export function FeaturedProgrammes({ section }: { section: SectionValue<typeof menWomenDestinyPage.sections.programmes> }) {
  return (
    <Section aria-labelledby="programmes-title">
      <SectionHeading id="programmes-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {section.cards.map((card, i) => {
          const Icon = contentIcons[card.icon];
          const includes = [card.include1, card.include2, card.include3].filter(Boolean);
          return (
            <li key={i}>
              <Card className="flex h-full flex-col overflow-hidden p-0">
                <div className="relative bg-evergreen-800 px-6 py-7 text-white">
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 [background:radial-gradient(16rem_10rem_at_100%_0%,rgb(224_168_30/0.35),transparent_70%)]"
                  />
                  <span aria-hidden="true" className="relative grid size-12 place-items-center rounded-full bg-gold-400 text-evergreen-900">
                    <Icon className="size-6" strokeWidth={1.75} />
                  </span>
                  <CardTitle className="relative mt-4 text-2xl text-white">{card.name}</CardTitle>
                  <p className="relative mt-1 text-sm font-semibold text-gold-300">{card.tagline}</p>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="leading-relaxed text-muted">{card.text}</p>
                  {includes.length > 0 && (
                    <ul className="mt-5 flex flex-wrap gap-2">
                      {includes.map((item, j) => (
                        <li key={j} className="rounded-full bg-evergreen-50 px-3 py-1 text-sm font-medium text-evergreen-800">
                          {item}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
