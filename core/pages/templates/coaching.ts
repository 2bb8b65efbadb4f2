// /coaching (also served at /consultation): the coaching brand's banner, its sessions and prices,
// its opening hours, its areas of expertise, and its reviews with how a booking works. The booking
// address behind every Book Now button and the opening hours are the charity's details in Settings;
// the review score is the booking page's, kept with the site's settings.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS } from "./legal";
import { sectionIntro } from "./shared";

const eyebrow = { kind: "text", label: "Eyebrow", max: 40, optional: true, hint: "The small line above the heading" } as const;

export const coachingPage = definePage({
  key: "coaching",
  path: "/coaching",
  name: "Evolve Coaching",
  sections: {
    hero: {
      label: "Banner",
      hint: `The dark banner at the top of the page. The rating and the Book Now button under it are fixed; the button opens the booking address from ${CHARITY_DETAILS_IN_SETTINGS}`,
      slots: {
        eyebrow,
        heading: { kind: "text", label: "Heading", max: 60, hint: "The page's address /consultation is titled with it: “… Consultation”" },
        intro: { kind: "richText", label: "Introduction", max: 320, optional: true },
      },
    },
    sessions: {
      label: "Sessions and prices",
      hint: "Each session's card has a Book Now button to the booking address",
      slots: {
        ...sectionIntro(),
        sessions: {
          kind: "list",
          label: "Sessions",
          itemLabel: "session",
          min: 1,
          max: 9,
          item: {
            title: { kind: "text", label: "Name", max: 40 },
            duration: { kind: "text", label: "Length", max: 20, hint: "Like 30 min or 1 hr" },
            price: { kind: "text", label: "Price", max: 12, optional: true, hint: "As it should read, like £147.00; leave it empty for a free session (the card then says Free)" },
            description: { kind: "text", label: "Description", max: 200 },
          },
        },
        note: { kind: "text", label: "Note under the sessions", max: 320, optional: true },
      },
    },
    hours: {
      label: "Opening hours",
      hint: `The hours, and the email address for questions under them, come from ${CHARITY_DETAILS_IN_SETTINGS}`,
      slots: { heading: { kind: "text", label: "Heading", max: 40 } },
    },
    expertise: {
      label: "Areas of expertise",
      slots: {
        heading: { kind: "text", label: "Heading", max: 40 },
        areas: { kind: "list", label: "Areas", itemLabel: "area", min: 1, max: 10, item: { text: { kind: "text", label: "Area", max: 90 } } },
      },
    },
    reviews: {
      label: "Reviews and how it works",
      optional: true,
      hint: "The rating under the heading is the booking page's score, which the site's developers keep up to date",
      slots: {
        heading: { kind: "text", label: "Heading", max: 40 },
        text: { kind: "text", label: "Text", max: 240 },
        stepsHeading: { kind: "text", label: "Steps heading", max: 40 },
        steps: { kind: "list", label: "Steps", itemLabel: "step", min: 1, max: 5, item: { text: { kind: "text", label: "Step", max: 100 } } },
      },
    },
  },
});
