import { Clock } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { SectionValue } from "@core/pages/template";
import type { coachingPage } from "@core/pages/templates/coaching";
import { hasText, RichText } from "../shared/rich-text";
import { BookNowLink } from "./book-now-link";

export function CoachingServices({ section }: { section: SectionValue<typeof coachingPage.sections.sessions> }) {
  return (
    <Section aria-labelledby="coaching-services-title">
      <SectionHeading id="coaching-services-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.sessions.map((session, i) => {
          // A session with no price is free (core/pages/templates/coaching.ts).
          const free = !session.price;
          return (
            <li key={i}>
              <Card className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-4">
                  <CardTitle>{session.title}</CardTitle>
                  <p
                    className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${free ? "bg-evergreen-700 text-white" : "bg-gold-100 text-ink"}`}
                  >
                    {free ? "Free" : session.price}
                  </p>
                </div>
                <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-evergreen-700">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Duration: </span>
                  {session.duration}
                </p>
                <CardText className="flex-1">{session.description}</CardText>
                <BookNowLink service={session.title} variant={free ? "outline" : "primary"} className="mt-6 self-start" />
              </Card>
            </li>
          );
        })}
      </ul>
      {section.note && <p className="mx-auto mt-10 max-w-3xl text-center text-sm leading-relaxed text-muted">{section.note}</p>}
    </Section>
  );
}
