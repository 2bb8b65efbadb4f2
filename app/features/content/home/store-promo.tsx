import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { GiftHeartArt, JournalArt, ShirtArt } from "../shared/artwork";
import { ArrowLink } from "../shared/links";
import { hasText, RichText } from "../shared/rich-text";

// The design's drawing and panel colour for each card, in turn.
const looks = [
  { Art: ShirtArt, panel: "bg-gold-100" },
  { Art: JournalArt, panel: "bg-evergreen-50" },
  { Art: GiftHeartArt, panel: "bg-sand" },
];

export function StorePromo({ section }: { section: SectionValue<typeof homePage.sections.resources> }) {
  return (
    <Section tone="white" aria-labelledby="home-resources-title">
      <SectionHeading id="home-resources-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.cards.map((card, i) => {
          const { Art, panel } = looks[i % looks.length]!;
          return (
            <li key={i}>
              <Card className="flex h-full flex-col overflow-hidden p-0">
                <div className={`grid h-44 place-items-center ${panel}`}>
                  <Art className="h-32 w-auto" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <CardTitle>{card.title}</CardTitle>
                  <CardText className="flex-1">{card.text}</CardText>
                  <p className="mt-5">
                    <ArrowLink to={card.link.href}>{card.link.label}</ArrowLink>
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
