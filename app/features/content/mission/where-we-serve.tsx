import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { missionPage } from "@core/pages/templates/mission";
import { JourneyMap } from "../shared/artwork";
import { ContentImage, HALF_COLUMN_SIZES } from "../shared/content-image";

export function WhereWeServe({ section }: { section: SectionValue<typeof missionPage.sections.places> }) {
  return (
    <Section tone="white" aria-labelledby="where-we-serve-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <ContentImage
          image={section.photo}
          shape="wide"
          sizes={HALF_COLUMN_SIZES}
          className="h-auto w-full rounded-3xl object-cover shadow-card"
          fallback={<JourneyMap className="h-auto w-full rounded-3xl shadow-card" />}
        />
        <div>
          <SectionHeading id="where-we-serve-title" eyebrow={section.eyebrow || undefined} title={section.heading} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            {section.places.map((place, i) => (
              <p key={i}>
                <strong className="font-semibold text-ink">{place.place}</strong>
                {/* The paragraph goes on after the bold words: straight on after a comma, after a space before a word. */}
                {/^[\p{L}\p{N}]/u.test(place.text) && " "}
                {place.text}
              </p>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
