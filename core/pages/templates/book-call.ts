// /book-call: the speaking page. Its banner, the topics a speaker offers, the contact card beside
// them and the details a request should include. The speaking email address and the request form
// under the page are the site's; the phone number on the card is the charity's, from Settings.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS } from "./legal";
import { heroSection, sectionIntro } from "./shared";

export const bookCallPage = definePage({
  key: "book-call",
  path: "/book-call",
  name: "Speaking",
  sections: {
    hero: heroSection(),
    topics: {
      label: "Speaking topics",
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
        heading: { kind: "text", label: "Heading", max: 60 },
        intro: { kind: "text", label: "Introduction", max: 240, optional: true },
        topics: {
          kind: "list",
          label: "Topics",
          itemLabel: "topic",
          min: 1,
          max: 10,
          item: {
            title: { kind: "text", label: "Title", max: 50 },
            text: { kind: "text", label: "Text", max: 180 },
          },
        },
      },
    },
    contact: {
      label: "Contact card",
      hint: `Beside the topics (above them on a phone). The speaking email address on it is fixed; the phone number comes from ${CHARITY_DETAILS_IN_SETTINGS}`,
      slots: {
        heading: { kind: "text", label: "Heading", max: 40 },
        intro: { kind: "text", label: "Text", max: 200, optional: true },
        responseTime: { kind: "text", label: "Response time", max: 100, optional: true, hint: "Leave it empty to leave the line out" },
        button: { kind: "text", label: "Email button label", max: 20, hint: "The button opens an email to the speaking address" },
      },
    },
    details: {
      label: "Event details to include",
      hint: "Above the request form",
      slots: {
        ...sectionIntro(),
        details: {
          kind: "list",
          label: "Details",
          itemLabel: "detail",
          min: 1,
          max: 12,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 140 },
          },
        },
      },
    },
  },
});
