// What changed between two versions of a page, slot by slot, in words staff read: the editor's
// "what changed" beside a version, a refused save's "what they changed", and the audit log's
// before and after.
import { contentIconLabels } from "./icons";
import { richTextPlain, type RichTextDoc } from "./rich-text";
import type { ImageValue, LinkValue, PageContent, PageTemplate, SlotDef } from "./template";

export interface ContentChange {
  /** The field's path, as the editor names its inputs (`sections.values.cards.1.title`). */
  field: string;
  /** Where it is, as staff call it: "Our values › Value card 2 › Title". */
  label: string;
  before: string;
  after: string;
}

/**
 * Whether two stored values are the same, whatever order their keys come back in (PostgreSQL's
 * jsonb keeps keys in an order of its own).
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  return left.length === right.length && left.every(([key, value]) => sameContent(value, (b as Record<string, unknown>)[key]));
}

function slotText(slot: SlotDef, value: unknown): string {
  switch (slot.kind) {
    case "text":
      return typeof value === "string" ? value : "";
    case "richText":
      return value ? richTextPlain(value as RichTextDoc) : "";
    case "link": {
      const link = value as LinkValue | undefined;
      return link ? `${link.label} → ${link.href}` : "";
    }
    case "image": {
      const image = value as ImageValue | undefined;
      if (!image?.photo) return "The design's own picture";
      return image.decorative ? `Photo ${image.photo} (decorative)` : `Photo ${image.photo}: ${image.alt}`;
    }
    case "icon":
      return contentIconLabels[value as keyof typeof contentIconLabels] ?? String(value ?? "");
    case "list":
      return `${Array.isArray(value) ? value.length : 0} ${slot.itemLabel}s`;
  }
}

/** Every slot whose words differ, in the order the page shows them. */
export function contentChanges<P extends PageTemplate>(template: P, before: PageContent<P>, after: PageContent<P>): ContentChange[] {
  const changes: ContentChange[] = [];
  const compare = (slot: SlotDef, a: unknown, b: unknown, field: string, label: string) => {
    if (slot.kind === "list") {
      const left = Array.isArray(a) ? (a as Record<string, unknown>[]) : [];
      const right = Array.isArray(b) ? (b as Record<string, unknown>[]) : [];
      if (left.length !== right.length) changes.push({ field, label, before: slotText(slot, left), after: slotText(slot, right) });
      const itemName = slot.itemLabel.charAt(0).toUpperCase() + slot.itemLabel.slice(1);
      for (let i = 0; i < Math.max(left.length, right.length); i++) {
        for (const [key, itemSlot] of Object.entries(slot.item)) {
          compare(itemSlot, left[i]?.[key], right[i]?.[key], `${field}.${i}.${key}`, `${label} › ${itemName} ${i + 1} › ${itemSlot.label}`);
        }
      }
      return;
    }
    const beforeText = a === undefined ? "" : slotText(slot, a);
    const afterText = b === undefined ? "" : slotText(slot, b);
    if (beforeText !== afterText || !sameContent(a, b)) changes.push({ field, label, before: beforeText, after: afterText });
  };

  for (const key of ["title", "description", "socialImage"] as const) {
    const labels = { title: "Title for search engines", description: "Description for search engines", socialImage: "Picture for shared links" };
    const a = before.meta[key] ?? "";
    const b = after.meta[key] ?? "";
    if (a !== b) changes.push({ field: `meta.${key}`, label: labels[key], before: a || "The site's own", after: b || "The site's own" });
  }
  for (const [sectionKey, section] of Object.entries(template.sections)) {
    const a = (before.sections as Record<string, Record<string, unknown>>)[sectionKey] ?? {};
    const b = (after.sections as Record<string, Record<string, unknown>>)[sectionKey] ?? {};
    if (Boolean(a.hidden) !== Boolean(b.hidden)) {
      changes.push({ field: `sections.${sectionKey}.hidden`, label: section.label, before: a.hidden ? "Hidden" : "Shown", after: b.hidden ? "Hidden" : "Shown" });
    }
    for (const [slotKey, slot] of Object.entries(section.slots)) {
      compare(slot, a[slotKey], b[slotKey], `sections.${sectionKey}.${slotKey}`, `${section.label} › ${slot.label}`);
    }
  }
  return changes;
}
