// /connect as a fresh install shows it: "Join Our Community", as the specification quotes it.
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { connectPage } from "../templates/connect";

export const connectSeed: PageContent<typeof connectPage> = {
  meta: {
    title: "Join Our Community",
    description: "Join the Purpose Movement community and receive our monthly newsletter.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Stay connected",
      heading: "Join Our Community",
      intro: paragraphs("Walk with us from wherever you are. Sign up for our newsletter and we'll keep you close to the work."),
    },
    receive: {
      heading: "What you'll receive",
      items: [
        { icon: "mail-open", title: "One letter a month", text: "Stories from Jamaica and the diaspora, and what your support made possible." },
        { icon: "hand-heart", title: "Prayer points", text: "How to pray for the families and communities we serve." },
        { icon: "calendar-heart", title: "Events first", text: "Gatherings, conferences and programme dates before anyone else." },
      ],
      promise:
        "We only write with your say-so: you confirm your address first, and every email has a one-click unsubscribe link. We never share your details.",
    },
    contact: {
      heading: "Get in touch",
      intro: "Questions about the ministry, your giving or an order? Write or call and a member of the team will answer.",
    },
    signup: { heading: "Sign up for the newsletter" },
  },
};
