import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { movementPage } from "@core/pages/templates/movement";
import { PhotoAbove } from "../shared/content-image";
import { RichText } from "../shared/rich-text";

/**
 * The photo's drawn width: the grid's second column (0.8 of 2fr, after its 3rem gap, inside
 * max-w-7xl's 2rem padding) from 1024 px; the screen less its padding below.
 */
const photoSizes = "(min-width: 1280px) 467px, (min-width: 1024px) calc((100vw - 7rem) * 0.4), calc(100vw - 2rem)";

export function MovementStory({ section }: { section: SectionValue<typeof movementPage.sections.story> }) {
  return (
    <Section tone="white" aria-labelledby="movement-story-title">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
        <div>
          <SectionHeading id="movement-story-title" eyebrow={section.eyebrow || undefined} title={section.heading} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <RichText doc={section.body} />
          </div>
        </div>
        <PhotoAbove image={section.photo} sizes={photoSizes}>
          <figure className="rounded-[2rem] border-l-4 border-gold-500 bg-sand p-8 sm:p-10">
            <blockquote className="font-serif text-2xl leading-snug text-evergreen-900">
              <p>{section.quote}</p>
            </blockquote>
            <figcaption className="mt-5 text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">{section.citation}</figcaption>
          </figure>
        </PhotoAbove>
      </div>
    </Section>
  );
}
