// Sections and slots many pages share: the dark banner that opens an inner page, a section's
// eyebrow, heading and introduction, and the green panel with two buttons that closes most pages.
import type { SectionDef, SlotDef } from "../template";

/**
 * A button's label stays on one line (the design's buttons don't wrap): this many characters of
 * long words fit a large button on a 375 px phone (e2e/page-limits.spec.ts).
 */
export const BUTTON_LABEL_MAX = 24;

/** The banner at the top of an inner page: its eyebrow, the page's one top-level heading, a short introduction. */
export function heroSection(options: { introMax?: number } = {}) {
  return {
    label: "Banner",
    hint: "The dark banner at the top of the page",
    slots: {
      eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
      heading: { kind: "text", label: "Heading", max: 60 },
      intro: { kind: "richText", label: "Introduction", max: options.introMax ?? 320, optional: true },
    },
  } as const satisfies SectionDef;
}

/** A section's eyebrow, heading and the paragraph under it. */
export function sectionIntro(options: { introMax?: number; introOptional?: boolean } = {}) {
  return {
    eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
    heading: { kind: "text", label: "Heading", max: 80 },
    intro: { kind: "richText", label: "Introduction", max: options.introMax ?? 320, optional: options.introOptional ?? true },
  } as const satisfies Record<string, SlotDef>;
}

/** The closing panel: a heading, a few lines and two buttons. */
export function ctaSection(label: string) {
  return {
    label,
    optional: true,
    hint: "The green panel near the foot of the page",
    slots: {
      eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
      heading: { kind: "text", label: "Heading", max: 80 },
      text: { kind: "richText", label: "Text", max: 400, optional: true },
      primary: { kind: "link", label: "First button", max: BUTTON_LABEL_MAX },
      secondary: { kind: "link", label: "Second button", max: BUTTON_LABEL_MAX },
    },
  } as const satisfies SectionDef;
}
