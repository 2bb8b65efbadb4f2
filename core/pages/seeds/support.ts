// /support's banner as a fresh install shows it.
import type { PageContent } from "../template";
import type { supportPage } from "../templates/support";

export const supportSeed: PageContent<typeof supportPage> = {
  meta: {
    title: "Support the Movement",
    description: "Give once or monthly to support the Purpose Movement's work with families in Jamaica and the diaspora. UK taxpayers can add Gift Aid.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Give",
      heading: "Support the Movement",
      intro: "Your gift helps families discover their purpose and lifts up communities in Jamaica and the diaspora. Give once, or join our monthly partners.",
    },
  },
};
