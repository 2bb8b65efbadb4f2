import type { ReactNode } from "react";
import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { paths } from "@core/paths";
import { GiftHeartArt, JournalArt, ShirtArt } from "../shared/artwork";
import { ArrowLink } from "../shared/links";

const resources: { title: string; text: string; to: string; linkLabel: string; art: ReactNode; panel: string }[] = [
  {
    title: "Faith Apparel",
    text: "T-shirts, hoodies and hats that carry a message of hope wherever you wear them.",
    to: paths.marketplace,
    linkLabel: "Shop apparel",
    art: <ShirtArt className="h-32 w-auto" />,
    panel: "bg-gold-100",
  },
  {
    title: "Devotional Journal",
    text: "Guided reflections, scripture and space to write: a companion for your daily time with God.",
    to: paths.devotionals,
    linkLabel: "Browse devotionals",
    art: <JournalArt className="h-32 w-auto" />,
    panel: "bg-evergreen-50",
  },
  {
    title: "Give with Purpose",
    text: "A one-off or monthly gift puts school bags on shoulders and mentors beside young people.",
    to: paths.support,
    linkLabel: "Give a gift",
    art: <GiftHeartArt className="h-32 w-auto" />,
    panel: "bg-sand",
  },
];

export function StorePromo() {
  return (
    <Section tone="white" aria-labelledby="home-resources-title">
      <SectionHeading id="home-resources-title" eyebrow="From the store" title="Resources for the Journey">
        <p>Thoughtful gifts for yourself and the people you love, each one helping the movement reach further.</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {resources.map((r) => (
          <li key={r.title}>
            <Card className="flex h-full flex-col overflow-hidden p-0">
              <div className={`grid h-44 place-items-center ${r.panel}`}>{r.art}</div>
              <div className="flex flex-1 flex-col p-6">
                <CardTitle>{r.title}</CardTitle>
                <CardText className="flex-1">{r.text}</CardText>
                <p className="mt-5">
                  <ArrowLink to={r.to}>{r.linkLabel}</ArrowLink>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
