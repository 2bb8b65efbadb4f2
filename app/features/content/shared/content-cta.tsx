// The closing panel most content pages end with (core/pages/templates/shared.ts `ctaSection`), drawn
// from its slots. Apart from the banner's pieces, so a page without the panel loads none of its art.
import type { SectionValue } from "@core/pages/template";
import type { ctaSection } from "@core/pages/templates/shared";
import { CtaBand } from "./cta-band";
import { hasText, RichText } from "./rich-text";
import { SlotButton } from "./slot-link";

export function ContentCta({ id, section }: { id: string; section: SectionValue<ReturnType<typeof ctaSection>> }) {
  return (
    <CtaBand
      id={id}
      eyebrow={section.eyebrow || undefined}
      title={section.heading}
      actions={
        <>
          <SlotButton link={section.primary} variant="gold" size="lg" />
          <SlotButton link={section.secondary} variant="outline-light" size="lg" />
        </>
      }
    >
      {hasText(section.text) ? <RichText doc={section.text} /> : undefined}
    </CtaBand>
  );
}
