// What the three legal pages (/terms, /privacy, /accessibility) share: the banner, the date and
// introduction above the contents list, and sections that are a title and a body. A body may use
// subheadings and bulleted or numbered lists, which the document's column styles. Where a section's
// words come from Settings or from rules the site applies, that part stays as the site draws it, and
// the section's hint tells staff where it is changed; its title is still theirs.
import type { SectionDef, SlotDef } from "../template";
import { heroSection } from "./shared";

/** Where the charity's own details are changed, in the words the back office uses. */
export const CHARITY_DETAILS_IN_SETTINGS = "Settings → The charity's details";

const title = { kind: "text", label: "Section title", max: 80, hint: "Also its line in the contents list (“On this page”)" } as const satisfies SlotDef;

/** A legal section's text: paragraphs, subheadings and lists, as long as a policy's section runs. */
export function legalBody(label = "Text", max = 4000, optional = false) {
  return { kind: "richText", label, max, headings: [3], lists: true, optional } as const satisfies SlotDef;
}

export function legalHero() {
  return heroSection({ introMax: 200 });
}

/** The date and the paragraph above the sections. */
export function legalIntroSection() {
  return {
    label: "Date and introduction",
    hint: "Above the contents list",
    slots: {
      updated: { kind: "text", label: "Last updated", max: 30, hint: "Shown as “Last updated: …”, like November 2026: change it when the words change" },
      intro: { kind: "richText", label: "Introduction", max: 600 },
    },
  } as const satisfies SectionDef;
}

/** A section whose title and text are the charity's to write. */
export function legalSection(label: string, options: { max?: number; optional?: boolean } = {}) {
  return {
    label,
    ...(options.optional && { optional: true }),
    slots: { title, body: legalBody("Text", options.max) },
  } as const satisfies SectionDef;
}

/**
 * A section whose text is worded from Settings or from rules the site applies: its title is the
 * charity's, its text is drawn by the site. `hint` says where that text is changed.
 */
export function fixedLegalSection(label: string, hint: string) {
  return { label, hint, slots: { title } } as const satisfies SectionDef;
}

/** A section with words of the charity's own around a part the site draws (`hint` says which). */
export function partlyFixedLegalSection<const S extends Record<string, SlotDef>>(label: string, hint: string, slots: S) {
  return { label, hint, slots: { title, ...slots } } as const satisfies SectionDef;
}
