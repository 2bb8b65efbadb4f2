// Every page's installed words are content its own template accepts: within every limit, links
// the server allows, a list's count within its bounds. So a fresh install's page can be saved and
// published as it stands, and the check changes no word of it.
import { describe, expect, it } from "vitest";
import { pageKeys, pageTemplates } from "../registry";
import { richTextPlain, type RichTextDoc } from "../rich-text";
import { checkPageContent, type PageContent, type PageTemplate, type SlotDef } from "../template";
import { pageSeeds } from "./index";

/** Every slot's words as a reader sees them, by field: what a save may not change. */
function words(key: (typeof pageKeys)[number], content: PageContent): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (slot: SlotDef, value: unknown, field: string) => {
    if (slot.kind === "list") {
      (value as Record<string, unknown>[]).forEach((item, i) => {
        for (const [k, s] of Object.entries(slot.item)) visit(s, item[k], `${field}.${i}.${k}`);
      });
    } else if (slot.kind === "richText") out[field] = richTextPlain(value as RichTextDoc);
    else out[field] = JSON.stringify(value);
  };
  const template: PageTemplate = pageTemplates[key];
  for (const [sectionKey, section] of Object.entries(template.sections)) {
    for (const [slotKey, slot] of Object.entries(section.slots)) visit(slot, content.sections[sectionKey]![slotKey], `${sectionKey}.${slotKey}`);
  }
  return out;
}

describe("the installed words", () => {
  it.each(pageKeys)("of %s pass the page's own check, which keeps every word", (key) => {
    const seed = pageSeeds[key] as PageContent;
    const checked = checkPageContent(pageTemplates[key], seed);
    expect(checked.issues).toEqual([]);
    expect(checked.content?.meta).toEqual(seed.meta);
    expect(words(key, checked.content!)).toEqual(words(key, seed));
  });
});
