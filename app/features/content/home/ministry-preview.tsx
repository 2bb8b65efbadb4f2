import { Check, Quote } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { HALF_COLUMN_SIZES, PhotoAbove } from "../shared/content-image";
import { ArrowLink } from "../shared/links";
import { hasText, RichText } from "../shared/rich-text";

export function MinistryPreview({ section }: { section: SectionValue<typeof homePage.sections.ministry> }) {
  return (
    <Section tone="white" aria-labelledby="home-ministry-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="home-ministry-title" eyebrow={section.eyebrow || undefined} title={section.heading} align="left">
            {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
          </SectionHeading>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {section.areas.map((area, i) => (
              <li key={i} className="flex items-center gap-3 font-medium text-ink">
                <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-evergreen-50 text-evergreen-700">
                  <Check className="size-4" />
                </span>
                {area.text}
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <ArrowLink to={section.link.href}>{section.link.label}</ArrowLink>
          </p>
        </div>
        <PhotoAbove image={section.photo} sizes={HALF_COLUMN_SIZES}>
          <figure className="relative overflow-hidden rounded-[2rem] bg-evergreen-800 p-8 text-white shadow-card sm:p-12">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 [background:radial-gradient(24rem_18rem_at_100%_0%,rgb(224_168_30/0.35),transparent_70%)]"
            />
            <Quote aria-hidden="true" className="relative size-10 text-gold-300" />
            <blockquote className="relative mt-4 font-serif text-2xl leading-snug sm:text-3xl">
              <p>{section.quote}</p>
            </blockquote>
            <figcaption className="relative mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{section.citation}</figcaption>
          </figure>
        </PhotoAbove>
      </div>
    </Section>
  );
}
