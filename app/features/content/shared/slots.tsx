// The pieces most content pages draw from their slots (core/pages/templates/shared.ts): the banner,
// the closing panel, a button whose link staff chose, and whether an optional section is shown. The
// panel and the slot links live in modules of their own (a page loads only the pieces it draws) and
// are named here too.
import { PageHero } from "~/components/layout/page";
import type { SectionValue } from "@core/pages/template";
import type { heroSection } from "@core/pages/templates/shared";
import { hasText, RichText } from "./rich-text";

export { ContentCta } from "./content-cta";
export { SlotAnchor, SlotButton } from "./slot-link";

/** False for a section staff chose to hide. */
export function shown(section: { hidden?: boolean }): boolean {
  return !section.hidden;
}

export function ContentHero({ section }: { section: SectionValue<ReturnType<typeof heroSection>> }) {
  return (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.heading}>
      {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
    </PageHero>
  );
}
