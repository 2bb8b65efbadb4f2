// /accessibility: the accessibility statement. The paragraph saying how to ask for help or another
// format gives the email address and phone number from Settings, so it stays as the site draws it;
// the rest is the charity's to write.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS, fixedLegalSection, legalHero, legalIntroSection, legalSection } from "./legal";

export const accessibilityPage = definePage({
  key: "accessibility",
  path: "/accessibility",
  name: "Accessibility",
  sections: {
    hero: legalHero(),
    document: legalIntroSection(),
    commitment: legalSection("Our commitment", { max: 1500 }),
    usingThisSite: legalSection("Using this website", { max: 3000 }),
    howWeCheck: legalSection("How we check the site", { max: 1500 }),
    knownLimitations: legalSection("Known limitations", { max: 3000, optional: true }),
    feedback: fixedLegalSection(
      "Feedback and other formats",
      `Its text says how to ask for help or another format, with the email address and phone number from ${CHARITY_DETAILS_IN_SETTINGS}`,
    ),
    enforcement: legalSection("If you are not happy with our response", { max: 1500 }),
    aboutThisStatement: legalSection("About this statement", { max: 1000 }),
  },
});
