// A page's design as named sections of fixed slots (docs/decisions/0037-pages-as-slotted-templates.md):
// staff fill the slots and may hide an optional section; the layout stays the design's. One
// definition per page gives the content's TypeScript type, the server's check (length limits and
// link rules, each refusal naming its field), and the back office's form (labels, counters, how
// many cards a list may have).
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";
import { checkLink } from "./links";
import { checkRichText, type RichTextDoc } from "./rich-text";
import { contentIconNames, type ContentIconName } from "./icons";
import { looksLikeFileName, type PageImageShape } from "./images";

interface SlotBase {
  /** What the editor calls the field. */
  label: string;
  /** One line under the field, for what its label can't say. */
  hint?: string;
}
export interface TextSlot extends SlotBase {
  kind: "text";
  max: number;
  /** May be left empty (the design then leaves the line out). */
  optional?: boolean;
}
export interface RichTextSlot extends SlotBase {
  kind: "richText";
  max: number;
  /** Heading levels a writer may use here: only where the design styles them. */
  headings?: readonly (2 | 3)[];
  lists?: boolean;
  optional?: boolean;
}
export interface LinkSlot extends SlotBase {
  kind: "link";
  /** Characters of the button's label. */
  max: number;
}
export interface ImageSlot extends SlotBase {
  kind: "image";
  /** The shape the design cuts a photo to here (core/pages/images.ts). */
  shape: PageImageShape;
  /** What shows when no photo is chosen: the design's drawn illustration, or nothing. */
  fallback: "artwork" | "none";
}
export interface IconSlot extends SlotBase {
  kind: "icon";
}
export type ItemSlot = TextSlot | RichTextSlot | LinkSlot | ImageSlot | IconSlot;
export interface ListSlot extends SlotBase {
  kind: "list";
  /** What one entry is called: "value card", "focus area". */
  itemLabel: string;
  min: number;
  max: number;
  item: Record<string, ItemSlot>;
}
export type SlotDef = ItemSlot | ListSlot;

export interface SectionDef {
  label: string;
  /** Staff may hide it; the page then goes on without it. */
  optional?: boolean;
  /** One line in the editor about where the section is and what it is for. */
  hint?: string;
  slots: Record<string, SlotDef>;
}

export interface PageTemplate {
  key: string;
  /** The address the page is published at (the first, where it has two). */
  path: string;
  /** How staff know it: the site's navigation name where it has one. */
  name: string;
  sections: Record<string, SectionDef>;
  /**
   * A rule across slots that no one slot's limits can say (which link on the page comes first,
   * say), run once every slot has passed: each refusal names its field like a slot's own.
   */
  check?: (content: PageContent) => ContentIssue[];
}

export interface LinkValue {
  label: string;
  href: string;
}
export interface ImageValue {
  /** A photo uploaded for the site's pages (its id), or null for the design's own. */
  photo: string | null;
  /** What the photo shows, for people who can't see it. Empty only when decorative. */
  alt: string;
  decorative: boolean;
}

export type SlotValue<S> = S extends TextSlot
  ? string
  : S extends RichTextSlot
    ? RichTextDoc
    : S extends LinkSlot
      ? LinkValue
      : S extends ImageSlot
        ? ImageValue
        : S extends IconSlot
          ? ContentIconName
          : S extends ListSlot
            ? ItemValue<S["item"]>[]
            : never;
// Content is data staff change: writable, though the templates that shape it are constants.
export type ItemValue<I extends Record<string, ItemSlot>> = { -readonly [K in keyof I]: SlotValue<I[K]> };
export type SectionValue<S extends SectionDef> = { -readonly [K in keyof S["slots"]]: SlotValue<S["slots"][K]> } & { hidden?: boolean };

export interface PageMetaValue {
  /** The page's title for search engines and browser tabs (the site's name is added after it). */
  title: string;
  description: string;
  /** The picture shared links show; null for the site's own. */
  socialImage: string | null;
}
export type PageContent<P extends PageTemplate = PageTemplate> = {
  meta: PageMetaValue;
  sections: { -readonly [K in keyof P["sections"]]: SectionValue<P["sections"][K]> };
};

/** Keeps a template's literal types, so its content is typed slot by slot. */
export function definePage<const P extends PageTemplate>(page: P): P {
  return page;
}

/** A photo's id: the hash of its upload (core/pages/images.ts). */
const PHOTO_ID = /^[0-9a-f]{24}$/;

export const META_LIMITS = { title: 60, description: 160 } as const;
export const IMAGE_ALT_MAX = 250;
/** Alt text is words about the photo, never its file's name (checked here, and against the upload's name on the server). */
export const FILE_NAME_ALT = "That is a file's name: describe what the photo shows, for people who can't see it";

/** A field the content got wrong, named by its path (`sections.values.cards.2.title`). */
export interface ContentIssue {
  field: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function countOf(value: string): number {
  return [...value].length;
}

/**
 * The content as it will be kept, or every field that is wrong. Unknown keys are left out; a
 * missing section or slot is an error (the editor always sends the whole page).
 */
export function checkPageContent<P extends PageTemplate>(template: P, input: unknown): { content: PageContent<P>; issues: [] } | { content?: undefined; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const fail = (field: string, message: string) => void issues.push({ field, message });

  const text = (slot: TextSlot, value: unknown, field: string): string => {
    if (typeof value !== "string") {
      fail(field, `Enter the ${slot.label.toLowerCase()}`);
      return "";
    }
    if (hasForbiddenCharacters(value)) fail(field, "Remove the control characters from this text");
    const kept = visibleOrEmpty(value);
    if (!kept && !slot.optional) fail(field, `Enter the ${slot.label.toLowerCase()}`);
    if (countOf(kept) > slot.max) fail(field, `Keep this to ${slot.max} characters or fewer (it has ${countOf(kept)})`);
    return kept;
  };

  const slotValue = (slot: SlotDef, value: unknown, field: string): unknown => {
    switch (slot.kind) {
      case "text":
        return text(slot, value, field);
      case "richText": {
        const checked = checkRichText(value, { maxLength: slot.max, headings: slot.headings, lists: slot.lists, required: !slot.optional });
        if (checked.doc) return checked.doc;
        for (const issue of checked.issues) fail(field, issue.message);
        return undefined;
      }
      case "link": {
        const record = isRecord(value) ? value : {};
        const label = text({ kind: "text", label: "Button label", max: slot.max }, record.label, `${field}.label`);
        const link = checkLink(record.href);
        if (!link.ok) fail(`${field}.href`, link.message);
        return { label, href: link.ok ? link.href : "" };
      }
      case "image": {
        const record = isRecord(value) ? value : {};
        const photo = record.photo === null || record.photo === undefined ? null : record.photo;
        if (photo !== null && (typeof photo !== "string" || !PHOTO_ID.test(photo))) fail(`${field}.photo`, "Choose the photo again");
        const decorative = record.decorative === true;
        const alt = typeof record.alt === "string" ? visibleOrEmpty(record.alt) : "";
        if (typeof record.alt === "string" && hasForbiddenCharacters(record.alt)) fail(`${field}.alt`, "Remove the control characters from this text");
        if (photo !== null && !decorative && !alt) fail(`${field}.alt`, "Describe what the photo shows, or mark it as decorative");
        else if (!decorative && looksLikeFileName(alt)) fail(`${field}.alt`, FILE_NAME_ALT);
        if (countOf(alt) > IMAGE_ALT_MAX) fail(`${field}.alt`, `Keep the description to ${IMAGE_ALT_MAX} characters or fewer (it has ${countOf(alt)})`);
        return { photo: typeof photo === "string" ? photo : null, alt: decorative ? "" : alt, decorative };
      }
      case "icon":
        if (typeof value !== "string" || !(contentIconNames as readonly string[]).includes(value)) {
          fail(field, "Choose one of the icons offered");
          return contentIconNames[0];
        }
        return value;
      case "list": {
        if (!Array.isArray(value)) {
          fail(field, `Add at least ${slot.min} ${slot.itemLabel}${slot.min === 1 ? "" : "s"}`);
          return [];
        }
        if (value.length < slot.min) fail(field, `Keep at least ${slot.min} ${slot.itemLabel}${slot.min === 1 ? "" : "s"}`);
        if (value.length > slot.max) fail(field, `Keep to ${slot.max} ${slot.itemLabel}s or fewer`);
        return value.slice(0, slot.max).map((item, i) => {
          const record = isRecord(item) ? item : {};
          return Object.fromEntries(Object.entries(slot.item).map(([key, itemSlot]) => [key, slotValue(itemSlot, record[key], `${field}.${i}.${key}`)]));
        });
      }
    }
  };

  const record = isRecord(input) ? input : {};
  const metaInput = isRecord(record.meta) ? record.meta : {};
  const meta: PageMetaValue = {
    title: text({ kind: "text", label: "Title for search engines", max: META_LIMITS.title }, metaInput.title, "meta.title"),
    description: text({ kind: "text", label: "Description for search engines", max: META_LIMITS.description }, metaInput.description, "meta.description"),
    socialImage: null,
  };
  const social = metaInput.socialImage;
  if (typeof social === "string" && PHOTO_ID.test(social)) meta.socialImage = social;
  else if (social !== null && social !== undefined) fail("meta.socialImage", "Choose the picture again");

  const sectionsInput = isRecord(record.sections) ? record.sections : {};
  const sections: Record<string, Record<string, unknown>> = {};
  for (const [key, section] of Object.entries(template.sections)) {
    const value = isRecord(sectionsInput[key]) ? sectionsInput[key] : {};
    const kept: Record<string, unknown> = {};
    for (const [slotKey, slot] of Object.entries(section.slots)) kept[slotKey] = slotValue(slot, value[slotKey], `sections.${key}.${slotKey}`);
    if (section.optional && value.hidden === true) kept.hidden = true;
    sections[key] = kept;
  }
  if (issues.length) return { issues };
  const content = { meta, sections } as PageContent<P>;
  const pageIssues = template.check?.(content) ?? [];
  if (pageIssues.length) return { issues: pageIssues };
  return { content, issues: [] };
}

/**
 * Stored content brought up to the template as it is now: a slot or section added since it was
 * saved takes the seed's value, one removed is dropped. So a page saved under an older template
 * still renders, and still passes the check when next saved.
 */
export function alignWithTemplate<P extends PageTemplate>(template: P, stored: unknown, seed: PageContent<P>): PageContent<P> {
  const record = isRecord(stored) ? stored : {};
  const storedSections = isRecord(record.sections) ? record.sections : {};
  const sections: Record<string, Record<string, unknown>> = {};
  for (const [key, section] of Object.entries(template.sections)) {
    const from = isRecord(storedSections[key]) ? storedSections[key] : {};
    const seedSection = (seed.sections as Record<string, Record<string, unknown>>)[key]!;
    const kept: Record<string, unknown> = {};
    for (const slotKey of Object.keys(section.slots)) kept[slotKey] = slotKey in from ? from[slotKey] : seedSection[slotKey];
    if (section.optional && from.hidden === true) kept.hidden = true;
    sections[key] = kept;
  }
  const meta = isRecord(record.meta) ? { ...seed.meta, ...record.meta } : seed.meta;
  return { meta: meta as PageMetaValue, sections } as PageContent<P>;
}
