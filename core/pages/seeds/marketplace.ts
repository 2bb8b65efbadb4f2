// /marketplace's own words as a fresh install shows them.
import type { PageContent } from "../template";
import type { marketplacePage } from "../templates/marketplace";

export const marketplaceSeed: PageContent<typeof marketplacePage> = {
  meta: {
    title: "Store",
    description:
      "Faith T-shirts, hoodies, long sleeves and hats from the Purpose Movement store, plus devotional resources. Every purchase supports the ministry.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Marketplace",
      heading: "Wear your faith. Fuel the mission.",
      intro:
        "Faith-inspired apparel and devotional resources from the Purpose Movement. Every purchase helps strengthen families and supports communities in Jamaica and across the diaspora.",
      shop: "Shop apparel",
    },
    devotionals: {
      eyebrow: "Devotionals",
      title: "Devotional Resources",
      text: "A 30-day journal to help you deepen your walk with God.",
      more: "Browse devotionals",
    },
    promises: {
      items: [
        { icon: "truck", title: "Free standard shipping", text: "On every order, with express delivery at checkout." },
        { icon: "shield-check", title: "Secure checkout", text: "Card payments handled by Stripe." },
      ],
      giftWrap: "Gift wrap available",
    },
  },
};
