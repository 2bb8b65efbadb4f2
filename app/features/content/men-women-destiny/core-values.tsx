import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { menWomenDestinyPage } from "@core/pages/templates/men-women-destiny";
import { contentIcons } from "../shared/content-icons";
import { hasText, RichText } from "../shared/rich-text";

export function CoreValues({ section }: { section: SectionValue<typeof menWomenDestinyPage.sections.values> }) {
  return (
    <Section tone="sand" aria-labelledby="core-values-title">
      <SectionHeading id="core-values-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((value, i) => {
          const Icon = contentIcons[value.icon];
          return (
            <li key={i} className="flex gap-4 rounded-card bg-white p-6 shadow-card">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-evergreen-700 text-gold-300">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-evergreen-900">{value.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{value.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
