import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { bookCallPage } from "@core/pages/templates/book-call";
import { contentIcons } from "../shared/content-icons";
import { hasText, RichText } from "../shared/rich-text";

export function EventDetails({ section }: { section: SectionValue<typeof bookCallPage.sections.details> }) {
  return (
    <Section tone="white" aria-labelledby="event-details-title">
      <SectionHeading id="event-details-title" eyebrow={section.eyebrow || undefined} title={section.heading}>
        {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.details.map((detail, i) => {
          const Icon = contentIcons[detail.icon];
          return (
            <li key={i} className="flex gap-4 rounded-card bg-paper p-5 ring-1 ring-line">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-evergreen-900">{detail.title}</h3>
                <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">{detail.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
