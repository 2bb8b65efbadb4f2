// /privacy: the privacy policy. The sections worded from the charity's details (who we are, how to
// reach us) or from the rules the site applies (how long each record is kept) keep those words as
// the site draws them; everything else is the charity's to write. The first link on the page that
// says "complaint" must be the one to the complaint form (docs/privacy.md), so no section title
// (each is a link in the contents list, above everything) and no link before the form's may say it.
import { complaintFormPath } from "../../paths";
import type { RichTextDoc, TextNode } from "../rich-text";
import { definePage, type ContentIssue, type PageContent, type SectionDef } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS, fixedLegalSection, legalBody, legalHero, legalIntroSection, legalSection, partlyFixedLegalSection } from "./legal";

const sections = {
  hero: legalHero(),
  document: legalIntroSection(),
  whoWeAre: fixedLegalSection(
    "Who we are",
    `Its text names the charity (its legal name and registration) and says how to write to it and email it, from ${CHARITY_DETAILS_IN_SETTINGS}`,
  ),
  whatWeCollect: legalSection("What we collect and why", { max: 8000 }),
  payments: legalSection("Card payments", { max: 2000 }),
  sharing: legalSection("Who we share it with", { max: 2000 }),
  cookies: legalSection("Cookies and browser storage", { max: 2000 }),
  retention: fixedLegalSection(
    "How long we keep it",
    "Its list is the periods the site itself applies when it deletes old records each night, so it always says what really happens: the site's developers change them, not this page",
  ),
  yourRights: partlyFixedLegalSection("Your rights", `Its last line, how to use these rights by email, comes from ${CHARITY_DETAILS_IN_SETTINGS}`, {
    body: legalBody("Text", 4000),
  }),
  complaints: partlyFixedLegalSection(
    "If you are unhappy with how we handle your data",
    `Its first paragraph, with the link to the complaint form and the email address from ${CHARITY_DETAILS_IN_SETTINGS}, is fixed. Keep the word “complaint” out of the title: the first link on the page that says it must be the form's`,
    { after: legalBody("Text after the complaint form's paragraph", 2000) },
  ),
  contact: fixedLegalSection("Contact us", `Its text gives the email address, phone number and postal address from ${CHARITY_DETAILS_IN_SETTINGS}`),
} as const satisfies Record<string, SectionDef>;

const COMPLAINT = /complaint/i;
const TITLE_SAYS_COMPLAINT =
  "Leave “complaint” out of section titles: each title is a link in the contents list, and the first link on this page that says complaint must be the one to the complaint form";
const LINK_SAYS_COMPLAINT = `A link above the complaint form's link can say “complaint” only if it leads to the form (${complaintFormPath}): the first link on this page that says complaint must be the form's`;

/** Every piece of linked text in a document, with where it leads. */
function linkedText(doc: RichTextDoc): { text: string; href: string }[] {
  const found: { text: string; href: string }[] = [];
  const visit = (nodes: TextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      const link = node.marks?.find((mark) => mark.type === "link");
      if (link) found.push({ text: node.text, href: link.attrs.href });
    }
  };
  for (const block of doc.content) {
    if (block.type === "paragraph" || block.type === "heading") visit(block.content);
    else for (const item of block.content) for (const paragraph of item.content) visit(paragraph.content);
  }
  return found;
}

/** The complaint form's link stays the first on the page that says "complaint". */
function complaintFormLinkFirst(content: PageContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  let beforeTheForm = true;
  for (const [key, section] of Object.entries(sections) as [string, SectionDef][]) {
    const values = content.sections[key] as Record<string, unknown>;
    if (key === "complaints") beforeTheForm = false;
    for (const [slotKey, slot] of Object.entries(section.slots)) {
      const value = values[slotKey];
      const field = `sections.${key}.${slotKey}`;
      if (slotKey === "title" && typeof value === "string" && COMPLAINT.test(value)) issues.push({ field, message: TITLE_SAYS_COMPLAINT });
      if (beforeTheForm && slot.kind === "richText" && !values.hidden) {
        const says = linkedText(value as RichTextDoc).some((link) => COMPLAINT.test(link.text) && link.href.split(/[?#]/)[0] !== complaintFormPath);
        if (says) issues.push({ field, message: LINK_SAYS_COMPLAINT });
      }
    }
  }
  return issues;
}

export const privacyPage = definePage({
  key: "privacy",
  path: "/privacy",
  name: "Privacy Policy",
  sections,
  check: complaintFormLinkFirst,

});
