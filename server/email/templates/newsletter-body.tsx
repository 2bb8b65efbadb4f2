// A newsletter's body (the pages' rich text, core/pages/rich-text.ts) drawn by React for an email
// and for the page in the public archive: every node and link was checked on the server
// when the draft was saved, and nothing here reads HTML. In an email every element carries its
// look inline (mail clients drop style sheets); on the archive page the page's style sheet does.
import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { Block, RichTextDoc, TextNode } from "../../../core/pages/rich-text";
import { colors, subheading, text } from "./layout";

export interface BodyLook {
  p?: CSSProperties;
  h2?: CSSProperties;
  h3?: CSSProperties;
  list?: CSSProperties;
  li?: CSSProperties;
  a?: CSSProperties;
}

/** The look of the body in an email: the same sizes and colours as every other email of the site. */
export const emailBodyLook: BodyLook = {
  p: text,
  h2: { ...subheading, fontSize: "19px", color: colors.evergreen, fontFamily: "Georgia, serif" },
  h3: subheading,
  list: { ...text, paddingLeft: "24px" },
  li: { margin: "0 0 6px" },
  a: { color: colors.evergreen, textDecoration: "underline" },
};

/** A link written as a path of this site leads to the site from an email or the archive alike. */
function absolute(href: string, publicUrl: string): string | undefined {
  if (href.startsWith("/")) return `${publicUrl}${href}`;
  // A link to a part of a page means nothing outside that page: its words stay, unlinked.
  if (href.startsWith("#")) return undefined;
  return href;
}

function Inline({ nodes, look, publicUrl }: { nodes: TextNode[] | undefined; look: BodyLook; publicUrl: string }) {
  return (
    <>
      {(nodes ?? []).map((node, i) => {
        let out: ReactNode = node.text;
        for (const mark of [...(node.marks ?? [])].reverse()) {
          if (mark.type === "italic") out = <em>{out}</em>;
          else if (mark.type === "bold") out = <strong>{out}</strong>;
          else {
            const href = absolute(mark.attrs.href, publicUrl);
            if (href)
              out = (
                <a href={href} style={look.a}>
                  {out}
                </a>
              );
          }
        }
        return <Fragment key={i}>{out}</Fragment>;
      })}
    </>
  );
}

function BlockNode({ block, look, publicUrl }: { block: Block; look: BodyLook; publicUrl: string }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p style={look.p}>
          <Inline nodes={block.content} look={look} publicUrl={publicUrl} />
        </p>
      );
    case "heading":
      return block.attrs.level === 2 ? (
        <h2 style={look.h2}>
          <Inline nodes={block.content} look={look} publicUrl={publicUrl} />
        </h2>
      ) : (
        <h3 style={look.h3}>
          <Inline nodes={block.content} look={look} publicUrl={publicUrl} />
        </h3>
      );
    case "bulletList":
    case "orderedList": {
      const List = block.type === "bulletList" ? "ul" : "ol";
      return (
        <List style={look.list}>
          {block.content.map((item, i) => (
            <li key={i} style={look.li}>
              {item.content.map((paragraph, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  <Inline nodes={paragraph.content} look={look} publicUrl={publicUrl} />
                </Fragment>
              ))}
            </li>
          ))}
        </List>
      );
    }
  }
}

export function NewsletterBody({ doc, look = {}, publicUrl }: { doc: RichTextDoc; look?: BodyLook; publicUrl: string }) {
  return (
    <>
      {doc.content.map((block, i) => (
        <BlockNode key={i} block={block} look={look} publicUrl={publicUrl} />
      ))}
    </>
  );
}
