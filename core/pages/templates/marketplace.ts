// /marketplace (also served at /store): the store's own words above its catalogue. Its banner
// (the button scrolls to the catalogue), the card leading to the devotional shelf (its picture is
// that shelf's first product) and the promises along the banner's foot. The catalogue below is the
// catalogue, and the gift-wrap promise's line is worded from the gift wrap's price in the shop's rules.
import { definePage } from "../template";

const eyebrow = { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" } as const;

export const marketplacePage = definePage({
  key: "marketplace",
  path: "/marketplace",
  name: "Marketplace",
  sections: {
    hero: {
      label: "Banner",
      hint: "The dark banner above the catalogue",
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading", max: 60 },
        intro: { kind: "text", label: "Introduction", max: 240 },
        shop: { kind: "text", label: "Button label", max: 20, hint: "The button has an arrow and scrolls down to the catalogue" },
      },
    },
    devotionals: {
      label: "Devotionals card",
      hint: "The white card beside the banner's words, leading to /devotionals; its picture is the devotional shelf's first product",
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 30, optional: true, hint: "The small gold line with a book" },
        title: { kind: "text", label: "Title", max: 40 },
        text: { kind: "text", label: "Text", max: 120 },
        more: { kind: "text", label: "Link words", max: 30, hint: "Underlined with an arrow at the card's foot" },
      },
    },
    promises: {
      label: "Promises",
      hint: "Along the foot of the banner",
      slots: {
        items: {
          kind: "list",
          label: "Promises",
          itemLabel: "promise",
          min: 1,
          max: 2,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 80 },
          },
        },
        giftWrap: { kind: "text", label: "Gift wrap's title", max: 40, hint: "The last promise: its line under the title gives the gift wrap's price from the shop's rules" },
      },
    },
  },
});
