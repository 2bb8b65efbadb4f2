// /connect: the newsletter's page. Its banner, what a subscriber receives and the promise under
// it, and the heading over the sign-up form (the form itself is the site's).
import { definePage } from "../template";
import { heroSection } from "./shared";

export const connectPage = definePage({
  key: "connect",
  path: "/connect",
  name: "Connect",
  sections: {
    hero: heroSection(),
    receive: {
      label: "What you'll receive",
      hint: "Beside the sign-up form (above it on a phone)",
      slots: {
        heading: { kind: "text", label: "Heading", max: 60 },
        items: {
          kind: "list",
          label: "What a subscriber receives",
          itemLabel: "item",
          min: 1,
          max: 6,
          item: {
            icon: { kind: "icon", label: "Icon" },
            title: { kind: "text", label: "Title", max: 40 },
            text: { kind: "text", label: "Text", max: 160 },
          },
        },
        promise: { kind: "text", label: "Promise under the list", max: 300, optional: true, hint: "How the newsletter treats a subscriber's address" },
      },
    },
    signup: {
      label: "Sign-up form",
      hint: "The form's fields and messages are fixed",
      slots: { heading: { kind: "text", label: "Heading", max: 60 } },
    },
  },
});
