import { PageHero } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { coachingPage } from "@core/pages/templates/coaching";
import { hasText, RichText } from "../shared/rich-text";
import { BookNowLink } from "./book-now-link";
import { Rating } from "./rating";

export function CoachingHero({ section }: { section: SectionValue<typeof coachingPage.sections.hero> }) {
  return (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.heading}>
      {hasText(section.intro) && <RichText doc={section.intro} />}
      <Rating tone="light" className="mt-6 justify-center" />
      <BookNowLink variant="gold" size="lg" className="mt-8" />
    </PageHero>
  );
}
