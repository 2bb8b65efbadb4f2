// /coaching as a fresh install shows it: the sessions and prices the specification gives.
import { formatPence, type Pence } from "../../money";
import { siteConfig } from "../../site-config";
import type { PageContent } from "../template";
import type { coachingPage } from "../templates/coaching";
import { doc, p } from "./write";

/** The sessions offered at launch, prices in pence (0 is free). */
const sessions: { title: string; duration: string; price: Pence; description: string }[] = [
  {
    title: "Discovery Call",
    duration: "15 min",
    price: 0,
    description: "A short, free conversation to hear where you are and whether coaching is the right next step.",
  },
  {
    title: "Clarity Call",
    duration: "30 min",
    price: 0,
    description: "Untangle one decision that is weighing on you and leave with a clear, prayerful next step.",
  },
  {
    title: "Family Visa Planning",
    duration: "1 hr",
    price: 14_700,
    description: "Plan a family move or reunion between Jamaica, the UK and beyond: routes, timelines, documents and costs.",
  },
  {
    title: "Grant Proposal Session",
    duration: "1 hr",
    price: 19_700,
    description: "Shape a funding bid for your church, charity or community project, from the need statement to the budget.",
  },
  {
    title: "Mental Health Advisory",
    duration: "1 hr",
    price: 29_700,
    description: "Faith-sensitive guidance for leaders and families supporting someone through anxiety, grief or burnout.",
  },
  {
    title: "Airbnb Optimisation Call",
    duration: "1 hr",
    price: 14_700,
    description: "Turn a spare room or family property into steady income: listing, pricing, reviews and hosting well.",
  },
];

const lowestPaidPrice = Math.min(...sessions.filter((s) => s.price > 0).map((s) => s.price));

export const coachingSeed: PageContent<typeof coachingPage> = {
  meta: {
    title: `${siteConfig.coachingBrand}: Coaching & Consultation`,
    // Today's description less one word ("consultation calls"): it was 166 characters, over the 160
    // a description may have (search engines cut it there).
    description: `${siteConfig.coachingBrand}: faith-centred coaching and consultation for individuals, families and leaders. Free discovery and clarity calls; focused sessions from ${formatPence(lowestPaidPrice)}.`,
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Coaching & Consultation",
      heading: siteConfig.coachingBrand,
      intro: doc(
        p(
          "Faith-centred coaching and practical consultation for individuals, families, church leaders and entrepreneurs. Bring the question you have been carrying; leave with clarity and a plan.",
        ),
      ),
    },
    sessions: {
      eyebrow: "Sessions",
      heading: "Services & Prices",
      intro: doc(
        p("Start with a free call, or book a focused session. Every session is one-to-one, online, and begins with prayer if you would like it to."),
      ),
      sessions: sessions.map(({ price, ...session }) => ({ ...session, price: price === 0 ? "" : formatPence(price) })),
      note: "Coaching offers general guidance and support. It is not a substitute for regulated legal or immigration advice, medical care or financial advice, and we will point you to qualified professionals where you need them.",
    },
    hours: { heading: "Opening Hours" },
    expertise: {
      heading: "Areas of Expertise",
      areas: [
        "Purpose and life direction",
        "Family relocation and visa planning between Jamaica and the UK",
        "Grant writing and funding bids for churches and charities",
        "Faith-sensitive mental health guidance",
        "Short-let and Airbnb hosting",
        "Church, charity and ministry leadership",
      ].map((text) => ({ text })),
    },
    reviews: {
      heading: "Client Reviews",
      text: "Reviews come from people who have booked a session through our booking page. Thank you to everyone who has trusted us with their story.",
      stepsHeading: "How it works",
      steps: [
        "Choose a session and pick a time that suits you.",
        "Receive a confirmation with your video link.",
        "Meet your coach online and take your next step.",
      ].map((text) => ({ text })),
    },
  },
};
