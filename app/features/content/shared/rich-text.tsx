// Draws rich text that staff wrote (core/pages/rich-text.ts) as React elements: the server checked
// every node and link before it was saved, and nothing here reads HTML. Every element is bare (a
// <p>, an <a>…), so a slot's text takes the look of the place it stands in, as the hand-written
// words did; links and lists have their look from app.css's base rules for classless elements.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { isSiteLink } from "@core/pages/links";
import type { Block, RichTextDoc, TextNode } from "@core/pages/rich-text";

function Inline({ nodes }: { nodes: TextNode[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, i) => {
        let out: ReactNode = node.text;
        // Italic innermost, then bold, then the link: one order, so the same marks draw the same markup.
        for (const mark of [...(node.marks ?? [])].reverse()) {
          if (mark.type === "italic") out = <em>{out}</em>;
          else if (mark.type === "bold") out = <strong>{out}</strong>;
          else out = isSiteLink(mark.attrs.href) && !mark.attrs.href.startsWith("#") ? <Link to={mark.attrs.href}>{out}</Link> : <a href={mark.attrs.href}>{out}</a>;
        }
        return <Fragment key={i}>{out}</Fragment>;
      })}
    </>
  );
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <Inline nodes={block.content} />
        </p>
      );
    case "heading":
      return block.attrs.level === 2 ? (
        <h2>
          <Inline nodes={block.content} />
        </h2>
      ) : (
        <h3>
          <Inline nodes={block.content} />
        </h3>
      );
    case "bulletList":
    case "orderedList": {
      const List = block.type === "bulletList" ? "ul" : "ol";
      return (
        <List>
          {block.content.map((item, i) => (
            <li key={i}>
              {item.content.length === 1 ? (
                <Inline nodes={item.content[0]!.content} />
              ) : (
                item.content.map((paragraph, j) => (
                  <p key={j}>
                    <Inline nodes={paragraph.content} />
                  </p>
                ))
              )}
            </li>
          ))}
        </List>
      );
    }
  }
}

export function RichText({ doc }: { doc: RichTextDoc }) {
  return (
    <>
      {doc.content.map((block, i) => (
        <BlockNode key={i} block={block} />
      ))}
    </>
  );
}

/** Whether a document has any words: an empty optional slot leaves its place out. */
export function hasText(doc: RichTextDoc): boolean {
  return doc.content.length > 0;
}
