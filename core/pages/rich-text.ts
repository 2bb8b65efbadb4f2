// Rich text as the ministry's staff write it: a small, fixed subset of the editor's JSON document
// (paragraphs, second- and third-level headings, bold, italic, links, bulleted and numbered lists),
// stored as data and drawn by React, never as HTML (docs/decisions/0037-pages-as-slotted-templates.md).
// `checkRichText` is the one gate: the server runs it on every document saved (a page's slot, a
// newsletter's body) and keeps only what it returns, so nothing else can reach a page or an email.
import { hasForbiddenCharacters } from "../text-rules";
import { checkLink } from "./links";

export type Mark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };
export interface TextNode {
  type: "text";
  text: string;
  marks?: Mark[];
}
export interface Paragraph {
  type: "paragraph";
  content?: TextNode[];
}
export interface Heading {
  type: "heading";
  attrs: { level: 2 | 3 };
  content?: TextNode[];
}
export interface ListItem {
  type: "listItem";
  content: Paragraph[];
}
export interface BulletList {
  type: "bulletList";
  content: ListItem[];
}
export interface OrderedList {
  type: "orderedList";
  content: ListItem[];
}
export type Block = Paragraph | Heading | BulletList | OrderedList;
export interface RichTextDoc {
  type: "doc";
  content: Block[];
}

/** What a slot's rich text may hold beyond paragraphs, bold, italic and links. */
export interface RichTextRules {
  /** Which heading levels a writer may use: where the design styles them (none, by default). */
  headings?: readonly (2 | 3)[];
  lists?: boolean;
  /** Characters of text, counted as a reader sees them. */
  maxLength: number;
  /** At least one character of text. */
  required?: boolean;
}

export interface RichTextIssue {
  /** Where in the document, for the editor to mark (empty: the document as a whole). */
  path: string;
  message: string;
}

const MAX_BLOCKS = 200;

/** A document of plain paragraphs, one per string: how seeds and tests write the simple case. */
export function paragraphs(...texts: string[]): RichTextDoc {
  return { type: "doc", content: texts.map((text) => ({ type: "paragraph", content: text ? [{ type: "text", text }] : [] })) };
}

/** Every character a reader sees, paragraphs joined by newlines: for counting and plain-text email. */
export function richTextPlain(doc: RichTextDoc): string {
  return doc.content.map(blockPlain).join("\n");
}

function inlinePlain(content: TextNode[] | undefined): string {
  return (content ?? []).map((node) => node.text).join("");
}

function blockPlain(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return inlinePlain(block.content);
    case "bulletList":
    case "orderedList":
      return block.content.map((item) => item.content.map((p) => inlinePlain(p.content)).join("\n")).join("\n");
  }
}

/** How long the text is, as the editor's counter and the server count it (newlines between blocks not counted). */
export function richTextLength(doc: RichTextDoc): number {
  let length = 0;
  const count = (content: TextNode[] | undefined) => (content ?? []).forEach((node) => (length += [...node.text].length));
  for (const block of doc.content) {
    if (block.type === "paragraph" || block.type === "heading") count(block.content);
    else for (const item of block.content) for (const paragraph of item.content) count(paragraph.content);
  }
  return length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The document as it will be kept, or what is wrong with it. Unknown node and mark types are
 * refused (never dropped silently: what staff see is what is saved); attributes other than those
 * above are left out; adjacent text with the same marks is joined and empty text dropped, so the
 * same words always make the same document.
 */
export function checkRichText(input: unknown, rules: RichTextRules): { doc: RichTextDoc; issues: [] } | { doc?: undefined; issues: RichTextIssue[] } {
  const issues: RichTextIssue[] = [];
  const fail = (path: string, message: string) => void issues.push({ path, message });
  if (!isRecord(input) || input.type !== "doc" || !Array.isArray(input.content)) {
    return { issues: [{ path: "", message: "This text could not be read. Reload the page and try again." }] };
  }
  if (input.content.length > MAX_BLOCKS) fail("", `Keep this to ${MAX_BLOCKS} paragraphs or fewer`);

  const inline = (value: unknown, path: string): TextNode[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      fail(path, "This text could not be read");
      return [];
    }
    const nodes: TextNode[] = [];
    value.forEach((node, i) => {
      const at = `${path}.${i}`;
      if (isRecord(node) && node.type === "hardBreak") {
        fail(at, "Line breaks inside a paragraph aren't used on this site: start a new paragraph instead");
        return;
      }
      if (!isRecord(node) || node.type !== "text" || typeof node.text !== "string") {
        fail(at, "Only text, bold, italic and links can go in a paragraph");
        return;
      }
      if (hasForbiddenCharacters(node.text)) fail(at, "Remove the control characters from this text");
      const marks = checkMarks(node.marks, at);
      if (node.text === "") return;
      const previous = nodes.at(-1);
      if (previous && sameMarks(previous.marks, marks)) previous.text += node.text;
      else nodes.push(marks.length ? { type: "text", text: node.text, marks } : { type: "text", text: node.text });
    });
    return nodes;
  };

  const checkMarks = (value: unknown, path: string): Mark[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      fail(path, "This text's formatting could not be read");
      return [];
    }
    const marks: Mark[] = [];
    for (const mark of value) {
      if (!isRecord(mark)) continue;
      if (mark.type === "bold" || mark.type === "italic") {
        if (!marks.some((m) => m.type === mark.type)) marks.push({ type: mark.type });
      } else if (mark.type === "link") {
        const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
        const checked = checkLink(href);
        if (checked.ok) marks.push({ type: "link", attrs: { href: checked.href } });
        else fail(path, checked.message);
      } else {
        fail(path, "Only bold, italic and links can be used on this site");
      }
    }
    // One order, so equal formatting compares equal.
    return marks.sort((a, b) => markOrder(a) - markOrder(b));
  };

  const paragraph = (value: unknown, path: string): Paragraph | undefined => {
    if (!isRecord(value) || value.type !== "paragraph") {
      fail(path, "A list item holds paragraphs only (a list inside a list isn't used on this site)");
      return undefined;
    }
    const content = inline(value.content, `${path}.content`);
    return content.length ? { type: "paragraph", content } : { type: "paragraph" };
  };

  const list = (value: Record<string, unknown>, path: string, type: "bulletList" | "orderedList"): Block | undefined => {
    if (!rules.lists) {
      fail(path, "Lists can't be used here");
      return undefined;
    }
    if (!Array.isArray(value.content) || value.content.length === 0) {
      fail(path, "This list is empty");
      return undefined;
    }
    const items: ListItem[] = [];
    value.content.forEach((item, i) => {
      const at = `${path}.content.${i}`;
      if (!isRecord(item) || item.type !== "listItem" || !Array.isArray(item.content) || item.content.length === 0) {
        fail(at, "This list item could not be read");
        return;
      }
      const content = item.content.map((p, j) => paragraph(p, `${at}.content.${j}`)).filter((p): p is Paragraph => p !== undefined);
      items.push({ type: "listItem", content });
    });
    return { type, content: items };
  };

  const blocks: Block[] = [];
  input.content.forEach((block, i) => {
    const path = `content.${i}`;
    if (!isRecord(block)) return fail(path, "This part of the text could not be read");
    switch (block.type) {
      case "paragraph": {
        const p = paragraph(block, path);
        if (p) blocks.push(p);
        return;
      }
      case "heading": {
        const level = isRecord(block.attrs) ? block.attrs.level : undefined;
        if (!rules.headings?.length) return fail(path, "Headings can't be used here");
        if ((level !== 2 && level !== 3) || !rules.headings.includes(level)) {
          return fail(path, rules.headings.length === 1 ? `Use only ${rules.headings[0] === 2 ? "headings" : "subheadings"} here` : "Use a heading or a subheading only");
        }
        const content = inline(block.content, `${path}.content`);
        if (content.length === 0) return fail(path, "This heading is empty");
        blocks.push({ type: "heading", attrs: { level }, content });
        return;
      }
      case "bulletList":
      case "orderedList": {
        const l = list(block, path, block.type);
        if (l) blocks.push(l);
        return;
      }
      default:
        fail(path, "Only paragraphs, headings, lists, bold, italic and links can be used on this site");
    }
  });

  // Empty paragraphs at the ends are what an editor leaves behind, not what a writer meant.
  while (blocks.length && isEmptyParagraph(blocks.at(-1)!)) blocks.pop();
  while (blocks.length && isEmptyParagraph(blocks[0]!)) blocks.shift();
  const doc: RichTextDoc = { type: "doc", content: blocks };
  const length = richTextLength(doc);
  if (length > rules.maxLength) fail("", `Keep this to ${rules.maxLength} characters or fewer (it has ${length})`);
  if (rules.required && length === 0) fail("", "Write something here");
  return issues.length ? { issues } : { doc, issues: [] };
}

function isEmptyParagraph(block: Block): boolean {
  return block.type === "paragraph" && !block.content?.length;
}

function markOrder(mark: Mark): number {
  return mark.type === "link" ? 0 : mark.type === "bold" ? 1 : 2;
}

function sameMarks(a: Mark[] | undefined, b: Mark[]): boolean {
  const left = a ?? [];
  return left.length === b.length && left.every((mark, i) => JSON.stringify(mark) === JSON.stringify(b[i]));
}
