import { Eye, Target } from "lucide-react";
import { Section } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { missionPage } from "@core/pages/templates/mission";

export function MissionStatement({ section }: { section: SectionValue<typeof missionPage.sections.statement> }) {
  return (
    <Section tone="white" aria-labelledby="mission-statement-title">
      <div className="mx-auto max-w-4xl text-center">
        {section.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">{section.eyebrow}</p>}
        <h2 id="mission-statement-title" className="sr-only">
          {section.heading}
        </h2>
        <p className="mt-4 font-serif text-3xl leading-snug text-evergreen-900 sm:text-4xl">{section.statement}</p>
      </div>
      <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        <article aria-labelledby="mission-title" className="rounded-card border border-line bg-paper p-8">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-evergreen-700 text-white">
            <Target className="size-6" />
          </span>
          <h3 id="mission-title" className="mt-5 text-2xl font-semibold text-evergreen-900">
            {section.missionHeading}
          </h3>
          <p className="mt-3 leading-relaxed text-muted">{section.missionText}</p>
        </article>
        <article aria-labelledby="vision-title" className="rounded-card border border-line bg-paper p-8">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-gold-400 text-evergreen-900">
            <Eye className="size-6" />
          </span>
          <h3 id="vision-title" className="mt-5 text-2xl font-semibold text-evergreen-900">
            {section.visionHeading}
          </h3>
          <p className="mt-3 leading-relaxed text-muted">{section.visionText}</p>
        </article>
      </div>
    </Section>
  );
}
