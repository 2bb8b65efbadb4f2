// /support: the words around the giving form, its banner. The form (amounts, Gift Aid, payment),
// the registration line and the terms for gifts under it are the site's.
import { definePage } from "../template";

export const supportPage = definePage({
  key: "support",
  path: "/support",
  name: "Support",
  sections: {
    hero: {
      label: "Banner",
      hint: "The dark banner above the giving form, which is fixed",
      slots: {
        eyebrow: { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" },
        heading: { kind: "text", label: "Heading", max: 60 },
        intro: { kind: "text", label: "Introduction", max: 240, optional: true },
      },
    },
  },
});
