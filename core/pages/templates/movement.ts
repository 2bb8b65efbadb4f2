// /movement: who the movement is, its values, what it offers, and the call to join.
import { definePage } from "../template";
import { ctaSection, heroSection, sectionIntro } from "./shared";

export const movementPage = definePage({
  key: "movement",
  path: "/movement",
  name: "Movement",
  sections: {
    hero: heroSection(),
    story: {
      label: "Why we exist",
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
        heading: { kind: "text", label: "Heading", max: 80 },
        body: { kind: "richText", label: "Story", max: 1200 },
        photo: {
          kind: "image",
          label: "Photo",
          shape: "card",
          fallback: "none",
          hint: "Beside the story, above the quotation: the movement's people at work, say. Without one, the quotation stands alone.",
        },
        quote: { kind: "text", label: "Quotation", max: 240 },
        citation: { kind: "text", label: "Where the quotation is from", max: 60 },
      },
    },
    values: {
      label: "Our values",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Value cards",
          itemLabel: "value card",
          min: 2,
          max: 8,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "richText", label: "Text", max: 240 },
          },
        },
      },
    },
    services: {
      label: "What we offer",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Service cards",
          itemLabel: "service card",
          min: 1,
          max: 6,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "richText", label: "Text", max: 300 },
            link: { kind: "link", label: "Link under the card", max: 40 },
          },
        },
      },
    },
    join: ctaSection("Join the movement"),
  },
});
