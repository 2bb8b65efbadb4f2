import { Heart } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { CtaBand } from "../shared/cta-band";
import { hasText, RichText } from "../shared/rich-text";
import { SlotAnchor, SlotButton } from "../shared/slot-link";

/** The closing panel (the shared one, with a heart on its giving button). */
export function SupportCta({ section }: { section: SectionValue<typeof homePage.sections.support> }) {
  return (
    <CtaBand
      id="home-support-title"
      eyebrow={section.eyebrow || undefined}
      title={section.heading}
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <SlotAnchor link={section.primary}>
              <Heart aria-hidden="true" />
              {section.primary.label}
            </SlotAnchor>
          </Button>
          <SlotButton link={section.secondary} variant="outline-light" size="lg" />
        </>
      }
    >
      {hasText(section.text) ? <RichText doc={section.text} /> : undefined}
    </CtaBand>
  );
}
