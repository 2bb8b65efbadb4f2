// /men-women-destiny: the programme's page. Its programmes (each with what it includes), who runs
// it, its core values, its focus areas (numbered in order) and the call to take part.
import { definePage } from "../template";
import { ctaSection, heroSection, sectionIntro } from "./shared";

const include = (label: string) => ({ kind: "text", label, max: 40, optional: true, hint: "A rounded label under the card's text" }) as const;

export const menWomenDestinyPage = definePage({
  key: "men-women-destiny",
  path: "/men-women-destiny",
  name: "Men, Women & Destiny",
  sections: {
    hero: heroSection(),
    programmes: {
      label: "Featured programmes",
      slots: {
        ...sectionIntro(),
        cards: {
          kind: "list",
          label: "Programmes",
          itemLabel: "programme",
          min: 1,
          max: 6,
          item: {
            icon: { kind: "icon", label: "Icon" },
            name: { kind: "text", label: "Name", max: 40 },
            tagline: { kind: "text", label: "Who it is for", max: 60, hint: "The gold line under the name" },
            text: { kind: "text", label: "Text", max: 240 },
            include1: include("First thing it includes"),
            include2: include("Second thing it includes"),
            include3: include("Third thing it includes"),
          },
        },
      },
    },
    who: {
      label: "Who we are",
      slots: {
        ...sectionIntro({ introMax: 200 }),
        body: { kind: "richText", label: "Text beside the heading", max: 1200 },
      },
    },
    values: {
      label: "Core values",
      slots: {
        ...sectionIntro(),
        items: {
          kind: "list",
          label: "Values",
          itemLabel: "value",
          min: 1,
          max: 9,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 160 },
          },
        },
      },
    },
    focus: {
      label: "Focus areas",
      hint: "The green band; each area is numbered in order",
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
        heading: { kind: "text", label: "Heading", max: 80 },
        areas: {
          kind: "list",
          label: "Focus areas",
          itemLabel: "focus area",
          min: 1,
          max: 5,
          item: {
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 200 },
          },
        },
      },
    },
    join: ctaSection("Be part of someone's destiny"),
  },
});
