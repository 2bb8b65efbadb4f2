import { Section, SectionHeading } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { contentIcons } from "../shared/content-icons";
import { hasText, RichText } from "../shared/rich-text";
import { SlotButton } from "../shared/slot-link";

export function MarketplaceIntro({ section }: { section: SectionValue<typeof homePage.sections.marketplace> }) {
  return (
    <Section tone="sand" aria-labelledby="home-marketplace-title">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <SectionHeading id="home-marketplace-title" eyebrow={section.eyebrow || undefined} title={section.heading} align="left">
            {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
          </SectionHeading>
          <SlotButton link={section.button} className="mt-8" />
        </div>
        <ul className="space-y-4">
          {section.promises.map((promise, i) => {
            const Icon = contentIcons[promise.icon];
            return (
              <li key={i} className="flex gap-4 rounded-card bg-white/70 p-5 ring-1 ring-line">
                <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-evergreen-700 text-white">
                  <Icon className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-evergreen-900">{promise.title}</p>
                  <p className="mt-1 text-muted">{promise.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
