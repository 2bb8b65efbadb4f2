import { Section } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { contentIcons } from "../shared/content-icons";
import { SlotButton } from "../shared/slot-link";

export function MissionPreview({ section }: { section: SectionValue<typeof homePage.sections.mission> }) {
  return (
    <Section tone="green" aria-labelledby="home-mission-title" className="relative">
      <div className="mx-auto max-w-3xl text-center">
        {section.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{section.eyebrow}</p>}
        <h2 id="home-mission-title" className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mt-5 font-serif text-xl leading-relaxed text-evergreen-50 sm:text-2xl">{section.statement}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.pillars.map((pillar, i) => {
          const Icon = contentIcons[pillar.icon];
          return (
            <li key={i} className="rounded-card border border-white/15 bg-white/5 p-6 text-center">
              <span aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-full bg-gold-400 text-evergreen-900">
                <Icon className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-evergreen-100">{pillar.text}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <SlotButton link={section.primary} variant="gold" />
        <SlotButton link={section.secondary} variant="outline-light" />
      </div>
    </Section>
  );
}
