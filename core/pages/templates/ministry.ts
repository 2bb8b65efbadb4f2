// /ministry: the six areas of ministry, each with what it offers, the invitation to send a prayer
// request, and the call to serve. The prayer request's email address is the charity's, from
// Settings (the section shows only while there is one); its words around the address are the page's.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS } from "./legal";
import { ctaSection, heroSection, sectionIntro } from "./shared";

const point = (label: string) => ({ kind: "text", label, max: 60, optional: true, hint: "A line with a tick under the card" }) as const;

export const ministryPage = definePage({
  key: "ministry",
  path: "/ministry",
  name: "Ministry",
  sections: {
    hero: heroSection(),
    ministries: {
      label: "Our Ministries",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Ministry cards",
          itemLabel: "ministry card",
          min: 1,
          max: 9,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "richText", label: "Text", max: 240 },
            point1: point("First point"),
            point2: point("Second point"),
            point3: point("Third point"),
          },
        },
      },
    },
    prayer: {
      label: "Prayer request",
      optional: true,
      hint: `Shown while the charity has an email address (${CHARITY_DETAILS_IN_SETTINGS}): the address, and the button that writes to it, come from there`,
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
        heading: { kind: "text", label: "Heading", max: 60 },
        before: { kind: "text", label: "Text before the email address", max: 160 },
        after: { kind: "text", label: "Text after the email address", max: 200, optional: true },
        // The panel's padding leaves a phone 279 px for the button and its envelope: 16 characters.
        button: { kind: "text", label: "Button label", max: 16, hint: "The button has an envelope and writes to the email address" },
      },
    },
    serve: ctaSection("Serve With Us"),
  },
});
