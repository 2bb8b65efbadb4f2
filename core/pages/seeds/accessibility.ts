// /accessibility as a fresh install shows it.
import { siteName } from "../../site-name";
import type { PageContent } from "../template";
import type { accessibilityPage } from "../templates/accessibility";
import { doc, link, p, ul } from "./write";

export const accessibilitySeed: PageContent<typeof accessibilityPage> = {
  meta: {
    title: "Accessibility Statement",
    description: "Our commitment to making the Purpose Movement website usable by everyone, aiming at WCAG 2.2 AA, and how to tell us about problems.",
    socialImage: null,
  },
  sections: {
    hero: { eyebrow: "Legal", heading: "Accessibility Statement", intro: doc(p("A website everyone can use.")) },
    document: {
      updated: "November 2026",
      intro: doc(
        p(
          "This statement covers the ",
          siteName,
          " website. It explains how accessible the site is, what to do if you have trouble using it, and how to contact us.",
        ),
      ),
    },
    commitment: {
      title: "Our commitment",
      body: doc(
        p(
          "We want everyone who visits ",
          siteName,
          " to be able to read about our work, shop, give and get in touch, whatever device they use and whatever their access needs. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
        ),
      ),
    },
    usingThisSite: {
      title: "Using this website",
      body: doc(
        p("You should be able to:"),
        ul(
          "zoom in up to 400% with the text reflowing to fit the screen, without scrolling sideways;",
          "use the whole site with a keyboard alone, with a clearly visible focus outline;",
          "skip straight to the main content or the main navigation with the links at the top of each page;",
          "use a screen reader, with headings, landmarks and labelled forms that describe the page;",
          "turn off animations by choosing reduced motion in your device’s settings;",
          "read text that has enough colour contrast against its background.",
        ),
        p("Every form field has a visible label, and errors are explained in words, not by colour alone. Links that open a new tab say so."),
      ),
    },
    howWeCheck: {
      title: "How we check the site",
      body: doc(
        p(
          "We check our pages with automated accessibility testing tools and by hand with a keyboard as we build them. Automated tools cannot find every problem, so your feedback is especially valuable.",
        ),
      ),
    },
    knownLimitations: {
      title: "Known limitations",
      body: doc(
        p("Some parts of the journey are provided by other organisations and are outside our direct control:"),
        ul(
          "card payments take place on our payment provider’s secure checkout page;",
          "coaching sessions are booked on a third-party scheduling page;",
          "videos on our YouTube, Instagram and TikTok channels rely on those platforms’ captions, which are not always accurate.",
        ),
        p("If any of these causes you difficulty, contact us and we will help you another way, by email or phone."),
      ),
    },
    feedback: { title: "Feedback and other formats" },
    enforcement: {
      title: "If you are not happy with our response",
      body: doc(
        p(
          "You can contact the Equality Advisory and Support Service (EASS) for free advice at",
          " ",
          link("equalityadvisoryservice.com", "https://www.equalityadvisoryservice.com/"),
          ".",
        ),
      ),
    },
    aboutThisStatement: {
      title: "About this statement",
      body: doc(
        p("This statement was prepared in November 2026. We review it at least once a year, and whenever we make significant changes to the website."),
      ),
    },
  },
};
