// / (and /home): the landing page. Its banner (with shortcuts to give and to shop), what the movement does, the ministry and the mission
// in brief, the store's introduction and its three resource cards, and the call to give. The
// banner's first button always scrolls to What We Do (the specification's), so only its label is
// the page's words; the store cards' drawings follow their order.
import { definePage } from "../template";
import { BUTTON_LABEL_MAX, ctaSection, sectionIntro } from "./shared";

const eyebrow = { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" } as const;
const arrowLink = (label: string) => ({ kind: "link", label, max: 40, hint: "The underlined link with an arrow" }) as const;

export const homePage = definePage({
  key: "home",
  path: "/",
  name: "Home",
  sections: {
    hero: {
      label: "Banner",
      hint: "The dark banner at the top of the home page",
      slots: {
        eyebrow: { kind: "text", label: "Badge", max: 40, optional: true, hint: "The small rounded line above the heading" },
        heading: { kind: "text", label: "Heading", max: 40, hint: "The page's one main heading, in large letters" },
        highlight: { kind: "text", label: "Heading's last words", max: 20, optional: true, hint: "Drawn in gold italics after the heading" },
        intro: { kind: "text", label: "Introduction", max: 200 },
        // The banner's buttons are as wide as a phone's column, less its margins, and the first
        // carries an arrow: these are the labels that fit on one line at 375 px.
        begin: { kind: "text", label: "First button label", max: 20, hint: "It scrolls down to What We Do" },
        secondary: { kind: "link", label: "Second button", max: 22 },
        // On a phone the banner fills the first screen and the page runs to many more: these put
        // giving and the shop within a thumb's reach of the top.
        shortcuts: {
          kind: "list",
          label: "Shortcuts under the buttons",
          hint: "Underlined links with an arrow, such as to give or to shop",
          itemLabel: "shortcut",
          min: 0,
          max: 2,
          item: { link: { kind: "link", label: "Shortcut", max: 24 } },
        },
      },
    },
    work: {
      label: "What We Do",
      hint: "The banner's first button scrolls here",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Cards",
          itemLabel: "card",
          min: 1,
          max: 9,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "richText", label: "Text", max: 240 },
          },
        },
        link: arrowLink("Link under the cards"),
      },
    },
    ministry: {
      label: "Ministry",
      optional: true,
      slots: {
        ...sectionIntro(),
        areas: { kind: "list", label: "Areas of ministry", itemLabel: "area", min: 1, max: 8, item: { text: { kind: "text", label: "Area", max: 40 } } },
        link: arrowLink("Link under the areas"),
        photo: {
          kind: "image",
          label: "Photo",
          shape: "card",
          fallback: "none",
          hint: "Beside the text, above the quotation: the ministry's people at work, say. Without one, the quotation stands alone.",
        },
        quote: { kind: "text", label: "Quotation", max: 240, hint: "In the green panel beside the text" },
        citation: { kind: "text", label: "Where the quotation is from", max: 60 },
      },
    },
    mission: {
      label: "Mission",
      optional: true,
      hint: "The green band with the mission statement",
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading", max: 80 },
        statement: { kind: "text", label: "Mission statement", max: 320 },
        pillars: {
          kind: "list",
          label: "Pillars",
          itemLabel: "pillar",
          min: 1,
          max: 6,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 160 },
          },
        },
        primary: { kind: "link", label: "First button", max: BUTTON_LABEL_MAX },
        secondary: { kind: "link", label: "Second button", max: BUTTON_LABEL_MAX },
      },
    },
    marketplace: {
      label: "The Marketplace",
      optional: true,
      hint: "The store's introduction, on a sand background",
      slots: {
        ...sectionIntro(),
        button: { kind: "link", label: "Button", max: BUTTON_LABEL_MAX },
        promises: {
          kind: "list",
          label: "Promises beside the text",
          itemLabel: "promise",
          min: 1,
          max: 4,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 120 },
          },
        },
      },
    },
    resources: {
      label: "Resources for the Journey",
      optional: true,
      hint: "Cards with the design's drawings: a shirt, a journal and a gift, in that order",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Cards",
          itemLabel: "card",
          min: 1,
          max: 6,
          item: {
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 200 },
            link: arrowLink("Link"),
          },
        },
      },
    },
    support: ctaSection("Support the Movement"),
  },
});
