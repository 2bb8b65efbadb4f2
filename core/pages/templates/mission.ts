// /mission: the mission statement with the mission and the vision beside each other, what the
// movement commits to, the two places it serves, and the closing panel with a verse.
import { definePage } from "../template";
import { BUTTON_LABEL_MAX, heroSection, sectionIntro } from "./shared";

const eyebrow = { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" } as const;

export const missionPage = definePage({
  key: "mission",
  path: "/mission",
  name: "Mission",
  sections: {
    hero: heroSection(),
    statement: {
      label: "Mission statement",
      hint: "The statement in large letters, and the mission and vision cards under it",
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading for screen readers", max: 60, hint: "Not shown: read out before the statement" },
        statement: { kind: "text", label: "Statement", max: 320 },
        missionHeading: { kind: "text", label: "First card's heading", max: 40, hint: "The card with a target" },
        missionText: { kind: "text", label: "First card's text", max: 400 },
        visionHeading: { kind: "text", label: "Second card's heading", max: 40, hint: "The card with an eye" },
        visionText: { kind: "text", label: "Second card's text", max: 400 },
      },
    },
    commitments: {
      label: "What we commit to",
      slots: {
        ...sectionIntro(),
        items: {
          kind: "list",
          label: "Commitments",
          itemLabel: "commitment",
          min: 1,
          max: 8,
          item: {
            title: { kind: "text", label: "Title", max: 60 },
            text: { kind: "text", label: "Text", max: 200 },
          },
        },
      },
    },
    places: {
      label: "Where we serve",
      hint: "Beside the drawn map of the journey between Jamaica and the UK, or a photo in its place",
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading", max: 80 },
        photo: {
          kind: "image",
          label: "Photo",
          shape: "wide",
          fallback: "artwork",
          hint: "In the map's place, beside the places: a community you serve, say. Without one, the drawn map.",
        },
        places: {
          kind: "list",
          label: "Places",
          itemLabel: "place",
          min: 1,
          max: 4,
          item: {
            place: { kind: "text", label: "Place", max: 40, hint: "In bold, opening the paragraph: In Jamaica" },
            text: { kind: "text", label: "The rest of the paragraph", max: 320, hint: "Goes on after the bold words: begin with a comma, or a word" },
          },
        },
      },
    },
    join: {
      label: "Be part of the mission",
      optional: true,
      hint: "The green panel near the foot of the page, with a verse",
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading", max: 80 },
        quote: { kind: "text", label: "Verse", max: 240 },
        citation: { kind: "text", label: "Where the verse is from", max: 60 },
        primary: { kind: "link", label: "First button", max: BUTTON_LABEL_MAX },
        secondary: { kind: "link", label: "Second button", max: BUTTON_LABEL_MAX },
      },
    },
  },
});
