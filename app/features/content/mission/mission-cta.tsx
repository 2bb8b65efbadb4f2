import type { SectionValue } from "@core/pages/template";
import type { missionPage } from "@core/pages/templates/mission";
import { CtaBand } from "../shared/cta-band";
import { SlotButton } from "../shared/slot-link";

export function MissionCta({ section }: { section: SectionValue<typeof missionPage.sections.join> }) {
  return (
    <CtaBand
      id="mission-cta-title"
      eyebrow={section.eyebrow || undefined}
      title={section.heading}
      actions={
        <>
          <SlotButton link={section.primary} variant="gold" size="lg" />
          <SlotButton link={section.secondary} variant="outline-light" size="lg" />
        </>
      }
    >
      <p className="font-serif text-xl italic">{section.quote}</p>
      <p className="mt-3 text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{section.citation}</p>
    </CtaBand>
  );
}
