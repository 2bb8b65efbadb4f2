import { Section } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { menWomenDestinyPage } from "@core/pages/templates/men-women-destiny";

export function FocusAreas({ section }: { section: SectionValue<typeof menWomenDestinyPage.sections.focus> }) {
  return (
    <Section tone="green" aria-labelledby="focus-areas-title">
      <div className="mx-auto max-w-3xl text-center">
        {section.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{section.eyebrow}</p>}
        <h2 id="focus-areas-title" className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
          {section.heading}
        </h2>
      </div>
      <ol className="mx-auto mt-12 grid max-w-6xl gap-4 md:grid-cols-2 lg:grid-cols-5">
        {section.areas.map((area, i) => (
          <li key={i} className="rounded-card border border-white/15 bg-white/5 p-6">
            <span aria-hidden="true" className="font-serif text-4xl font-semibold text-gold-300">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-lg font-semibold leading-snug">{area.title}</h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-evergreen-100">{area.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
