// How the installed words write rich text: a paragraph, a subheading, a list or a link in a line.
// Each string given is a text node of its own, as each piece of the hand-written pages was (the
// words around a name put in from the site's settings, a space kept apart by a line break): React
// draws neighbouring text nodes with an empty comment between them, so a page drawn from its seed
// is byte for byte the page as it was (server/pages/seeded-pages.test.ts). The server joins
// neighbours when staff save (core/pages/rich-text.ts), which changes no word and no look.
import type { Block, BulletList, Heading, Paragraph, RichTextDoc, TextNode } from "../rich-text";

type Inline = string | TextNode;

function inline(parts: Inline[]): TextNode[] {
  return parts.map((part) => (typeof part === "string" ? { type: "text", text: part } : part));
}

export function doc(...blocks: Block[]): RichTextDoc {
  return { type: "doc", content: blocks };
}

export function p(...parts: Inline[]): Paragraph {
  return { type: "paragraph", content: inline(parts) };
}

export function h3(...parts: Inline[]): Heading {
  return { type: "heading", attrs: { level: 3 }, content: inline(parts) };
}

/** A bulleted list, one item a line (an item of several pieces is an array). */
export function ul(...items: (Inline | Inline[])[]): BulletList {
  return { type: "bulletList", content: items.map((item) => ({ type: "listItem", content: [p(...(Array.isArray(item) ? item : [item]))] })) };
}

export function link(text: string, href: string): TextNode {
  return { type: "text", text, marks: [{ type: "link", attrs: { href } }] };
}
