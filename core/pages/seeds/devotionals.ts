// /devotionals' own words as a fresh install shows them.
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { devotionalsPage } from "../templates/devotionals";

export const devotionalsSeed: PageContent<typeof devotionalsPage> = {
  meta: {
    title: "Devotional Resources",
    description: "Devotional journals and resources to help you deepen your walk with God.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Marketplace",
      heading: "Devotional Resources",
      intro: paragraphs("Resources to help you deepen your walk with God, one day and one page at a time."),
    },
  },
};
