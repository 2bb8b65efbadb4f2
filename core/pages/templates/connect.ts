// /connect: the newsletter's page, where the header's Contact Us leads. Its banner, what a
// subscriber receives and the promise under it, the words over the charity's email and phone (the
// address and number are Settings'), and the heading over the sign-up form (the form itself is the
// site's).
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
    contact: {
      label: "Get in touch",
      hint: "Under what a subscriber receives. The email address and phone number shown are the charity's details in Settings",
      slots: {
        heading: { kind: "text", label: "Heading", max: 60 },
        intro: { kind: "text", label: "Introduction", max: 200, optional: true },
      },
    },
    signup: {
      label: "Sign-up form",
      hint: "The form's fields and messages are fixed",
      slots: { heading: { kind: "text", label: "Heading", max: 60 } },
    },
  },
});
